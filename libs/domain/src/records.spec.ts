import {
  billInputSchema,
  centsToInput,
  dollarsToCents,
  eventInputSchema,
  formatDate,
  parseDateInput,
  preview,
  recordErrors,
} from './records';
import { formatCents } from './prices';

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
