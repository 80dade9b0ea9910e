import { graphql, isInputObjectType, isObjectType } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from './schema';
import { capTextArguments, GRAPHQL_TEXT_KINDS } from './text-caps';

const calls: unknown[] = [];
const schema = capTextArguments(
  makeExecutableSchema({
    typeDefs,
    resolvers: {
      Query: {
        searchProcedures: (_s: unknown, args: unknown) => {
          calls.push(args);
          return { codes: [], hits: [] };
        },
      },
    },
  }),
);

describe('capTextArguments', () => {
  it('names only coordinates that exist in the schema (a renamed field must not lose its cap silently)', () => {
    const coordinates = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type))
        for (const f of Object.values(type.getFields()))
          for (const a of f.args) coordinates.add(`${type.name}.${f.name}(${a.name})`);
      if (isInputObjectType(type))
        for (const f of Object.values(type.getFields())) coordinates.add(`${type.name}.${f.name}`);
    }
    expect(Object.keys(GRAPHQL_TEXT_KINDS).filter((c) => !coordinates.has(c))).toEqual([]);
  });

  it('refuses an over-long input field before the resolver runs, and passes a short one through', async () => {
    const query = `query($q: String!) { searchProcedures(input: { query: $q, lat: 1, lng: 2 }) { codes } }`;
    calls.length = 0;
    const long = await graphql({ schema, source: query, variableValues: { q: 'a'.repeat(201) } });
    expect(long.errors?.[0]?.message).toBe(
      '"query" is too long: at most 200 characters are accepted (this has 201). Shorten it and try again.',
    );
    expect(calls).toEqual([]);
    const short = await graphql({ schema, source: query, variableValues: { q: 'a'.repeat(200) } });
    expect(short.errors).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
