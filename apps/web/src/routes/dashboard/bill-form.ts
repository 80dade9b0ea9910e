/**
 * The bill form's values (the text as typed), their conversion to the API's BillInput, and "Fill in from
 * <file>" (issue 30): which read field goes into which of the bill's fields. The rule for what is filled
 * (read surely enough, else left for the user with a note) is applyReading's.
 */
import type { BillStatus } from '../../__generated__/graphql';
import {
  applyReading,
  dollars,
  isSure,
  shownDate,
  sureLineCodes,
  type Filled,
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

/**
 * The bill's figures from a reading: the total charges, what the patient is asked to pay ("You pay"), what
 * insurance paid, and the billing codes (the MS-DRG, and the CPT/HCPCS codes of the lines read surely). The
 * statement date and the insurance adjustments have no field on the bill: they are said, not saved.
 */
export function billValuesFromReading(reading: ReadingForForm, current: BillValues): Filled<BillValues> {
  const filled = applyReading(current, (take, also) => {
    take('total', 'Bill total', reading.totalChargesCents, dollars, (v, c) => (v.total = dollars(c)));
    take('self', 'You pay', reading.patientResponsibilityCents, dollars, (v, c) => (v.self = dollars(c)));
    take('payIns', 'Insurance paid', reading.insurancePaidCents, dollars, (v, c) => (v.payIns = dollars(c)));
    take(
      'codes',
      'Billing codes',
      reading.drg,
      (d) => `MS-DRG ${d}`,
      (v, d) => (v.codes = withCodes(v.codes, [`MS-DRG ${d}`])),
    );
    also('Statement date', reading.statementDate, shownDate);
    also('Insurance adjustments', reading.insuranceAdjustedCents, dollars);
  });
  const lines = reading.lines ?? [];
  const codes = sureLineCodes(lines);
  if (codes.length) {
    filled.values.codes = withCodes(filled.values.codes, codes);
    filled.notes.push({
      field: 'codes',
      label: 'Billing codes',
      filled: true,
      text: `${codes.join(', ')}, read from the itemized lines`,
      mark: `${codes.join(', ')}, read from the itemized lines (the table above)`,
    });
  }
  const unsure = lines.filter((l) => l.code && !isSure(l));
  if (unsure.length)
    filled.notes.push({
      field: 'codes',
      label: 'Billing codes',
      filled: false,
      text: `${unsure.length === 1 ? 'one line' : `${unsure.length} lines`} not read clearly (${unsure
        .map((l) => `page ${l.page}, line ${l.line}`)
        .join(
          '; ',
        )}): add ${unsure.length === 1 ? 'its code' : 'their codes'} yourself after checking the bill`,
    });
  return filled;
}
