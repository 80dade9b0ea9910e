/**
 * A calendar day as the dashboard's screens write it, in the page's language (issue 45): English "November
 * 26, 2026" (issue 41: the letters' own format, letterDate), Spanish "26 de noviembre de 2026" (the
 * glossary's form). Always the ISO date's own day, never moved by the reader's time zone; "—" for none.
 */
import type { IntlShape } from 'react-intl';
import { letterDate } from '@fp/domain';

export function shownDay(
  iso: string | null | undefined,
  intl: Pick<IntlShape, 'formatDate' | 'locale'>,
): string {
  if (!iso) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m || intl.locale.startsWith('en')) return letterDate(iso);
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return intl.formatDate(at, { dateStyle: 'long', timeZone: 'UTC' });
}
