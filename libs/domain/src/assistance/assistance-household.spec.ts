import { HOUSEHOLD_MESSAGES, householdFrom, householdInputSchema } from './assistance-household';
import { recordErrors } from '../records/records';

const ok = { householdSize: 3, annualIncomeCents: 4_200_000, state: 'CA', insurance: 'UNINSURED' };

describe('householdInputSchema', () => {
  it('accepts a household', () => {
    expect(recordErrors(householdInputSchema, ok)).toEqual({});
    expect(recordErrors(householdInputSchema, { ...ok, annualIncomeCents: 0 })).toEqual({});
  });
  it.each([0, 21, 2.5, '', 'two', null])('refuses a household size of %p with what to give', (size) => {
    expect(recordErrors(householdInputSchema, { ...ok, householdSize: size })).toEqual({
      householdSize: HOUSEHOLD_MESSAGES.size,
    });
  });
  it('refuses a missing, negative or implausible income', () => {
    expect(recordErrors(householdInputSchema, { ...ok, annualIncomeCents: null }).annualIncomeCents).toBe(
      HOUSEHOLD_MESSAGES.income,
    );
    expect(recordErrors(householdInputSchema, { ...ok, annualIncomeCents: -100 }).annualIncomeCents).toBe(
      HOUSEHOLD_MESSAGES.income,
    );
    expect(
      recordErrors(householdInputSchema, { ...ok, annualIncomeCents: 2_000_000_000 }).annualIncomeCents,
    ).toBe(HOUSEHOLD_MESSAGES.incomeTooHigh);
  });
  it('refuses a state or insurance it does not know', () => {
    const errors = recordErrors(householdInputSchema, { ...ok, state: 'California', insurance: 'GOLD' });
    expect(errors).toEqual({ state: HOUSEHOLD_MESSAGES.state, insurance: HOUSEHOLD_MESSAGES.insurance });
  });
  it('reads back a stored household, or nothing from a damaged one', () => {
    expect(householdFrom({ ...ok, extra: 1 })).toEqual(ok);
    expect(householdFrom({ ...ok, householdSize: -1 })).toBeNull();
    expect(householdFrom('garbage')).toBeNull();
  });
});
