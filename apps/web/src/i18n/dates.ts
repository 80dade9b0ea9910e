import { useDates } from '../routes/blog/dates';

/**
 * A date as the page's language writes it (issue 45): English keeps the site's MM/DD/YYYY (spec part 1 §9),
 * Spanish writes "29 de noviembre de 2026" (es-US, glossary). In the reader's own time zone. One rule for the
 * whole site: blog/dates.ts useDates.
 */
export function useShownDate(): (iso: string | null | undefined) => string {
  return useDates().date;
}
