/**
 * A paged table: 'There are no results' when empty, pages of 10, counts capped at 10000, and every page,
 * order and direction a real address (`/{base}/{page}/{order}/{sort}`), so paging survives a reload and
 * the Back button. The route reads its params with `parsePageParams` and queries that page.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { EmptyText } from './EmptyText';
import { cappedCount, PAGE_SIZE, pageCount, pagePath, pageWindow, type PageState } from './paging';

export interface Column<Row> {
  /** The order key sent in the path; columns without one are not sortable. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
}

export interface PagedTableProps<Row> {
  caption: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** The total count (capped at 10000 for paging). */
  count: number;
  state: PageState;
  /** The path the page, order and sort follow, e.g. "dashboard/bills". */
  base: string;
  /** Row key; the spec's default key field is `id`. */
  rowKey?: (row: Row) => string | number;
  pageSize?: number;
  loading?: boolean;
}

export function PagedTable<Row>({
  caption,
  columns,
  rows,
  count,
  state,
  base,
  rowKey = (r) => (r as { id: string | number }).id,
  pageSize = PAGE_SIZE,
  loading,
}: PagedTableProps<Row>) {
  return (
    <div className="paged-table" aria-busy={loading || undefined}>
      <div className="table-scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <ColumnHeader key={c.key} column={c} state={state} base={base} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {loading ? (
                    <FormattedMessage id="forms.table.loading" defaultMessage="Loading…" />
                  ) : (
                    <EmptyText />
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.align === 'end' ? 'num' : undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {rows.length > 0 ? (
        <Pager base={base} state={state} count={count} shown={rows.length} pageSize={pageSize} />
      ) : null}
    </div>
  );
}

/** Signs, not words: the sort direction's arrows and the pager's gap. */
const SORT_MARKS = { asc: ' ▲', desc: ' ▼', none: ' ↕' } as const;
const GAP = '…';
/** A column's header: a link that orders by it (the other way round when it already does), if sortable. */
function ColumnHeader<Row>({
  column: c,
  state,
  base,
}: {
  column: Column<Row>;
  state: PageState;
  base: string;
}) {
  const active = state.order === c.key;
  const next = active && state.sort === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      className={c.align === 'end' ? 'num' : undefined}
      aria-sort={active ? (state.sort === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {c.sortable ? (
        <Link to={pagePath(base, { page: 1, order: c.key, sort: next })}>
          {c.header}
          <span aria-hidden="true">{active ? SORT_MARKS[state.sort] : SORT_MARKS.none}</span>
          <span className="visually-hidden">
            <FormattedMessage
              id="forms.table.sort"
              defaultMessage="{direction, select, asc {, sort ascending} other {, sort descending}}"
              values={{ direction: next }}
            />
          </span>
        </Link>
      ) : (
        c.header
      )}
    </th>
  );
}

/** Which rows are shown of how many, and links to the previous, nearby and next pages. */
function Pager({
  base,
  state,
  count,
  shown,
  pageSize,
}: {
  base: string;
  state: PageState;
  count: number;
  /** How many rows this page shows. */
  shown: number;
  pageSize: number;
}) {
  const pages = pageCount(count, pageSize);
  const first = (state.page - 1) * pageSize + 1;
  const intl = useIntl();
  return (
    <nav
      className="pager"
      aria-label={intl.formatMessage({ id: 'forms.pager.label', defaultMessage: 'Pages' })}
    >
      <p className="muted pager-summary">
        <FormattedMessage
          id="forms.pager.summary"
          defaultMessage="{first}–{last} of {count}{more, select, yes {+} other {}}"
          values={{
            // Row numbers as before (no grouping); the total is a count, grouped.
            first: String(first),
            last: String(first + shown - 1),
            count: intl.formatNumber(cappedCount(count)),
            more: count > cappedCount(count) ? 'yes' : 'no',
          }}
        />
      </p>
      <ul>
        {state.page > 1 ? (
          <li>
            <Link to={pagePath(base, { ...state, page: state.page - 1 })} rel="prev">
              <FormattedMessage id="forms.pager.previous" defaultMessage="Previous" />
            </Link>
          </li>
        ) : null}
        {pageWindow(state.page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true">
              {GAP}
            </li>
          ) : (
            <li key={p}>
              <Link
                to={pagePath(base, { ...state, page: p })}
                aria-current={p === state.page ? 'page' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'forms.pager.page', defaultMessage: 'Page {page}' },
                  { page: p },
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {state.page < pages ? (
          <li>
            <Link to={pagePath(base, { ...state, page: state.page + 1 })} rel="next">
              <FormattedMessage id="forms.pager.next" defaultMessage="Next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
