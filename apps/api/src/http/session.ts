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
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { DomainError } from '@fp/domain';

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
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** The forgery-protection token for this session (creates the session when needed). */
  csrfToken(): string;
  /** New session id (at login and logout), keeping the data unless `clear`. */
  regenerate(opts?: { userId?: string | null; clear?: boolean }): void;
  /** Values, without internal keys. */
  values(): Record<string, unknown>;
}

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');
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
    this.data.csrf = randomBytes(24).toString('base64url');
    if (opts.userId === null) delete this.data.userId;
    else if (opts.userId) this.data.userId = opts.userId;
    this.dirty = true;
  }
  values() {
    const { csrf: _csrf, userId: _userId, ...rest } = this.data;
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

export interface SessionOptions {
  secure: boolean;
}

export function sessionMiddleware(db: DataSource, opts: SessionOptions): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const sid = readCookie(req, SESSION_COOKIE);
      let session = new RequestSession(undefined, {});
      if (sid && /^[A-Za-z0-9_-]{20,100}$/.test(sid)) {
        const rows: { data: SessionData }[] = await db.query(
          'SELECT data FROM session WHERE sid = $1 AND expires_at > now()',
          [hashId(sid)],
        );
        if (rows[0]) session = new RequestSession(sid, rows[0].data ?? {});
      }
      req.session = session;

      // Persist before the response goes out, so the next request sees the change.
      const originalEnd = res.end.bind(res) as (...args: unknown[]) => Response;
      let saving = false;
      res.end = ((...args: unknown[]) => {
        if (!session.dirty || saving) return originalEnd(...args);
        saving = true;
        void persist(db, session, res, opts)
          .catch((err) => req.log?.error({ err }, 'session save failed'))
          .finally(() => originalEnd(...args));
        return res;
      }) as Response['end'];
      next();
    } catch (err) {
      next(err);
    }
  };
}

async function persist(db: DataSource, s: RequestSession, res: Response, opts: SessionOptions) {
  if (s.oldHash) await db.query('DELETE FROM session WHERE sid = $1', [s.oldHash]);
  const isNew = !s.id;
  if (!s.id) s.id = newId();
  await db.query(
    `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '${IDLE_DAYS} days')
     ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
    [hashId(s.id), JSON.stringify(s.data), s.data.userId ?? null],
  );
  if (isNew && !res.headersSent) {
    res.append(
      'Set-Cookie',
      `${SESSION_COOKIE}=${s.id}; Path=/; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`,
    );
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a request whose x-csrf-token header does not match the session's token, whatever its method. */
export const requireCsrfHeader: RequestHandler = (req, _res, next) => {
  const expected = req.session?.get<string>('csrf');
  const given = req.get('x-csrf-token');
  if (
    expected &&
    given &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  ) {
    return next();
  }
  next(
    new DomainError(
      'FORBIDDEN',
      'This request is missing its security token. Reload the page and try again.',
    ),
  );
};

/** Refuses a state-changing request (not GET, HEAD or OPTIONS) without the session's token. */
export function csrfGuard(): RequestHandler {
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : requireCsrfHeader(req, res, next));
}

/**
 * GraphQL: mutations need the session's token. Queries are read-only and already safe from cross-site use:
 * Apollo Server's CSRF prevention refuses "simple" requests, and a JSON POST from another site needs a
 * CORS preflight this server never grants. So `POST /graphql {"query":"{ __typename }"}` works from curl.
 */
export function graphqlCsrfGuard(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const bodies: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    return bodies.some(isMutation) ? requireCsrfHeader(req, res, next) : next();
  };
}

/** Whether a GraphQL request body runs a mutation; unparsable documents are left to Apollo to refuse. */
function isMutation(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  let doc;
  try {
    doc = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const ops = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const chosen =
    typeof operationName === 'string' && operationName
      ? ops.filter((o) => o.name?.value === operationName)
      : ops;
  return chosen.some((o) => o.operation !== 'query');
}

/** Deletes expired sessions; called periodically by the server. */
export async function pruneSessions(db: DataSource): Promise<number> {
  const res = await db.query('DELETE FROM session WHERE expires_at <= now()');
  return Array.isArray(res) ? Number(res[1] ?? 0) : 0;
}
