import { useIntl } from 'react-intl';
import { formatDate } from '../routes/blog/dates';
import { useLocale } from './intl';

/**
 * A date as the page's language writes it (issue 45): English keeps the site's MM/DD/YYYY (spec part 1 §9),
 * Spanish writes "29 de noviembre de 2026" (es-US, glossary). In the reader's own time zone, as formatDate.
 */
export function useShownDate(): (iso: string | Date | null | undefined) => string {
  const intl = useIntl();
  const locale = useLocale();
  return (iso) => {
    if (locale === 'en' || !iso) return formatDate(iso);
    const d = typeof iso === 'string' ? new Date(iso) : iso;
    return Number.isNaN(d.getTime()) ? '' : intl.formatDate(d, { dateStyle: 'long' });
  };
}
