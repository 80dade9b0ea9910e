/**
 * "Fill in from this file" (issue 30): the visit form's values from a bill's reading. Each field read
 * surely enough (READ_CONFIDENCE_MIN) is filled in and marked with where it was read; one read less surely
 * is left as it was, with a note asking the user to fill it in. Nothing is saved: the user saves the form.
 */
import { MASKS, READ_CONFIDENCE_MIN } from '@fp/domain';
import type { VisitValues } from './visit-form';

interface At {
  page: number;
  line: number;
  confidence: number;
}

/** The reading's fields the form uses (the GraphQL BillReading's shape). */
export interface ReadingForForm {
  hospital?:
    (At & { value: { printedName: string; ccn?: string | null; matchedName?: string | null } }) | null;
  admissionDate?: (At & { value: string }) | null;
  dischargeDate?: (At & { value: string }) | null;
  totalChargesCents?: (At & { value: number }) | null;
  insurancePaidCents?: (At & { value: number }) | null;
  patientResponsibilityCents?: (At & { value: number }) | null;
}

export interface ReadNote {
  /** The form field. */
  field: keyof VisitValues;
  label: string;
  /** "$1,234.56, read from page 1, line 20", or what to do when it was not read surely. */
  text: string;
  filled: boolean;
}

const dollars = (c: number) => MASKS.money.format((c / 100).toFixed(2));
const shownDate = (iso: string) =>
  MASKS.date.format(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);

export function valuesFromReading(
  reading: ReadingForForm,
  current: VisitValues,
): { values: VisitValues; notes: ReadNote[] } {
  const values: VisitValues = { ...current };
  const notes: ReadNote[] = [];
  const take = <T>(
    field: keyof VisitValues,
    label: string,
    read: (At & { value: T }) | null | undefined,
    show: (v: T) => string,
    set: (v: T) => void,
  ) => {
    if (!read) return;
    if (read.confidence < READ_CONFIDENCE_MIN) {
      notes.push({
        field,
        label,
        filled: false,
        text: `not read clearly (page ${read.page}, line ${read.line}): please fill it in from the bill`,
      });
      return;
    }
    set(read.value);
    notes.push({
      field,
      label,
      filled: true,
      text: `${show(read.value)}, read from page ${read.page}, line ${read.line}`,
    });
  };
  take(
    'clinic',
    'Clinic or hospital',
    reading.hospital,
    (h) => h.matchedName ?? h.printedName,
    (h) => {
      values.clinic = h.matchedName ?? h.printedName;
      values.providerId = h.matchedName && h.ccn ? h.ccn : '';
    },
  );
  take('admitted', 'Admitted', reading.admissionDate, shownDate, (d) => (values.admitted = shownDate(d)));
  take('departed', 'Departed', reading.dischargeDate, shownDate, (d) => (values.departed = shownDate(d)));
  if (values.ownBill) {
    take('total', 'Total', reading.totalChargesCents, dollars, (c) => (values.total = dollars(c)));
    take(
      'payIns',
      'Paid by insurance',
      reading.insurancePaidCents,
      dollars,
      (c) => (values.payIns = dollars(c)),
    );
  }
  return { values, notes };
}
