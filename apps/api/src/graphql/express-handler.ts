/**
 * Apollo Server as Express middleware: the request handed to Apollo, and its answer written back.
 *
 * This is what `expressMiddleware` of @as-integrations/express5 does (same steps, same answers), with
 * two costs removed that a profile of the long-tail map search found on every request (bench:search-cpu
 * with --cpu-prof, Node 24, 2026-11-27):
 * - the integration finds the query string with the legacy `url.parse(req.url)`, which took 34 µs of a
 *   search's ~680 µs; here it is the text after the first `?`, which is all Apollo reads (GET queries);
 * - Apollo hashes every operation's text (SHA-256, the key of its parsed-document cache) through
 *   @apollo/utils.createhash, which looks node's crypto up with `module.require('crypto')` on every
 *   call. Under tsx (how `npm start` runs the API) each of those goes through the loader's resolve hooks:
 *   about 50 µs a search. The helper is handed node's own `createHash` once (`useDirectQueryHash`); the
 *   digest is the same function's. And the same text is hashed once: the app sends a handful of operations
 *   thousands of times, and hashing a 1.5 kB query each time cost ~12 µs a search (recentDigests).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

/** The query string of a request URL, with its `?` ('' when there is none), as `url.parse` gives it. */
export function searchOf(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const hash = url.indexOf('#', q);
  return hash < 0 ? url.slice(q) : url.slice(q, hash);
}

interface HashHelper {
  createHash: (kind: string) => { update(text: string): { digest(encoding: 'hex'): string } };
}

/** Apollo's own copy of the hash helper (the module its request pipeline calls). */
export function apolloHashHelper(): HashHelper {
  const fromApollo = createRequire(require.resolve('@apollo/server'));
  return fromApollo('@apollo/utils.createhash') as HashHelper;
}

/** The longest text whose digest is kept, and how many are kept (a full set is emptied and refilled). */
const KEPT_TEXT_CHARS = 16_384;
const KEPT_DIGESTS = 512;

/**
 * SHA-256 hex digests of recent texts: a digest is a function of its text, so a kept one is the answer
 * node's crypto would give. Apollo hashes each operation's text (`update(text).digest('hex')`).
 */
export function recentDigests(): HashHelper['createHash'] {
  const kept = new Map<string, string>();
  return (kind) => {
    if (kind !== 'sha256') return createHash(kind);
    return {
      update(text: string) {
        return {
          digest(encoding: 'hex') {
            const known = encoding === 'hex' ? kept.get(text) : undefined;
            if (known !== undefined) return known;
            const digest = createHash('sha256').update(text).digest(encoding);
            if (encoding === 'hex' && text.length <= KEPT_TEXT_CHARS) {
              if (kept.size >= KEPT_DIGESTS) kept.clear();
              kept.set(text, digest);
            }
            return digest;
          },
        };
      },
    };
  };
}

/** Points Apollo's hash helper at node's crypto, looked up once, with the recent digests kept. */
export function useDirectQueryHash(): void {
  apolloHashHelper().createHash = recentDigests();
}

export function apolloExpressHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloExpressHandler()');
  useDirectQueryHash();
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const key in req.headers) {
        const value = req.headers[key];
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const answer = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: searchOf(req.url),
          body: req.body,
        },
        // Bound rather than an arrow: under tsx every function expression with an inferred name is passed
        // through esbuild's __name, which redefines the function's name: 3 µs a request in a profile.
        context: context.bind(null, { req, res }),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status || 200;
      if (answer.body.kind === 'complete') {
        res.send(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) {
        res.write(chunk);
        const flush = (res as Response & { flush?: () => void }).flush;
        if (typeof flush === 'function') flush.call(res);
      }
      res.end();
    } catch (err) {
      next(err);
    }
  };
}
