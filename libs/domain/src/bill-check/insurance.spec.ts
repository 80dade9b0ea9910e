import {
  insuranceEstimate,
  insuranceSchema,
  noPlanPatientShareCents,
  NOT_PUBLISHED_FOR_PLAN,
} from './insurance';
import { validateInput } from '../forms/validation';

const plan = {
  deductibleRemainingCents: 50_000,
  coinsurancePercent: 20,
  copayCents: 3_000,
  oopRemainingCents: 300_000,
};

describe('insurance estimate', () => {
  it('charges the deductible first, then the coinsurance on the rest, plus the copay', () => {
    // $1,200 negotiated, $500 deductible left: 500 + 20% × 700 = 140, + $30 copay = $670.
    const e = insuranceEstimate(120_000, plan);
    expect(e).toMatchObject({
      kind: 'estimate',
      deductiblePartCents: 50_000,
      coinsurancePartCents: 14_000,
      copayCents: 3_000,
      patientCents: 67_000,
      cappedByOopMax: false,
    });
    expect(e.kind === 'estimate' && e.formula).toBe(
      'min($3,000.00 out-of-pocket left, $500.00 deductible + 20% × ($1,200.00 − $500.00) + $30.00 copay) = $670.00',
    );
  });

  it('uses only the negotiated amount as deductible when the rate is below what is left of it', () => {
    // $250 rate, $500 deductible left: all $250 is deductible, no coinsurance, + $30 = $280.
    expect(insuranceEstimate(25_000, plan)).toMatchObject({
      deductiblePartCents: 25_000,
      coinsurancePartCents: 0,
      patientCents: 28_000,
    });
  });

  it('stops at the out-of-pocket maximum left', () => {
    // $20,000 rate: 500 + 20% × 19,500 = 3,900 → 4,400 + 30 = $4,430, capped at $3,000 left.
    expect(insuranceEstimate(2_000_000, plan)).toMatchObject({ patientCents: 300_000, cappedByOopMax: true });
  });

  it('rounds the coinsurance share to the cent', () => {
    // $100.01 after a met deductible at 15 %: 15.0015 → $15.00; no copay.
    const e = insuranceEstimate(10_001, {
      deductibleRemainingCents: 0,
      coinsurancePercent: 15,
      copayCents: 0,
      oopRemainingCents: 1e7,
    });
    expect(e).toMatchObject({ coinsurancePartCents: 1_500, patientCents: 1_500 });
  });

  it('gives no estimate when the plan has no published rate, never a substitute', () => {
    expect(insuranceEstimate(null, plan)).toEqual({ kind: 'not_published', message: NOT_PUBLISHED_FOR_PLAN });
  });

  it('keeps the 20 % patient share for visitors without a plan', () => {
    expect(noPlanPatientShareCents(108_000)).toBe(21_600);
  });
});

describe('insurance form rules', () => {
  const valid = {
    payerKey: 'aetna',
    planName: 'PPO',
    deductibleCents: 150_000,
    deductibleRemainingCents: 50_000,
    coinsurancePercent: 20,
    copayCents: 3_000,
    oopMaxCents: 500_000,
    oopRemainingCents: 300_000,
  };

  it('accepts a complete plan', () => {
    expect(validateInput(insuranceSchema, valid)).toEqual(valid);
  });

  it('refuses more left than the full amount, a missing insurer and a coinsurance over 100 %', () => {
    expect(() => validateInput(insuranceSchema, { ...valid, deductibleRemainingCents: 200_000 })).toThrow(
      'What is left cannot be more than the full amount.',
    );
    expect(() => validateInput(insuranceSchema, { ...valid, payerKey: ' ' })).toThrow(
      'Please choose your insurer.',
    );
    expect(() => validateInput(insuranceSchema, { ...valid, coinsurancePercent: 120 })).toThrow(/0 to 100/);
  });
});
