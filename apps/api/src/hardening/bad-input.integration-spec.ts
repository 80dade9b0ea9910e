/**
 * The bad-input corpus (corpus.ts) against the whole app: malformed and wrong-typed bodies, 1–10 MB
 * strings, deep and aliased queries, NUL bytes, regex metacharacters, path traversal, negative and huge
 * numbers, every REST route with junk; and (issue 24) NaN, Infinity and 1e308 amounts, NUL bytes in JSON,
 * form and multipart bodies, 100,000-character searches and 100,000-deep arrays, signed in where the
 * route needs it. Not one answer may be a 5xx, and the server must still be up.
 */
import type { AddressInfo } from 'node:net';
import { pricingTestData } from '@fp/pricing';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { badInputCorpus, runCorpus } from './corpus';

describe(`bad-input corpus (${testDbKind()})`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await pricingTestData.insertFixtures(t.db.dataSource);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers at least 100 bad requests with no 5xx and stays up', async () => {
    const corpus = badInputCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    const result = await runCorpus(baseUrl, corpus, {
      // The signed-in requests' session belongs to a new user (as test-app signedInAgent does it).
      signIn: async (csrf) => {
        const [u]: { id: string }[] = await t.db.dataSource.query(
          `INSERT INTO app_user (email, reference) VALUES ('corpus@example.com', 'corpus') RETURNING id`,
        );
        await t.db.dataSource.query(
          `UPDATE session SET data = data || jsonb_build_object('userId', $1::text), user_id = $1::uuid WHERE data->>'csrf' = $2`,
          [u.id, csrf],
        );
      },
    });
    const refused = Object.entries(result.byStatus)
      .filter(([s]) => Number(s) >= 400)
      .reduce((n, [, c]) => n + c, 0);
    console.info(
      `bad-input corpus (${testDbKind()}): ${result.total} requests, ${refused} refused; by status ${JSON.stringify(result.byStatus)}`,
    );
    expect(result.failures).toEqual([]);
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });
});
