/**
 * The map's search query is compiled without leaf serialization (canonical-leaves.ts): its answers must
 * be exactly graphql-js's, the reference executor, which serializes every leaf. Real search answers of
 * the fixture data (hits with ranges in two data years, a widened search, none nearby, no prices, a
 * condition not offered) go through both.
 */
import { execute, Kind, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { pricingTestData } from '@fp/pricing';
// The test runs exactly the document the map sends (the bench does the same).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MapSearchDocument } from '../../../web/src/__generated__/graphql';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';
import { typeDefs } from './schema';
import { resolvers } from './resolvers';
import { jitExecutor } from './jit-executor';
import { selectsOnlyCanonicalLeaves } from './canonical-leaves';

const { AUSTIN, DALLAS, DENVER, FIXTURE_DIAGNOSES, insertFixtures } = pricingTestData;

/** `__typename` in every selection set below the operation, as Apollo Client's cache adds it. */
function withTypenames(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        const isRoot =
          parent && !Array.isArray(parent) && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        if (isRoot || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
          return node;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}

describe(`the map search without leaf serialization (${testDbKind()})`, () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.db.dataSource);
    const [row] = await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference, pass_active, free_used) VALUES ($1, $2, true, true) RETURNING id`,
      ['canonical@example.com', 'canonical'],
    );
    userId = String(row.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers exactly as graphql-js for the map's query, with and without __typename", async () => {
    const schema = makeExecutableSchema({ typeDefs, resolvers });
    const jit = jitExecutor(schema);
    const session = { userId, key: undefined, get: () => undefined, set: () => undefined };
    const context = () => ({
      services: t.services,
      session,
      req: { ip: '127.0.0.1' },
      look: false,
      loaders: {},
    });
    const points = [AUSTIN, DALLAS, DENVER, { lat: 47.0, lng: -106.0 }];
    const conditions = Object.values(FIXTURE_DIAGNOSES).map((d) => d.id);
    const seen = new Set<string>();
    for (const document of [
      MapSearchDocument as DocumentNode,
      withTypenames(MapSearchDocument as DocumentNode),
    ]) {
      expect(selectsOnlyCanonicalLeaves(schema, document)).toBe(true);
      for (const diagnosisId of conditions)
        for (const point of points) {
          const variables = { input: { diagnosisId, ...point } };
          const reference = await execute({
            schema,
            document,
            variableValues: variables,
            contextValue: context(),
          });
          const compiled = await jit({
            document,
            operationName: 'MapSearch',
            request: { variables },
            context: context(),
          } as unknown as Parameters<typeof jit>[0]);
          expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(reference)));
          const answer = (reference.data as { searchProviders: Record<string, unknown> } | null)
            ?.searchProviders;
          expect(reference.errors).toBeUndefined();
          const hits =
            (answer?.hits as { priceRange: { byYear: { sourceLabel: string }[] } | null }[] | undefined) ??
            [];
          for (const h of hits) for (const y of h.priceRange?.byYear ?? []) seen.add(y.sourceLabel);
          if (hits.length) seen.add('hits');
          if (answer?.widened) seen.add('widened');
          const unavailable = answer?.unavailable as { reason: string } | null;
          if (unavailable) seen.add(unavailable.reason);
          if (!(answer?.diagnosis as { active: boolean } | null)?.active) seen.add('not offered');
        }
    }
    // The comparison covered every kind of answer the map gets, and figures of both data years.
    expect([...seen].sort()).toEqual(
      [
        'CMS Medicare inpatient, 2022',
        'CMS Medicare inpatient, FY2011',
        'NONE_NEARBY',
        'NO_PRICES',
        'hits',
        'not offered',
        'widened',
      ].sort(),
    );
  });
});
