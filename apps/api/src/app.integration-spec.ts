import request from 'supertest';
import { createTestApp, testDbKind, type TestApp } from './testing/test-app';

describe(`API foundation (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health and readiness probes', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body.database).toBe('reachable');
  });

  it('answers a GraphQL query from a browser session', async () => {
    const agent = await t.agent();
    const res = await agent.gql<{ __typename: string; ping: string }>('{ __typename ping }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ __typename: 'Query', ping: 'ok' });
  });

  it('answers a read-only query without a token, as from curl', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
  });

  it('refuses a state-changing request without the forgery-protection token', async () => {
    const res = await request(t.app).post('/graphql').send({ query: 'mutation { logOut }' }).expect(403);
    expect(res.body.message).toMatch(/security token/);
    // A mutation hidden behind an operation name or in a batch is found too.
    await request(t.app)
      .post('/graphql')
      .send({ query: 'query A { __typename } mutation B { logOut }', operationName: 'B' })
      .expect(403);
    await request(t.app)
      .post('/graphql')
      .send([{ query: '{ __typename }' }, { query: 'mutation { logOut }' }])
      .expect(403);
    const agent = await t.agent();
    await agent.raw
      .post('/graphql')
      .set('x-csrf-token', 'wrong-token-of-some-length')
      .send({ query: 'mutation { logOut }' })
      .expect(403);
    // A simple (form) POST is refused by Apollo's own CSRF prevention even for a query.
    await request(t.app)
      .post('/graphql')
      .type('form')
      .send('query={__typename}')
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
  });

  it('gives every response a request id and keeps a caller-provided one', async () => {
    const res = await request(t.app).get('/healthz').set('x-request-id', 'abc-123').expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await request(t.app).get('/healthz');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths and malformed JSON with a clear JSON error, not a 500', async () => {
    const missing = await request(t.app).get('/api/no/such/thing').expect(404);
    expect(missing.body.message).toContain('/api/no/such/thing');
    const agent = await t.agent();
    const bad = await agent.raw
      .post('/api/csrf')
      .set('x-csrf-token', agent.csrf)
      .set('content-type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
  });

  it('rejects a malformed GraphQL variable with a message, keeping the server up', async () => {
    const agent = await t.agent();
    const res = await agent.gql('query Q($n: Int) { systems(limit: $n) { id } }', { n: 'not a number' });
    expect(res.errors?.[0]?.message).toMatch(/Int/);
    await request(t.app).get('/healthz').expect(200);
  });
});
