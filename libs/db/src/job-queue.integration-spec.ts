/**
 * The job queue on the app's DataSource (issue 43): pg-boss ends a worker's job without waiting for the
 * statement, so when that statement fails (here: the database has closed, as at shutdown) the error is
 * reported instead of thrown, where it would end the process; statements pg-boss waits for still fail.
 */
import 'reflect-metadata';
import { openJobQueue } from './job-queue';
import { openTestDatabase } from './testing';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe(`job queue on the app's database (${kind})`, () => {
  it('a job ended after the database closed reports the error instead of throwing it', async () => {
    const db = await openTestDatabase(kind);
    const errors: unknown[] = [];
    const boss = await openJobQueue(db.dataSource, { onError: (err) => errors.push(err) });
    try {
      await boss.createQueue('ending');
      await boss.send('ending', {});
      const [job] = await boss.fetch('ending');
      expect(job).toBeDefined();
      await db.close();
      await expect(boss.complete('ending', job!.id)).resolves.toMatchObject({ affected: 0 });
      await expect(boss.fail('ending', job!.id)).resolves.toMatchObject({ affected: 0 });
      expect(errors).toHaveLength(2);
      await expect(boss.send('ending', {})).rejects.toThrow();
    } finally {
      await boss.stop({ graceful: false, close: false });
      await db.close();
    }
  });
});
