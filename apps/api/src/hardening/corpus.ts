/**
 * The bad-input corpus (issue 9): requests an attacker or a broken client sends, across REST and GraphQL.
 * Used by bad-input.integration-spec.ts (0 answers may be 5xx) and by `npm run bench:corpus` against a
 * started server (memory before and after). Requests are plain data, sent with fetch by `runCorpus`.
 */

import { gql, type CorpusRequest } from './corpus-request';
import { issue24Corpus } from './corpus-issue24';

export type { CorpusRequest } from './corpus-request';

/** The query that once held /healthz for a minute and then ran the server out of heap. */
export const DEEP_QUERY =
  '{ systems(limit:20) { diagnoses { system { diagnoses { system { diagnoses { system { diagnoses { id } } } } } } } } }';

/** n aliased provider searches in one document (200 of them drained the connection pool). */
export function aliasedSearches(n: number): string {
  const one = (i: number) =>
    `s${i}: searchProviders(input: {diagnosisId: 1, lat: 30.27, lng: -97.74}) { count }`;
  return `{ ${Array.from({ length: n }, (_, i) => one(i)).join(' ')} }`;
}

const MB = 1024 * 1024;

/** Junk for path segments and query values (percent-encoded: the URL must survive fetch's normalising). */
const JUNK_SEGMENTS = [
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  'NaN',
  '%27%20OR%201%3D1%20--',
  '.*(a%2B)%2B%24',
  '%5B%5D%7B%7D()%7C%5E%24%5C',
  '%00',
  '%C0%AE%C0%AE',
  '%E0%A4%A',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(4000),
];

const GET_ROUTES = [
  '/api/crud/get/blog/:p/slug',
  '/api/crud/get/blog/:p',
  '/api/crud/select/:p',
  '/api/json/crud/select/:p',
  '/api/:p/search/:p',
  '/api/:p/search/:p/:p',
  '/api/crud/get/provider/:p',
  '/api/stripe/checkout/:p/:p',
  '/api/stripe/getCheckout/:p',
];

/** Routes without parameters, hit with junk in the query string. */
const GET_PLAIN_ROUTES = [
  '/api/csrf',
  '/api/version',
  '/api/config',
  '/api/crud/getSession/geo',
  '/api/dev/outbox',
  '/api/dev/outbox.json',
  '/api/stripe/plans',
];

/** POST routes with path parameters, hit with junk in them (and a plain JSON body). */
const POST_PARAM_ROUTES = [
  '/api/crud/search/blog/:p',
  '/api/crud/search/system/:p',
  '/api/crud/search/provider/:p/:p',
  '/api/stripe/test/complete/:p',
];

const GET_QUERY_ROUTES = [
  '/api/crud/search/blog?limit=',
  '/api/json/crud/select/diagnosis?q=',
  '/api/crud/get/provider/1?diagnosis=',
  '/api/auth/updateSub?charge_id=',
  '/api/auth/updateFree?key=',
  '/api/auth/getToken?x=',
  '/api/pixabay/search/heart?w=',
];

const POST_ROUTES = [
  '/api/crud/search/blog/10',
  '/api/crud/search/system/10',
  '/api/json/crud/query/diagnosis',
  '/api/crud/search/provider/10/1',
  '/api/crud/setSession/geo',
  '/api/auth/access',
  '/api/auth/access/login',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/resend',
  '/api/auth/reset',
  '/api/auth/set',
  '/api/auth/signup',
  '/api/auth/verify',
  '/api/bill/contact',
  '/api/json/crud/save/user',
  '/api/user/update',
  '/api/stripe/test/complete/junk',
];

/** JSON bodies of the wrong shape or type, plus text that is not JSON at all. */
const JUNK_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"query": '],
  ['JSON array', '[1,2,3]'],
  ['JSON string', '"just a string"'],
  ['JSON null', 'null'],
  [
    'wrong types',
    '{"email":123,"password":["a"],"query":{"$ne":1},"diagnosisId":"x","lat":"north","page":-1,"amount":1e308}',
  ],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['regex metacharacters', '{"query":".*(a+)+$[](){}|^\\\\","email":"a.*@(b+)+.com"}'],
  ['NUL in a value', '{"query":"pneu\\u0000monia","email":"a\\u0000@example.com","name":"\\u0000"}'],
  ['lone surrogate', '{"query":"a\\ud800b"}'],
  ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
];

function fill(route: string, value: string): string {
  return route.replace(/:p/g, value);
}

/** Every request of the corpus; sizes up to 10 MB are built here, so call it once. */
export function badInputCorpus(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  for (const route of GET_ROUTES)
    for (const seg of JUNK_SEGMENTS)
      out.push({ label: `GET ${route} junk`, method: 'GET', path: fill(route, seg) });
  for (const route of GET_QUERY_ROUTES)
    for (const seg of JUNK_SEGMENTS.slice(0, 8))
      out.push({ label: `GET ${route} junk`, method: 'GET', path: route + seg });
  for (const route of GET_PLAIN_ROUTES)
    for (const seg of JUNK_SEGMENTS.slice(0, 4))
      out.push({ label: `GET ${route} junk query`, method: 'GET', path: `${route}?q=${seg}&page=${seg}` });
  for (const route of POST_PARAM_ROUTES)
    for (const seg of JUNK_SEGMENTS)
      out.push({
        label: `POST ${route} junk`,
        method: 'POST',
        path: fill(route, seg),
        contentType: 'application/json',
        body: '{"diagnosisId":1,"lat":30.27,"lng":-97.74}',
      });
  for (const route of POST_ROUTES) {
    for (const [label, body] of JUNK_BODIES)
      out.push({
        label: `POST ${route} ${label}`,
        method: 'POST',
        path: route,
        contentType: 'application/json',
        body,
      });
    out.push({
      label: `POST ${route} urlencoded NUL`,
      method: 'POST',
      path: route,
      contentType: 'application/x-www-form-urlencoded',
      body: 'email=a%00b&password=%00&query=%00',
    });
  }
  for (const [amount, page] of [
    ['-1', '-1'],
    ['0', '0'],
    ['1000000', '1'],
    ['10', '99999999999'],
    ['1.5', '2'],
    ['1e3', '1'],
  ])
    out.push({
      label: `POST search provider amount=${amount} page=${page}`,
      method: 'POST',
      path: `/api/crud/search/provider/${amount}/${page}`,
      contentType: 'application/json',
      body: '{"diagnosisId":1,"lat":30.27,"lng":-97.74}',
    });
  for (const size of [1 * MB - 200, 2 * MB, 5 * MB, 10 * MB]) {
    const big = 'a'.repeat(size);
    out.push({
      label: `POST contact ${Math.round(size / MB)} MB string`,
      method: 'POST',
      path: '/api/bill/contact',
      contentType: 'application/json',
      body: JSON.stringify({ name: 'x', email: 'a@example.com', message: big }),
    });
    out.push({
      label: `POST diagnosis query ${Math.round(size / MB)} MB string`,
      method: 'POST',
      path: '/api/json/crud/query/diagnosis',
      contentType: 'application/json',
      body: JSON.stringify({ query: big }),
    });
    out.push({
      label: `GraphQL ${Math.round(size / MB)} MB variable`,
      method: 'POST',
      path: '/graphql',
      contentType: 'application/json',
      body: JSON.stringify({
        query: 'query Q($q: String!) { diagnoses(query: $q) { id } }',
        variables: { q: big },
      }),
    });
  }
  out.push(...graphqlCorpus(), ...issue24Corpus());
  return out;
}

function graphqlCorpus(): CorpusRequest[] {
  const search =
    'query S($input: ProviderSearchInput!) { searchProviders(input: $input) { count hits { id } } }';
  const base = { diagnosisId: 1, lat: 30.27, lng: -97.74 };
  const fragmentsLoop = 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
  return [
    gql('deep query', DEEP_QUERY),
    gql('200 aliases', aliasedSearches(200)),
    gql('11 aliases', aliasedSearches(11)),
    gql('10 aliases', aliasedSearches(10)),
    gql('fragment cycle', fragmentsLoop),
    gql('many directives', `{ ${Array.from({ length: 100 }, () => 'ping @include(if: true)').join(' ')} }`),
    gql('10,000 tokens', `{ ${Array.from({ length: 10000 }, () => '__typename').join(' ')} }`),
    gql('query is a number', 12345),
    gql('query is an object', { a: 1 }),
    gql('empty query', ''),
    gql('syntax error', '{ systems { id '),
    gql('unknown field', '{ nope }'),
    gql('diagnoses NUL', '{ diagnoses(query: "a\\u0000b") { id } }'),
    gql('diagnosis slug NUL variable', 'query Q($s: String!) { diagnosis(slug: $s) { id } }', {
      s: 'a\u0000',
    }),
    gql('category id NUL', '{ category(id: "\\u0000") { id } }'),
    gql('diagnoses regex', 'query Q($q: String!) { diagnoses(query: $q) { id } }', {
      q: '.*(a+)+$[](){}|^\\%_',
    }),
    gql('diagnosis slug traversal', 'query Q($s: String!) { diagnosis(slug: $s) { id } }', {
      s: '../../etc/passwd',
    }),
    gql('systems negative limit', '{ systems(limit: -1) { id } }'),
    gql('systems huge limit', '{ systems(limit: 2147483647) { id } }'),
    gql('systems limit overflow', '{ systems(limit: 99999999999) { id } }'),
    gql('search wrong types', search, { input: { diagnosisId: 'x', lat: 'north', lng: null } }),
    gql('search huge numbers', search, { input: { ...base, lat: 1e308, lng: -1e308, radiusKm: 1e308 } }),
    gql('search negative page', search, { input: { ...base, page: -1, limit: -5 } }),
    gql('search huge page', search, { input: { ...base, page: 2147483647, limit: 2147483647 } }),
    gql('search unknown input field', search, { input: { ...base, evil: true } }),
    gql('variables not an object', search, 'not an object'),
    gql('provider bad id', '{ provider(id: "../../../etc/passwd") { searchCount } }'),
    gql('not implemented bills', '{ bills { count } }'),
    gql('mutation without token', 'mutation { logOut }'),
    gql('introspection', '{ __schema { types { name fields { name } } } }'),
    {
      label: 'GraphQL batch of 100',
      method: 'POST',
      path: '/graphql',
      contentType: 'application/json',
      body: JSON.stringify(Array.from({ length: 100 }, () => ({ query: DEEP_QUERY }))),
    },
    {
      label: 'GraphQL malformed JSON',
      method: 'POST',
      path: '/graphql',
      contentType: 'application/json',
      body: '{"query": "{',
    },
    {
      label: 'GraphQL text/plain body',
      method: 'POST',
      path: '/graphql',
      contentType: 'text/plain',
      body: '{ ping }',
    },
    {
      label: 'GraphQL GET NUL',
      method: 'GET',
      path: '/graphql?query=%7B%20category(id%3A%20%22%00%22)%20%7B%20id%20%7D%20%7D',
    },
    { label: 'GraphQL GET deep', method: 'GET', path: `/graphql?query=${encodeURIComponent(DEEP_QUERY)}` },
    { label: 'GraphQL GET broken encoding', method: 'GET', path: '/graphql?query=%E0%A4%A' },
  ];
}

export interface CorpusResult {
  total: number;
  byStatus: Record<number, number>;
  /** Labels of requests answered 5xx (should be none), or that failed at the network level. */
  failures: string[];
}

/** A browser session for runCorpus: its cookie and forgery-protection token. */
interface CorpusSession {
  cookie: string;
  csrfToken: string;
}

async function newSession(baseUrl: string): Promise<CorpusSession> {
  const first = await fetch(`${baseUrl}/api/csrf`);
  const cookie = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/**
 * Sends the corpus to a running server, one request at a time, as one browser session: it first fetches
 * the forgery-protection token so POSTs reach their handlers instead of stopping at the token check.
 * Requests marked `signedIn` go from a second session that `signIn` (given its token) signs in; without
 * it they go anonymously (and mostly answer 401).
 */
export async function runCorpus(
  baseUrl: string,
  corpus: CorpusRequest[],
  opts: { signIn?: (csrfToken: string) => Promise<void> } = {},
): Promise<CorpusResult> {
  const anonymous = await newSession(baseUrl);
  let signedIn = anonymous;
  if (opts.signIn) {
    signedIn = await newSession(baseUrl);
    await opts.signIn(signedIn.csrfToken);
  }
  const result: CorpusResult = { total: 0, byStatus: {}, failures: [] };
  for (const r of corpus) {
    result.total++;
    const { cookie, csrfToken } = r.signedIn ? signedIn : anonymous;
    try {
      const res = await fetch(baseUrl + r.path, {
        method: r.method,
        headers: {
          cookie,
          ...(r.contentType ? { 'content-type': r.contentType } : {}),
          ...(r.method === 'POST' ? { 'x-csrf-token': csrfToken, 'apollo-require-preflight': 'true' } : {}),
        },
        body: r.body,
      });
      await res.arrayBuffer();
      result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1;
      if (res.status >= 500) result.failures.push(`${res.status} ${r.label}`);
    } catch (err) {
      result.failures.push(`network error ${r.label}: ${(err as Error).message}`);
    }
  }
  return result;
}
