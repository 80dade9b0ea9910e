/**
 * The older site's request bodies read into the records service's inputs (rest/records.ts): money as its
 * forms send it (dollars, or whole cents under `*_cents` names), dates, tags, and a visit's line items.
 */
import { dollarsToCents, parseDateInput, type OptionValue } from '@fp/domain';
import { visitName, type EventPatch, type VisitLine } from '@fp/records';

export type Body = Record<string, unknown>;

export const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === 'null';

/** Whole cents from `<name>_cents`/`<name>Cents` (cents) or `<name>` (dollars); null when absent. */
function money(b: Body, ...names: string[]): number | null | undefined {
  for (const name of names) {
    for (const key of [`${name}_cents`, `${name}Cents`]) {
      if (!isEmpty(b[key])) return Number(b[key]);
    }
    if (!isEmpty(b[name])) return dollarsToCents(b[name]);
  }
  return undefined;
}

export function text(v: unknown): string | null {
  if (isEmpty(v)) return null;
  if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text);
  return String(v);
}

/** Tags from [{id, text}], ["a", "b"], "a" or the text "null" (an empty multi-select). */
function options(v: unknown): OptionValue[] {
  if (isEmpty(v)) return [];
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x) => !isEmpty(x))
    .map((x) =>
      typeof x === 'object' && x
        ? { id: String((x as Body).id ?? (x as Body).text), text: String((x as Body).text ?? (x as Body).id) }
        : { id: String(x), text: String(x) },
    );
}

const firstOf = (b: Body, ...names: string[]) => names.map((n) => b[n]).find((v) => !isEmpty(v));
const date = (v: unknown) => (isEmpty(v) ? null : (parseDateInput(v) ?? String(v)));
const ids = (v: unknown) =>
  isEmpty(v)
    ? []
    : (Array.isArray(v) ? v : [v]).map((x) => String(typeof x === 'object' && x ? (x as Body).id : x));

/** The older site's event fields → the service's input. */
export function eventInput(b: Body, id?: string, opts: { visit?: boolean } = {}) {
  const provider = firstOf(b, 'provider', 'clinic');
  const providerId =
    firstOf(b, 'provider_id', 'providerId') ??
    (provider && typeof provider === 'object' ? (provider as Body).id : undefined);
  const diagnoses = options(firstOf(b, 'diagnoses', 'diagnosises', 'diagnosis'));
  const procedures = options(firstOf(b, 'procedures', 'procedure'));
  const providerName = text(firstOf(b, 'provider_name', 'providerName', 'clinicName')) ?? text(provider);
  return {
    id: id ?? (isEmpty(b.id) ? null : String(b.id)),
    name:
      text(b.name) ??
      // A visit from the upload form has no name: call it after its clinic or first diagnosis.
      (opts.visit && b.name === undefined ? visitName({ providerName, diagnoses }) : ''),
    providerName,
    providerId: typeof providerId === 'string' && /^[0-9A-Z]{6,10}$/.test(providerId) ? providerId : null,
    diagnosisName: text(b.diagnosis_name),
    procedureName: text(b.procedure_name),
    conditionName: text(b.condition_name),
    diagnoses,
    procedures,
    conditions: options(b.conditions),
    admitted: date(b.admitted),
    departed: date(b.departed),
    // Older clients always sent one; omitted, empty or "null" is no rating (on an update: cleared).
    stars: isEmpty(b.stars) ? null : Number(b.stars),
    body: text(b.body),
    insurance: text(b.insurance),
    fileIds: ids(b.files),
  };
}

/** The older site's bill fields → the service's input. */
export function billInput(b: Body, id?: string) {
  const event = b.event as Body | string | undefined;
  const eventId =
    firstOf(b, 'event_id', 'eventId', 'event.id') ?? (typeof event === 'object' && event ? event.id : event);
  const status = text(b.status);
  return {
    id: id ?? (isEmpty(b.id) ? null : String(b.id)),
    eventId: isEmpty(eventId) ? '' : String(eventId),
    status: status ? status.toUpperCase() : undefined,
    due: date(b.due),
    billType: text(firstOf(b, 'bill_type', 'billType')),
    codes: options(firstOf(b, 'code', 'codes')).map((o) => o.text),
    totalCents: money(b, 'total'),
    selfCents: money(b, 'self', 'pay'),
    payInsCents: money(b, 'pay_ins', 'payIns') ?? null,
    note: text(b.note),
    fileIds: ids(b.files),
  };
}

/** Whether the body carries any of the keys (a key sent empty or as "null" counts: it clears). */
const has = (b: Body, ...names: string[]) => names.some((n) => b[n] !== undefined);

/** Where each event field comes from in the older site's bodies (see eventInput). */
const EVENT_KEYS: Record<keyof EventPatch, string[]> = {
  name: ['name'],
  // A clinic sent without its CCN is free text: the CCN goes with the name.
  providerName: [
    'provider',
    'clinic',
    'provider_name',
    'providerName',
    'clinicName',
    'provider_id',
    'providerId',
  ],
  providerId: [
    'provider',
    'clinic',
    'provider_name',
    'providerName',
    'clinicName',
    'provider_id',
    'providerId',
  ],
  diagnosisName: ['diagnosis_name'],
  procedureName: ['procedure_name'],
  conditionName: ['condition_name'],
  diagnoses: ['diagnoses', 'diagnosises', 'diagnosis'],
  procedures: ['procedures', 'procedure'],
  conditions: ['conditions'],
  admitted: ['admitted'],
  departed: ['departed'],
  stars: ['stars'],
  body: ['body'],
  insurance: ['insurance'],
  fileIds: ['files'],
};

/** Only the event fields the body carries (a visit update changes nothing it does not send). */
export function eventPatch(b: Body): EventPatch {
  const all = eventInput(b);
  const patch: Record<string, unknown> = {};
  for (const [field, keys] of Object.entries(EVENT_KEYS))
    if (has(b, ...keys)) patch[field] = all[field as keyof typeof all];
  return patch as EventPatch;
}

/**
 * Visit line items (spec part 2 §3): billType, payIns, pay, total; a new line with an empty total is
 * skipped. A line with the id of one of the visit's bills changes only the fields it carries.
 */
export function visitLines(b: Body): VisitLine[] {
  const raw = Array.isArray(b.bills) ? (b.bills as Body[]) : [];
  const lines = raw.length ? raw : !isEmpty(b.total) || !isEmpty(b.total_cents) ? [b] : [];
  return lines
    .filter((l) => l && typeof l === 'object')
    .map((l) => ({ l, id: raw.length && !isEmpty(l.id) ? String(l.id) : null }))
    .filter(({ l, id }) => id !== null || (money(l, 'total') ?? null) !== null)
    .map(({ l, id }) =>
      id
        ? {
            id,
            billType: has(l, 'billType', 'bill_type') ? text(firstOf(l, 'billType', 'bill_type')) : undefined,
            totalCents: money(l, 'total') ?? undefined,
            selfCents: money(l, 'pay', 'self') ?? undefined,
            payInsCents: has(l, 'payIns', 'pay_ins', 'payIns_cents', 'pay_ins_cents', 'payInsCents')
              ? (money(l, 'payIns', 'pay_ins') ?? null)
              : undefined,
            // Left out: the bill keeps its codes.
            codes: has(l, 'codes', 'code')
              ? options(firstOf(l, 'codes', 'code')).map((o) => o.text)
              : undefined,
            fileIds: ids(l.files),
          }
        : {
            id: null,
            billType: text(firstOf(l, 'billType', 'bill_type')),
            totalCents: money(l, 'total') as number,
            selfCents: money(l, 'pay', 'self') ?? 0,
            payInsCents: money(l, 'payIns', 'pay_ins') ?? null,
            // The codes printed on the bill (its MS-DRG above all: the bill check reads it), as on a bill.
            codes: options(firstOf(l, 'codes', 'code')).map((o) => o.text),
            fileIds: ids(l.files),
          },
    );
}
