/**
 * Minnesota (issue 40, item 9): Minn. Stat. § 144.589 caps what a hospital may charge an uninsured
 * patient whose annual household income is less than $125,000, whatever the household's size.
 */
import { assessAssistance } from './assess';
import { input } from './assess-fixtures';

const mn = (
  income: number,
  extra: Parameters<typeof input>[0] = {},
  hospital: Parameters<typeof input>[1] = {},
) =>
  assessAssistance(input({ state: 'MN', annualIncomeCents: income, ...extra }, { state: 'MN', ...hospital }));

describe('Minnesota: charges to uninsured patients under $125,000 a year', () => {
  it('one person at $124,999.99 (far above any poverty line) is owed the lowest private-insurer amount', () => {
    const a = mn(12_499_999);
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.bases.map((b) => b.citation)).toContain('Minn. Stat. § 144.589');
    expect(a.summary.join(' ')).toMatch(/lowest amount .* nongovernmental/);
  });
  it('exactly $125,000 is not "less than $125,000"', () => {
    const a = mn(12_500_000);
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.summary.join(' ')).toMatch(/households with income under \$125,000\.00 a year/);
  });
  it('the line does not move with household size: four people at $130,000 are not covered', () => {
    expect(mn(13_000_000, { householdSize: 4 }).outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(mn(9_000_000, { householdSize: 4 }).outcome).toBe('DISCOUNTED_CARE');
  });
  it('binds for-profit hospitals too', () => {
    expect(mn(6_000_000, {}, { ownership: 'for_profit' }).outcome).toBe('DISCOUNTED_CARE');
  });
  it('an insured patient gets no state cap (the law is about uninsured care)', () => {
    const a = mn(6_000_000, { insurance: 'INSURED' });
    expect(a.outcome).not.toBe('DISCOUNTED_CARE');
  });
});
