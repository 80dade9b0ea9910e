/**
 * Server-side sessions stored in PostgreSQL (table `session`). The cookie holds a random id; the table
 * holds only its SHA-256, so a leaked table cannot be replayed as cookies. A session row is written only
 * when something is stored in it, so anonymous page views cost no writes.
 *
 * The cookie has no expiry (spec part 1 §9: cookies last for the browser session unless days are given),
 * which is also the safer choice on shared computers; the server forgets an idle session after 30 days.
 *
 * Cross-site request forgery: every session carries a random token. State-changing requests must echo
 * it in the `x-csrf-token` header (see csrfGuard); cookies are SameSite=Lax and httpOnly besides.
 *
 * A session that changed is saved before the response goes out; when the save fails the response becomes
 * a 503 asking to try again (never a 200 whose session was silently lost).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { UsageCounters } from '@fp/accounts';
import { DomainError } from '@fp/domain';
import type { NotifiedCache } from '@fp/db';

export const SESSION_COOKIE = 'fp_sid';
const IDLE_DAYS = 30;

export interface SessionData {
  csrf?: string;
  userId?: string;
  [key: string]: unknown;
}

export interface Session {
  /** The user signed in on this session, if any. */
  readonly userId: string | undefined;
  /**
   * A stable key of the stored session for its counters (not the cookie value, nor the row's id);
   * undefined when the request came without a valid session cookie.
   */
  readonly key: string | undefined;
  /**
   * The stored row's id (the SHA-256 of the cookie value), to tell this session from the account's
   * others; undefined until the session is stored. Never sent to a browser.
   */
  readonly storedId: string | undefined;
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** The forgery-protection token for this session (creates the session when needed). */
  csrfToken(): string;
  /** New session id (at login and logout), keeping the data unless `clear`. */
  regenerate(opts?: { userId?: string | null; clear?: boolean }): void;
  /** Values, without internal keys (token, user, checkout binding). */
  values(): Record<string, unknown>;
}

/** Server-only values (the token, the user, the checkout binding of @fp/payments): never listed to clients. */
const INTERNAL_KEYS = ['csrf', 'userId', 'buyer_nonce'];

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');
const counterKey = (sid: string) => createHash('sha256').update(`count|${sid}`).digest('base64url');
const newId = () => randomBytes(32).toString('base64url');

class RequestSession implements Session {
  dirty = false;
  oldHash?: string;
  constructor(
    public id: string | undefined,
    public data: SessionData,
  ) {}

  get userId() {
    return this.data.userId;
  }
  get key() {
    return this.id ? counterKey(this.id) : undefined;
  }
  get storedId() {
    return this.id ? hashId(this.id) : undefined;
  }
  get<T>(key: string) {
    return this.data[key] as T | undefined;
  }
  set(key: string, value: unknown) {
    this.data[key] = value;
    this.dirty = true;
  }
  remove(key: string) {
    if (key in this.data) {
      delete this.data[key];
      this.dirty = true;
    }
  }
  csrfToken() {
    if (!this.data.csrf) this.set('csrf', randomBytes(24).toString('base64url'));
    return this.data.csrf as string;
  }
  regenerate(opts: { userId?: string | null; clear?: boolean } = {}) {
    if (this.id) this.oldHash = hashId(this.id);
    this.id = undefined;
    if (opts.clear) this.data = {};
    // A password typed at sign-up (libs/accounts) waits for its activation link in this browser only
    // until someone signs in or out here: a shared browser must not set it for the next person's link.
    delete this.data.pending_password;
    this.data.csrf = randomBytes(24).toString('base64url');
    if (opts.userId === null) delete this.data.userId;
    else if (opts.userId) this.data.userId = opts.userId;
    this.dirty = true;
  }
  values() {
    const rest: Record<string, unknown> = { ...this.data };
    for (const key of INTERNAL_KEYS) delete rest[key];
    return rest;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    session: Session;
  }
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export type SessionCache = NotifiedCache<SessionData>;

export interface SessionOptions {
  secure: boolean;
  /**
   * Sessions kept in memory between requests, keyed by the row's id (on only with PostgreSQL, while its
   * change notices are heard: @fp/db NotifiedCache and openChangeFeed).
   */
  cache?: SessionCache | null;
  /**
   * Waits until this process has heard its own change notices (@fp/db ChangeFeed.sync). Awaited before
   * the response of every request that may change something (one not answered from the cache), so that
   * the browser's next request sees what this one changed: "sign out everywhere", a password change,
   * a pass bought.
   */
  sync?: (() => Promise<void>) | null;
}

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

export function sessionMiddleware(db: DataSource, opts: SessionOptions): RequestHandler {
  const cache = opts.cache ?? null;
  const sync = cache ? (opts.sync ?? null) : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const sid = readCookie(req, SESSION_COOKIE);
      const cacheable = cache !== null && cacheableRequest(req);
      let session = new RequestSession(undefined, {});
      if (sid && /^[A-Za-z0-9_-]{20,100}$/.test(sid)) {
        const hashed = hashId(sid);
        const cached = cacheable ? cache?.get(hashed) : undefined;
        if (cached) session = new RequestSession(sid, cached);
        else {
          const ticket = cache?.ticket();
          const rows: { data: SessionData; expires_at: Date }[] = await db.query(
            'SELECT data, expires_at FROM session WHERE sid = $1 AND expires_at > now()',
            [hashed],
          );
          const row = rows[0];
          if (row) {
            if (cache && ticket) cache.store(hashed, row.data ?? {}, ticket, row.expires_at);
            session = new RequestSession(sid, row.data ?? {});
          }
        }
      }
      req.session = session;

      // Persist before the response goes out, so the next request sees the change; a request that may
      // have changed something also waits until this process has heard its change notices.
      const mustSync = !cacheable && sync !== null;
      const originalEnd = res.end.bind(res) as (...args: unknown[]) => Response;
      let saving = false;
      res.end = ((...args: unknown[]) => {
        if ((!session.dirty && !mustSync) || saving) return originalEnd(...args);
        saving = true;
        const finish = async () => {
          if (session.dirty) await persist(db, session, res, opts, cache);
          if (mustSync) await sync();
        };
        finish().then(
          () => originalEnd(...args),
          (err: unknown) => {
            req.log?.error({ err }, 'session save failed');
            if (res.headersSent) return originalEnd(...args);
            originalEnd(saveFailedBody(req, res));
          },
        );
        return res;
      }) as Response['end'];
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const SESSION_SAVE_FAILED_MESSAGE =
  'We could not save your session just now, so nothing was changed. Please try again in a moment.';

/** Turns the prepared response into a 503 (JSON, or a GraphQL error body on /graphql). */
function saveFailedBody(req: Request, res: Response): string {
  const graphql = req.originalUrl.startsWith('/graphql');
  const body = graphql
    ? { errors: [{ message: SESSION_SAVE_FAILED_MESSAGE, extensions: { code: 'UNAVAILABLE' } }] }
    : { error: true, code: 'UNAVAILABLE', message: SESSION_SAVE_FAILED_MESSAGE };
  const text = JSON.stringify(body);
  for (const h of ['Set-Cookie', 'ETag', 'Content-Length', 'Content-Encoding', 'Last-Modified'])
    res.removeHeader(h);
  res.statusCode = 503;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', '1');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  return text;
}

async function persist(
  db: DataSource,
  s: RequestSession,
  res: Response,
  opts: SessionOptions,
  cache: SessionCache | null,
) {
  // This process forgets each row once written (a read that began before is then not kept either); the
  // others hear the table's notice (@fp/db change-feed.ts).
  if (s.oldHash) {
    await db.query('DELETE FROM session WHERE sid = $1', [s.oldHash]);
    cache?.forget(s.oldHash);
  }
  const isNew = !s.id;
  if (!s.id) s.id = newId();
  await db.query(
    `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '${IDLE_DAYS} days')
     ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
    [hashId(s.id), JSON.stringify(s.data), s.data.userId ?? null],
  );
  if (!isNew) cache?.forget(hashId(s.id));
  if (isNew && !res.headersSent) {
    res.append(
      'Set-Cookie',
      `${SESSION_COOKIE}=${s.id}; Path=/; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`,
    );
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MISSING_TOKEN_MESSAGE = 'This request is missing its security token. Reload the page and try again.';

/** The GraphQL query fields that count toward the free allowance (see schema.graphql). */
export const COUNTED_QUERY_FIELDS: ReadonlySet<string> = new Set(['searchProviders', 'provider']);

export const COUNTED_QUERY_MESSAGE =
  'searchProviders and provider count toward the free allowance, so like a mutation they need this ' +
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

type TokenNeed = 'mutation' | 'counted' | 'persisted' | null;

/** Why a GraphQL request body needs the token, or null; unparsable documents are left to Apollo to refuse. */
function tokenNeed(body: unknown): TokenNeed {
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

/** Deletes expired sessions and ended usage counters; called periodically by the server. */
export async function pruneSessions(db: DataSource): Promise<number> {
  const res = await db.query('DELETE FROM session WHERE expires_at <= now()');
  await new UsageCounters(db).prune();
  return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
}
