/**
 * Known queries answered without Apollo's pipeline (known-operations.ts): the answer must be Apollo's, byte
 * for byte, with its status and content type. Two browsers in the same state (signed-in pass holders, each
 * session counting its own searches) send the same search at the same step: one with a text Apollo has
 * never seen (a new amount of trailing space each time, so Apollo answers it), the other with the map's own
 * text (known after the first answer, so the short path answers it). Which path answered is seen from
 * Apollo's entry point.
 */
import { print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { pricingTestData } from '@fp/pricing';
// The map's own document, as the app sends it (the bench sends the same).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MapSearchDocument } from '../../../web/src/__generated__/graphql';
import { createTestApp, signedInAgent, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

const { AUSTIN, DALLAS, DENVER, FIXTURE_DIAGNOSES, insertFixtures } = pricingTestData;
const MAP_SEARCH = print(addTypenameToDocument(MapSearchDocument as DocumentNode));
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe(`known queries answered as Apollo answers them (${testDbKind()})`, () => {
  let t: TestApp;
  let viaApollo: TestAgent;
  let known: TestAgent;
  let apolloCalls: jest.SpyInstance;
  let searches: jest.SpyInstance;
  let spaces = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.db.dataSource);
    const pass = async () => {
      const { agent, userId } = await signedInAgent(t);
      await t.db.dataSource.query(`UPDATE app_user SET pass_active = true, free_used = true WHERE id = $1`, [
        userId,
      ]);
      return agent;
    };
    viaApollo = await pass();
    known = await pass();
    apolloCalls = jest.spyOn(t.apollo, 'executeHTTPGraphQLRequest');
    searches = jest.spyOn(t.services.pricing, 'search');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One search by each browser: the first with a text never sent before, the second with the map's. */
  async function bothWays(variables: unknown, headers: Record<string, string> = {}) {
    const send = (agent: TestAgent, query: string) => {
      const r = agent.raw.post('/graphql').set('x-csrf-token', agent.csrf);
      for (const [k, v] of Object.entries(headers)) r.set(k, v);
      return r.send({ query, variables });
    };
    apolloCalls.mockClear();
    spaces++;
    const a = await send(viaApollo, `${MAP_SEARCH}${' '.repeat(spaces)}`);
    const apolloAfterA = apolloCalls.mock.calls.length;
    searches.mockClear();
    const b = await send(known, MAP_SEARCH);
    return {
      a,
      b,
      apolloAfterA,
      apolloForB: apolloCalls.mock.calls.length - apolloAfterA,
      searchesForB: searches.mock.calls.length,
    };
  }

  const same = (a: { status: number; headers: Record<string, string>; text: string }, b: typeof a) => {
    expect(b.status).toBe(a.status);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(b.headers['cache-control']).toBe(a.headers['cache-control']);
    expect(b.text).toBe(a.text);
  };

  it('answers the map search byte for byte as Apollo does, once the text is known, without Apollo', async () => {
    // The first time, the map's text is new to the server too: Apollo answers both.
    const first = await bothWays({ input: { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, ...AUSTIN } });
    expect(first.apolloForB).toBe(1);
    same(first.a, first.b);

    const conditions = Object.values(FIXTURE_DIAGNOSES).map((d) => d.id);
    const kinds = new Set<string>();
    for (const diagnosisId of conditions)
      for (const point of [AUSTIN, DALLAS, DENVER, { lat: 47.0, lng: -106.0 }]) {
        const r = await bothWays({ input: { diagnosisId, ...point } });
        expect(r.apolloAfterA).toBe(1);
        expect(r.apolloForB).toBe(0);
        expect(r.searchesForB).toBe(1);
        same(r.a, r.b);
        const answer = JSON.parse(r.b.text).data.searchProviders;
        if (answer.hits.length) kinds.add('hits');
        if (answer.widened) kinds.add('widened');
        if (answer.unavailable) kinds.add(answer.unavailable.reason);
      }
    expect([...kinds].sort()).toEqual(['NONE_NEARBY', 'NO_PRICES', 'hits', 'widened']);
  });

  it("gives the answer type Apollo negotiates from the browser's Accept header", async () => {
    const input = { input: { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...AUSTIN } };
    const client = await bothWays(input, { accept: APOLLO_CLIENT_ACCEPT });
    expect(client.apolloForB).toBe(0);
    expect(client.b.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    same(client.a, client.b);
    // An Accept header Apollo refuses (406) is left to Apollo.
    const refused = await bothWays(input, { accept: 'text/html' });
    expect(refused.a.status).toBe(406);
    expect(refused.apolloForB).toBe(1);
    same(refused.a, refused.b);
  });

  it('leaves an answer with errors to Apollo without running the query twice, in the English or Spanish of the page', async () => {
    const messages: string[] = [];
    for (const language of ['en-US', 'es-MX']) {
      const r = await bothWays(
        { input: { diagnosisId: FIXTURE_DIAGNOSES.pneumonia.id, lat: 91, lng: 0 } },
        {
          'accept-language': language,
        },
      );
      expect(r.apolloForB).toBe(1);
      expect(r.searchesForB).toBe(1);
      same(r.a, r.b);
      const error = JSON.parse(r.b.text).errors[0];
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      messages.push(error.message);
    }
    expect(messages[0]).toBe('Some search values are not valid.');
    expect(messages[1]).not.toBe(messages[0]);
    // Variables of the wrong type: refused by the compiled query's own coercion, answered by Apollo.
    const wrong = await bothWays({ input: { diagnosisId: 'many', ...AUSTIN } });
    expect(wrong.apolloForB).toBe(1);
    expect(wrong.b.status).toBe(400);
    same(wrong.a, wrong.b);
  });

  it('never answers a mutation, a GET, a batch or a persisted-query request itself', async () => {
    apolloCalls.mockClear();
    const mutation = 'mutation { rememberReference(reference: "friend") }';
    await known.raw.post('/graphql').set('x-csrf-token', known.csrf).send({ query: mutation });
    await known.raw.post('/graphql').set('x-csrf-token', known.csrf).send({ query: mutation });
    expect(apolloCalls).toHaveBeenCalledTimes(2);
    apolloCalls.mockClear();
    const variables = JSON.stringify({ input: { diagnosisId: FIXTURE_DIAGNOSES.uri.id, ...AUSTIN } });
    const got = await known.raw
      .get(`/graphql?query=${encodeURIComponent(MAP_SEARCH)}&variables=${encodeURIComponent(variables)}`)
      .set('apollo-require-preflight', 'true')
      .set('x-csrf-token', known.csrf);
    const persisted = await known.raw
      .post('/graphql')
      .set('x-csrf-token', known.csrf)
      .send({
        query: MAP_SEARCH,
        variables: JSON.parse(variables),
        extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } },
      });
    const batch = await known.raw
      .post('/graphql')
      .set('x-csrf-token', known.csrf)
      .send([{ query: MAP_SEARCH, variables: JSON.parse(variables) }]);
    expect(JSON.parse(got.text).data.searchProviders.hits.length).toBeGreaterThan(0);
    expect([got.status, persisted.status, batch.status]).toEqual([200, 400, 400]);
    expect(apolloCalls).toHaveBeenCalledTimes(3);
  });
});
