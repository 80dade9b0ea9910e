/**
 * Issue 40, financial assistance (items 5–9): each test failed on the code before the fix.
 * Households are one person in the 48 states; 2026 guideline $15,960 unless the service year says otherwise.
 */
import { assessAssistance } from './assess';
import { atPercent, input } from './assess-fixtures';
import { guidelineYearFor } from './poverty-guidelines';

describe('item 5: deadlines from the date printed on the first bill, every one, earliest first', () => {
  // 210 ILCS 89/15(b) as now in force (ilga.gov): 90 days, not the 60 of the Act as first enacted.
  it('Illinois: the 90 days from discharge come before the federal 240 days, and a passed one warns', () => {
    const base = input(
      { state: 'IL', annualIncomeCents: atPercent(100) },
      { state: 'IL' },
      { firstBillDate: '2026-09-20', today: '2026-12-15' },
    );
    const a = assessAssistance({ ...base, bill: { ...base.bill, dischargeDate: '2026-09-11' } });
    expect(a.deadlines.map((d) => d.date)).toEqual(['2026-12-10', '2027-05-18']);
    expect(a.applyBy).toBe('2026-12-10');
    expect(a.deadlines[0]).toMatchObject({ passed: true });
    expect(a.applyByText).toMatch(/^Passed: December 10, 2026, 5 days ago: 90 days after discharge/);
    expect(a.applyByText).toMatch(
      /screening under the Fair Patient Billing Act or a denial of public health insurance, if later/,
    );
    expect(a.applyByText).toContain('May 18, 2027');
  });
  it('Illinois: on the 90th day after discharge the deadline has not passed', () => {
    const base = input(
      { state: 'IL', annualIncomeCents: atPercent(100) },
      { state: 'IL' },
      { firstBillDate: '2026-09-20', today: '2026-12-10' },
    );
    const a = assessAssistance({ ...base, bill: { ...base.bill, dischargeDate: '2026-09-11' } });
    expect(a.deadlines[0]).toMatchObject({ date: '2026-12-10', passed: false });
  });
});

describe('item 6: the hospital tier is said, and not known is said as such', () => {
  it('an uninsured Chicago patient at 150 % is not told only "discounted" when the tier is unknown', () => {
    const a = assessAssistance(
      input(
        { state: 'IL', annualIncomeCents: atPercent(150) },
        { state: 'IL', tierSource: 'CMS Hospital General Information gives no rural/urban status' },
      ),
    );
    expect(a.outcomeText).toMatch(/free care if the hospital is in the state’s higher tier/);
    expect(a.summary.join(' ')).toMatch(/tiers this hospital is in is not known/);
  });
  it('a Critical Access Hospital is in the lower tier, from CMS data', () => {
    const a = assessAssistance(
      input({ state: 'IL', annualIncomeCents: atPercent(150) }, { state: 'IL', criticalAccess: true }),
    );
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.summary.join(' ')).toMatch(/Critical Access Hospital \(CMS Hospital General Information/);
  });
  it('an urban Illinois hospital (higher tier known) gives free care at 150 %', () => {
    const a = assessAssistance(
      input({ state: 'IL', annualIncomeCents: atPercent(150) }, { state: 'IL', higherTier: true }),
    );
    expect(a.outcome).toBe('FREE_CARE');
  });
});

describe('item 7: the Illinois minimum is applied', () => {
  it('a $120 visit is not free care under the Act', () => {
    const a = assessAssistance(
      input({ state: 'IL', annualIncomeCents: atPercent(100) }, { state: 'IL' }, { billedCents: 12_000 }),
    );
    expect(a.outcome).not.toBe('FREE_CARE');
    expect(a.summary.join(' ')).toMatch(/covers only care over \$150\.00/);
  });
  it('a $200 visit at a hospital of unknown tier: only if urban', () => {
    const a = assessAssistance(
      input({ state: 'IL', annualIncomeCents: atPercent(100) }, { state: 'IL' }, { billedCents: 20_000 }),
    );
    expect(a.outcome).toBe('LAW_MAY_APPLY');
  });
  it('a $200 visit at a Critical Access Hospital is under its $300 minimum', () => {
    const a = assessAssistance(
      input(
        { state: 'IL', annualIncomeCents: atPercent(100) },
        { state: 'IL', criticalAccess: true },
        { billedCents: 20_000 },
      ),
    );
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
  });
});

describe('item 8: one outcome, stated once', () => {
  it('an insured patient at a for-profit California hospital: no "may entitle" followed by "no law requires"', () => {
    const a = assessAssistance(
      input(
        { state: 'CA', annualIncomeCents: atPercent(300), insurance: 'INSURED' },
        { state: 'CA', ownership: 'for_profit' },
      ),
    );
    const text = a.summary.join(' ');
    expect(a.outcome).toBe('LAW_MAY_APPLY');
    expect(text).toMatch(/may entitle you to/);
    expect(text).not.toMatch(/No law we know of requires this hospital to give you free or discounted care/);
  });
});

describe('item 9: more states, and the poverty guidelines of the year of service', () => {
  it('Maine: free care to 200 % for care from July 1, 2026; under 150 % before', () => {
    const me = (percent: number, serviceDate: string) => {
      const i = input({ state: 'ME', annualIncomeCents: atPercent(percent) }, { state: 'ME' });
      return assessAssistance({ ...i, bill: { ...i.bill, serviceDate } }).outcome;
    };
    expect(me(190, '2026-08-01')).toBe('FREE_CARE');
    expect(me(190, '2026-03-01')).not.toBe('FREE_CARE');
    expect(me(140, '2026-03-01')).toBe('FREE_CARE');
  });
  it('Connecticut: cost cap for the uninsured at or below 250 %', () => {
    const a = assessAssistance(
      input({ state: 'CT', annualIncomeCents: atPercent(250) }, { state: 'CT', ownership: 'for_profit' }),
    );
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.bases.map((b) => b.citation)).toContain('Conn. Gen. Stat. § 19a-673');
  });
  it('a 2024 stay is judged on the 2024 guidelines ($15,060), not the newest', () => {
    const i = input({ state: 'TX', annualIncomeCents: 1_506_000 }, { state: 'TX' });
    const a = assessAssistance({ ...i, bill: { ...i.bill, serviceDate: '2024-06-01' } });
    expect(a.guidelineYear).toBe(2024);
    expect(a.povertyPercent).toBe(100);
    expect(guidelineYearFor('2023-05-01')).toMatchObject({ year: 2024 });
  });
});
