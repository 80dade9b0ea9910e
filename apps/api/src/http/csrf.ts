/**
 * Cross-site request forgery: every session carries a random token (Session.csrfToken). State-changing
 * requests must echo it in the `x-csrf-token` header; GraphQL requests that mutate, count toward the free
 * allowance or cannot be read (request-kinds.ts tokenNeed) likewise. Cookies are SameSite=Lax and
 * httpOnly besides.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { DomainError } from '@fp/domain';
import { COUNTED_QUERY_FIELDS, SAFE_METHODS, tokenNeed, type TokenNeed } from './request-kinds';

const MISSING_TOKEN_MESSAGE = 'This request is missing its security token. Reload the page and try again.';

export const COUNTED_QUERY_MESSAGE =
  `${[...COUNTED_QUERY_FIELDS].join(' and ')} count toward the free allowance, so like a mutation they need this ` +
  "session's security token: GET /api/csrf (keeping the session cookie) and send its csrfToken in the " +
  'x-csrf-token header.';

export const PERSISTED_QUERY_MESSAGE =
  "A request without query text (a persisted query) needs this session's security token: GET /api/csrf " +
  '(keeping the session cookie) and send its csrfToken in the x-csrf-token header.';

function tokenMatches(req: Request): boolean {
  const expected = req.session?.get<string>('csrf');
  const given = req.get('x-csrf-token');
  return Boolean(
    expected &&
    given &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected)),
  );
}

/** Refuses a request whose x-csrf-token header does not match the session's token, whatever its method. */
export const requireCsrfHeader: RequestHandler = (req, _res, next) => {
  if (tokenMatches(req)) return next();
  next(new DomainError('FORBIDDEN', MISSING_TOKEN_MESSAGE));
};

/** Refuses a state-changing request (not GET, HEAD or OPTIONS) without the session's token. */
export function csrfGuard(): RequestHandler {
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : requireCsrfHeader(req, res, next));
}

/**
 * GraphQL: what needs the session's token. Mutations; the queries that count toward the free allowance
 * (searchProviders, provider: a documented exception to "queries do not write", guarded like mutations);
 * and any request without query text (a persisted-query hash), whose document cannot be checked here.
 * Other queries are read-only and already safe from cross-site use: Apollo Server's CSRF prevention
 * refuses "simple" requests, and a JSON POST from another site needs a CORS preflight this server never
 * grants. So `POST /graphql {"query":"{ __typename }"}` works from curl. GET requests are checked the
 * same way as POSTs.
 */
export function graphqlCsrfGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS' || req.method === 'HEAD') return next();
    const bodies: unknown[] =
      req.method === 'GET' ? [req.query] : Array.isArray(req.body) ? req.body : [req.body];
    let need: TokenNeed = null;
    for (const b of bodies) need ??= tokenNeed(b);
    if (!need || tokenMatches(req)) return next();
    const message =
      need === 'counted'
        ? COUNTED_QUERY_MESSAGE
        : need === 'persisted'
          ? PERSISTED_QUERY_MESSAGE
          : MISSING_TOKEN_MESSAGE;
    next(new DomainError('FORBIDDEN', message));
  };
}
