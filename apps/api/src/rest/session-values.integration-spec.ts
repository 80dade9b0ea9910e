/**
 * The older site's session calls and their GraphQL twins: only the spec's names, checked values, kept in
 * the visitor's session from one request to the next.
 */
import 'reflect-metadata';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

const EMPTY = { diagnosis: null, lat: null, lng: null, location: null, test: null };

describe(`session values over REST and GraphQL (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets, reads and removes the spec’s names over REST', async () => {
    const a = await t.agent();
    expect((await a.get('/api/session/get').expect(200)).body).toEqual(EMPTY);
    await a.post('/api/session/set', { name: 'diagnosis', value: '193' }).expect(200);
    await a.post('/api/session/set', { name: 'lat', value: '30.27' }).expect(200);
    const set = await a.post('/api/session/set', { name: 'location', value: 'Austin, TX' }).expect(200);
    expect(set.body).toEqual({ ...EMPTY, diagnosis: '193', lat: 30.27, location: 'Austin, TX' });
    expect((await a.get('/api/session/get').expect(200)).body).toEqual(set.body);

    const removed = await a.raw.post('/api/session/remove/lat').set('x-csrf-token', a.csrf).expect(200);
    expect(removed.body).toEqual({ ...EMPTY, diagnosis: '193', location: 'Austin, TX' });
    // A GET that changes state needs the security token too.
    await a.get('/api/session/remove/diagnosis').expect(403);
    await a.raw.get('/api/session/remove/diagnosis').set('x-csrf-token', a.csrf).expect(200);
    expect((await a.get('/api/session/get')).body).toEqual({ ...EMPTY, location: 'Austin, TX' });
  });

  it('refuses other names and bad values with 400', async () => {
    const a = await t.agent();
    for (const name of ['userId', 'csrf', 'geo', '__proto__', 'email']) {
      const res = await a.post('/api/session/set', { name, value: 'x' }).expect(400);
      expect(res.body.message).toMatch(/Allowed: diagnosis, lat, lng, location, test/);
    }
    await a.raw.post('/api/session/remove/userId').set('x-csrf-token', a.csrf).expect(400);
    await a.post('/api/session/set', { name: 'lat', value: 'north' }).expect(400);
    await a.post('/api/session/set', { name: 'lng', value: 200 }).expect(400);
    await a.post('/api/session/set', { name: 'test', value: 'x'.repeat(201) }).expect(400);
    await a.post('/api/session/set', { name: 'test', value: { nested: true } }).expect(400);
    // Without the token, nothing is set.
    await a.raw.post('/api/session/set').send({ name: 'test', value: 'x' }).expect(403);
    expect((await a.get('/api/session/get')).body).toEqual(EMPTY);
  });

  it('GraphQL sessionValues and setSessionValues share the values and the rules', async () => {
    const a = await t.agent();
    await a.post('/api/session/set', { name: 'test', value: 'from REST' }).expect(200);
    const set = await a.gql<{ setSessionValues: Record<string, unknown> }>(
      'mutation($input: SessionValuesInput!) { setSessionValues(input: $input) { diagnosis lat lng location test } }',
      { input: { lat: 30.5, lng: -97.7, diagnosis: '871' } },
    );
    expect(set.data?.setSessionValues).toEqual({
      diagnosis: '871',
      lat: 30.5,
      lng: -97.7,
      location: null,
      test: 'from REST',
    });
    const cleared = await a.gql<{ setSessionValues: Record<string, unknown> }>(
      'mutation { setSessionValues(input: { test: null }) { test lat } }',
    );
    expect(cleared.data?.setSessionValues).toEqual({ test: null, lat: 30.5 });
    const bad = await a.gql('mutation { setSessionValues(input: { lat: 123 }) { lat } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const read = await a.gql<{ sessionValues: Record<string, unknown> }>(
      '{ sessionValues { diagnosis lat lng } }',
    );
    expect(read.data?.sessionValues).toEqual({ diagnosis: '871', lat: 30.5, lng: -97.7 });
    expect((await a.get('/api/session/get')).body).toMatchObject({ diagnosis: '871', lat: 30.5, test: null });
  });
});
