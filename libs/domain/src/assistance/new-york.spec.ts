/**
 * New York (issue 40, item 9): N.Y. Pub. Health Law § 2807-k(9-a) as amended by L. 2024, ch. 57, Part O,
 * in force from 2024-10-20. One person, 2026 guideline $15,960 unless a service date says otherwise.
 */
import { assessAssistance } from './assess';
import { atPercent, input, run } from './assess-fixtures';
import type { HospitalFacts, HouseholdFacts } from './types';

const ny = (
  household: Partial<HouseholdFacts>,
  hospital: Partial<HospitalFacts> = {},
  serviceDate: string | null = null,
) => {
  const i = input({ state: 'NY', ...household }, { state: 'NY', ...hospital });
  return assessAssistance({ ...i, bill: { ...i.bill, serviceDate } });
};

describe('New York: each line of § 2807-k(9-a)(b), uninsured', () => {
  run('NY', [
    ['200 % − 1¢: below 200 %, all charges waived', 200, -1, 'FREE_CARE', 0],
    ['200 %: not "below 200 %", the 10 % band', 200, 0, 'DISCOUNTED_CARE', null],
    ['300 %: still the 10 % band ("up to three hundred")', 300, 0, 'DISCOUNTED_CARE', null],
    ['300 % + 1¢: the 20 % band', 300, 1, 'DISCOUNTED_CARE', null],
    ['400 %: the 20 % band ("and four hundred")', 400, 0, 'DISCOUNTED_CARE', null],
    ['400 % + 1¢: over every line', 400, 1, 'HOSPITAL_POLICY_DECIDES'],
  ]);
  it('says which cap applies: 10 % of Medicaid up to 300 %, 20 % above', () => {
    expect(ny({ annualIncomeCents: atPercent(300) }).capText).toMatch(/no more than 10 % of what Medicaid/);
    expect(ny({ annualIncomeCents: atPercent(300, 1) }).capText).toMatch(
      /no more than 20 % of what Medicaid/,
    );
    expect(ny({ annualIncomeCents: atPercent(300) }).bases.map((b) => b.citation)).toContain(
      'N.Y. Pub. Health Law § 2807-k(9-a) (as amended by L. 2024, ch. 57, Part O)',
    );
  });
  it('is no longer "left out": no not-assessed reason', () => {
    expect(ny({ annualIncomeCents: atPercent(150) }).notAssessedReason).toBeNull();
  });
});

describe('New York: who is covered', () => {
  it('an insured patient may be covered only if underinsured or out of benefits: said once, as a condition', () => {
    const a = ny({ annualIncomeCents: atPercent(150), insurance: 'INSURED' });
    expect(a.outcome).toBe('LAW_MAY_APPLY');
    expect(a.summary.join(' ')).toMatch(
      /may entitle you to: all charges waived .* over 10 % of your gross yearly income/,
    );
  });
  it('an insured patient over 400 % gets no state answer', () => {
    expect(ny({ annualIncomeCents: atPercent(400, 1), insurance: 'INSURED' }).outcome).toBe(
      'HOSPITAL_POLICY_DECIDES',
    );
  });
  it('binds for-profit hospitals too', () => {
    expect(ny({ annualIncomeCents: atPercent(150) }, { ownership: 'for_profit' }).outcome).toBe('FREE_CARE');
    expect(ny({ annualIncomeCents: atPercent(450) }, { ownership: 'for_profit' }).outcome).toBe(
      'NOT_ELIGIBLE_BY_LAW',
    );
  });
  it('a resident of another state is not owed New York’s lines', () => {
    expect(ny({ annualIncomeCents: atPercent(150), state: 'NJ' }).outcome).toBe('HOSPITAL_POLICY_DECIDES');
  });
});

describe('New York: the law before October 20, 2024 for earlier care', () => {
  it('the day before: uninsured at 185.9 % of the 2024 guideline is on the old sliding scale, not free', () => {
    const a = ny({ annualIncomeCents: 2_800_000 }, {}, '2024-10-19');
    expect(a.guidelineYear).toBe(2024);
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.capText).toMatch(/before October 20, 2024.* 151 % to 250 %/);
    expect(a.summary.join(' ')).toMatch(
      /the text then in force applies: it covered uninsured patients up to 300 %/,
    );
    expect(a.summary.join(' ')).not.toMatch(/“underinsured” patients/);
    expect(a.summary.join(' ')).toMatch(/New York law — N\.Y\. Pub\. Health Law § 2807-k\(9-a\) \(L\. 2006/);
  });
  it('from the day it took effect: the same household gets free care', () => {
    expect(ny({ annualIncomeCents: 2_800_000 }, {}, '2024-10-20').outcome).toBe('FREE_CARE');
  });
  it('the old text covered the uninsured only, up to 300 %', () => {
    expect(ny({ annualIncomeCents: 1_506_000, insurance: 'INSURED' }, {}, '2024-06-01').outcome).toBe(
      'HOSPITAL_POLICY_DECIDES',
    );
    expect(ny({ annualIncomeCents: 1_506_000 * 3 }, {}, '2024-06-01').outcome).toBe('DISCOUNTED_CARE');
    expect(ny({ annualIncomeCents: 1_506_000 * 3 + 1 }, {}, '2024-06-01').outcome).toBe(
      'HOSPITAL_POLICY_DECIDES',
    );
  });
});

describe('New York: no state deadline', () => {
  it('only the federal 240 days are listed, and the answer says New York sets none', () => {
    const i = input(
      { state: 'NY', annualIncomeCents: atPercent(150) },
      { state: 'NY' },
      { firstBillDate: '2026-09-20' },
    );
    const a = assessAssistance({ ...i, bill: { ...i.bill, dischargeDate: '2026-09-11' } });
    expect(a.deadlines.map((d) => d.date)).toEqual(['2027-05-18']);
    expect(a.applyByText).toMatch(/apply at any time during the collection process: it sets no deadline/);
  });
});

// Worked by hand from the statute after the rule was written (docs/ASSISTANCE-SOURCES.md, rows N1–N6).
describe('New York: held-out households', () => {
  it.each([
    [
      'N1: 3 persons, uninsured, $50,000 = 183.0 % of $27,320',
      { householdSize: 3, annualIncomeCents: 5_000_000 },
      'FREE_CARE',
    ],
    [
      'N2: 2 persons, insured, $60,000 = 277.3 % of $21,640',
      { householdSize: 2, annualIncomeCents: 6_000_000, insurance: 'INSURED' as const },
      'LAW_MAY_APPLY',
    ],
    ['N3: 1 person, uninsured, $63,840 = 400.0 %', { annualIncomeCents: 6_384_000 }, 'DISCOUNTED_CARE'],
    [
      'N4: 4 persons, uninsured, $140,000 = 424.2 % of $33,000',
      { householdSize: 4, annualIncomeCents: 14_000_000 },
      'HOSPITAL_POLICY_DECIDES',
    ],
    [
      'N5: CT resident, uninsured, 100 %',
      { state: 'CT', annualIncomeCents: atPercent(100) },
      'HOSPITAL_POLICY_DECIDES',
    ],
  ])('%s', (_label, household, outcome) => {
    expect(ny(household).outcome).toBe(outcome);
  });
  it('N6: 1 person, uninsured, $25,000, care 2024-03-01 = 166.0 % of $15,060: old 151–250 % scale', () => {
    const a = ny({ annualIncomeCents: 2_500_000 }, {}, '2024-03-01');
    expect(a.povertyPercent).toBe(166);
    expect(a.outcome).toBe('DISCOUNTED_CARE');
  });
});
