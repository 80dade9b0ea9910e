import { commercialRatioFor, NATIONAL_INPATIENT_RATIO, RAND_ROUND_5 } from './commercial-ratios';

describe('the published commercial-to-Medicare ratio', () => {
  it('is RAND Round 5: inpatient facility services at 255 % of Medicare in 2022', () => {
    expect(NATIONAL_INPATIENT_RATIO).toBe(2.55);
    expect(RAND_ROUND_5).toMatchObject({ publisher: 'RAND Corporation', published: 2024, dataYear: 2022 });
    expect(RAND_ROUND_5.url).toBe('https://www.rand.org/pubs/research_reports/RRA1144-2.html');
  });

  it('falls back to the national figure, named as such, where no state figure is cited', () => {
    expect(commercialRatioFor('tx')).toMatchObject({
      kind: 'ratio',
      ratio: 2.55,
      scope: 'national',
      state: 'TX',
    });
    expect(commercialRatioFor(null)).toMatchObject({ kind: 'ratio', scope: 'national', state: null });
  });

  it('is not assessed in Maryland, which the study leaves out', () => {
    const r = commercialRatioFor('MD');
    expect(r.kind).toBe('not_assessed');
    expect(r.kind === 'not_assessed' && r.reason).toContain('all-payer rate setting');
  });
});
