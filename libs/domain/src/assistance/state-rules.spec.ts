/**
 * Each state rule at and around its thresholds, for one person in 2026 (guideline $15,960, so 1 % is
 * 15,960 cents): just below (−1 cent), at, and just above (+1 cent) each line.
 */
import { assessAssistance } from './assess';
import { atPercent, input, run } from './assess-fixtures';

describe('Washington (RCW 70.170.060(5)): every hospital, any patient; bill $10,000', () => {
  run(
    'WA',
    [
      ['200 % − 1¢: free', 200, -1, 'FREE_CARE', 0],
      ['200 %: free', 200, 0, 'FREE_CARE', 0],
      ['200 % + 1¢: 75 % off', 200, 1, 'DISCOUNTED_CARE', 250_000],
      ['250 %: 75 % off', 250, 0, 'DISCOUNTED_CARE', 250_000],
      ['250 % + 1¢: 50 % off', 250, 1, 'DISCOUNTED_CARE', 500_000],
      ['300 %: 50 % off', 300, 0, 'DISCOUNTED_CARE', 500_000],
      ['300 % + 1¢: the law may apply (tier not known)', 300, 1, 'LAW_MAY_APPLY', null],
    ],
    { insurance: 'INSURED' },
  );
  describe('a for-profit hospital is bound too', () => {
    run(
      'WA',
      [
        ['300 %: 50 % off', 300, 0, 'DISCOUNTED_CARE', 500_000],
        ['300 % + 1¢: the law may apply (tier not known)', 300, 1, 'LAW_MAY_APPLY'],
      ],
      {},
      { ownership: 'for_profit' },
    );
  });
  describe('Tier 1', () => {
    run(
      'WA',
      [
        ['300 %: free', 300, 0, 'FREE_CARE', 0],
        ['300 % + 1¢: 75 % off', 300, 1, 'DISCOUNTED_CARE', 250_000],
        ['350 %: 75 % off', 350, 0, 'DISCOUNTED_CARE', 250_000],
        ['350 % + 1¢: 50 % off', 350, 1, 'DISCOUNTED_CARE', 500_000],
        ['400 %: 50 % off', 400, 0, 'DISCOUNTED_CARE', 500_000],
        ['400 % + 1¢: the policy decides', 400, 1, 'HOSPITAL_POLICY_DECIDES'],
      ],
      {},
      { higherTier: true },
    );
  });
  it('tells a patient at an unknown-tier hospital what Tier 1 would add', () => {
    const a = assessAssistance(input({ state: 'WA', annualIncomeCents: atPercent(260) }, { state: 'WA' }));
    expect(a.summary.join(' ')).toMatch(/Tier 1 hospitals .* free care at a Tier 1 hospital/);
    // What the law guarantees is said apart from what is left to the hospital's policy.
    expect(a.summary.join(' ')).toMatch(
      /least the law guarantees: the hospital’s own financial assistance policy may give more/,
    );
  });
});

describe('California (Health & Safety Code § 127405): uninsured or high medical costs, up to 400 %', () => {
  run('CA', [
    ['400 % − 1¢: discount', 400, -1, 'DISCOUNTED_CARE'],
    ['400 %: discount', 400, 0, 'DISCOUNTED_CARE'],
    ['400 % + 1¢: the policy decides', 400, 1, 'HOSPITAL_POLICY_DECIDES'],
    ['150 %: discount (no statutory free-care line)', 150, 0, 'DISCOUNTED_CARE'],
  ]);
  describe('for-profit hospitals are bound', () => {
    run(
      'CA',
      [
        ['400 %: discount', 400, 0, 'DISCOUNTED_CARE'],
        ['400 % + 1¢: nothing', 400, 1, 'NOT_ELIGIBLE_BY_LAW'],
      ],
      {},
      { ownership: 'for_profit' },
    );
  });
  it('points to the discount payment policy for the amount and, for an insured patient, names the high-cost condition', () => {
    const uninsured = assessAssistance(
      input({ state: 'CA', annualIncomeCents: atPercent(300) }, { state: 'CA' }),
    );
    expect(uninsured.capText).toMatch(/ask the hospital for its discount payment policy/);
    expect(uninsured.capCents).toBeNull();
    const insured = assessAssistance(
      input({ state: 'CA', annualIncomeCents: atPercent(300), insurance: 'INSURED' }, { state: 'CA' }),
    );
    expect(insured.outcome).toBe('LAW_MAY_APPLY');
    expect(insured.summary.join(' ')).toMatch(/may entitle you to.*medical costs are high/);
  });
});

describe('New Jersey (N.J.A.C. 10:52-11.8; N.J.S.A. 26:2H-12.52); bill $10,000', () => {
  run(
    'NJ',
    [
      ['200 %: free', 200, 0, 'FREE_CARE', 0],
      ['200 % + 1¢: pay 20 %', 200, 1, 'DISCOUNTED_CARE', 200_000],
      ['225 %: pay 20 %', 225, 0, 'DISCOUNTED_CARE', 200_000],
      ['225 % + 1¢: pay 40 %', 225, 1, 'DISCOUNTED_CARE', 400_000],
      ['275 % + 1¢: pay 80 %', 275, 1, 'DISCOUNTED_CARE', 800_000],
      ['300 %: pay 80 %', 300, 0, 'DISCOUNTED_CARE', 800_000],
      ['300 % + 1¢, insured: the policy decides', 300, 1, 'HOSPITAL_POLICY_DECIDES'],
    ],
    { insurance: 'INSURED' },
  );
  describe('uninsured New Jersey residents under 500 %: 115 % of Medicare', () => {
    run('NJ', [
      ['300 % + 1¢: Medicare cap', 300, 1, 'DISCOUNTED_CARE', null],
      ['500 % − 1¢: Medicare cap', 500, -1, 'DISCOUNTED_CARE', null],
      ['500 %: not under 500 %', 500, 0, 'HOSPITAL_POLICY_DECIDES'],
    ]);
  });
  it('does not give the 115 % cap to a resident of another state', () => {
    const a = assessAssistance(input({ state: 'NY', annualIncomeCents: atPercent(400) }, { state: 'NJ' }));
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
  });
});
