/** Test inputs for assessAssistance (used by the specs only). */
import type { AssessAssistanceInput } from './assess';
import type { HospitalFacts, HouseholdFacts } from './types';

/** 2026, one person, 48 states: the guideline is $15,960, so 1 % of it is 15,960 cents. */
export const ONE_PERCENT_OF_SINGLE = 15_960;

export function input(
  household: Partial<HouseholdFacts> = {},
  hospital: Partial<HospitalFacts> = {},
  extra: Partial<Omit<AssessAssistanceInput, 'household' | 'hospital'>> & { firstBillDate?: string | null; billedCents?: number } = {},
): AssessAssistanceInput {
  return {
    household: { householdSize: 1, annualIncomeCents: 2_000_000, state: 'TX', insurance: 'UNINSURED', ...household },
    hospital: { ccn: '450000', name: 'Test Hospital', state: 'TX', ownership: 'nonprofit', criticalAccess: false, ...hospital },
    bill: { firstBillDate: extra.firstBillDate ?? null, serviceDate: null, billedCents: extra.billedCents ?? 1_000_000 },
    agb: extra.agb ?? null,
    today: extra.today ?? '2026-11-26',
  };
}

/** Income at exactly `percent` of a one-person 2026 contiguous guideline, plus `cents`. */
export const atPercent = (percent: number, cents = 0) => ONE_PERCENT_OF_SINGLE * percent + cents;
