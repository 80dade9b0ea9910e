/**
 * The daily page budget of bill reading (READ_PAGES_PER_DAY): each owner's pages read per UTC day, in
 * reading_usage. A reading's pages are counted once, by the attempt that first learns them, and only when
 * the day stays within its budget (one statement: two hosts counting at once cannot pass it together).
 */
import type { DataSource } from 'typeorm';
import { rowsOf } from './reading-rules';

/** Counts `pages` in the owner's day: false (nothing counted) when they would take the day past `perDay`. */
export async function chargeReadingPages(
  db: DataSource,
  ownerId: string,
  pages: number,
  perDay: number,
): Promise<boolean> {
  if (pages > perDay) return false;
  const rows = rowsOf<{ pages: number }>(
    await db.query(
      `INSERT INTO reading_usage (owner_id, day, pages) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (owner_id, day) DO UPDATE SET pages = reading_usage.pages + EXCLUDED.pages
         WHERE reading_usage.pages + EXCLUDED.pages <= $3
       RETURNING pages`,
      [ownerId, pages, perDay],
    ),
  );
  return rows.length > 0;
}

/** Pages of the owner's bills read today (UTC). */
export async function readingPagesToday(db: DataSource, ownerId: string): Promise<number> {
  const [row] = rowsOf<{ pages: number }>(
    await db.query(
      `SELECT pages FROM reading_usage WHERE owner_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
      [ownerId],
    ),
  );
  return row?.pages ?? 0;
}
