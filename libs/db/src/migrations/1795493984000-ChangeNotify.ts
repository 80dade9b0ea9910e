import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API process may keep recently read sessions and accounts' allowance state in memory
 * (@fp/db NotifiedCache, change-feed.ts). For that to stay right across processes the tables announce
 * each change themselves:
 *
 * - `session`: a changed or deleted row sends its id (the SHA-256 of the cookie value, never the cookie)
 *   on `fp_session_changed`. Rows deleted because they had expired are not announced: a cached session is
 *   never used past its expiry anyway, and the hourly prune would otherwise send one notice per row.
 * - `app_user`: a changed or deleted row sends its id on `fp_account_changed` (a pass bought, switched
 *   off or refunded, free use marked, the account deleted).
 * - TRUNCATE of either sends "*". A new row needs no notice: nothing can have cached it.
 *
 * Triggers rather than the application's own calls, so no writer can forget: log-out, "sign out
 * everywhere", a password change, account deletion (by cascade), Stripe webhooks, the pass expiry job and
 * tests that edit the tables directly are all covered.
 */
export class ChangeNotify1795493984000 implements MigrationInterface {
  name = 'ChangeNotify1795493984000';

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
    await q.query(`CREATE FUNCTION account_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('fp_account_changed', OLD.id::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER account_changed AFTER UPDATE OR DELETE ON app_user
      FOR EACH ROW EXECUTE FUNCTION account_changed_notify()`);
    // One function for both truncates: the channel is the trigger's argument.
    await q.query(`CREATE FUNCTION table_truncated_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER session_truncated AFTER TRUNCATE ON session
      FOR EACH STATEMENT EXECUTE FUNCTION table_truncated_notify('fp_session_changed')`);
    await q.query(`CREATE TRIGGER account_truncated AFTER TRUNCATE ON app_user
      FOR EACH STATEMENT EXECUTE FUNCTION table_truncated_notify('fp_account_changed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS account_truncated ON app_user');
    await q.query('DROP TRIGGER IF EXISTS session_truncated ON session');
    await q.query('DROP TRIGGER IF EXISTS account_changed ON app_user');
    await q.query('DROP TRIGGER IF EXISTS session_changed ON session');
    await q.query('DROP FUNCTION IF EXISTS table_truncated_notify()');
    await q.query('DROP FUNCTION IF EXISTS account_changed_notify()');
    await q.query('DROP FUNCTION IF EXISTS session_changed_notify()');
  }
}
