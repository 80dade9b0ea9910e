/**
 * Each request's id and logger, and one line when it ends: what pino-http did here, without its cost on
 * requests whose line is not written (issue 42). pino-http made a child logger for every request (its
 * bindings serialized on the spot) and its end-of-request line object, although at `LOG_LEVEL=warn` (the
 * production default) a successful request writes nothing: ~3-4 % of a search's CPU in bench:search-cpu's
 * profile. Here `req.log` is made on first use (an error, a warning from a handler), and the end line is
 * built only when its level is written.
 *
 * The line keeps pino-http's shape, so log tooling reads it alike: `{ req: { id, method, url }, res:
 * { statusCode }, responseTime }`, "request completed" (or "request errored" from 500), at info below 400,
 * warn from 400, error from 500. The URL is the redacted one (`safeUrl`): no keys or e-mail addresses.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, Level } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id: the caller's `x-request-id` when well-formed, else a new UUID. */
    id: string;
    /** A logger bound to the request (`{ req: { id, method, url } }`), made on first use. */
    log: Logger;
  }
}

const ID = /^[\w-]{1,64}$/;

export interface RequestLogOptions {
  /** Paths whose answers are never logged (the health checks, asked every few seconds). */
  quiet: readonly string[];
  /** The URL as it may be written down (keys and addresses redacted). */
  safeUrl: (url: string) => string;
}

function levelOf(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/** What the request's logger is made of, kept on the request (and its answer) under a symbol. */
interface LogState {
  readonly log: Logger;
  readonly id: string;
  readonly method: string | undefined;
  /** The original URL: routers rewrite req.url while the request passes through them. */
  readonly url: string;
  readonly safeUrl: (url: string) => string;
  readonly quiet: readonly string[];
  readonly started: number;
  child?: Logger;
}

const STATE = Symbol('request log');

type Logged<T> = T & { [STATE]?: LogState };

/**
 * `req.log`: one getter for every request, so all requests keep one shape. A getter made per request (a
 * closure) gave each request an object shape of its own, and every middleware after it read the request's
 * properties the slow way: ~25-40 µs of CPU a request, a tenth of a search
 * (docs/benchmarks/api-per-request.md).
 */
function requestLogger(this: Logged<IncomingMessage>): Logger | undefined {
  const s = this[STATE];
  if (!s) return undefined;
  return (s.child ??= s.log.child({ req: { id: s.id, method: s.method, url: s.safeUrl(s.url) } }));
}

/** The end line, when its level is written; `this` is the answer. */
function logEnd(this: Logged<ServerResponse>): void {
  const s = this[STATE];
  if (!s) return;
  const level = levelOf(this.statusCode);
  if (s.quiet.includes(s.url) || !s.log.isLevelEnabled(level)) return;
  s.log[level](
    {
      req: { id: s.id, method: s.method, url: s.safeUrl(s.url) },
      res: { statusCode: this.statusCode },
      responseTime: Math.round(performance.now() - s.started),
    },
    level === 'error' ? 'request errored' : 'request completed',
  );
}

export function requestLog(log: Logger, { quiet, safeUrl }: RequestLogOptions) {
  return (req: Logged<IncomingMessage>, res: Logged<ServerResponse>, next: () => void) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    const state: LogState = { log, id, method: req.method, url: req.url ?? '', safeUrl, quiet, started };
    req[STATE] = state;
    res[STATE] = state;
    Object.defineProperty(req, 'log', { configurable: true, enumerable: false, get: requestLogger });
    res.on('finish', logEnd);
    next();
  };
}
