/**
 * The 501(r) application period: a nonprofit hospital must accept and process a financial-assistance
 * application until the 240th day after it gives the patient the first post-discharge bill
 * (26 CFR 1.501(r)-1(b)(3) defines the period; 1.501(r)-6(c) makes the hospital honour it).
 */
import { badInput } from '../errors';

export const APPLICATION_PERIOD_DAYS = 240;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD" as a UTC day; null when it is not a real calendar date. */
export function parseDay(text: string | null | undefined): Date | null {
  const m = DATE.exec((text ?? '').trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export const formatDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}

/** The last day to apply: the first post-discharge bill's date plus 240 days. */
export function applicationDeadline(firstBillDate: string): string {
  const start = parseDay(firstBillDate);
  if (!start) {
    throw badInput(`"${firstBillDate}" is not a date. Give the first bill's date as YYYY-MM-DD.`, {
      firstBillDate: 'Use the date printed on the first bill after you left the hospital.',
    });
  }
  return formatDay(new Date(start.getTime() + APPLICATION_PERIOD_DAYS * 86_400_000));
}
