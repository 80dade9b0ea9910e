/**
 * The upload page's visit form (spec part 2 §3): values as typed, the checks, and the body of the
 * older site's visit call (`/api/json/crud/save|update/visit`), which the REST shim reads: tags as
 * {id, text}, dollars as typed, an empty departure date as the text "null". The first bill is the visit's
 * own (paid by insurance, paid by you, total); line items follow, and one with an empty total is skipped.
 */
import {
  dollarsToCents,
  eventInputSchema,
  eventLineSchema,
  MASKS,
  RECORD_MESSAGES,
  recordErrors,
  type OptionValue,
} from '@fp/domain';

export interface LineValues {
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
  /** The visit's own bill. */
  mainBillId?: string;
  payIns: string;
  pay: string;
  total: string;
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
  stars: '5',
  body: '',
  insurance: '',
  conditions: [],
  payIns: '',
  pay: '',
  total: '',
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

/** Field messages: the shared event rules plus what the upload form requires. */
export function validateVisit(v: VisitValues, tags: Tags): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  const shared = recordErrors(eventInputSchema, {
    name: v.clinic.trim() || 'Visit',
    providerName: v.clinic.trim() || null,
    diagnoses: tags(v.diagnoses),
    admitted: isoDate(v.admitted) ?? (v.admitted.trim() ? v.admitted : null),
    departed: isoDate(v.departed) ?? (v.departed.trim() ? v.departed : null),
    stars: Number(v.stars),
    insurance: v.insurance.trim() || null,
  });
  for (const [path, message] of Object.entries(shared)) {
    const field = path === 'providerName' || path === 'providerId' ? 'clinic' : path.split(/[.[]/)[0];
    errors[field] ??= message;
  }
  if (!v.diagnoses.length) errors.diagnoses = 'Please pick at least one diagnosis.';
  if (!v.clinic.trim()) errors.clinic = 'Please enter the clinic or hospital.';
  if (!v.admitted.trim()) errors.admitted = 'Please enter the admission date.';
  Object.assign(errors, amountErrors(v));
  if (!v.total.trim()) errors.total = RECORD_MESSAGES.total;
  const lines = v.lines.map((l) => {
    const e = amountErrors(l);
    return Object.keys(e).length ? e : undefined;
  });
  if (lines.some(Boolean)) errors.lines = lines;
  return errors;
}

/** The JSON body of the visit call. */
export function visitBody(
  v: VisitValues,
  tags: { diagnoses: Tags; procedures: Tags; conditions: Tags },
  fileIds: string[],
) {
  const line = (l: LineValues, billType?: string) => ({
    ...(l.id ? { id: l.id } : {}),
    billType: l.billType.trim() || billType || null,
    total: l.total.trim(),
    pay: l.pay.trim() || '0',
    payIns: l.payIns.trim() || 'null',
    ...(l.files.length ? { files: l.files } : {}),
  });
  const lines = v.lines.filter((l) => l.total.trim());
  const onLines = new Set(lines.flatMap((l) => l.files));
  return {
    clinic: v.clinic.trim(),
    // The directory's CCN when the clinic was picked from it ("null": typed as free text).
    providerId: v.providerId || 'null',
    diagnosises: tags.diagnoses(v.diagnoses),
    procedure: v.procedures.length ? tags.procedures(v.procedures) : 'null',
    conditions: v.conditions.length ? tags.conditions(v.conditions) : 'null',
    admitted: isoDate(v.admitted),
    departed: isoDate(v.departed) ?? 'null',
    stars: Number(v.stars),
    body: v.body.trim() || 'null',
    insurance: v.insurance.trim() || 'null',
    bills: [
      line({ id: v.mainBillId, billType: 'Visit', total: v.total, pay: v.pay, payIns: v.payIns, files: [] }),
      // Line items with an empty total are skipped (spec part 2 §5).
      ...lines.map((l) => line(l)),
    ],
    // The visit's files: the uploads no line claimed.
    files: fileIds.filter((id) => !onLines.has(id)),
  };
}

/** The visit as the REST shim answers it. */
export interface VisitJson {
  id: string;
  name: string;
  provider_name: string | null;
  provider_id: string | null;
  diagnoses: OptionValue[];
  procedures: OptionValue[];
  conditions: OptionValue[];
  admitted: string | null;
  departed: string | null;
  stars: number;
  body: string | null;
  insurance: string | null;
  bills: { id: string; billType: string | null; total: number; pay: number; payIns: number | null }[];
  files: { id: string; text: string; url: string; ext: string; size: number; created: string }[];
}

const dollars = (c: number | null | undefined) =>
  c === null || c === undefined ? '' : MASKS.money.format((c / 100).toFixed(2));
const shownDate = (iso: string | null) =>
  iso ? MASKS.date.format(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`) : '';

/** Form values from a saved visit (editing `/upload/{visitId}`). */
export function visitValues(v: VisitJson): VisitValues {
  const [main, ...rest] = v.bills;
  return {
    diagnoses: v.diagnoses.map((o) => o.id),
    procedures: v.procedures.map((o) => o.id),
    conditions: v.conditions.map((o) => o.id),
    clinic: v.provider_name ?? (v.name === 'New visit' ? '' : v.name),
    providerId: v.provider_id ?? '',
    admitted: shownDate(v.admitted),
    departed: shownDate(v.departed),
    stars: String(v.stars ?? 5),
    body: v.body ?? '',
    insurance: v.insurance ?? '',
    mainBillId: main?.id,
    total: dollars(main?.total),
    pay: dollars(main?.pay),
    payIns: dollars(main?.payIns),
    lines: rest.map((b) => ({
      id: b.id,
      billType: b.billType ?? '',
      total: dollars(b.total),
      pay: dollars(b.pay),
      payIns: dollars(b.payIns),
      files: [],
    })),
  };
}
