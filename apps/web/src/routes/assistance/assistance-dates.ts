/** The financial assistance screen's days (issue 31, 45). */
import { fechaLarga } from '@fp/domain';
import { useLocale } from '../../i18n/intl';
import { day } from '../dashboard/shared';

/** Today in the user's own calendar, "YYYY-MM-DD". */
export function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * A calendar day as the page's language writes it: "November 26, 2026" (the dashboard's `day`, issue 41) /
 * "26 de noviembre de 2026" (the letters' and the rules' Spanish).
 */
export function useDay(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return (iso) => (locale === 'es' && iso ? fechaLarga(iso) : day(iso));
}
