/**
 * A calendar day (YYYY-MM-DD) as the visit screens write it in the page's language (issue 45): English keeps
 * the dashboard's "November 26, 2026" (shared.tsx `day`, issue 41); Spanish writes "26 de noviembre de 2026"
 * (glossary). The day is a calendar day, not a moment: it is formatted in UTC so that no time zone moves it.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/intl';
import { day } from './shared';

export function useDay(): (iso: string | null | undefined) => string {
  const intl = useIntl();
  const english = useLocale() === 'en';
  return useCallback(
    (iso) => {
      const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
      if (english || !m) return day(iso);
      return intl.formatDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
    },
    [intl, english],
  );
}
