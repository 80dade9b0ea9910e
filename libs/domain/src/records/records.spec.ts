import {
  billInputSchema,
  centsToInput,
  dollarsToCents,
  eventInputSchema,
  formatDate,
  parseDateInput,
  preview,
  recordErrors,
  recordWarnings,
} from './records';
import { formatCents } from '../price-map/prices';

describe('bill tracker rules', () => {
  it('reads money as people type it into whole cents', () => {
    expect(dollarsToCents('1,234.5')).toBe(123450);
    expect(dollarsToCents('$20')).toBe(2000);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents('.07')).toBe(7);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(centsToInput(123450)).toBe('1234.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('shows dates as MM/DD/YYYY and reads both forms back', () => {
    expect(formatDate('2026-03-04')).toBe('03/04/2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('12/31/2026');
    expect(parseDateInput('3/4/2026')).toBe('2026-03-04');
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('null')).toBeNull();
  });

  it('cuts previews at 140 characters on a word', () => {
    const long = 'word '.repeat(60);
    const p = preview(long);
    expect(p.length).toBeLessThanOrEqual(140);
    expect(p.endsWith('…')).toBe(true);
    expect(preview('short  text')).toBe('short text');
  });

  it('requires an event name and a bill total and share, in cents', () => {
    expect(recordErrors(eventInputSchema, { name: '' })).toEqual({ name: 'Please give the visit a name.' });
    expect(
      recordErrors(eventInputSchema, { name: 'x', admitted: '2026-02-02', departed: '2026-02-01' }),
    ).toHaveProperty('departed');
    const errors = recordErrors(billInputSchema, { eventId: 'nope', totalCents: 1.5 });
    expect(Object.keys(errors).sort()).toEqual(['eventId', 'selfCents', 'totalCents']);
    expect(
      recordErrors(billInputSchema, {
        eventId: '5b0c4c36-8c1f-4a55-9df4-0f1a4c1b2c3d',
        totalCents: 0,
        selfCents: 0,
      }),
    ).toEqual({});
  });
});

describe('what a visit and a bill may hold (issue 25)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const EVENT = '5b0c4c36-8c1f-4a55-9df4-0f1a4c1b2c3d';
  const bill = (extra: object) =>
    recordErrors(billInputSchema, { eventId: EVENT, totalCents: 10000, selfCents: 0, ...extra }, { now });
  const visit = (extra: object) => recordErrors(eventInputSchema, { name: 'Visit', ...extra }, { now });

  it('refuses a visit date in the future, and takes today', () => {
    expect(visit({ admitted: '2031-01-02' })).toEqual({
      admitted: 'The admission date cannot be in the future. Check the day and the year.',
    });
    expect(visit({ admitted: '2026-11-20', departed: '2026-11-27' })).toEqual({
      departed: 'The departure date cannot be in the future. Check the day and the year.',
    });
    expect(visit({ admitted: '2026-11-26', departed: '2026-11-26' })).toEqual({});
  });

  it('says why an impossible date is wrong, typed or sent', () => {
    expect(visit({ admitted: '02/30/2026' })).toEqual({
      admitted: 'There is no 02/30/2026: February 2026 has 28 days. Check the day.',
    });
    expect(visit({ admitted: '2024-02-30' })).toEqual({
      admitted: 'There is no 02/30/2024: February 2024 has 29 days. Check the day.',
    });
    expect(bill({ due: '04/31/2027' })).toEqual({
      due: 'There is no 04/31/2027: April 2027 has 30 days. Check the day.',
    });
    expect(visit({ admitted: '13/01/2026' })).toEqual({
      admitted: 'There is no such month. Enter the month as 01 to 12, as MM/DD/YYYY.',
    });
    expect(visit({ admitted: '02/3' })).toEqual({ admitted: 'Please enter a date as MM/DD/YYYY.' });
    expect(visit({ admitted: '01/02/0202' })).toEqual({
      admitted: 'Check the year: dates before 1900 are not accepted.',
    });
  });

  it('refuses a departure before the admission', () => {
    expect(visit({ admitted: '2026-02-02', departed: '2026-02-01' })).toEqual({
      departed: 'The departure date cannot be before the admission date.',
    });
  });

  it('refuses negative amounts, amounts above the cap, and a share above the total', () => {
    expect(bill({ totalCents: -500 })).toEqual({
      totalCents: 'An amount cannot be negative. Enter it without the minus sign (0 if nothing).',
    });
    expect(bill({ totalCents: 1_000_000_001 })).toEqual({
      totalCents:
        'This amount is above $10,000,000.00, the most one bill can hold. Check the number of digits.',
    });
    expect(bill({ selfCents: 500000 })).toEqual({
      selfCents: 'What you pay cannot be more than the bill total. Check both amounts.',
    });
    expect(bill({ payInsCents: 10001 })).toEqual({
      payInsCents: 'What insurance paid cannot be more than the bill total. Check both amounts.',
    });
    expect(bill({ selfCents: 10000, payInsCents: 10000 })).toEqual({});
    expect(
      recordErrors(eventInputSchema, {
        name: 'Visit',
        lines: [{ totalCents: 10000, selfCents: 10001, payInsCents: -1 }],
      }),
    ).toEqual({
      'lines[0].selfCents': 'What you pay cannot be more than the bill total. Check both amounts.',
      'lines[0].payInsCents': 'An amount cannot be negative. Enter it without the minus sign (0 if nothing).',
    });
  });

  it('warns, without refusing, about a past due date on a new bill and a visit long ago', () => {
    expect(recordWarnings({ due: '2020-05-01', isNew: true }, { now })).toEqual({
      due: 'This due date has already passed. Keep it if that is right, or check the date.',
    });
    expect(recordWarnings({ due: '2020-05-01', isNew: false }, { now })).toEqual({});
    expect(bill({ due: '2020-05-01' })).toEqual({});
    expect(recordWarnings({ admitted: '2016-11-25', departed: '2016-11-27' }, { now })).toEqual({
      admitted: 'This date is more than 10 years ago. Keep it if that is right, or check the year.',
    });
    expect(visit({ admitted: '2001-01-01' })).toEqual({});
  });
});
