/**
 * What a request may change, decided once for the CSRF guards (csrf.ts) and the session cache
 * (session.ts): the methods that only read, and for GraphQL which documents mutate, count toward the free
 * allowance (COUNTED_QUERY_FIELDS: the one list of them) or cannot be read here (persisted queries).
 */
import type { Request } from 'express';
import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types';

/** Methods that change nothing (no token needed; a cached session serves them). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The GraphQL query fields that count toward the free allowance (see schema.graphql): their resolvers
 * call the pricing service's counted search and detail opening. Typed against the schema's Query fields,
 * so a renamed field cannot silently drop out of the list.
 */
const COUNTED: readonly (keyof QueryResolvers)[] = ['searchProviders', 'provider'];
export const COUNTED_QUERY_FIELDS: ReadonlySet<string> = new Set(COUNTED);

/** REST paths that only read (searches and lookups), answered with a cached session like GET. */
const READ_ONLY_POSTS = /^\/api\/(crud|json\/crud)\/(search|select|get)\//;

/**
 * Whether a request may use a cached session: it changes nothing of value. GET and HEAD; GraphQL
 * requests whose operations are all queries (the counted map search and detail opening included: they
 * write counters, never the session or the account); the REST shim's searches and lookups. Everything
 * else (mutations, persisted queries whose text is unknown, log-in, log-out, saves) reads the row.
 */
export function cacheableRequest(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  if (req.method !== 'POST') return false;
  const url = req.originalUrl;
  if (url === '/graphql' || url.startsWith('/graphql?')) {
    const bodies: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    return bodies.every((b) => {
      const need = tokenNeed(b);
      return need === null || need === 'counted';
    });
  }
  return READ_ONLY_POSTS.test(url);
}

export type TokenNeed = 'mutation' | 'counted' | 'persisted' | null;

/** Why a GraphQL request body needs the token, or null; unparsable documents are left to Apollo to refuse. */
export function tokenNeed(body: unknown): TokenNeed {
  const { query, operationName, extensions } = (body ?? {}) as {
    query?: unknown;
    operationName?: unknown;
    extensions?: unknown;
  };
  // No query text but extensions (an APQ hash): the stored document may be a mutation. Without either,
  // Apollo refuses the request itself.
  if (typeof query !== 'string' || query.trim() === '')
    return extensions !== undefined && extensions !== null && extensions !== '' ? 'persisted' : null;
  // The answer depends only on the text and the operation name: the site's few documents are parsed once.
  // Remembered by text, then by name, never under one joined string: a name and a text that run into each
  // other ("A\nmutation" + "B" against "A" + "mutation\nB") must not share an answer (issue 24).
  const name = typeof operationName === 'string' ? operationName : '';
  const byName = query.length <= MEMO_MAX_QUERY ? needMemo.get(query) : undefined;
  const known = byName?.get(name);
  if (known !== undefined) return known;
  const need = parsedTokenNeed(query, operationName);
  if (query.length <= MEMO_MAX_QUERY && name.length <= MEMO_MAX_NAME) {
    if (byName) {
      if (byName.size < MEMO_NAMES) byName.set(name, need);
    } else {
      if (needMemo.size >= MEMO_ENTRIES) needMemo.clear();
      needMemo.set(query, new Map([[name, need]]));
    }
  }
  return need;
}

/** Documents remembered by tokenNeed (a bound, not a working set: the web app sends a few dozen). */
const MEMO_ENTRIES = 500;
const MEMO_MAX_QUERY = 20_000;
/** Operation names remembered per document (a document has a handful; the rest are parsed each time). */
const MEMO_NAMES = 8;
const MEMO_MAX_NAME = 200;
const needMemo = new Map<string, Map<string, TokenNeed>>();

function parsedTokenNeed(query: string, operationName: unknown): TokenNeed {
  let doc;
  try {
    doc = parse(query, { noLocation: true });
  } catch {
    return null;
  }
  const ops = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const chosen =
    typeof operationName === 'string' && operationName
      ? ops.filter((o) => o.name?.value === operationName)
      : ops;
  if (chosen.some((o) => o.operation !== 'query')) return 'mutation';
  return chosen.some((o) => selectsCounted(o.selectionSet, fragments, new Set())) ? 'counted' : null;
}

/** Whether a top-level selection (through fragments and inline fragments) names a counted field. */
function selectsCounted(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return COUNTED_QUERY_FIELDS.has(s.name.value);
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsCounted(s.selectionSet, fragments, seen);
    const name = s.name.value;
    const f = fragments.get(name);
    if (!f || seen.has(name)) return false;
    seen.add(name);
    return selectsCounted(f.selectionSet, fragments, seen);
  });
}
