/**
 * Bulk loads (the catalogue, price files, the demo data) are not requests: the pool's per-statement
 * timeout (DB_STATEMENT_TIMEOUT_MS, there so one slow search cannot hold a connection) would cut them
 * short on a busy machine and leave the site without data. They turn it off for their own transaction
 * (SET LOCAL ends with it) or their own session (reset before the connection goes back to the pool).
 */
import type { QueryRunner } from 'typeorm';

type Queryable = Pick<QueryRunner, 'query'>;

/** First statement of a bulk load's transaction. */
export async function noStatementTimeoutInTransaction(q: Queryable): Promise<void> {
  await q.query(`SET LOCAL statement_timeout = 0`);
}

/** For a bulk load's own connection, across transactions; `restore` before releasing it. */
export async function noStatementTimeoutInSession(q: Queryable): Promise<{ restore(): Promise<void> }> {
  await q.query(`SET statement_timeout = 0`);
  // RESET goes back to the value the connection was opened with (the pool's timeout).
  return { restore: () => q.query(`RESET statement_timeout`).then(() => undefined) };
}
