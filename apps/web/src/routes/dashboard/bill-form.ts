/**
 * The bill form's values (the text as typed), their conversion to the API's BillInput, and "Fill in from
 * <file>" (issue 30): which read field goes into which of the bill's fields. The rule for what is filled
 * (read surely enough, else left for the user with a note) is applyReading's.
 */
import { defineMessages } from 'react-intl';
import type { BillStatus } from '../../__generated__/graphql';
import {
  applyReading,
  dollars,
  ENGLISH_NOTES,
  isSure,
  shownDate,
  sureLineCodes,
  where,
  type Filled,
  type NoteIntl,
  type ReadingForForm,
} from '../../components/reading/apply-reading';
import { dateInput, moneyInput } from './form-values';

export interface BillValues {
  status: string;
  due: string;
  billType: string;
  codes: string[];
  total: string;
  self: string;
  payIns: string;
  note: string;
}

export const EMPTY_BILL: BillValues = {
  status: 'NEW',
  due: '',
  billType: '',
  codes: [],
  total: '',
  self: '',
  payIns: '',
  note: '',
};

/** The input's names of the form's fields, for the schema's errors. */
export const BILL_FIELD_OF = {
  totalCents: 'total',
  selfCents: 'self',
  payInsCents: 'payIns',
  eventId: 'billType',
};

export const billInput = (v: BillValues, eventId: string, id?: string) => ({
  ...(id ? { id } : {}),
  eventId,
  status: v.status as BillStatus,
  due: dateInput(v.due),
  billType: v.billType.trim() || null,
  codes: v.codes,
  totalCents: moneyInput(v.total) as number,
  selfCents: moneyInput(v.self) as number,
  payInsCents: moneyInput(v.payIns),
  note: v.note.trim() || null,
});

/** `codes` with `more` added, each once (codes compare without case). */
const withCodes = (codes: readonly string[], more: readonly string[]) => {
  const out = [...codes];
  for (const c of more) if (!out.some((o) => o.toUpperCase() === c.toUpperCase())) out.push(c);
  return out;
};

/** The bill form's labels as the reading's notes name its fields (the form's own words, BillFormScreen). */
const LABELS = defineMessages({
  total: { id: 'dashboard.billForm.readTotal', defaultMessage: 'Bill total' },
  self: { id: 'dashboard.billForm.readSelf', defaultMessage: 'You pay' },
  payIns: { id: 'dashboard.billForm.readPayIns', defaultMessage: 'Insurance paid' },
  codes: { id: 'dashboard.billForm.readCodes', defaultMessage: 'Billing codes' },
  statementDate: { id: 'dashboard.billForm.readStatementDate', defaultMessage: 'Statement date' },
  adjusted: { id: 'dashboard.billForm.readAdjusted', defaultMessage: 'Insurance adjustments' },
});

const NOTES = defineMessages<{
  lineCodes: { codes: string };
  lineCodesMark: { codes: string };
  unsureLines: { count: number; where: string };
}>({
  lineCodes: { id: 'dashboard.billForm.lineCodes', defaultMessage: '{codes}, read from the itemized lines' },
  lineCodesMark: {
    id: 'dashboard.billForm.lineCodesMark',
    defaultMessage: '{codes}, read from the itemized lines (the table above)',
  },
  unsureLines: {
    id: 'dashboard.billForm.unsureLines',
    defaultMessage:
      '{count, plural, one {one line} other {# lines}} not read clearly ({where}): add ' +
      '{count, plural, one {its code} other {their codes}} yourself after checking the bill',
  },
});

/**
 * The bill's figures from a reading: the total charges, what the patient is asked to pay ("You pay"), what
 * insurance paid, and the billing codes (the MS-DRG, and the CPT/HCPCS codes of the lines read surely). The
 * statement date and the insurance adjustments have no field on the bill: they are said, not saved. Notes
 * and labels are written by `intl` (the page's language).
 */
export function billValuesFromReading(
  reading: ReadingForForm,
  current: BillValues,
  intl: NoteIntl = ENGLISH_NOTES,
): Filled<BillValues> {
  const label = (m: keyof typeof LABELS) => intl.formatMessage(LABELS[m]);
  const filled = applyReading(
    current,
    (take, also) => {
      take('total', label('total'), reading.totalChargesCents, dollars, (v, c) => (v.total = dollars(c)));
      take(
        'self',
        label('self'),
        reading.patientResponsibilityCents,
        dollars,
        (v, c) => (v.self = dollars(c)),
      );
      take('payIns', label('payIns'), reading.insurancePaidCents, dollars, (v, c) => (v.payIns = dollars(c)));
      take(
        'codes',
        label('codes'),
        reading.drg,
        (d) => `MS-DRG ${d}`,
        (v, d) => (v.codes = withCodes(v.codes, [`MS-DRG ${d}`])),
      );
      also(label('statementDate'), reading.statementDate, shownDate);
      also(label('adjusted'), reading.insuranceAdjustedCents, dollars);
    },
    intl,
  );
  const lines = reading.lines ?? [];
  const codes = sureLineCodes(lines);
  if (codes.length) {
    filled.values.codes = withCodes(filled.values.codes, codes);
    filled.notes.push({
      field: 'codes',
      label: label('codes'),
      filled: true,
      text: intl.formatMessage(NOTES.lineCodes, { codes: codes.join(', ') }),
      mark: intl.formatMessage(NOTES.lineCodesMark, { codes: codes.join(', ') }),
    });
  }
  const unsure = lines.filter((l) => l.code && !isSure(l));
  if (unsure.length)
    filled.notes.push({
      field: 'codes',
      label: label('codes'),
      filled: false,
      text: intl.formatMessage(NOTES.unsureLines, {
        count: unsure.length,
        where: unsure.map((l) => where(l, intl)).join('; '),
      }),
    });
  return filled;
}
