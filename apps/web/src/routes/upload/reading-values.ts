/**
 * "Fill in from <file>" on the upload's visit form (issue 30): which read field goes into which of the
 * visit form's fields. The rule (sure enough → filled and marked, else left with a note) is applyReading's.
 */
import {
  applyReading,
  dollars,
  shownDate,
  type Filled,
  type ReadingForForm,
} from '../../components/reading/apply-reading';
import type { VisitValues } from './visit-form';

export type { ReadNote, ReadingForForm } from '../../components/reading/apply-reading';

export function valuesFromReading(reading: ReadingForForm, current: VisitValues): Filled<VisitValues> {
  return applyReading(current, (take) => {
    take(
      'clinic',
      'Clinic or hospital',
      reading.hospital,
      (h) => h.matchedName ?? h.printedName,
      (values, h) => {
        values.clinic = h.matchedName ?? h.printedName;
        values.providerId = h.matchedName && h.ccn ? h.ccn : '';
      },
    );
    take('admitted', 'Admitted', reading.admissionDate, shownDate, (v, d) => (v.admitted = shownDate(d)));
    take('departed', 'Departed', reading.dischargeDate, shownDate, (v, d) => (v.departed = shownDate(d)));
    if (current.ownBill) {
      take('total', 'Total', reading.totalChargesCents, dollars, (v, c) => (v.total = dollars(c)));
      take(
        'payIns',
        'Paid by insurance',
        reading.insurancePaidCents,
        dollars,
        (v, c) => (v.payIns = dollars(c)),
      );
      // The amount due is the patient's share of the bill ("You pay" on a bill): kept, so that the
      // dashboard's "You owe" counts it (issue 41).
      take(
        'pay',
        'Paid by you (amount due)',
        reading.patientResponsibilityCents,
        dollars,
        (v, c) => (v.pay = dollars(c)),
      );
      // The printed MS-DRG, so that the bill check judges the bill by it (issue 41).
      take(
        'codes',
        'Billing codes',
        reading.drg,
        (d) => `MS-DRG ${d}`,
        (v, d) => {
          if (!v.codes.some((c) => c.toUpperCase() === `MS-DRG ${d}`)) v.codes = [...v.codes, `MS-DRG ${d}`];
        },
      );
    }
  });
}
