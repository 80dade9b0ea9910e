/** Housekeeping of the session table and the usage counters kept beside it. */
import type { DataSource } from 'typeorm';
import { UsageCounters } from '@fp/accounts';

/** Deletes expired sessions and ended usage counters; called periodically by the server. */
export async function pruneSessions(db: DataSource): Promise<number> {
  const res = await db.query('DELETE FROM session WHERE expires_at <= now()');
  await new UsageCounters(db).prune();
  return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
}
