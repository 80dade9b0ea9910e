import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API process may keep recently read sessions in memory (apps/api/src/http/session-cache.ts). For
 * that to stay right across processes, the table itself announces each change: a changed or deleted row
 * sends its id (the SHA-256 of the cookie value, never the cookie) on the `fp_session_changed` channel,
 * and TRUNCATE sends "*". Triggers rather than the application's own calls, so no writer can forget it:
 * log-out, "sign out everywhere", a password change, account deletion (by cascade) and tests that edit
 * the table directly are all covered. Rows deleted because they had expired are not announced: a cached
 * session is never used past its expiry anyway, and the hourly prune would otherwise send one notice per
 * row. A new row needs no notice (nothing can have cached it).
 */
export class SessionChangeNotify1800002000000 implements MigrationInterface {
  name = 'SessionChangeNotify1800002000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION session_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.expires_at <= now() THEN
          RETURN NULL;
        END IF;
        PERFORM pg_notify('fp_session_changed', OLD.sid);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session
      FOR EACH ROW EXECUTE FUNCTION session_changed_notify()`);
    await q.query(`CREATE FUNCTION session_truncated_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('fp_session_changed', '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER session_truncated AFTER TRUNCATE ON session
      FOR EACH STATEMENT EXECUTE FUNCTION session_truncated_notify()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS session_truncated ON session');
    await q.query('DROP TRIGGER IF EXISTS session_changed ON session');
    await q.query('DROP FUNCTION IF EXISTS session_truncated_notify()');
    await q.query('DROP FUNCTION IF EXISTS session_changed_notify()');
  }
}
