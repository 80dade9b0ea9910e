/**
 * The bill tracker's rules, shared by the web forms and the server (libs/records): what an event and a
 * bill may hold, money in integer cents, dates as "YYYY-MM-DD" (UTC calendar dates), and how both are
 * shown (dollars with commas via prices.ts formatCents, MM/DD/YYYY, previews cut at 140 characters). Spec part 2 §3, §5 and §9.
 */
import {
  array,
  mixed,
  number,
  object,
  string,
  ValidationError,
  type AnyObject,
  type ObjectSchema,
} from 'yup';

export const BILL_STATUS_VALUES = ['NEW', 'NEGOTIATING', 'COMPLETE'] as const;
export type BillStatusValue = (typeof BILL_STATUS_VALUES)[number];

/** Spec part 2 §9: event text preview, default page size, bills read per event, result-count cap. */
export const RECORDS_LIMITS = {
  previewChars: 140,
  pageSize: 10,
  maxPageSize: 100,
  billsPerEvent: 1000,
  /** Bills on one page of an event (the event screen pages them; its totals are kept on the event). */
  billPageSize: 50,
  maxBillPageSize: 100,
  countCap: 10000,
  /** Largest amount of one bill: ten million dollars, so sums stay far inside a GraphQL Int per event. */
  maxCents: 1_000_000_000,
  textMax: 10_000,
  nameMax: 300,
  tagsMax: 50,
} as const;

export const RECORD_MESSAGES = {
  required: '(Required)',
  name: 'Please give the visit a name.',
  total: 'Please enter the bill total.',
  self: 'Please enter what you paid or owe.',
  money: 'Please enter an amount of zero or more, with at most two decimals.',
  tooMuch: 'This amount is too large.',
  date: 'Please enter a date as MM/DD/YYYY.',
  departed: 'The departure date cannot be before the admission date.',
  stars: 'Pick a rating from 1 to 5 stars.',
  status: 'Pick a status: new, negotiating or complete.',
  event: 'A bill needs its event.',
  tooLong: 'This is too long.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** "MM/DD/YYYY" (or an ISO date, or an ISO timestamp) → "YYYY-MM-DD"; null when empty or not a date. */
export function parseDateInput(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  if (s === '' || s === 'null') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const iso = us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : s.slice(0, 10);
  return isIsoDate(iso) ? iso : null;
}

/** "YYYY-MM-DD" (or a timestamp) → "MM/DD/YYYY", read in UTC; "" when empty. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const iso = value instanceof Date ? value.toISOString() : value;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/**
 * A money entry as people type it ("1,234.5", "$20", 12.3) → integer cents; null when empty; NaN when it
 * is not an amount with at most two decimals. Works on the text, so 0.1 + 0.2 problems never arise.
 */
export function dollarsToCents(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN;
    value = value.toString();
  }
  const s = String(value).replace(/[$,\s]/g, '');
  if (s === '' || s === 'null') return null;
  const m = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return Number.NaN;
  const cents = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** Integer cents → the text a money field starts with ("1234.50"); "" for null. */
export const centsToInput = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

/** A text preview: at most 140 characters, cut at a word where possible, with an ellipsis. */
export function preview(text: string | null | undefined, max: number = RECORDS_LIMITS.previewChars): string {
  const s = (text ?? '').replace(/\s+/g, ' ').trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const text = (max: number = RECORDS_LIMITS.textMax) =>
  string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
    .nullable()
    .max(max, RECORD_MESSAGES.tooLong);

const date = () =>
  string()
    .transform((v: unknown, orig: unknown) => (orig === null || orig === undefined || orig === '' ? null : v))
    .nullable()
    .test('date', RECORD_MESSAGES.date, (v) => v === null || v === undefined || isIsoDate(v));

const cents = (requiredMessage?: string) => {
  const base = number()
    .typeError(RECORD_MESSAGES.money)
    .integer(RECORD_MESSAGES.money)
    .min(0, RECORD_MESSAGES.money)
    .max(RECORDS_LIMITS.maxCents, RECORD_MESSAGES.tooMuch);
  return requiredMessage ? base.required(requiredMessage) : base.nullable();
};

const option = object({ id: string().required().max(200), text: string().required().max(300) });
const options = () => array(option).max(RECORDS_LIMITS.tagsMax, RECORD_MESSAGES.tooLong).default([]);

/** A line item entered with a visit (becomes a bill of the event). */
export const eventLineSchema = object({
  id: string().uuid().nullable(),
  billType: text(200),
  totalCents: cents(RECORD_MESSAGES.total),
  selfCents: cents().default(0),
  payInsCents: cents(),
  /** The new bill's status (COMPLETE for a bill already paid in full); an existing line keeps its own. */
  status: mixed<BillStatusValue>()
    .oneOf([...BILL_STATUS_VALUES], RECORD_MESSAGES.status)
    .default('NEW'),
  /** Already uploaded files to attach to the line's bill. */
  fileIds: array(string().uuid().required()).default([]),
});

/** An event (visit) as the forms and the API send it. */
export const eventInputSchema = object({
  id: string().uuid().nullable(),
  name: string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required(RECORD_MESSAGES.name)
    .max(RECORDS_LIMITS.nameMax, RECORD_MESSAGES.tooLong),
  providerName: text(RECORDS_LIMITS.nameMax),
  providerId: string()
    .nullable()
    .matches(/^[0-9A-Z]{6,10}$/, 'Pick a provider from the list.'),
  diagnosisName: text(2000),
  procedureName: text(2000),
  conditionName: text(2000),
  diagnoses: options(),
  procedures: options(),
  conditions: options(),
  admitted: date(),
  departed: date().test('after', RECORD_MESSAGES.departed, function (value) {
    const admitted = this.parent.admitted as string | null | undefined;
    return !value || !admitted || value >= admitted;
  }),
  stars: number()
    .typeError(RECORD_MESSAGES.stars)
    .integer(RECORD_MESSAGES.stars)
    .min(1, RECORD_MESSAGES.stars)
    .max(5, RECORD_MESSAGES.stars)
    .default(5),
  body: text(),
  insurance: text(RECORDS_LIMITS.nameMax),
  lines: array(eventLineSchema).max(RECORDS_LIMITS.billsPerEvent).default([]),
  fileIds: array(string().uuid().required()).default([]),
});

/** A bill as the forms and the API send it. */
export const billInputSchema = object({
  id: string().uuid().nullable(),
  eventId: string().required(RECORD_MESSAGES.event).uuid(RECORD_MESSAGES.event),
  status: mixed<BillStatusValue>()
    .oneOf([...BILL_STATUS_VALUES], RECORD_MESSAGES.status)
    .default('NEW'),
  due: date(),
  billType: text(200),
  codes: array(string().trim().required().max(50))
    .max(RECORDS_LIMITS.tagsMax, RECORD_MESSAGES.tooLong)
    .default([]),
  totalCents: cents(RECORD_MESSAGES.total),
  selfCents: cents(RECORD_MESSAGES.self),
  payInsCents: cents(),
  note: text(),
  fileIds: array(string().uuid().required()).default([]),
});

export interface OptionValue {
  id: string;
  text: string;
}

export interface EventLineValue {
  /** An existing bill of the event to update (REST visit updates); omitted for a new line. */
  id?: string | null;
  billType: string | null;
  totalCents: number;
  selfCents: number;
  payInsCents: number | null;
  /** The new bill's status (default NEW). */
  status?: BillStatusValue;
  /** Files to attach to the line's bill. */
  fileIds?: string[];
}

export interface EventInputValue {
  id: string | null;
  name: string;
  providerName: string | null;
  providerId: string | null;
  diagnosisName: string | null;
  procedureName: string | null;
  conditionName: string | null;
  diagnoses: OptionValue[];
  procedures: OptionValue[];
  conditions: OptionValue[];
  admitted: string | null;
  departed: string | null;
  stars: number;
  body: string | null;
  insurance: string | null;
  lines: EventLineValue[];
  fileIds: string[];
}

export interface BillInputValue {
  id: string | null;
  eventId: string;
  status: BillStatusValue;
  due: string | null;
  billType: string | null;
  codes: string[];
  totalCents: number;
  selfCents: number;
  payInsCents: number | null;
  note: string | null;
  fileIds: string[];
}

/** Field name → first message, for forms; empty when the value passes. */
export function recordErrors(schema: ObjectSchema<AnyObject>, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value ?? {}, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const fields: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err])
      if (e.path && !fields[e.path]) fields[e.path] = e.message;
    return fields;
  }
}
