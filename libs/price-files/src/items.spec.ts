/**
 * The per-item estimate by a plan (issue 27): the per-visit copay is not added to each item, and a plan
 * with several different rates for an item gets both ends, said so. Figures worked out by hand.
 */
import { planItemEstimate } from './items';

// $100 deductible left, 20 % coinsurance, $25 copay per visit, $5,000 out-of-pocket left.
const plan = {
  payerKey: 'aetna',
  planName: 'Choice POS II',
  deductibleRemainingCents: 10_000,
  coinsurancePercent: 20,
  copayCents: 2_500,
  oopRemainingCents: 500_000,
};

describe('the per-item estimate by a plan', () => {
  it('leaves the per-visit copay out of each item and says it is paid once per visit', () => {
    // An $8 drug: $8 of the deductible; the $25 copay is not added (it was: $33).
    expect(planItemEstimate(plan, [800])).toMatchObject({
      kind: 'estimate',
      patientCents: 800,
      copayCents: 0,
      visitCopayCents: 2_500,
      copayNote: 'Plus your $25.00 copay once per visit',
      high: null,
      formula: 'min($5,000.00 out-of-pocket left, $8.00 deductible + 20% × ($8.00 − $8.00)) = $8.00',
    });
    // No copay: no note.
    expect(planItemEstimate({ ...plan, copayCents: 0 }, [800])).toMatchObject({ copayNote: null });
    // $49,000: $100 + 20 % × $48,900 = $9,880, capped at the $5,000 left: the copay adds nothing, no note.
    expect(planItemEstimate(plan, [4_900_000])).toMatchObject({
      patientCents: 500_000,
      cappedByOopMax: true,
      visitCopayCents: 2_500,
      copayNote: null,
    });
  });

  it('shows both ends when the plan has two different rates for the item, and says so', () => {
    // $400: $100 + 20 % × $300 = $160; $600: $100 + 20 % × $500 = $200.
    expect(planItemEstimate(plan, [60_000, 40_000])).toMatchObject({
      kind: 'estimate',
      negotiatedCents: 40_000,
      patientCents: 16_000,
      high: {
        negotiatedCents: 60_000,
        patientCents: 20_000,
        note: 'The price file publishes 2 different rates for your plan for this item, from $400.00 to $600.00; both ends are shown because the file does not say which one applies.',
      },
    });
  });

  it('with a blank plan name: one agreed rate is an estimate, different rates (other plans) are not published', () => {
    const blank = { ...plan, planName: '' };
    expect(planItemEstimate(blank, [40_000])).toMatchObject({ kind: 'estimate', patientCents: 16_000 });
    expect(planItemEstimate(blank, [40_000, 60_000])).toEqual({
      kind: 'not_published',
      message: 'Not published for your plan',
    });
    expect(planItemEstimate(plan, [])).toMatchObject({ kind: 'not_published' });
  });
});
