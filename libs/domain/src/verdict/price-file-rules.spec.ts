import { insuranceEstimate, type InsurancePlanValue } from '../bill-check/insurance';
import {
  itemEstimate,
  planRateOf,
  tallItemMinMax,
  visitEstimate,
  visitEstimateRange,
} from './price-file-rules';

const plan: InsurancePlanValue = {
  deductibleRemainingCents: 10_000,
  coinsurancePercent: 20,
  copayCents: 2_500,
  oopRemainingCents: 500_000,
};
const patient = (e: ReturnType<typeof insuranceEstimate>) => (e.kind === 'estimate' ? e.patientCents : null);

describe("the plan's rate for an item", () => {
  const rates = [
    { payerKey: 'aetna', planName: 'PPO', cents: 10_000 },
    { payerKey: 'aetna', planName: 'ppo ', cents: 12_000 },
    { payerKey: 'aetna', planName: 'HMO', cents: 10_000 },
    { payerKey: 'cigna', planName: 'PPO', cents: 5_000 },
  ];

  it('two rates for one plan: both, as a range, said so', () => {
    const r = planRateOf(rates, { payerKey: 'aetna', planName: 'PPO' });
    expect(r).toMatchObject({ kind: 'range', lowCents: 10_000, highCents: 12_000, count: 2 });
    expect(r.kind === 'range' && r.note).toContain(
      '2 different rates for your plan for this item, from $100.00 to $120.00',
    );
  });

  it('a blank plan name: identical rates are one rate, not "not published"', () => {
    const same = rates.filter((x) => x.cents === 10_000 && x.payerKey === 'aetna');
    expect(planRateOf(same, { payerKey: 'aetna', planName: '' })).toEqual({ kind: 'one', cents: 10_000 });
    expect(planRateOf(rates, { payerKey: 'aetna', planName: ' ' })).toMatchObject({
      kind: 'range',
      lowCents: 10_000,
      highCents: 12_000,
    });
  });

  it("another payer's rate is never used", () => {
    expect(planRateOf(rates, { payerKey: 'uhc', planName: '' })).toEqual({ kind: 'not_published' });
    expect(
      planRateOf([{ payerKey: 'aetna', planName: 'PPO', cents: null }], {
        payerKey: 'aetna',
        planName: 'PPO',
      }),
    ).toEqual({
      kind: 'not_published',
    });
  });
});

describe('the copay, once per visit', () => {
  it('an $8 drug costs $8 by the deductible, not $33', () => {
    const rich = { ...plan, deductibleRemainingCents: 100_000 };
    expect(patient(insuranceEstimate(800, rich))).toBe(3_300); // today's per-item rule
    expect(patient(itemEstimate(800, rich))).toBe(800);
  });

  it('a visit: deductible and coinsurance over the sum, the copay once', () => {
    // $8 + $200 = $208: $100 deductible + 20 % × $108 = $21.60 + $25 copay = $146.60
    expect(patient(visitEstimate([800, 20_000], plan))).toBe(14_660);
    expect(patient(visitEstimate([800, 20_000], { ...plan, oopRemainingCents: 5_000 }))).toBe(5_000);
    expect(visitEstimate([800, null], plan).kind).toBe('not_published');
  });

  it('a range of rates gives the visit at both ends', () => {
    const r = visitEstimateRange(
      [
        { kind: 'one', cents: 800 },
        { kind: 'range', lowCents: 20_000, highCents: 30_000, count: 2, note: '' },
      ],
      plan,
    );
    expect(r.isRange).toBe(true);
    expect(patient(r.low)).toBe(14_660);
    // $308: $100 + 20 % × $208 = $41.60 + $25 = $166.60
    expect(patient(r.high)).toBe(16_660);
  });
});

describe('a tall CSV item', () => {
  it("takes min/max across all its rows (CMS v3 tall example, CPT 80048: $125–$150, not the first row's $150–$150)", () => {
    expect(
      tallItemMinMax([
        { minCents: 15_000, maxCents: 15_000, negotiatedCents: 15_000 },
        { minCents: 12_500, maxCents: 15_000, negotiatedCents: 12_500 },
      ]),
    ).toEqual({ minCents: 12_500, maxCents: 15_000 });
    expect(tallItemMinMax([{ minCents: null, maxCents: null, negotiatedCents: null }])).toEqual({
      minCents: null,
      maxCents: null,
    });
  });
});
