/**
 * Limits on the shape of a GraphQL document, checked before anything runs: one anonymous request must
 * not be able to hold the event loop or the connection pool (issue 9). graphql-armor supplies the rules;
 * the numbers are tuned so that every document the web app sends passes with room to spare
 * (limits.spec.ts runs all of them through these rules).
 *
 * A refused document is a validation error: HTTP 400 with code GRAPHQL_VALIDATION_FAILED (or
 * GRAPHQL_PARSE_FAILED for the token limit) and a message that names the limit.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { GraphQLError, type ParseOptions, type ValidationContext } from 'graphql';
import { maxListNestingRule } from './list-nesting';

export const GRAPHQL_LIMITS = {
  /** Nesting of selections as graphql-armor counts it. The web app's deepest document (MapSearch) is 7. */
  maxDepth: 8,
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level. The web app's costliest (MapSearch) is 184. */
  maxCost: 500,
  /** Aliases per operation: the web app uses none; a few leave room for hand-written clients. */
  maxAliases: 10,
  /** Directives per operation (@include/@skip). */
  maxDirectives: 20,
  /** Lexical tokens per document: bounds parse time and memory before any rule runs. */
  maxTokens: 2000,
  /** Lists nested inside lists (list-nesting.ts), besides the rule against a list inside a list of the same item type: a page of visits, their bills and the bills' files is three. */
  maxListNesting: 3,
} as const;

type Limits = { -readonly [K in keyof typeof GRAPHQL_LIMITS]: number };

/** Reports armor's refusal as a plain validation error (armor prefixes "Syntax Error: ", which it is not). */
const report = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, err: GraphQLError) =>
      ctx?.reportError(new GraphQLError(err.message.replace(/^Syntax Error: /, ''))),
  ],
};

function armorConfig(limits: Limits): GraphQLArmorConfig {
  // Our own messages (exposeLimits: false) so each names the limit in words a client author can act on.
  const message = (what: string) => `This query is too complex: ${what}. Ask for fewer fields or split it.`;
  return {
    // flattenFragments: a fragment spread counts as its fields where it is spread, not as one more level
    // (and its cost once per spread), so a colocated fragment costs what the same fields written inline do.
    maxDepth: {
      ...report,
      flattenFragments: true,
      n: limits.maxDepth,
      exposeLimits: false,
      errorMessage: message(`it is nested more than ${limits.maxDepth} levels deep`),
    },
    costLimit: {
      ...report,
      flattenFragments: true,
      maxCost: limits.maxCost,
      exposeLimits: false,
      errorMessage: message(`its cost is above the limit of ${limits.maxCost}`),
    },
    maxAliases: {
      ...report,
      n: limits.maxAliases,
      exposeLimits: false,
      errorMessage: message(`it uses more than ${limits.maxAliases} aliases`),
    },
    maxDirectives: {
      ...report,
      n: limits.maxDirectives,
      exposeLimits: false,
      errorMessage: message(`it uses more than ${limits.maxDirectives} directives`),
    },
    // The token limit is enforced by graphql-js's own parser (parseOptions below): armor's Apollo plugin
    // throws from parsingDidStart, which Apollo Server 5 answers with a 500.
    maxTokens: { enabled: false },
    // Field suggestions ("Did you mean …") stay: the schema is public and they help people writing queries.
    blockFieldSuggestion: { enabled: false },
  };
}

export interface GraphQLLimitOptions {
  validationRules: NonNullable<ReturnType<ApolloArmor['protect']>['validationRules']>;
  parseOptions: ParseOptions;
}

/** Validation rules and parse options for ApolloServer (and for tests that validate documents directly). */
export function graphqlLimits(overrides: Partial<Limits> = {}): GraphQLLimitOptions {
  const limits: Limits = { ...GRAPHQL_LIMITS, ...overrides };
  const { validationRules } = new ApolloArmor(armorConfig(limits)).protect();
  const lists = maxListNestingRule(
    limits.maxListNesting,
    `This query is too complex: it nests more than ${limits.maxListNesting} lists inside each other. Ask for fewer fields or split it.`,
    'This query is too complex: it asks for a list inside a list of the same kind of item (for example diagnoses within diagnoses). Ask for fewer fields or split it.',
  );
  return {
    validationRules: [...(validationRules ?? []), lists],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}
