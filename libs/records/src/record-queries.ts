/**
 * How the tracker's lists are read: sort keys, paging, one-statement page-and-count, the bills pages'
 * cursors, and the not-found answers of a missing or foreign id.
 */
import { badInput, isUuid, notFound, RECORDS_LIMITS } from '@fp/domain';
import type { BillStatus } from '@fp/db';
import type { OwnerData } from './owner-data';
import type { BillSortKey, EventSortKey } from './types';

/** The statuses a bill can have, in the order the dashboard counts them. */
export const BILL_STATUSES: readonly BillStatus[] = ['new', 'negotiating', 'complete'];

export const EVENT_SORT: Record<EventSortKey, string> = {
  created: 'e.created_at',
  admitted: 'e.admitted',
  name: 'lower(e.name)',
  total: 'e.total_cents',
  billCount: 'e.bill_count',
  id: 'e.id',
};
/**
 * Sort keys that are never null: ordered without NULLS LAST, so that the order is the one of their
 * index (idx_event_owner_created: created_at DESC, id DESC) and a page reads only its rows.
 */
export const NOT_NULL_SORT_KEYS = new Set(['e.created_at', 'e.id', 'b.created_at', 'b.id']);

/** ORDER BY for a sort key, then the id (a stable order for equal keys). */
export function orderBy(key: string, dir: 'ASC' | 'DESC', id: 'e.id' | 'b.id'): string {
  if (key === id) return `${id} ${dir}`;
  return NOT_NULL_SORT_KEYS.has(key)
    ? `${key} ${dir}, ${id} ${dir}`
    : `${key} ${dir} NULLS LAST, ${id} ${dir}`;
}

export const BILL_SORT: Record<BillSortKey, string> = {
  created: 'b.created_at',
  due: 'b.due',
  total: 'b.total_cents',
  self: 'b.self_cents',
  status: 'b.status',
  id: 'b.id',
};

/** The event of a missing or foreign id. The same words whether it never existed or is someone else's. */
export const noEvent = () => notFound('The visit');
export const noBill = () => notFound('The bill');

export function paging(args: { page?: number | null; limit?: number | null }, maxLimit: number) {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? RECORDS_LIMITS.pageSize), 1), maxLimit);
  const lastPage = Math.max(1, Math.floor((RECORDS_LIMITS.countCap - 1) / limit) + 1);
  const page = Math.min(Math.max(Math.trunc(args.page ?? 1), 1), lastPage);
  return { limit, page, offset: (page - 1) * limit };
}

export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an owner's rows and how many there are (up to the count cap), in one statement: a list
 * costs one round trip instead of two. The page is read in its order with its LIMIT (so an index can
 * serve it) and numbered as it comes; an empty page still answers the count (one row with no page
 * columns).
 */
export async function pageAndCount<T>(
  data: OwnerData,
  q: {
    columns: string;
    from: string;
    where: string;
    order: string;
    limit: number;
    offset: number;
    params: unknown[];
  },
): Promise<{ hits: T[]; n: number }> {
  const rows = await data.rows<T & { __n: number; __pos: number | null }>(
    `WITH pg AS MATERIALIZED (
       SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.order} LIMIT ${q.limit} OFFSET ${q.offset}
     ), n AS (
       SELECT count(*)::int AS __n FROM (SELECT 1 FROM ${q.from} WHERE ${q.where} LIMIT ${RECORDS_LIMITS.countCap}) c
     )
     SELECT n.__n, p.* FROM n LEFT JOIN (SELECT pg.*, row_number() OVER () AS __pos FROM pg) p ON true
     ORDER BY p.__pos`,
    q.params,
  );
  const n = rows[0]?.__n ?? 0;
  const hits = rows
    .filter((r) => r.__pos !== null)
    .map(({ __n: _n, __pos: _pos, ...row }) => row as unknown as T);
  return { hits, n };
}

/**
 * A bills page's cursor: the last bill's creation time as PostgreSQL prints it (microseconds and offset
 * kept, so no two bills created within one millisecond are confused) and its id, base64url-encoded.
 */
export function encodeBillCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');
}

const BAD_CURSOR = 'That page of bills cannot be found; reload the event to start again.';

export function decodeBillCursor(cursor: string): { at: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(BAD_CURSOR, { after: 'Unknown cursor.' });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !isUuid(parsed[1]) ||
    !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/.test(parsed[0])
  )
    throw badInput(BAD_CURSOR, { after: 'Unknown cursor.' });
  return { at: parsed[0], id: parsed[1] };
}
