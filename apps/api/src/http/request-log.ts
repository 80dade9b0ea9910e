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

export function requestLog(log: Logger, { quiet, safeUrl }: RequestLogOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    const bindings = () => ({ id, method: req.method, url: safeUrl(req.url ?? '') });
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= log.child({ req: bindings() })),
    });
    // The original URL: routers rewrite req.url while the request passes through them.
    const url = req.url ?? '';
    res.on('finish', () => {
      const level = levelOf(res.statusCode);
      if (quiet.includes(url) || !log.isLevelEnabled(level)) return;
      log[level](
        {
          req: { id, method: req.method, url: safeUrl(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        level === 'error' ? 'request errored' : 'request completed',
      );
    });
    next();
  };
}
