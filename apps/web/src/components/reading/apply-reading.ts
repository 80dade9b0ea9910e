/**
 * Applying a bill's reading to a form (issue 30), once for every form that offers "Fill in from <file>":
 * the upload's visit form, the visit (event) edit form and the bill form each say which read field goes
 * into which of their fields; the rule is here. A field read surely enough (READ_CONFIDENCE_MIN) is filled
 * in and marked with where it was read; one read less surely is left as it was, with a note asking the user
 * to fill it in from the bill: never guessed. Nothing is saved: the user saves the form.
 */
import { MASKS, READ_CONFIDENCE_MIN } from '@fp/domain';
import { createIntl, defineMessages, type IntlShape } from 'react-intl';
import type { ReadMark } from '../forms/read-marks';

export interface ReadAt {
  page: number;
  line: number;
  confidence: number;
}

export type Read<T> = ReadAt & { value: T };

/** One itemized line as read (the GraphQL ReadLine's shape). */
export interface ReadLineForForm extends ReadAt {
  date?: string | null;
  revenueCode?: string | null;
  code?: string | null;
  description: string;
  quantity: number;
  amountCents: number;
}

/** The reading's fields the forms use (the GraphQL BillReading's shape). */
export interface ReadingForForm {
  hospital?: Read<{ printedName: string; ccn?: string | null; matchedName?: string | null }> | null;
  statementDate?: Read<string> | null;
  admissionDate?: Read<string> | null;
  dischargeDate?: Read<string> | null;
  totalChargesCents?: Read<number> | null;
  insurancePaidCents?: Read<number> | null;
  insuranceAdjustedCents?: Read<number> | null;
  patientResponsibilityCents?: Read<number> | null;
  drg?: Read<string> | null;
  insurer?: Read<string> | null;
  lines?: readonly ReadLineForForm[];
}

export interface ReadNote {
  /** The form field; null for a figure read that the form has no field for. */
  field: string | null;
  label: string;
  /** "$1,234.56, read from page 1, line 20", or what to do when it was not read surely. */
  text: string;
  filled: boolean;
  /** The short mark under the field ("read from page 1, line 20"); without it the text is the mark. */
  mark?: string;
}

export interface Filled<V> {
  values: V;
  notes: ReadNote[];
}

/** What formats the notes: the page's react-intl (useIntl()); English (the messages' defaults) without it. */
export type NoteIntl = Pick<IntlShape, 'formatMessage'>;
export const ENGLISH_NOTES: NoteIntl = createIntl({ locale: 'en-US' });

type Where = { where: string };
const NOTE = defineMessages<{
  where: { page: number; line: number };
  unsure: Where;
  filled: Where & { value: string };
  mark: Where;
  noField: Where & { value: string };
  unsureNoField: Where;
}>({
  where: { id: 'reading.note.where', defaultMessage: 'page {page}, line {line}' },
  unsure: {
    id: 'reading.note.unsure',
    defaultMessage: 'not read clearly ({where}): please fill it in from the bill',
  },
  filled: { id: 'reading.note.filled', defaultMessage: '{value}, read from {where}' },
  mark: { id: 'reading.note.mark', defaultMessage: 'read from {where}' },
  noField: {
    id: 'reading.note.noField',
    defaultMessage: '{value}, read from {where} (this form has no field for it)',
  },
  unsureNoField: { id: 'reading.note.unsureNoField', defaultMessage: 'not read clearly ({where})' },
});

export const isSure = (read: ReadAt) => read.confidence >= READ_CONFIDENCE_MIN;
export const where = (read: ReadAt, intl: NoteIntl = ENGLISH_NOTES) =>
  intl.formatMessage(NOTE.where, { page: read.page, line: read.line });
/** Cents as the money field shows them ("1,234.56"). */
export const dollars = (cents: number) => MASKS.money.format((cents / 100).toFixed(2));
/** YYYY-MM-DD as the date field shows it ("01/06/2025"). */
export const shownDate = (iso: string) =>
  MASKS.date.format(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);

/** The way a form names one of its fields filled from one read field. */
export type Take<V> = <T>(
  field: keyof V & string,
  label: string,
  read: Read<T> | null | undefined,
  show: (value: T) => string,
  set: (values: V, value: T) => void,
) => void;

/**
 * The insurer printed on the bill into a form's "Insurance company": the bill check's benchmark follows
 * who paid (issue 40).
 */
export function takeInsurer<V extends { insurance: string }>(
  take: Take<V>,
  label: string,
  reading: ReadingForForm,
): void {
  take(
    'insurance',
    label,
    reading.insurer,
    (s) => s,
    (v, s) => (v.insurance = s),
  );
}

/**
 * The form's values with what `map` takes from the reading, and a note per field read, written by `intl`.
 * `also(label, read, show)` notes a figure read that the form has no field for (said, not saved).
 */
export function applyReading<V extends object>(
  current: V,
  map: (
    take: Take<V>,
    also: <T>(label: string, read: Read<T> | null | undefined, show: (v: T) => string) => void,
  ) => void,
  intl: NoteIntl = ENGLISH_NOTES,
): Filled<V> {
  const at = (read: ReadAt) => where(read, intl);
  const values: V = { ...current };
  const notes: ReadNote[] = [];
  const take: Take<V> = (field, label, read, show, set) => {
    if (!read) return;
    if (!isSure(read)) {
      notes.push({
        field,
        label,
        filled: false,
        text: intl.formatMessage(NOTE.unsure, { where: at(read) }),
      });
      return;
    }
    set(values, read.value);
    notes.push({
      field,
      label,
      filled: true,
      text: intl.formatMessage(NOTE.filled, { value: show(read.value), where: at(read) }),
      mark: intl.formatMessage(NOTE.mark, { where: at(read) }),
    });
  };
  const also = <T>(label: string, read: Read<T> | null | undefined, show: (v: T) => string) => {
    if (!read) return;
    notes.push({
      field: null,
      label,
      filled: false,
      text: isSure(read)
        ? intl.formatMessage(NOTE.noField, { value: show(read.value), where: at(read) })
        : intl.formatMessage(NOTE.unsureNoField, { where: at(read) }),
    });
  };
  map(take, also);
  return { values, notes };
}

/**
 * The CPT/HCPCS codes of the lines read surely, each once, in the order printed. A line read less surely
 * gives none: the user adds its code after checking it on paper.
 */
export function sureLineCodes(lines: readonly ReadLineForForm[] | undefined): string[] {
  const out: string[] = [];
  for (const l of lines ?? []) {
    const code = l.code?.trim().toUpperCase();
    if (code && isSure(l) && !out.includes(code)) out.push(code);
  }
  return out;
}

/** The marks the form kit shows under each field noted (several notes on one field are joined). */
export function marksOf(notes: readonly ReadNote[], values: object): Record<string, ReadMark> {
  const marks: Record<string, ReadMark> = {};
  for (const n of notes) {
    if (!n.field) continue;
    const was = marks[n.field];
    const text = n.mark ?? n.text;
    marks[n.field] = {
      text: was ? `${was.text}; ${text}` : text,
      filled: Boolean(was?.filled) || n.filled,
      value: (values as Record<string, unknown>)[n.field],
    };
  }
  return marks;
}
