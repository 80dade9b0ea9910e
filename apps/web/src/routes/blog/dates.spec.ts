import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-03-02T15:00:00Z', 'UTC')).toBe('03/02/2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'America/New_York')).toBe('12/31/2026');
    expect(formatDate('2027-01-01T03:30:00Z', 'America/Los_Angeles')).toBe('12/31/2026');
  });
  it('shows times as hh:mm a', () => {
    expect(formatDateTime('2026-03-02T15:04:00Z', 'UTC')).toBe('03/02/2026 03:04 PM');
    expect(formatDateTime('2026-03-02T00:05:00Z', 'UTC')).toBe('03/02/2026 12:05 AM');
    expect(formatDateTime('2026-03-02T12:00:00Z', 'UTC')).toBe('03/02/2026 12:00 PM');
  });
  it("shows the reader's own time zone when none is given, as a formatter in that zone would", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-03-02T15:04:00Z', '2026-12-31T23:30:00Z', '2027-01-01T03:30:00Z']) {
      expect(formatDate(iso)).toBe(formatDate(iso, zone));
      expect(formatDateTime(iso)).toBe(formatDateTime(iso, zone));
    }
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
