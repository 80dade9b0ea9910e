/**
 * The upload page's visit form (spec part 2 §3): values as typed, the checks, and the input of the
 * saveVisit mutation (amounts in cents, tags as {id, text}, null to clear). The first bill is the visit's
 * own (paid by insurance, paid by you, total); line items follow, and one with an empty total is skipped.
 *
 * A saved visit (/upload/{visitId}) shows its bills as line items and sends only what the user changed
 * (issue 25): the server changes nothing a request leaves out, so a bill's status, due date, codes and note,
 * and the visit's name, which this form does not show, stay as they are.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  dollarsToCents,
  drgOfCodes,
  eventInputSchema,
  eventLineSchema,
  MASKS,
  RECORD_MESSAGES,
  recordErrors,
  type OptionValue,
} from '@fp/domain';
import { starsInput, starsText } from '../dashboard/form-values';
import type { VisitInput, VisitLineInput } from '../../__generated__/graphql';

export interface LineValues {
  /** A bill the visit already has; without it, a new line. */
  id?: string;
  billType: string;
  payIns: string;
  pay: string;
  total: string;
  /** Ids of uploaded files that belong to this line's bill. */
  files: string[];
}

export interface VisitValues {
  diagnoses: string[];
  procedures: string[];
  clinic: string;
  /** CCN of the hospital picked from the directory; empty when the clinic is typed as free text. */
  providerId: string;
  admitted: string;
  departed: string;
  stars: string;
  body: string;
  insurance: string;
  conditions: string[];
  /**
   * Whether the form asks for the visit's own bill (paid by insurance, paid by you, total): a new visit,
   * or a saved one without bills. A visit with bills shows them as line items instead.
   */
  ownBill: boolean;
  payIns: string;
  pay: string;
  total: string;
  /** The visit's own bill's codes as printed (its MS-DRG above all: the bill check reads it). */
  codes: string[];
  lines: LineValues[];
}

export const EMPTY_LINE: LineValues = { billType: '', payIns: '', pay: '', total: '', files: [] };

export const EMPTY_VISIT: VisitValues = {
  diagnoses: [],
  procedures: [],
  clinic: '',
  providerId: '',
  admitted: '',
  departed: '',
  stars: '',
  body: '',
  insurance: '',
  conditions: [],
  ownBill: true,
  payIns: '',
  pay: '',
  total: '',
  codes: [],
  lines: [],
};

const isoDate = (shown: string) => (shown.trim() ? (MASKS.date.toValue(shown) as string | null) : null);
const cents = (shown: string) => (shown.trim() ? dollarsToCents(shown) : null);
const AMOUNT_FIELD: Record<string, 'total' | 'pay' | 'payIns'> = {
  totalCents: 'total',
  selfCents: 'pay',
  payInsCents: 'payIns',
};

/**
 * The shared bill-line rules (amounts of zero or more, under the cap, shares not above the total) on one
 * bill's amounts, named after the form's fields. A line without a total is skipped on submit, so only
 * its amounts themselves are checked.
 */
function amountErrors(l: { total: string; pay: string; payIns: string }): Record<string, string> {
  const errors = recordErrors(eventLineSchema, {
    totalCents: cents(l.total),
    selfCents: cents(l.pay),
    payInsCents: cents(l.payIns),
  });
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'totalCents' && !l.total.trim()) continue;
    const field = AMOUNT_FIELD[path];
    if (field) out[field] ??= message;
  }
  return out;
}

type Tags = (ids: readonly string[]) => OptionValue[];

/**
 * Whether the visit needs a diagnosis: yes, unless its own bill gives the MS-DRG, which says what the stay
 * was billed as (the bill check judges the bill by its DRG; issue 41).
 */
export const diagnosesRequired = (v: Pick<VisitValues, 'ownBill' | 'codes'>): boolean =>
  !(v.ownBill && drgOfCodes(v.codes));

/** That rule as the Diagnoses label says it, from the start and as the codes change (issue 41). */
export function diagnosesNote(v: Pick<VisitValues, 'ownBill' | 'codes'>): MessageDescriptor {
  if (!diagnosesRequired(v)) return DIAGNOSES_NOTE.optional;
  return v.ownBill ? DIAGNOSES_NOTE.unlessDrg : DIAGNOSES_NOTE.required;
}

const DIAGNOSES_NOTE = defineMessages({
  optional: { id: 'upload.form.diagnosesOptional', defaultMessage: 'optional: the bill’s MS-DRG is given' },
  unlessDrg: {
    id: 'upload.form.diagnosesUnlessDrg',
    defaultMessage: 'required unless you give the bill’s MS-DRG',
  },
  required: { id: 'upload.form.diagnosesRequired', defaultMessage: 'required' },
});

/** Field messages: the shared event rules plus what the upload form requires. */
export function validateVisit(v: VisitValues, tags: Tags): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  const shared = recordErrors(eventInputSchema, {
    name: v.clinic.trim() || 'Visit',
    providerName: v.clinic.trim() || null,
    diagnoses: tags(v.diagnoses),
    admitted: isoDate(v.admitted) ?? (v.admitted.trim() ? v.admitted : null),
    departed: isoDate(v.departed) ?? (v.departed.trim() ? v.departed : null),
    stars: starsInput(v.stars),
    insurance: v.insurance.trim() || null,
  });
  for (const [path, message] of Object.entries(shared)) {
    const field = path === 'providerName' || path === 'providerId' ? 'clinic' : path.split(/[.[]/)[0];
    errors[field] ??= message;
  }
  if (!v.diagnoses.length && diagnosesRequired(v))
    errors.diagnoses = 'Please pick at least one diagnosis, or give the bill’s MS-DRG under Billing codes.';
  if (!v.clinic.trim()) errors.clinic = 'Please enter the clinic or hospital.';
  if (!v.admitted.trim()) errors.admitted = 'Please enter the admission date.';
  Object.assign(errors, amountErrors(v));
  if (v.ownBill && !v.total.trim()) errors.total = RECORD_MESSAGES.total;
  const lines = v.lines.map((l) => {
    const e = amountErrors(l);
    // A saved bill keeps a total: it is changed here, not removed.
    if (l.id && !l.total.trim()) e.total = RECORD_MESSAGES.total;
    return Object.keys(e).length ? e : undefined;
  });
  if (lines.some(Boolean)) errors.lines = lines;
  return errors;
}

const VISIT_FIELDS = {
  diagnoses: 'Diagnoses',
  procedures: 'Procedures',
  clinic: 'Clinic or hospital',
  admitted: 'Admitted',
  departed: 'Departed',
  stars: 'Your rating',
  body: 'Your review',
  insurance: 'Insurance company',
  conditions: 'Other conditions',
} as const;
type VisitField = keyof typeof VISIT_FIELDS;
const LINE_FIELDS = {
  billType: 'bill type',
  payIns: 'paid by insurance',
  pay: 'paid by you',
  total: 'total',
} as const;
type LineField = keyof typeof LINE_FIELDS;

const sameMoney = (a: string, b: string) => {
  const x = cents(a);
  const y = cents(b);
  return x === y || (Number.isNaN(x) && a.trim() === b.trim());
};
const same = (a: string | string[], b: string | string[]) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** What differs from the values the form opened with: the visit's fields, and each saved bill's. */
export function visitChanges(v: VisitValues, initial: VisitValues) {
  const fields = (Object.keys(VISIT_FIELDS) as VisitField[]).filter(
    (f) => !same(v[f], initial[f]) || (f === 'clinic' && v.providerId !== initial.providerId),
  );
  const before = new Map(initial.lines.filter((l) => l.id).map((l) => [l.id, l]));
  const bills = v.lines.flatMap((l, index) => {
    const was = l.id ? before.get(l.id) : undefined;
    if (!was) return [];
    // Amounts compare as cents: "1234.5" typed over "1,234.50" is no change.
    const changed = (Object.keys(LINE_FIELDS) as LineField[]).filter((f) =>
      f === 'billType' ? l[f].trim() !== was[f].trim() : !sameMoney(l[f], was[f]),
    );
    return changed.length ? [{ index, id: l.id!, changed }] : [];
  });
  return { fields, bills };
}

/**
 * What saving will change, in words, for a saved visit (shown before Submit): its changed fields, its
 * changed bills, and the new line items.
 */
export function describeChanges(v: VisitValues, initial: VisitValues): string[] {
  const { fields, bills } = visitChanges(v, initial);
  const out: string[] = fields.map((f) => VISIT_FIELDS[f]);
  for (const b of bills) {
    const name = initial.lines.find((l) => l.id === b.id)?.billType || `line item ${b.index + 1}`;
    out.push(`${name}: ${b.changed.map((f) => LINE_FIELDS[f]).join(', ')}`);
  }
  const added = v.lines.filter((l) => !l.id && l.total.trim()).length + (v.ownBill && v.total.trim() ? 1 : 0);
  if (added) out.push(added === 1 ? 'a new bill' : `${added} new bills`);
  return out;
}

/** A number from a checked amount (the form's checks refuse one that is not a number). */
const amount = (shown: string, empty: number | null) => cents(shown) ?? empty;

/**
 * The saveVisit input: the fields that differ from `initial` (what the form opened with), the saved bills
 * that changed (their id and changed fields), the new bills, and the files.
 */
export function visitInput(
  v: VisitValues,
  initial: VisitValues,
  tags: { diagnoses: Tags; procedures: Tags; conditions: Tags },
  fileIds: string[],
): VisitInput {
  const { fields, bills: changedBills } = visitChanges(v, initial);
  const changed = new Set(fields);
  const newLine = (l: LineValues, billType?: string, codes: string[] = []): VisitLineInput => ({
    billType: l.billType.trim() || billType || null,
    ...(codes.length ? { codes } : {}),
    totalCents: amount(l.total, null),
    selfCents: amount(l.pay, 0),
    payInsCents: amount(l.payIns, null),
    ...(l.files.length ? { fileIds: l.files } : {}),
  });
  const money = { total: 'totalCents', pay: 'selfCents', payIns: 'payInsCents' } as const;
  const savedLine = (l: LineValues, fieldsChanged: LineField[]): VisitLineInput => ({
    id: l.id,
    ...Object.fromEntries(
      fieldsChanged.map((f) =>
        f === 'billType'
          ? ['billType', l.billType.trim() || null]
          : [money[f], amount(l[f], f === 'payIns' ? null : 0)],
      ),
    ),
    ...(l.files.length ? { fileIds: l.files } : {}),
  });
  const lines: VisitLineInput[] = [
    ...(v.ownBill && v.total.trim()
      ? [newLine({ billType: '', total: v.total, pay: v.pay, payIns: v.payIns, files: [] }, 'Visit', v.codes)]
      : []),
    ...v.lines.flatMap((l): VisitLineInput[] => {
      if (!l.id) return l.total.trim() ? [newLine(l)] : []; // an empty total is skipped (spec part 2 §5)
      const fieldsChanged = changedBills.find((b) => b.id === l.id)?.changed ?? [];
      return fieldsChanged.length || l.files.length ? [savedLine(l, fieldsChanged)] : [];
    }),
  ];
  const onLines = new Set(v.lines.filter((l) => l.id || l.total.trim()).flatMap((l) => l.files));
  return {
    ...(changed.has('clinic')
      ? {
          providerName: v.clinic.trim(),
          // The directory's CCN when the clinic was picked from it (null: typed as free text).
          providerId: v.providerId || null,
        }
      : {}),
    ...(changed.has('diagnoses') ? { diagnoses: tags.diagnoses(v.diagnoses) } : {}),
    ...(changed.has('procedures') ? { procedures: tags.procedures(v.procedures) } : {}),
    ...(changed.has('conditions') ? { conditions: tags.conditions(v.conditions) } : {}),
    ...(changed.has('admitted') ? { admitted: isoDate(v.admitted) } : {}),
    ...(changed.has('departed') ? { departed: isoDate(v.departed) } : {}),
    ...(changed.has('stars') ? { stars: starsInput(v.stars) } : {}),
    ...(changed.has('body') ? { body: v.body.trim() || null } : {}),
    ...(changed.has('insurance') ? { insurance: v.insurance.trim() || null } : {}),
    ...(lines.length ? { lines } : {}),
    // The visit's files: the uploads no line claimed.
    fileIds: fileIds.filter((id) => !onLines.has(id)),
  };
}

/** A saved visit as the upload form opens it (the UploadVisit fragment, visit-data.ts). */
export interface SavedVisit {
  id: string;
  providerName?: string | null;
  providerId?: string | null;
  diagnoses: OptionValue[];
  procedures: OptionValue[];
  conditions: OptionValue[];
  admitted?: string | null;
  departed?: string | null;
  stars?: number | null;
  body?: string | null;
  insurance?: string | null;
  /** Newest first, as the API answers. */
  bills: {
    id: string;
    billType?: string | null;
    totalCents: number;
    selfCents: number;
    payInsCents?: number | null;
  }[];
  files: { id: string; text: string; size: number }[];
}

const dollars = (c: number | null | undefined) =>
  c === null || c === undefined ? '' : MASKS.money.format((c / 100).toFixed(2));
const shownDate = (iso: string | null | undefined) =>
  iso ? MASKS.date.format(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`) : '';

/** Form values from a saved visit (`/upload/{visitId}`): its bills, oldest first, as line items. */
export function visitValues(v: SavedVisit): VisitValues {
  const bills = [...v.bills].reverse();
  return {
    diagnoses: v.diagnoses.map((o) => o.id),
    procedures: v.procedures.map((o) => o.id),
    conditions: v.conditions.map((o) => o.id),
    clinic: v.providerName ?? '',
    providerId: v.providerId ?? '',
    admitted: shownDate(v.admitted),
    departed: shownDate(v.departed),
    stars: starsText(v.stars),
    body: v.body ?? '',
    insurance: v.insurance ?? '',
    ownBill: !bills.length,
    total: '',
    pay: '',
    payIns: '',
    codes: [],
    lines: bills.map((b) => ({
      id: b.id,
      billType: b.billType ?? '',
      total: dollars(b.totalCents),
      pay: dollars(b.selfCents),
      payIns: dollars(b.payInsCents),
      files: [],
    })),
  };
}
