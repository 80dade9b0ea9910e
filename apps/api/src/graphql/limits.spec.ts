/**
 * The GraphQL limits refuse the documents that took the server down (issue 9) and accept every document
 * the web app sends. The web app's documents are read from its generated client (apps/web/src/__generated__),
 * so a new screen whose query would be refused fails here, not in production.
 */
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { typeDefs } from './schema';
import { GRAPHQL_LIMITS, graphqlLimits } from './limits';
import { DEEP_QUERY, aliasedSearches } from '../hardening/corpus';

const schema = buildSchema(typeDefs);
const { validationRules, parseOptions } = graphqlLimits();

/** Parses and validates like Apollo Server does with our options; returns the error messages. */
function check(source: string): string[] {
  let doc: DocumentNode;
  try {
    doc = parse(source, parseOptions);
  } catch (err) {
    return [(err as Error).message];
  }
  return validate(schema, doc, [...specifiedRules, ...validationRules]).map((e) => e.message);
}

async function webDocuments(): Promise<Array<[string, string]>> {
  // A computed path: the web app is another project, read here only as data.
  const file = path.resolve(__dirname, '../../../web/src/__generated__/graphql.ts');
  const mod = (await import(file)) as Record<string, unknown>;
  return (
    Object.entries(mod)
      .filter(([name, v]) => name.endsWith('Document') && (v as DocumentNode)?.kind === 'Document')
      // As Apollo Client sends them: with __typename on every selection, which counts toward the cost.
      .map(([name, v]) => [name, print(addTypenameToDocument(v as DocumentNode))])
  );
}

describe('GraphQL limits', () => {
  it('accepts every document the web app sends', async () => {
    const docs = await webDocuments();
    expect(docs.length).toBeGreaterThan(20);
    const refused = docs.map(([name, src]) => [name, check(src)] as const).filter(([, e]) => e.length > 0);
    expect(refused).toEqual([]);
  });

  it('refuses the deep systems → diagnoses → system query with a message naming the limit', () => {
    const errors = check(DEEP_QUERY);
    expect(errors.join(' ')).toMatch(/too complex: it is nested more than 8 levels deep/);
  });

  it('refuses 200 aliased searches (the token limit stops it before parsing ends)', () => {
    expect(check(aliasedSearches(200)).join(' ')).toMatch(/more th\w+ 2000 tokens/);
  });

  it('refuses 11 aliased searches by the alias limit', () => {
    expect(check(aliasedSearches(11))).toEqual([expect.stringMatching(/more than 10 aliases/)]);
  });

  it('accepts a few aliases (hand-written clients)', () => {
    expect(check(aliasedSearches(3))).toEqual([]);
  });

  it('refuses a document with more tokens than allowed before validating it', () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
    expect(check(`{ ${fields} }`).join(' ')).toMatch(/more th\w+ 2000 tokens/);
  });

  it('refuses too many directives', () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxDirectives + 1 }, () => 'ping @include(if: true)');
    expect(check(`{ ${fields.join(' ')} }`)).toEqual([expect.stringMatching(/more than 20 directives/)]);
  });

  it('refuses a list inside a list of the same item type even when depth and cost are within limits', () => {
    const recursive =
      '{ systems(limit: 20) { diagnoses { system { diagnoses { system { diagnoses { id } } } } } } }';
    expect(check(recursive)).toEqual([expect.stringMatching(/a list inside a list of the same kind/)]);
    // The same through fragments and an inline fragment.
    const viaFragments =
      'query { systems { ...S } } fragment S on System { diagnoses { ... on Diagnosis { system { ...T } } } } fragment T on System { diagnoses { id } }';
    expect(check(viaFragments)).toContainEqual(
      expect.stringMatching(/a list inside a list of the same kind/),
    );
    expect(check('{ categories { diagnoses { system { id name } } } }')).toEqual([]);
  });

  it('refuses more than three lists nested inside each other, and accepts three without a cycle', () => {
    const low = graphqlLimits({ maxListNesting: 1 });
    const doc = parse('{ categories { diagnoses { id } } }');
    const errors = validate(schema, doc, [...specifiedRules, ...low.validationRules]).map((e) => e.message);
    expect(errors).toEqual([expect.stringMatching(/nests more than 1 lists inside each other/)]);
    expect(check('{ categories { diagnoses { id } } }')).toEqual([]);
  });

  it('refuses a query above the cost limit (shown with a lower limit: the other limits bind first at 500)', () => {
    const low = graphqlLimits({ maxCost: 10 });
    const doc = parse(
      '{ categories { id name diagnoses { id slug name active common system { id name } } } }',
    );
    const errors = validate(schema, doc, [...specifiedRules, ...low.validationRules]).map((e) => e.message);
    expect(errors).toEqual([expect.stringMatching(/its cost is above the limit of 10/)]);
    expect(check(print(doc))).toEqual([]);
  });
});
