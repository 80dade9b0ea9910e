/**
 * Dates as the site shows them (spec part 1 §9): MM/DD/YYYY, with time as hh:mm a. In the reader's own
 * time zone unless one is given (tests pass 'UTC').
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/intl';

const pad = (n: number) => String(n).padStart(2, '0');

/** One formatter per time zone: making one loads the zone's data (tens of ms on a slow phone). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(iso: string | Date, timeZone?: string) {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return null;
  // The reader's own zone is the Date's local time: no formatter needed (a list of articles drew one per
  // date, bench:lighthouse's blocking time on the home page and the articles).
  if (!timeZone)
    return { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate(), h: d.getHours(), min: d.getMinutes() };
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hour12: false,
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const all = f.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(all.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour') % 24, min: get('minute') };
}

/** "03/02/2026"; empty for a missing or invalid date. */
export function formatDate(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const p = parts(iso, timeZone);
  return p ? `${pad(p.m)}/${pad(p.d)}/${p.y}` : '';
}

/** "03/02/2026 03:00 PM". */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const p = parts(iso, timeZone);
  if (!p) return '';
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  return `${pad(p.m)}/${pad(p.d)}/${p.y} ${pad(h12)}:${pad(p.min)} ${p.h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The two formats above for the page's language (issue 45): English keeps the site's MM/DD/YYYY; other
 * languages write the date as their readers do ("29 de noviembre de 2026"), in the reader's time zone.
 */
export function useDates(): {
  date: (iso: string | null | undefined) => string;
  dateTime: (iso: string | null | undefined) => string;
} {
  const intl = useIntl();
  const english = useLocale() === 'en';
  return useMemo(() => {
    const valid = (iso: string | null | undefined) => Boolean(iso) && !Number.isNaN(new Date(iso!).getTime());
    return english
      ? { date: (iso) => formatDate(iso), dateTime: (iso) => formatDateTime(iso) }
      : {
          date: (iso) => (valid(iso) ? intl.formatDate(iso!, { dateStyle: 'long' }) : ''),
          dateTime: (iso) =>
            valid(iso) ? intl.formatDate(iso!, { dateStyle: 'long', timeStyle: 'short' }) : '',
        };
  }, [intl, english]);
}
