/** The search requests bench:search and bench:search-cpu send: the map's GraphQL query, or the REST shim. */
import http from 'node:http';
import zlib from 'node:zlib';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
// The app's own generated document: the bench must send exactly what the map sends.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MapSearchDocument } from '../apps/web/src/__generated__/graphql';
import type { Search } from './bench-search-mix';

export type Transport = 'graphql' | 'rest';

/**
 * The map screen's list query, exactly as the app sends it (apps/web/src/routes/map: MapSearch with the
 * MapProviderItem fragment, printed from the generated document so the bench cannot drift from it), with
 * the `__typename` Apollo Client's cache adds to every selection set before the request goes out.
 */
export const SEARCH_QUERY = print(addTypenameToDocument(MapSearchDocument));

export const SEARCH_PATHS: Record<Transport, string> = {
  graphql: '/graphql',
  rest: '/api/crud/search/provider/1000/1',
};

/** One search's body: the map's GraphQL query, or the REST shim with the older body. */
export function searchBody(transport: Transport, c: Search): string {
  if (transport === 'graphql') {
    const input = { diagnosisId: c.diagnosisId, lat: c.lat, lng: c.lng };
    return JSON.stringify({ query: SEARCH_QUERY, variables: { input } });
  }
  return JSON.stringify({
    diagnosis: c.diagnosisId,
    geo: { field: 'location', distance: '75km', value: `${c.lat},${c.lng}` },
  });
}

/**
 * The Accept-Encoding the API phases send (BENCH_ACCEPT_ENCODING): none by default, as every earlier
 * figure was measured; `browser` is what Chromium sends with every request (so the API compresses its
 * answers, as it does for every visitor); any other value is sent as it is.
 */
export function acceptEncoding(value = process.env.BENCH_ACCEPT_ENCODING): string | undefined {
  if (!value) return undefined;
  return value === 'browser' ? 'gzip, deflate, br, zstd' : value;
}

/** The head of a search request for one signed-in pass holder, with the chosen Accept-Encoding. */
export function searchHeaders(session: { cookie: string; csrf: string }): Record<string, string> {
  const encoding = acceptEncoding();
  return {
    'content-type': 'application/json',
    cookie: session.cookie,
    'x-csrf-token': session.csrf,
    ...(encoding ? { 'accept-encoding': encoding } : {}),
  };
}

/**
 * Whether an answer autocannon read is an error: not 200, or GraphQL errors in its text. A compressed
 * answer's text cannot be read here (autocannon keeps the bytes as UTF-8 text), so only its status
 * counts; `checkCompressedAnswers` reads a sample of them in full before the timed phases.
 */
export function isErrorAnswer(
  status: number,
  body: string,
  headers: Record<string, string | string[] | undefined> | undefined,
): boolean {
  if (status !== 200) return true;
  const encoding = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
  const compressed = encoding !== undefined && encoding !== 'identity';
  return !compressed && body.includes('"errors"');
}

/**
 * With an Accept-Encoding set: `count` searches of the mix sent one by one with it, each answer read in
 * full (fetch decompresses it) and refused when it is not 200, not JSON or carries GraphQL errors, so the
 * timed phases, which can only read compressed answers' statuses, start from answers known to be right.
 * Returns how many answers came compressed and their mean size on the wire against the mean text.
 */
async function checkCompressedAnswers(
  baseUrl: string,
  transport: Transport,
  session: { cookie: string; csrf: string },
  searches: readonly Search[],
): Promise<string> {
  const encoding = acceptEncoding();
  if (!encoding) return 'no Accept-Encoding sent';
  let compressed = 0;
  let wire = 0;
  let text = 0;
  for (const s of searches) {
    // Through node:http, not fetch: fetch would decompress out of sight, and the size on the wire is wanted.
    const res = await rawPost(
      `${baseUrl}${SEARCH_PATHS[transport]}`,
      searchHeaders(session),
      searchBody(transport, s),
    );
    const body = decode(res.body, res.encoding);
    if (res.status !== 200) throw new Error(`${transport} answered ${res.status}: ${body.slice(0, 300)}`);
    const parsed = JSON.parse(body) as { errors?: unknown };
    if (parsed.errors) throw new Error(`${transport} answered errors: ${body.slice(0, 300)}`);
    if (res.encoding && res.encoding !== 'identity') compressed++;
    wire += res.body.length;
    text += Buffer.byteLength(body);
  }
  const n = searches.length;
  return `${compressed} of ${n} answers compressed (${encoding}); mean ${Math.round(wire / n)} bytes on the wire for ${Math.round(text / n)} of JSON`;
}

/** checkCompressedAnswers for each transport, one line each through `log`; nothing without an Accept-Encoding. */
export async function logCompressedChecks(
  baseUrl: string,
  transports: readonly Transport[],
  session: { cookie: string; csrf: string },
  searches: readonly Search[],
  log: (line: string) => void,
): Promise<void> {
  if (!acceptEncoding()) return;
  for (const t of transports) log(`  ${t}: ${await checkCompressedAnswers(baseUrl, t, session, searches)}`);
}

function rawPost(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  if (encoding === 'zstd') {
    const z = zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer };
    if (!z.zstdDecompressSync) throw new Error('a zstd answer, and this Node cannot read zstd');
    return z.zstdDecompressSync(body).toString('utf8');
  }
  return body.toString('utf8');
}
