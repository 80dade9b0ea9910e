/** Oregon, Illinois, Colorado, Ohio and Maryland at and around their lines (one person, 2026). */
import { assessAssistance } from './assess';
import { atPercent, input, run } from './assess-fixtures';

describe('Oregon (ORS 442.614): nonprofit hospitals only; bill $10,000', () => {
  run(
    'OR',
    [
      ['200 %: free', 200, 0, 'FREE_CARE', 0],
      ['200 % + 1¢: 75 % off', 200, 1, 'DISCOUNTED_CARE', 250_000],
      ['300 %: 75 % off', 300, 0, 'DISCOUNTED_CARE', 250_000],
      ['300 % + 1¢: 50 % off', 300, 1, 'DISCOUNTED_CARE', 500_000],
      ['350 % − 1¢: 50 % off', 350, -1, 'DISCOUNTED_CARE', 500_000],
      ['350 % + 1¢: 25 % off', 350, 1, 'DISCOUNTED_CARE', 750_000],
      ['400 %: 25 % off', 400, 0, 'DISCOUNTED_CARE', 750_000],
      ['400 % + 1¢: the policy decides', 400, 1, 'HOSPITAL_POLICY_DECIDES'],
    ],
    { insurance: 'INSURED' },
  );
  describe('does not bind a for-profit hospital', () => {
    run('OR', [['150 %: nothing by law', 150, 0, 'NOT_ELIGIBLE_BY_LAW']], {}, { ownership: 'for_profit' });
  });
  it('says a government hospital is covered only if it counts as nonprofit', () => {
    const a = assessAssistance(
      input({ state: 'OR', annualIncomeCents: atPercent(150) }, { state: 'OR', ownership: 'government' }),
    );
    expect(a.outcome).toBe('LAW_MAY_APPLY');
    expect(a.summary.join(' ')).toMatch(/may entitle you to.*counts as nonprofit/);
  });
});

describe('Illinois (210 ILCS 89/10): uninsured Illinois residents', () => {
  describe('floor at every hospital (rural or Critical Access lines)', () => {
    run('IL', [
      ['125 %: free', 125, 0, 'FREE_CARE', 0],
      ['125 % + 1¢: discount to 135 % of cost', 125, 1, 'DISCOUNTED_CARE', null],
      ['300 %: discount', 300, 0, 'DISCOUNTED_CARE', null],
      // Tier not known: at an urban hospital the law still gives a discount up to 600 %.
      ['300 % + 1¢: the law may apply (tier not known)', 300, 1, 'LAW_MAY_APPLY'],
    ]);
  });
  describe('a hospital that is neither rural nor Critical Access', () => {
    run(
      'IL',
      [
        ['200 %: free', 200, 0, 'FREE_CARE', 0],
        ['200 % + 1¢: discount', 200, 1, 'DISCOUNTED_CARE', null],
        ['600 %: discount', 600, 0, 'DISCOUNTED_CARE', null],
        ['600 % + 1¢: the policy decides', 600, 1, 'HOSPITAL_POLICY_DECIDES'],
      ],
      {},
      { higherTier: true },
    );
  });
  it('a Critical Access Hospital never gets the urban lines', () => {
    const a = assessAssistance(
      input(
        { state: 'IL', annualIncomeCents: atPercent(150) },
        { state: 'IL', criticalAccess: true, higherTier: true },
      ),
    );
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.summary.join(' ')).not.toMatch(/neither rural nor/);
  });
  it('at an unknown hospital, says what the urban lines add', () => {
    const a = assessAssistance(input({ state: 'IL', annualIncomeCents: atPercent(150) }, { state: 'IL' }));
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.summary.join(' ')).toMatch(
      /free care \(a 100 % discount\) at a hospital that is neither rural nor Critical Access/,
    );
    expect(a.capText).toMatch(/135 % of the hospital’s cost.*25 % of family income/);
  });
  it('does not cover insured patients or residents of other states', () => {
    const insured = assessAssistance(
      input({ state: 'IL', annualIncomeCents: atPercent(100), insurance: 'INSURED' }, { state: 'IL' }),
    );
    expect(insured.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    const visitor = assessAssistance(
      input({ state: 'IN', annualIncomeCents: atPercent(100) }, { state: 'IL' }),
    );
    expect(visitor.outcome).toBe('HOSPITAL_POLICY_DECIDES');
  });
});

describe('Colorado (C.R.S. 25.5-3-503): Hospital Discounted Care up to 250 %', () => {
  run(
    'CO',
    [
      ['250 % − 1¢: discounted care', 250, -1, 'DISCOUNTED_CARE', null],
      ['250 %: discounted care', 250, 0, 'DISCOUNTED_CARE', null],
      ['250 % + 1¢: the policy decides', 250, 1, 'HOSPITAL_POLICY_DECIDES'],
    ],
    { insurance: 'INSURED' },
  );
  it('names the 4 % payment cap', () => {
    const a = assessAssistance(
      input({ state: 'CO', annualIncomeCents: atPercent(100) }, { state: 'CO', ownership: 'for_profit' }),
    );
    expect(a.outcome).toBe('DISCOUNTED_CARE');
    expect(a.capText).toMatch(/4 % of monthly household income/);
  });
});

describe('Ohio (Hospital Care Assurance Program): free at or below 100 % for residents not on Medicaid', () => {
  run('OH', [
    ['100 % − 1¢: free', 100, -1, 'FREE_CARE', 0],
    ['100 %: free', 100, 0, 'FREE_CARE', 0],
    ['100 % + 1¢: the policy decides', 100, 1, 'HOSPITAL_POLICY_DECIDES'],
  ]);
  it('excludes Medicaid enrollees and residents of other states', () => {
    expect(
      assessAssistance(
        input({ state: 'OH', annualIncomeCents: atPercent(50), insurance: 'MEDICAID' }, { state: 'OH' }),
      ).outcome,
    ).toBe('HOSPITAL_POLICY_DECIDES');
    expect(
      assessAssistance(input({ state: 'PA', annualIncomeCents: atPercent(50) }, { state: 'OH' })).outcome,
    ).toBe('HOSPITAL_POLICY_DECIDES');
  });
  it('binds a for-profit hospital in the program', () => {
    const a = assessAssistance(
      input({ state: 'OH', annualIncomeCents: atPercent(80) }, { state: 'OH', ownership: 'for_profit' }),
    );
    expect(a.outcome).toBe('FREE_CARE');
    expect(a.summary.join(' ')).toMatch(/Hospital Care Assurance Program/);
  });
});

describe('Maryland (Health–General § 19-214.1): free at or below 200 %', () => {
  run(
    'MD',
    [
      ['200 % − 1¢: free', 200, -1, 'FREE_CARE', 0],
      ['200 %: free', 200, 0, 'FREE_CARE', 0],
      ['200 % + 1¢: reduced cost by the hospital’s policy', 200, 1, 'HOSPITAL_POLICY_DECIDES'],
    ],
    { insurance: 'INSURED' },
  );
  it('above 200 %, even a for-profit hospital owes reduced-cost care by its own policy', () => {
    const a = assessAssistance(
      input({ state: 'MD', annualIncomeCents: atPercent(350) }, { state: 'MD', ownership: 'for_profit' }),
    );
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.summary.join(' ')).toMatch(/reduced-cost care/);
  });
});
