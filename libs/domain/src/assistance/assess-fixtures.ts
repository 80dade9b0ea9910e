/** Test inputs for assessAssistance (used by the specs only). */
import { assessAssistance, type AssessAssistanceInput } from './assess';
import type { AssistanceOutcome, HospitalFacts, HouseholdFacts } from './types';

/** 2026, one person, 48 states: the guideline is $15,960, so 1 % of it is 15,960 cents. */
export const ONE_PERCENT_OF_SINGLE = 15_960;

export function input(
  household: Partial<HouseholdFacts> = {},
  hospital: Partial<HospitalFacts> = {},
  extra: Partial<Omit<AssessAssistanceInput, 'household' | 'hospital'>> & {
    firstBillDate?: string | null;
    billedCents?: number;
  } = {},
): AssessAssistanceInput {
  return {
    household: {
      householdSize: 1,
      annualIncomeCents: 2_000_000,
      state: 'TX',
      insurance: 'UNINSURED',
      ...household,
    },
    hospital: {
      ccn: '450000',
      name: 'Test Hospital',
      state: 'TX',
      ownership: 'nonprofit',
      criticalAccess: false,
      ...hospital,
    },
    bill: {
      firstBillDate: extra.firstBillDate ?? null,
      serviceDate: null,
      billedCents: extra.billedCents ?? 1_000_000,
    },
    agb: extra.agb ?? null,
    today: extra.today ?? '2026-11-26',
  };
}

/** Income at exactly `percent` of a one-person 2026 contiguous guideline, plus `cents`. */
export const atPercent = (percent: number, cents = 0) => ONE_PERCENT_OF_SINGLE * percent + cents;

/** One state's thresholds: each case is assessed for one person in 2026 and its outcome (and cap) checked. */
export type Case = [
  label: string,
  percent: number,
  cents: number,
  outcome: AssistanceOutcome,
  capCents?: number | null,
];

export function run(
  state: string,
  cases: Case[],
  household: Partial<HouseholdFacts> = {},
  hospital: Partial<HospitalFacts> = {},
) {
  // Each case is passed whole: jest would hand a `done` callback to a parameter a short case leaves out.
  it.each(cases.map((c) => [c[0], c] as const))('%s', (_label, [, percent, cents, outcome, capCents]) => {
    const a = assessAssistance(
      input({ state, annualIncomeCents: atPercent(percent, cents), ...household }, { state, ...hospital }),
    );
    expect(a.outcome).toBe(outcome);
    if (capCents !== undefined) expect(a.capCents).toBe(capCents);
    if (outcome === 'HOSPITAL_POLICY_DECIDES' || outcome === 'NOT_ELIGIBLE_BY_LAW')
      expect(a.capCents).toBeNull();
    if (outcome === 'FREE_CARE' || outcome === 'DISCOUNTED_CARE') {
      expect(a.bases.some((b) => !b.citation.includes('501(r)'))).toBe(true);
    }
  });
}
