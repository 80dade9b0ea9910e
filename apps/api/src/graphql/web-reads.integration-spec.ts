/**
 * The web app's own reads through GraphQL (resolvers/web-reads.ts): the security token without a token,
 * the map's town names as GET /api/geo/towns gives them, and the export archive as GET /api/user/export
 * gives it, the signed-in owner's only.
 */
import request from 'supertest';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

describe(`web reads through GraphQL (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a new browser its security token without one, the token mutations then accept', async () => {
    const raw = request.agent(t.app);
    const res = await raw
      .post('/graphql')
      .send({ query: 'query SecurityToken { securityToken }' })
      .expect(200);
    const token = res.body.data.securityToken as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    // The same session, the same token: GET /api/csrf (kept for the older site) agrees.
    expect((await raw.get('/api/csrf').expect(200)).body.csrfToken).toBe(token);
    const out = await raw.post('/graphql').set('x-csrf-token', token).send({ query: 'mutation { logOut }' });
    expect(out.body.errors?.[0]?.extensions?.code).not.toBe('FORBIDDEN');
  });

  it('names the towns near a point as the REST route does, and refuses a point off the globe', async () => {
    const a = await t.agent();
    const rest = (await a.get('/api/geo/towns?lat=45.8&lng=-108.5').expect(200)).body.towns as unknown[][];
    const gql = await a.gql<{ townsNear: unknown[] }>(
      'query T($lat: Float!, $lng: Float!) { townsNear(lat: $lat, lng: $lng) { name lat lng minZoom } }',
      {
        lat: 45.83,
        lng: -108.46,
      },
    );
    expect(rest.length).toBeGreaterThan(0);
    expect(gql.data!.townsNear).toEqual(
      rest.map(([name, lng, lat, minZoom]) => ({ name, lat, lng, minZoom })),
    );
    const bad = await a.gql('{ townsNear(lat: 91, lng: 0) { name } }');
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toBe('lat must be a number from -90 to 90.');
  });

});
