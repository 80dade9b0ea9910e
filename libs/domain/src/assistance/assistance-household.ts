/**
 * The household's facts as the financial assistance screen takes them (issue 31): one yup schema, so
 * the screen's errors and any server that one day stores them say the same thing. The facts stay in the
 * browser; this only checks them.
 */
import { mixed, number, object, string } from 'yup';
import type { HouseholdFacts } from './types';

export const HOUSEHOLD_LIMITS = Object.freeze({
  maxSize: 20,
  /** $10 million a year: above it no assistance rule applies and a typo is likelier. */
  maxIncomeCents: 1_000_000_000,
});

export const INSURANCE_VALUES: readonly HouseholdFacts['insurance'][] = Object.freeze([
  'UNINSURED',
  'INSURED',
  'MEDICARE',
  'MEDICAID',
  'UNKNOWN',
]);

export const INSURANCE_LABEL: Readonly<Record<HouseholdFacts['insurance'], string>> = Object.freeze({
  UNINSURED: 'No insurance',
  INSURED: 'Health insurance (employer or marketplace)',
  MEDICARE: 'Medicare',
  MEDICAID: 'Medicaid',
  UNKNOWN: 'Not sure',
});

export const HOUSEHOLD_MESSAGES = Object.freeze({
  size: `Give the number of people in your household as a whole number from 1 to ${HOUSEHOLD_LIMITS.maxSize}: you, your spouse and anyone you claim as a dependent.`,
  income: 'Give the household’s yearly income before tax in dollars, for example 42,000 (0 if none).',
  incomeTooHigh: 'That is more than $10,000,000 a year: check the number (dollars per year, not cents).',
  state: 'Pick the state where you live.',
  insurance: 'Pick your insurance.',
});

export const householdInputSchema = object({
  householdSize: number()
    .typeError(HOUSEHOLD_MESSAGES.size)
    .required(HOUSEHOLD_MESSAGES.size)
    .integer(HOUSEHOLD_MESSAGES.size)
    .min(1, HOUSEHOLD_MESSAGES.size)
    .max(HOUSEHOLD_LIMITS.maxSize, HOUSEHOLD_MESSAGES.size),
  annualIncomeCents: number()
    .typeError(HOUSEHOLD_MESSAGES.income)
    .required(HOUSEHOLD_MESSAGES.income)
    .integer(HOUSEHOLD_MESSAGES.income)
    .min(0, HOUSEHOLD_MESSAGES.income)
    .max(HOUSEHOLD_LIMITS.maxIncomeCents, HOUSEHOLD_MESSAGES.incomeTooHigh),
  state: string()
    .required(HOUSEHOLD_MESSAGES.state)
    .matches(/^[A-Z]{2}$/, HOUSEHOLD_MESSAGES.state),
  insurance: mixed<HouseholdFacts['insurance']>()
    .required(HOUSEHOLD_MESSAGES.insurance)
    .oneOf([...INSURANCE_VALUES], HOUSEHOLD_MESSAGES.insurance),
});

/** A household read back from the browser's storage, or null when it is not a valid one. */
export function householdFrom(stored: unknown): HouseholdFacts | null {
  try {
    return householdInputSchema.validateSync(stored, { stripUnknown: true }) as HouseholdFacts;
  } catch {
    return null;
  }
}
