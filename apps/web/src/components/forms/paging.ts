/**
 * Paging rules (spec part 2 §4 and §9): page size 10, result counts capped at 10000, paged paths
 * `/{base}/{page}/{order}/{sort}`, and the next page of an infinite list loaded within 10 px of the bottom.
 * Plain functions, plus Apollo field policies for lists read page by page.
 */
import type { FieldPolicy } from '@apollo/client';

export const PAGE_SIZE = 10;
export const MAX_RESULT_COUNT = 10000;
/** Load more when the list is scrolled to within this many pixels of its end. */
export const INFINITE_SCROLL_THRESHOLD_PX = 10;
/** The English of the empty table's text (forms.table.empty; shown by EmptyText in the page's language). */
export const EMPTY_TABLE_TEXT = 'There are no results';

export type SortDirection = 'asc' | 'desc';
export interface PageState {
  page: number;
  order: string;
  sort: SortDirection;
}

/** The count paging works with: at most 10000 results are reachable. */
export const cappedCount = (count: number): number => Math.max(0, Math.min(count, MAX_RESULT_COUNT));

export const pageCount = (count: number, size = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(cappedCount(count) / size));

/** `/{base}/{page}/{order}/{sort}`, the base with or without slashes. */
export function pagePath(base: string, state: PageState): string {
  const b = base.replace(/^\/+|\/+$/g, '');
  return `/${b}/${state.page}/${encodeURIComponent(state.order)}/${state.sort}`;
}

/**
 * Page, order and sort from the path segments after the base; anything missing or out of range falls
 * back to page 1 and the defaults, and the page is clamped to the last one when the count is known.
 */
export function parsePageParams(
  params: readonly string[],
  defaults: { order: string; sort?: SortDirection; orders?: readonly string[] },
  count?: number,
): PageState {
  const n = Number(params[0]);
  let page = Number.isInteger(n) && n >= 1 ? n : 1;
  if (count !== undefined) page = Math.min(page, pageCount(count));
  const order =
    params[1] && (!defaults.orders || defaults.orders.includes(params[1])) ? params[1] : defaults.order;
  const sort = params[2] === 'asc' || params[2] === 'desc' ? params[2] : (defaults.sort ?? 'asc');
  return { page, order, sort };
}

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

/** Whether a scrolled box is close enough to its end to load the next page. */
export const nearBottom = (
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
) => el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;

/** Offset of the next page for `fetchMore({ variables: { offset } })`. */
export const nextOffset = (loaded: number, count: number): number | null =>
  loaded < cappedCount(count) ? loaded : null;

interface Paged<T> {
  hits?: readonly T[] | null;
  count?: number | null;
}

/**
 * Apollo field policy for `{ hits, count }` answers read with `offset` (and `limit`) arguments: pages are
 * merged into one cached list at their offsets, so `fetchMore` appends and a re-read of page 1 does not
 * drop the rest. `keyArgs` are the arguments that make a different list (filters, order).
 */
export function offsetHitsPolicy<T = unknown>(keyArgs: string[] | false = false): FieldPolicy<Paged<T>> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      const hits = existing?.hits ? existing.hits.slice(0) : [];
      (incoming.hits ?? []).forEach((h, i) => {
        hits[offset + i] = h;
      });
      return { ...existing, ...incoming, hits };
    },
  };
}
