import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 40: the date PRINTED on the first bill after discharge, which starts the 240-day financial
 * assistance period (26 CFR 1.501(r)-1(b)(3)). It was the day the bill was entered in the site, with no
 * way to correct it. One per visit, set by the user (the assistance screen); null: not given (then the
 * date read from a bill file's statement date, else the day the first bill was entered, said as such).
 * Order does not matter (ADD COLUMN IF NOT EXISTS), so it is dated when written, as the rule asks.
 */
export class EventFirstBillDate1795934334358 implements MigrationInterface {
  name = 'EventFirstBillDate1795934334358';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event ADD COLUMN IF NOT EXISTS first_bill_date date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event DROP COLUMN IF EXISTS first_bill_date`);
  }
}
