/**
 * "Fill in from <file>" on the upload's visit form (issue 30): which read field goes into which of the
 * visit form's fields. The rule (sure enough → filled and marked, else left with a note) is applyReading's.
 */
import { defineMessages } from 'react-intl';
import {
  applyReading,
  dollars,
  shownDate,
  type Filled,
  ENGLISH_NOTES,
  type NoteIntl,
  type ReadingForForm,
  takeInsurer,
} from '../../components/reading/apply-reading';
import type { VisitValues } from './visit-form';

/** The visit form's labels, as the form shows them and the reading's notes name its fields. */
export const FIELD_LABELS = defineMessages({
  clinic: { id: 'upload.form.clinic', defaultMessage: 'Clinic or hospital' },
  admitted: { id: 'upload.form.admitted', defaultMessage: 'Admitted' },
  departed: { id: 'upload.form.departed', defaultMessage: 'Departed' },
  total: { id: 'upload.form.total', defaultMessage: 'Total' },
  payIns: { id: 'upload.form.payIns', defaultMessage: 'Paid by insurance' },
  pay: { id: 'upload.form.payDue', defaultMessage: 'Paid by you (amount due)' },
  codes: { id: 'upload.form.codes', defaultMessage: 'Billing codes' },
  insurance: { id: 'upload.form.insurance', defaultMessage: 'Insurance company' },
});

export type { ReadNote, ReadingForForm } from '../../components/reading/apply-reading';

export function valuesFromReading(
  reading: ReadingForForm,
  current: VisitValues,
  intl: NoteIntl = ENGLISH_NOTES,
): Filled<VisitValues> {
  const label = (m: keyof typeof FIELD_LABELS) => intl.formatMessage(FIELD_LABELS[m]);
  return applyReading(
    current,
    (take) => {
      take(
        'clinic',
        label('clinic'),
        reading.hospital,
        (h) => h.matchedName ?? h.printedName,
        (values, h) => {
          values.clinic = h.matchedName ?? h.printedName;
          values.providerId = h.matchedName && h.ccn ? h.ccn : '';
        },
      );
      take(
        'admitted',
        label('admitted'),
        reading.admissionDate,
        shownDate,
        (v, d) => (v.admitted = shownDate(d)),
      );
      take(
        'departed',
        label('departed'),
        reading.dischargeDate,
        shownDate,
        (v, d) => (v.departed = shownDate(d)),
      );
      takeInsurer(take, label('insurance'), reading);
      if (current.ownBill) {
        take('total', label('total'), reading.totalChargesCents, dollars, (v, c) => (v.total = dollars(c)));
        take(
          'payIns',
          label('payIns'),
          reading.insurancePaidCents,
          dollars,
          (v, c) => (v.payIns = dollars(c)),
        );
        // The amount due is the patient's share of the bill ("You pay" on a bill): kept, so that the
        // dashboard's "You owe" counts it (issue 41).
        take(
          'pay',
          label('pay'),
          reading.patientResponsibilityCents,
          dollars,
          (v, c) => (v.pay = dollars(c)),
        );
        // The printed MS-DRG, so that the bill check judges the bill by it (issue 41).
        take(
          'codes',
          label('codes'),
          reading.drg,
          (d) => `MS-DRG ${d}`,
          (v, d) => {
            if (!v.codes.some((c) => c.toUpperCase() === `MS-DRG ${d}`))
              v.codes = [...v.codes, `MS-DRG ${d}`];
          },
        );
      }
    },
    intl,
  );
}
