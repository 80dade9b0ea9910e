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
import { MONTH_NAMES } from './letter';

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
  negative: 'An amount cannot be negative. Enter it without the minus sign (0 if nothing).',
  tooMuch: 'This amount is above $10,000,000.00, the most one bill can hold. Check the number of digits.',
  selfAboveTotal: 'What you pay cannot be more than the bill total. Check both amounts.',
  insuranceAboveTotal: 'What insurance paid cannot be more than the bill total. Check both amounts.',
  date: 'Please enter a date as MM/DD/YYYY.',
  noSuchMonth: 'There is no such month. Enter the month as 01 to 12, as MM/DD/YYYY.',
  tooOld: 'Check the year: dates before 1900 are not accepted.',
  admittedFuture: 'The admission date cannot be in the future. Check the day and the year.',
  departedFuture: 'The departure date cannot be in the future. Check the day and the year.',
  departed: 'The departure date cannot be before the admission date.',
  stars: 'Pick a rating from 1 to 5 stars.',
  status: 'Pick a status: new, negotiating or complete.',
  event: 'A bill needs its event.',
  tooLong: 'This is too long.',
} as const;

/** A visit date this many years back is unusual (a warning, not an error). */
export const SERVICE_WARN_YEARS = 10;

/** Messages that warn about unusual values without blocking the save. */
export const RECORD_WARNINGS = {
  duePast: 'This due date has already passed. Keep it if that is right, or check the date.',
  serviceLongAgo: `This date is more than ${SERVICE_WARN_YEARS} years ago. Keep it if that is right, or check the year.`,
} as const;

/** "There is no 02/30/2026: February 2026 has 28 days." for a day past the end of its month. */
export const noSuchDayMessage = (year: number, month: number, day: number): string => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return `There is no ${mm}/${dd}/${year}: ${MONTH_NAMES[month - 1]} ${year} has ${days} days. Check the day.`;
};

/** Today's calendar date in UTC, "YYYY-MM-DD" (US dates are never ahead of it). */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Validation context: `now` fixes "today" (tests; the server and the page use the clock). */
export interface RecordContext {
  now?: Date;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a date as typed ("MM/DD/YYYY") or sent ("YYYY-MM-DD"), or null when it is a real
 * calendar date: a date that cannot be read gets the format hint, an impossible one (02/30, month 13)
 * says why, and years before 1900 are refused as typing slips.
 */
export function dateProblem(value: string): string | null {
  const s = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!us && !iso) return RECORD_MESSAGES.date;
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  if (month < 1 || month > 12) return RECORD_MESSAGES.noSuchMonth;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return noSuchDayMessage(year, month, day);
  if (year < 1900) return RECORD_MESSAGES.tooOld;
  return null;
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

/** Today as the validation sees it: the context's `now`, else the clock. */
const contextToday = (options: { context?: unknown }) =>
  todayIso((options.context as RecordContext | undefined)?.now);

const date = () =>
  string()
    .transform((v: unknown, orig: unknown) => (orig === null || orig === undefined || orig === '' ? null : v))
    .nullable()
    .test('date', RECORD_MESSAGES.date, function (v) {
      if (v === null || v === undefined) return true;
      const problem = dateProblem(v);
      return problem ? this.createError({ message: problem }) : true;
    });

/** A date of care: a real date, not after today. */
const serviceDate = (futureMessage: string) =>
  date().test('past', futureMessage, function (v) {
    return !v || !isIsoDate(v) || v <= contextToday(this.options);
  });

const cents = (requiredMessage?: string) => {
  const base = number()
    .typeError(RECORD_MESSAGES.money)
    .integer(RECORD_MESSAGES.money)
    .min(0, RECORD_MESSAGES.negative)
    .max(RECORDS_LIMITS.maxCents, RECORD_MESSAGES.tooMuch);
  return requiredMessage ? base.required(requiredMessage) : base.nullable();
};

/** A share (paid by you, by insurance) of a bill cannot exceed the bill's total. */
const share = (message: string, requiredMessage?: string) =>
  cents(requiredMessage).test('share', message, function (v) {
    const total = this.parent.totalCents as unknown;
    return (
      v === null ||
      v === undefined ||
      typeof total !== 'number' ||
      !Number.isInteger(total) ||
      total < 0 ||
      v <= total
    );
  });

const option = object({ id: string().required().max(200), text: string().required().max(300) });
const options = () => array(option).max(RECORDS_LIMITS.tagsMax, RECORD_MESSAGES.tooLong).default([]);

/** A line item entered with a visit (becomes a bill of the event). */
/** A bill's billing codes as printed (an MS-DRG, CPT/HCPCS codes). */
const billCodes = () =>
  array(string().trim().required().max(50)).max(RECORDS_LIMITS.tagsMax, RECORD_MESSAGES.tooLong);

export const eventLineSchema = object({
  id: string().uuid().nullable(),
  billType: text(200),
  codes: billCodes().default([]),
  totalCents: cents(RECORD_MESSAGES.total),
  selfCents: share(RECORD_MESSAGES.selfAboveTotal).default(0),
  payInsCents: share(RECORD_MESSAGES.insuranceAboveTotal),
  /** The new bill's status (COMPLETE for a bill already paid in full); an existing line keeps its own. */
  status: mixed<BillStatusValue>()
    .oneOf([...BILL_STATUS_VALUES], RECORD_MESSAGES.status)
    .default('NEW'),
  /** Already uploaded files to attach to the line's bill. */
  fileIds: array(string().uuid().required()).default([]),
});

/** Line items sent apart from the event (the older site's visit call): the same rules, paths lines[i]. */
export const eventLinesSchema = object({
  lines: array(eventLineSchema).max(RECORDS_LIMITS.billsPerEvent).default([]),
});

/**
 * Lines of a visit update (RecordsService.updateEvent): a new line, or a change to one of the visit's
 * bills where a field left out keeps the bill's value. The same amount rules, without defaults.
 */
export const eventLinePatchesSchema = object({
  lines: array(
    object({
      id: string().uuid().nullable(),
      billType: text(200),
      codes: billCodes(),
      totalCents: cents(),
      selfCents: share(RECORD_MESSAGES.selfAboveTotal),
      payInsCents: share(RECORD_MESSAGES.insuranceAboveTotal),
      status: mixed<BillStatusValue>().oneOf([...BILL_STATUS_VALUES, undefined], RECORD_MESSAGES.status),
      fileIds: array(string().uuid().required()).default([]),
    }),
  )
    .max(RECORDS_LIMITS.billsPerEvent)
    .default([]),
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
  admitted: serviceDate(RECORD_MESSAGES.admittedFuture),
  departed: serviceDate(RECORD_MESSAGES.departedFuture).test(
    'after',
    RECORD_MESSAGES.departed,
    function (value) {
      const admitted = this.parent.admitted as string | null | undefined;
      return !value || !admitted || !isIsoDate(value) || !isIsoDate(admitted) || value >= admitted;
    },
  ),
  stars: number()
    .typeError(RECORD_MESSAGES.stars)
    .integer(RECORD_MESSAGES.stars)
    .min(1, RECORD_MESSAGES.stars)
    .max(5, RECORD_MESSAGES.stars)
    // Not rated unless the user picks a rating (issue 41: no longer 5 by default).
    .nullable()
    .default(null),
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
  selfCents: share(RECORD_MESSAGES.selfAboveTotal, RECORD_MESSAGES.self),
  payInsCents: share(RECORD_MESSAGES.insuranceAboveTotal),
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
  /** The bill's billing codes (default none). */
  codes?: string[];
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
  stars: number | null;
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
export function recordErrors(
  schema: ObjectSchema<AnyObject>,
  value: unknown,
  context?: RecordContext,
): Record<string, string> {
  try {
    schema.validateSync(value ?? {}, { abortEarly: false, stripUnknown: true, context });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const fields: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err])
      if (e.path && !fields[e.path]) fields[e.path] = e.message;
    return fields;
  }
}

/** Whole years from `from` to `to` ("YYYY-MM-DD"), counted on the calendar. */
function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/**
 * Unusual but possible values, as field → message: a visit date more than 10 years ago, a due date
 * already past on a new bill (an old bill being recorded late is fine, so it is only a warning). Never
 * blocks a save; the forms show these beside the field.
 */
export function recordWarnings(
  value: { admitted?: string | null; departed?: string | null; due?: string | null; isNew?: boolean },
  context: RecordContext = {},
): Record<string, string> {
  const today = todayIso(context.now);
  const out: Record<string, string> = {};
  for (const field of ['admitted', 'departed'] as const) {
    const v = value[field];
    if (v && isIsoDate(v) && v <= today && yearsBetween(v, today) >= SERVICE_WARN_YEARS) {
      out[field] = RECORD_WARNINGS.serviceLongAgo;
    }
  }
  if (value.isNew && value.due && isIsoDate(value.due) && value.due < today)
    out.due = RECORD_WARNINGS.duePast;
  return out;
}
