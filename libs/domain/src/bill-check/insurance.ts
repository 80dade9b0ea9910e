/**
 * What a person with a health plan would pay for one negotiated rate, and the form rules for the plan.
 * Shared by the API (which computes estimates) and the web app (the settings form), so the rule exists once.
 *
 * The estimate for a negotiated rate N (the plan's allowed amount at that hospital):
 *   deductible part = min(remaining deductible, N)
 *   estimate        = min(remaining out-of-pocket maximum,
 *                         deductible part + coinsurance × (N − deductible part) + copay)
 * All money in integer cents; the coinsurance share is rounded to the cent. The formula names the copay
 * only when there is one (a price-file item's estimate has none: its copay is counted once per visit). When the plan's rate is not
 * published, there is no estimate ("not published for your plan"): another plan's rate is never used.
 * Visitors without a plan keep the older site's 20/80 split of the price (priceEstimate in prices.ts).
 */
import { number, object, string } from 'yup';
import type { ValidationKey } from '../forms/validation-messages';
import { formatCents, PATIENT_SHARE } from '../price-map/prices';
import { textIn, type TextLanguage } from '../text/text-language';
import { BILL_CHECK_TEXT_EN } from './bill-check-text';
import { BILL_CHECK_TEXT_ES } from './bill-check-text-es';

export interface InsurancePlanValue {
  /** What is left of the deductible this year. */
  deductibleRemainingCents: number;
  /** The patient's share after the deductible, in percent (20 for 20 %). */
  coinsurancePercent: number;
  /** Fixed amount per visit or stay. */
  copayCents: number;
  /** What is left of the out-of-pocket maximum this year. */
  oopRemainingCents: number;
}

export const NOT_PUBLISHED_FOR_PLAN = 'Not published for your plan';

export type InsuranceEstimateValue =
  | {
      kind: 'estimate';
      negotiatedCents: number;
      deductiblePartCents: number;
      coinsurancePartCents: number;
      copayCents: number;
      /** True when the out-of-pocket maximum capped the sum. */
      cappedByOopMax: boolean;
      patientCents: number;
      /** The formula with this case's figures, for people to check. */
      formula: string;
    }
  | { kind: 'not_published'; message: typeof NOT_PUBLISHED_FOR_PLAN };

/** The rule above. `negotiatedCents` null means the plan has no published dollar rate here. */
export function insuranceEstimate(
  negotiatedCents: number | null | undefined,
  plan: InsurancePlanValue,
  lang: TextLanguage = 'en',
): InsuranceEstimateValue {
  if (negotiatedCents === null || negotiatedCents === undefined)
    return { kind: 'not_published', message: NOT_PUBLISHED_FOR_PLAN };
  const n = Math.max(0, negotiatedCents);
  const deductiblePart = Math.min(Math.max(0, plan.deductibleRemainingCents), n);
  const coinsurancePart = Math.round(((n - deductiblePart) * plan.coinsurancePercent) / 100);
  const copay = Math.max(0, plan.copayCents);
  const sum = deductiblePart + coinsurancePart + copay;
  const cap = Math.max(0, plan.oopRemainingCents);
  const patient = Math.min(cap, sum);
  const t = textIn(BILL_CHECK_TEXT_EN, BILL_CHECK_TEXT_ES, lang);
  const formula = t('formula', {
    cap: formatCents(cap),
    deductible: formatCents(deductiblePart),
    percent: plan.coinsurancePercent,
    allowed: formatCents(n),
    copay: copay > 0 ? t('formulaCopay', { copay: formatCents(copay) }) : '',
    patient: formatCents(patient),
  });
  return {
    kind: 'estimate',
    negotiatedCents: n,
    deductiblePartCents: deductiblePart,
    coinsurancePartCents: coinsurancePart,
    copayCents: copay,
    cappedByOopMax: sum > cap,
    patientCents: patient,
    formula,
  };
}

/** For visitors without a plan: the older site's split, the patient's 20 % of the price. */
export function noPlanPatientShareCents(priceCents: number): number {
  return Math.round(priceCents * PATIENT_SHARE);
}

/** Message keys (issue 45): the English is in forms/validation-messages.ts; the server answers in it. */
export const INSURANCE_MESSAGES = {
  payer: 'validation.insurance.payer',
  amount: 'validation.insurance.amount',
  remaining: 'validation.insurance.remaining',
  coinsurance: 'validation.insurance.coinsurance',
} as const satisfies Record<string, ValidationKey>;

/** Largest amount a plan field accepts: $1,000,000 in cents. */
const MAX_PLAN_CENTS = 100_000_000;

const cents = () =>
  number()
    .typeError(INSURANCE_MESSAGES.amount)
    .integer(INSURANCE_MESSAGES.amount)
    .min(0, INSURANCE_MESSAGES.amount)
    .max(MAX_PLAN_CENTS, INSURANCE_MESSAGES.amount)
    .required(INSURANCE_MESSAGES.amount);

/** The user's plan, as the settings form and the API's saveInsurance check it. Money in cents. */
export const insuranceSchema = object({
  payerKey: string().trim().min(1, INSURANCE_MESSAGES.payer).max(100).required(INSURANCE_MESSAGES.payer),
  planName: string().trim().max(200).default(''),
  deductibleCents: cents(),
  deductibleRemainingCents: cents().test(
    'remaining-deductible',
    INSURANCE_MESSAGES.remaining,
    (v, ctx) => v === undefined || v <= (ctx.parent as { deductibleCents: number }).deductibleCents,
  ),
  coinsurancePercent: number()
    .typeError(INSURANCE_MESSAGES.coinsurance)
    .min(0, INSURANCE_MESSAGES.coinsurance)
    .max(100, INSURANCE_MESSAGES.coinsurance)
    .required(INSURANCE_MESSAGES.coinsurance),
  copayCents: cents(),
  oopMaxCents: cents(),
  oopRemainingCents: cents().test(
    'remaining-oop',
    INSURANCE_MESSAGES.remaining,
    (v, ctx) => v === undefined || v <= (ctx.parent as { oopMaxCents: number }).oopMaxCents,
  ),
});

export interface InsuranceInput {
  payerKey: string;
  planName: string;
  deductibleCents: number;
  deductibleRemainingCents: number;
  coinsurancePercent: number;
  copayCents: number;
  oopMaxCents: number;
  oopRemainingCents: number;
}
