import { applicationDeadline } from './deadline';

describe('applicationDeadline: first post-discharge bill + 240 days (26 CFR 1.501(r)-1(b)(3))', () => {
  it.each([
    ['2026-01-01', '2026-08-29'], // day 1 + 240 = day 241 of a common year
    ['2024-01-01', '2024-08-28'], // leap year: Feb 29 counts
    ['2023-07-15', '2024-03-11'], // runs over Feb 29, 2024
    ['2022-07-15', '2023-03-12'], // the same without a leap day
    ['2025-12-31', '2026-08-28'], // month and year end
    ['2024-02-29', '2024-10-26'], // from a leap day
    ['2026-06-30', '2027-02-25'],
  ])('%s → %s', (first, last) => {
    expect(applicationDeadline(first)).toBe(last);
  });
  it.each(['2026-02-30', '2026-13-01', '26-01-01', 'yesterday', ''])('refuses "%s" with a message', (bad) => {
    expect(() => applicationDeadline(bad)).toThrow(/YYYY-MM-DD/);
  });
});
