/**
 * Who paid, from the visit's insurance as the user typed it (event.insurance), for the benchmark by
 * payer. Medicare Advantage plans are Medicare's for this purpose (they pay hospitals close to Medicare's
 * rates). Medicaid and other public programs pay by their own schedules, which no published ratio covers:
 * unknown, so not assessed rather than compared with a commercial estimate.
 */
import type { PayerType } from './verdict';

/** What a patient types for "no insurance". A blank field is NOT one of them: blank is unknown (issue 40). */
const SELF_PAY = /^(none|no|no insurance|not insured|self|self[- ]?pay|uninsured|cash)$/i;
const MEDICARE = /\bmedicare\b/i;
const OTHER_PUBLIC = /\b(medicaid|medi-cal|chip|tricare|va|champva|indian health|workers'? comp)/i;

/** The payer type of a visit's insurance text and whether an insurer paid anything. */
export function payerTypeOf(insurance: string | null, insurerPaid: boolean): PayerType {
  const text = (insurance ?? '').trim();
  if (!insurerPaid && SELF_PAY.test(text)) return 'SELF_PAY';
  if (MEDICARE.test(text)) return 'MEDICARE';
  // Blank: the patient skipped the question. Unknown is unknown: the bill check asks, and judges with
  // what is known (the charges), never with self-pay benchmarks.
  if (OTHER_PUBLIC.test(text) || text === '' || SELF_PAY.test(text)) return 'UNKNOWN';
  return 'COMMERCIAL';
}

/** The calendar year of the service: the admission day's, else the bill's. */
export function serviceYearOf(admitted: string | null, billDate: string): number {
  return Number((admitted && /^\d{4}/.test(admitted) ? admitted : billDate).slice(0, 4));
}
