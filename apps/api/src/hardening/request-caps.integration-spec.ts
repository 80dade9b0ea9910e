/**
 * Issue 24, through HTTP: input that once answered 500 (negative, 1e308 and "NaN" amounts, a NUL byte in a
 * multipart field, a 100,000-deep array) gets a 400 with a message a person can act on. Each case was
 * first reproduced failing.
 */
import { createTestApp, signedInAgent, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

describe(`request caps (${testDbKind()})`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent } = await signedInAgent(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const eventCount = async () =>
    Number((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM event`))[0].n);

  describe('bad amounts, NUL bytes and deep arrays answer 400, never 500', () => {
    it.each([
      ['a negative amount', -1],
      ['1e308', 1e308],
      ['the text "NaN"', 'NaN'],
      ['the text "Infinity"', 'Infinity'],
      ['the text "1e308"', '1e308'],
    ])('POST /api/json/crud/save/visit with %s', async (_label, total) => {
      const before = await eventCount();
      const res = await agent.post('/api/json/crud/save/visit', { name: 'ER visit', total, pay: 0 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/amount/i);
      expect(await eventCount()).toBe(before);
    });

    it('a NUL byte in a multipart field', async () => {
      const res = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .field('name', 'ER\u0000visit')
        .field('total', '10');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/NUL/);
    });

    it('a 100,000-deep array in a JSON body', async () => {
      const deep = `${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`;
      const res = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .set('content-type', 'application/json')
        .send(`{"name":${deep},"total":"10"}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(res.body.message).toMatch(/nested/);
    });
  });
});
