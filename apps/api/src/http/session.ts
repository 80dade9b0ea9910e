/**
 * Server-side sessions stored in PostgreSQL (table `session`). The cookie holds a random id; the table
 * holds only its SHA-256, so a leaked table cannot be replayed as cookies. A session row is written only
 * when something is stored in it, so anonymous page views cost no writes.
 *
 * The cookie has no expiry (spec part 1 §9: cookies last for the browser session unless days are given),
 * which is also the safer choice on shared computers; the server forgets an idle session after 30 days.
 *
 * Cross-site request forgery: every session carries a random token, checked by csrf.ts.
 *
 * A session that changed is saved before the response goes out; when the save fails the response becomes
 * a 503 asking to try again (never a 200 whose session was silently lost).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { NotifiedCache } from '@fp/db';
import { spanishErrorMessage } from '@fp/domain';
import { requestLanguage } from './page-language';
import { cacheableRequest } from './request-kinds';

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
   * Sessions kept in memory between requests, keyed by the row's id (on only while the table's change
   * notices are heard: @fp/db NotifiedCache and openChangeFeed).
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
  const message =
    (requestLanguage(req) === 'es' && spanishErrorMessage(SESSION_SAVE_FAILED_MESSAGE)) ||
    SESSION_SAVE_FAILED_MESSAGE;
  const body = graphql
    ? { errors: [{ message, extensions: { code: 'UNAVAILABLE' } }] }
    : { error: true, code: 'UNAVAILABLE', message };
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
