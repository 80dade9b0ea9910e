import { assessAssistance } from './assess';
import { atPercent, input } from './assess-fixtures';

describe('assessAssistance: federal rules by ownership (Texas: no state floor)', () => {
  it('nonprofit: 501(r) applies, the hospital’s policy decides, the AGB caps the bill, 240 days to apply', () => {
    const a = assessAssistance(
      input(
        {},
        {},
        { firstBillDate: '2026-06-01', agb: { cents: 420_000, text: 'AGB 42 % of charges (look-back).' } },
      ),
    );
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.povertyPercent).toBe(125.3);
    expect(a.guidelineYear).toBe(2026);
    expect(a.guidelineCents).toBe(1_596_000);
    expect(a.bases.map((b) => b.citation)).toEqual([
      '26 U.S.C. 501(r)(4); 26 CFR 1.501(r)-4',
      '26 U.S.C. 501(r)(5); 26 CFR 1.501(r)-5',
      '26 CFR 1.501(r)-1(b)(3), 1.501(r)-6(c)',
    ]);
    expect(a.capCents).toBe(420_000);
    expect(a.capText).toMatch(/amounts generally billed: AGB 42 %/);
    expect(a.applyBy).toBe('2027-01-27');
    expect(a.applyByText).toMatch(
      /^January 27, 2027, 62 days from today: 240 days after the first bill, dated June 1, 2026 /,
    );
    expect(a.summary.join(' ')).toMatch(/Texas: only the federal rules apply/);
    expect(a.notAssessedReason).toBeNull();
    expect(a.documents.length).toBeGreaterThanOrEqual(5);
  });

  it('never caps above the bill itself', () => {
    const a = assessAssistance(
      input({}, {}, { billedCents: 300_000, agb: { cents: 420_000, text: 'AGB.' } }),
    );
    expect(a.capCents).toBe(300_000);
  });

  it('for-profit: 501(r) does not bind it, no state floor, so the law guarantees nothing and no federal deadline', () => {
    const a = assessAssistance(
      input({}, { ownership: 'for_profit' }, { firstBillDate: '2026-06-01', agb: { cents: 1, text: 'x' } }),
    );
    expect(a.outcome).toBe('NOT_ELIGIBLE_BY_LAW');
    expect(a.bases.map((b) => b.citation)).toEqual(['26 U.S.C. 501(r)(1)-(2); 26 CFR 1.501(r)-1(b)']);
    expect(a.capCents).toBeNull();
    expect(a.applyBy).toBeNull();
    expect(a.applyByText).toMatch(/nonprofit hospitals only/);
    expect(a.summary.join(' ')).toMatch(/voluntary policy/);
  });

  it('government: says 501(r) binds it only with 501(c)(3) status, and the deadline carries that caveat', () => {
    const a = assessAssistance(input({}, { ownership: 'government' }, { firstBillDate: '2026-06-01' }));
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.summary.join(' ')).toMatch(/only if it also holds 501\(c\)\(3\) status/);
    expect(a.applyBy).toBe('2027-01-27');
    expect(a.applyByText).toMatch(/if the hospital is bound by section 501\(r\)/);
    expect(a.bases.map((b) => b.citation)).toContain('26 U.S.C. 501(r)(1)-(2); 26 CFR 1.501(r)-1(b)');
  });

  it('unknown ownership: explains what applies if it is nonprofit', () => {
    const a = assessAssistance(input({}, { ownership: null }));
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.summary.join(' ')).toMatch(/do not know whether Test Hospital is nonprofit/);
  });
});

describe('assessAssistance: the deadline', () => {
  it('is null with an explanation when the first bill date is unknown', () => {
    const a = assessAssistance(input());
    expect(a.applyBy).toBeNull();
    expect(a.applyByText).toMatch(/date printed on the first bill/);
  });
  it('says when it has passed, and by how many days', () => {
    const a = assessAssistance(input({}, {}, { firstBillDate: '2026-01-01' }));
    expect(a.applyBy).toBe('2026-08-29');
    expect(a.applyByText).toMatch(/^Passed: August 29, 2026, 89 days ago/);
    expect(a.deadlines[0]).toMatchObject({ date: '2026-08-29', passed: true });
  });
  it('counts the last day itself as still open', () => {
    const a = assessAssistance(input({}, {}, { firstBillDate: '2026-04-01', today: '2026-11-27' }));
    expect(a.applyBy).toBe('2026-11-27');
    expect(a.applyByText).toMatch(/^November 27, 2026, 0 days from today: /);
  });
  it('explains a bill date that is not a date instead of failing', () => {
    const a = assessAssistance(input({}, {}, { firstBillDate: '2026-02-31' }));
    expect(a.applyBy).toBeNull();
    expect(a.applyByText).toMatch(/not a date/);
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
  });
});

describe('assessAssistance: NOT_ASSESSED for input it cannot judge', () => {
  it.each([
    ['household of 0', input({ householdSize: 0 }), /1 or more/],
    ['household of 1.5', input({ householdSize: 1.5 }), /whole number/],
    ['negative income', input({ annualIncomeCents: -5 }), /0 or more/],
    ['unknown home state', input({ state: 'XX' }), /which state you live in/],
    ['territory', input({ state: 'PR' }), /50 states and DC/],
    ['unknown hospital state', input({}, { state: '' }), /hospital’s state/],
    ['bad today', input({}, {}, { today: 'soon' }), /not a date/],
  ])('%s', (_name, bad, reason) => {
    const a = assessAssistance(bad);
    expect(a.outcome).toBe('NOT_ASSESSED');
    expect(a.notAssessedReason).toMatch(reason);
    expect(a.bases).toEqual([]);
  });
});

describe('assessAssistance: states the rules do not cover', () => {
  it('names a state left out, with why, and still gives the federal answer', () => {
    const a = assessAssistance(input({ state: 'NV' }, { state: 'NV' }));
    expect(a.outcome).toBe('HOSPITAL_POLICY_DECIDES');
    expect(a.notAssessedReason).toMatch(/Nevada’s own law is left out/);
  });
  it('says so when a state has not been reviewed', () => {
    const a = assessAssistance(input({ state: 'WY' }, { state: 'WY' }));
    expect(a.notAssessedReason).toMatch(/not reviewed WY/);
  });
  it('uses the household’s own table for Alaska residents', () => {
    const a = assessAssistance(
      input({ state: 'AK', annualIncomeCents: 1_995_000 }, { state: 'WA', ownership: 'for_profit' }),
    );
    expect(a.guidelineCents).toBe(1_995_000);
    expect(a.povertyPercent).toBe(100);
    expect(a.outcome).toBe('FREE_CARE');
  });
  it('counts exactly, not on the rounded percent: 200.004 % is above a 200 % line', () => {
    const a = assessAssistance(input({ state: 'WA', annualIncomeCents: atPercent(200, 1) }, { state: 'WA' }));
    expect(a.povertyPercent).toBe(200);
    expect(a.outcome).toBe('DISCOUNTED_CARE');
  });
});
