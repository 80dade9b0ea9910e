/**
 * PostgreSQL LISTEN on a few channels over a dedicated connection (not one of the pool's, which come and
 * go), so that every API process hears what another one changed (sessions: session-cache.ts of the API).
 *
 * The listener says when it is connected and when not: a process may only trust what it cached while the
 * connection was up, because notifications sent while it was down are lost. It reconnects by itself,
 * waiting 0.5 s, then twice as long each time up to 30 s.
 *
 * The embedded database (PGlite) has the same LISTEN within its one session (listenInProcess): one
 * process opens its data folder, so every write, and every notice, is made in this process.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DataSource } from 'typeorm';

export interface NotificationHandlers {
  /** A notification's channel and payload (the empty string when none was given). */
  onNotify(channel: string, payload: string): void;
  /** Called with true once LISTEN holds, with false as soon as the connection is lost or closed. */
  onState(listening: boolean): void;
  /** A failed connection attempt or a lost connection (the listener retries by itself). */
  onError?(err: Error): void;
}

export interface NotificationListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** The connection string of a PostgreSQL data source; undefined for the embedded database. */
export function postgresUrlOf(dataSource: DataSource): string | undefined {
  const options = dataSource.options as { type?: string; url?: string };
  return options.type === 'postgres' && typeof options.url === 'string' ? options.url : undefined;
}

function checkChannels(channels: readonly string[]): void {
  for (const channel of channels)
    if (!CHANNEL.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
}

/**
 * LISTEN on the embedded database. PGlite hands a statement's notices to onNotification before that
 * statement's promise settles (a commit's with the COMMIT), so they are heard before the writer goes on.
 * LISTEN itself goes through `run` (the data source's pool), never straight to the instance, so that it
 * cannot land inside another pool connection's open transaction and be rolled back with it. There is no
 * connection to lose: the listener is on from LISTEN until close(). close() does not UNLISTEN, since
 * other listeners in this process may share the session (two apps on one database in tests).
 */
export function listenInProcess(
  db: Pick<PGlite, 'onNotification'>,
  run: (sql: string) => Promise<unknown>,
  channels: readonly string[],
  handlers: NotificationHandlers,
): NotificationListener {
  checkChannels(channels);
  const wanted = new Set(channels);
  let listening = false;
  let closed = false;
  const stop = db.onNotification((channel, payload) => {
    if (!closed && wanted.has(channel)) handlers.onNotify(channel, payload ?? '');
  });
  run(channels.map((channel) => `LISTEN ${channel};`).join(' ')).then(
    () => {
      if (closed) return;
      listening = true;
      handlers.onState(true);
    },
    (err: Error) => handlers.onError?.(err),
  );
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      stop();
      if (!listening) return;
      listening = false;
      handlers.onState(false);
    },
  };
}

export function listenForNotifications(
  url: string,
  channels: readonly string[],
  handlers: NotificationHandlers,
): NotificationListener {
  checkChannels(channels);
  const wanted = new Set(channels);
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onState(value);
  };

  const lost = (err: Error | null, which: pg.Client) => {
    if (client !== which) return;
    client = null;
    setListening(false);
    which.removeAllListeners();
    which.on('error', () => undefined);
    which.end().catch(() => undefined);
    if (err) handlers.onError?.(err);
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  function connect() {
    timer = null;
    if (closed) return;
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: 'fairprice-listen',
      // The connection idles by design; keep-alive lets a dead peer be noticed.
      keepAlive: true,
    });
    client = c;
    c.on('notification', (n) => {
      if (wanted.has(n.channel)) handlers.onNotify(n.channel, n.payload ?? '');
    });
    c.on('error', (err) => lost(err, c));
    c.on('end', () => lost(null, c));
    c.connect()
      .then(() => c.query(channels.map((channel) => `LISTEN ${channel};`).join(' ')))
      .then(
        () => {
          if (client !== c) return;
          retryMs = FIRST_RETRY_MS;
          setListening(true);
        },
        (err: Error) => lost(err, c),
      );
  }

  connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      setListening(false);
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
