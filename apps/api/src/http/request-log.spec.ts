import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { requestLog } from './request-log';

/** A logger at `level` whose lines are collected, and how many child loggers were made of it. */
function collecting(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let children = 0;
  const child = log.child.bind(log);
  log.child = ((...args: Parameters<typeof log.child>) => {
    children++;
    return child(...args);
  }) as typeof log.child;
  return { log, lines, children: () => children };
}

function exchange(url: string, headers: Record<string, string> = {}) {
  const req = { url, method: 'GET', headers } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
  });
  return { req, res: res as unknown as ServerResponse & typeof res };
}

const safeUrl = (url: string) => url.replace(/key=[^&]+/, 'key=[redacted]');

describe('requestLog', () => {
  it('gives the request an id (the caller’s when well-formed) and answers it in x-request-id', () => {
    const { log } = collecting('warn');
    const use = requestLog(log, { quiet: [], safeUrl });
    const kept = exchange('/a', { 'x-request-id': 'abc-123' });
    use(kept.req, kept.res, () => {});
    expect(kept.req.id).toBe('abc-123');
    expect(kept.res.headers['x-request-id']).toBe('abc-123');
    const made = exchange('/a', { 'x-request-id': 'not ok; <script>' });
    use(made.req, made.res, () => {});
    expect(made.req.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('at warn, a successful request makes no child logger and writes nothing', () => {
    const { log, lines, children } = collecting('warn');
    const { req, res } = exchange('/graphql');
    requestLog(log, { quiet: [], safeUrl })(req, res, () => {});
    res.emit('finish');
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
  });

  it('writes a refused request at warn and a failed one at error, with the redacted URL and the time', () => {
    const { log, lines } = collecting('warn');
    const use = requestLog(log, { quiet: [], safeUrl });
    const refused = exchange('/account/access?key=secret');
    use(refused.req, refused.res, () => {});
    refused.res.statusCode = 404;
    refused.res.emit('finish');
    const failed = exchange('/graphql');
    use(failed.req, failed.res, () => {});
    failed.res.statusCode = 500;
    failed.res.emit('finish');
    expect(
      lines.map((l) => [
        l.level,
        l.msg,
        (l.req as { url: string }).url,
        (l.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      [40, 'request completed', '/account/access?key=[redacted]', 404],
      [50, 'request errored', '/graphql', 500],
    ]);
    expect(typeof lines[0].responseTime).toBe('number');
    expect((lines[0].req as { id: string }).id).toBe(refused.req.id);
  });

  it('at info writes every request but the quiet paths, whatever their status', () => {
    const { log, lines } = collecting('info');
    const use = requestLog(log, { quiet: ['/readyz'], safeUrl });
    for (const [url, status] of [
      ['/map', 200],
      ['/readyz', 503],
    ] as const) {
      const { req, res } = exchange(url);
      use(req, res, () => {});
      res.statusCode = status;
      res.emit('finish');
    }
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(['/map']);
  });

  it('req.log is a child bound to the request, made once on first use', () => {
    const { log, lines, children } = collecting('warn');
    const { req, res } = exchange('/upload?key=k1');
    requestLog(log, { quiet: [], safeUrl })(req, res, () => {});
    req.log.warn('something to know');
    req.log.warn('and again');
    expect(children()).toBe(1);
    expect(lines[0]).toMatchObject({
      msg: 'something to know',
      req: { id: req.id, url: '/upload?key=[redacted]' },
    });
  });

  it('binds req.log to the URL the request came with, though a router rewrote req.url since', () => {
    const { log, lines } = collecting('warn');
    const { req, res } = exchange('/api/files/7?key=k2');
    requestLog(log, { quiet: [], safeUrl })(req, res, () => {});
    req.url = '/files/7?key=k2';
    req.log.warn('seen by a router');
    expect(lines[0]).toMatchObject({ req: { url: '/api/files/7?key=[redacted]' } });
  });

  it('gives every request the same req.log getter, so all requests keep one object shape', () => {
    const { log } = collecting('warn');
    const use = requestLog(log, { quiet: [], safeUrl });
    const getters = ['/a', '/b'].map((url) => {
      const { req, res } = exchange(url);
      use(req, res, () => {});
      return Object.getOwnPropertyDescriptor(req, 'log')?.get;
    });
    expect(getters[0]).toBeInstanceOf(Function);
    expect(getters[1]).toBe(getters[0]);
  });
});
