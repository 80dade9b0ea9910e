/**
 * A list that loads its next page when scrolled to within 10 px of its end (spec part 2 §4). Long lists
 * are virtualized with @tanstack/react-virtual: only the rows in view are in the page, so a list of
 * thousands scrolls as smoothly as one of ten. Pair it with Apollo's `fetchMore` and `offsetHitsPolicy`:
 *
 *   const { data, fetchMore } = useQuery(Bills, { variables: { offset: 0, limit: PAGE_SIZE } });
 *   <InfiniteList items={data.bills.hits} hasMore={...}
 *     loadMore={() => fetchMore({ variables: { offset: data.bills.hits.length } })} ... />
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { nearBottom } from './paging';
import { EmptyText } from './EmptyText';

/** Below this many items every row is rendered (simpler for find-in-page and screen readers). */
export const VIRTUALIZE_FROM = 100;

export interface InfiniteListProps<T> {
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  hasMore: boolean;
  loading?: boolean;
  /** Called once per approach to the end; not again while `loading`. */
  loadMore: () => unknown;
  /** Estimated row height in px, for the virtualizer. */
  estimateSize?: number;
  /** The scroll box's height. */
  height?: number | string;
  emptyText?: ReactNode;
}

export function InfiniteList<T>({
  label,
  items,
  renderItem,
  itemKey,
  hasMore,
  loading,
  loadMore,
  estimateSize = 56,
  height = '24rem',
  emptyText = <EmptyText />,
}: InfiniteListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const virtual = items.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => box.current,
    estimateSize: () => estimateSize,
    overscan: 8,
  });

  const check = useCallback(() => {
    const el = box.current;
    if (el && hasMore && !loading && nearBottom(el)) loadMore();
  }, [hasMore, loading, loadMore]);

  // A first page shorter than the box never scrolls: check after each render too.
  useEffect(() => {
    check();
  }, [check, items.length]);

  return (
    <div className="infinite-list">
      <div
        ref={box}
        className="infinite-scroll"
        style={{ height, overflowY: 'auto' }}
        onScroll={check}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-busy={loading || undefined}
      >
        {items.length === 0 && !loading ? (
          <p className="empty">{emptyText}</p>
        ) : virtual ? (
          <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => (
              <li
                key={itemKey(items[v.index])}
                data-index={v.index}
                ref={virtualizer.measureElement}
                aria-setsize={items.length}
                aria-posinset={v.index + 1}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${v.start}px)`,
                }}
              >
                {renderItem(items[v.index], v.index)}
              </li>
            ))}
          </ul>
        ) : (
          <ul>
            {items.map((item, i) => (
              <li key={itemKey(item)}>{renderItem(item, i)}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="muted infinite-status" role="status">
        {loading ? (
          <FormattedMessage id="forms.list.loadingMore" defaultMessage="Loading more…" />
        ) : hasMore || !items.length ? null : (
          <FormattedMessage
            id="forms.list.allShown"
            defaultMessage="All {count} shown."
            values={{ count: items.length }}
          />
        )}
      </p>
    </div>
  );
}
