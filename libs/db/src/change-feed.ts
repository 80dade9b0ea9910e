/**
 * The tables whose changes every API process hears (their triggers are made by the migration
 * ChangeNotify), and the one LISTEN connection per process that turns each notice into an eviction
 * from that table's NotifiedCache. Only sessions and pass holders' accounts: the tracker's user data
 * is read on every request (DropRecordsChangeNotify removed its triggers). On the embedded database the
 * same triggers' notices are heard within the one PGlite session (notifications.ts listenInProcess).
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { NotifiedCache } from './notified-cache';
import {
  listenForNotifications,
  listenInProcess,
  postgresUrlOf,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications';
import { pgliteOf } from './pglite-pool';

/**
 * What is announced → channel. Payload: the changed row's key (session: sid; app_user: id), or "*".
 */
export const CHANGE_CHANNELS = {
  session: 'fp_session_changed',
  account: 'fp_account_changed',
} as const;

export type ChangeTable = keyof typeof CHANGE_CHANNELS;

/** A notice that is not a change: a process's marker (see ChangeFeed.sync). */
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 1000;

export interface ChangeFeed {
  /**
   * Resolves once this process has heard every change notice committed before the call (the caches
   * are then right about this process's own writes): it sends a marker and waits for it, since notices
   * arrive in commit order. Immediate while not listening (the caches are off then), and on PGlite
   * (its notices come with the committing statement). If the marker does not come back within a second
   * the caches are emptied instead.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

interface FeedLog {
  debug(msg: string): void;
  warn(obj: object, msg?: string): void;
}

/** The listener for the data source's kind: a connection of its own, or PGlite's session; else null. */
function listenerFor(
  dataSource: DataSource,
  channels: readonly string[],
  handlers: NotificationHandlers,
): NotificationListener | null {
  const url = postgresUrlOf(dataSource);
  if (url) return listenForNotifications(url, channels, handlers);
  const embedded = pgliteOf(dataSource);
  return embedded ? listenInProcess(embedded, (sql) => dataSource.query(sql), channels, handlers) : null;
}

/**
 * Starts listening for the given caches' tables: on PostgreSQL over a connection of its own (the caches
 * are on only while it holds), on PGlite within its session (on once LISTEN is done). Null for a data
 * source that is neither: the caches stay off and every read goes to the table.
 */
export function openChangeFeed(
  dataSource: DataSource,
  caches: Partial<Record<ChangeTable, NotifiedCache<unknown> | NotifiedCache<unknown>[]>>,
  log: FeedLog,
): ChangeFeed | null {
  const inProcess = postgresUrlOf(dataSource) === undefined;
  const byChannel = new Map<string, NotifiedCache<unknown>[]>();
  for (const [table, some] of Object.entries(caches) as [
    ChangeTable,
    NotifiedCache<unknown> | NotifiedCache<unknown>[],
  ][])
    byChannel.set(CHANGE_CHANNELS[table], Array.isArray(some) ? some : [some]);
  const all = [...byChannel.values()].flat();
  const channels = [...byChannel.keys()];
  const waiting = new Map<string, () => void>();
  const listener = listenerFor(dataSource, channels, {
    onNotify: (channel, payload) => {
      if (payload.startsWith(SYNC_PREFIX)) waiting.get(payload)?.();
      else for (const cache of byChannel.get(channel) ?? []) cache.onNotice(payload);
    },
    onState: (on) => {
      for (const cache of all) cache.setActive(on);
      if (on) log.debug('row caches on (listening for changes)');
      else if (!inProcess)
        log.warn({}, 'row caches off until the database connection for change notices is back');
    },
    onError: (err) =>
      log.warn(
        { err },
        inProcess
          ? 'change listener: LISTEN failed, row caches stay off'
          : 'change listener: connection failed, retrying',
      ),
  });
  if (!listener) return null;
  // PGlite hands every notice over with the statement that committed it: nothing is ever still on its way.
  if (inProcess) return { sync: () => Promise.resolve(), close: () => listener.close() };
  const forgetAll = () => {
    for (const cache of all) cache.forgetAll();
  };
  return {
    async sync() {
      if (!listener.listening || channels.length === 0) return;
      const marker = `${SYNC_PREFIX}${randomBytes(9).toString('base64url')}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(() => {
          forgetAll();
          resolve();
        }, SYNC_TIMEOUT_MS);
      });
      try {
        await dataSource.query('SELECT pg_notify($1, $2)', [channels[0], marker]);
        await heard;
      } catch {
        forgetAll();
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    close: () => listener.close(),
  };
}
