import type { Logger } from 'pino';
import { performance } from 'node:perf_hooks';
import {
  closeJobQueue,
  describePostgresTarget,
  jobQueueOf,
  openDatabase,
  openReplica,
  type Replica,
} from '@fp/db';
import type { AppConfig } from './config';
import { buildApp } from './app';
import { handedPort, serveHandedConnections } from './cluster';
import { housekeepingJobs, startHousekeeping } from './housekeeping';
import { prepareData, refreshPricing, startSnapshotLoad } from './startup';

export interface RunningServer {
  port: number;
  databaseKind: 'postgres' | 'pglite';
  stop(): Promise<void>;
}

/** An error whose message is the whole story (no stack needed in the log). */
export class StartupError extends Error {
  readonly expected = true;
}

export interface StartOptions {
  /**
   * False for the second and later processes of a cluster (WEB_CONCURRENCY): they serve requests but
   * leave the shipped data load and the housekeeping jobs to the first. Default true.
   */
  leader?: boolean;
}

export async function startServer(
  config: AppConfig,
  log: Logger,
  { leader = true }: StartOptions = {},
): Promise<RunningServer> {
  let database;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
  } catch (err) {
    throw new StartupError(err instanceof Error ? err.message : String(err));
  }
  log.info(
    { database: database.kind, ms: Math.round(performance.now()) },
    'database open, migrations applied',
  );
  const db = database.dataSource;
  let replica: Replica | null = null;

  try {
    // The job queue (pg-boss) shared with every host on the database: bill readings and housekeeping.
    // Opened first so the services use this one, which also expires and retries jobs of lost workers.
    const jobs = await jobQueueOf(db, {
      maintenanceSeconds: 60,
      onError: (err) => log.warn({ err }, 'job queue error'),
    });
    replica = await openReplicaIfSet(config, database.kind, db, log);
    await prepareData(db, config, log);
    const built = await buildApp({ config, db, readDb: replica?.dataSource, log });
    // The search's read model before the first visitor: the first searches after a start answer from
    // memory instead of waiting for it (a failure here is retried by the first search).
    try {
      const index = await built.services.pricing.warm();
      log.info({ ...index, ms: Math.round(performance.now()) }, 'price search index built');
    } catch (err) {
      log.warn({ err }, 'price search index not built at start; the first search builds it');
    }

    let first = true;
    built.server.on('request', () => {
      if (!first) return;
      first = false;
      log.info({ startupMs: Math.round(performance.now()) }, 'first request served after start-up');
    });

    // Idle keep-alive connections are closed after 65 s instead of Node's 5 s. On the embedded database a
    // long statement holds the event loop for seconds (the first start's range rebuild: 1-17 s each), and
    // a 5 s timer that fires late closed sockets a client had just sent its next request on: the request
    // failed with ECONNRESET (seen polling dataStatus during "Preparing the price map"). headersTimeout must
    // stay above keepAliveTimeout.
    built.server.keepAliveTimeout = 65_000;
    built.server.headersTimeout = 66_000;

    // In a cluster (WEB_CONCURRENCY) the primary listens and hands this process its connections.
    const handed = handedPort();
    if (handed !== null) serveHandedConnections(built.server);
    const port =
      handed ??
      (await new Promise<number>((resolve, reject) => {
        built.server.once('error', (err: NodeJS.ErrnoException) => {
          reject(
            new StartupError(
              err.code === 'EADDRINUSE'
                ? `Port ${config.port} is already in use; stop the other server or set PORT to a free port.`
                : err.code === 'EACCES'
                  ? `Port ${config.port} needs elevated rights; set PORT to a number above 1024.`
                  : `Could not listen on port ${config.port}: ${err.message}`,
            ),
          );
        });
        const onListening = () => {
          const addr = built.server.address();
          resolve(typeof addr === 'object' && addr ? addr.port : config.port);
        };
        if (config.host) built.server.listen(config.port, config.host, onListening);
        else built.server.listen(config.port, onListening);
      }));

    // Real prices into an empty database, after listening: the site answers (and says it is loading).
    // In a cluster (WEB_CONCURRENCY) only the leader loads it; with several hosts, an advisory lock lets
    // one of the leaders load it while the others wait for it (startup.ts).
    // Before it reads "ready", the load rebuilds what the map computes from the prices: left to the first
    // request, the rebuild made the first visitors wait 35 s or more on PGlite (issue 28). Other processes
    // sharing a PostgreSQL database see the new data print and reload their caches (price-freshness.ts).
    const snapshot = leader
      ? await startSnapshotLoad(db, config, log, built.services.dataStatus, {
          prepare: refreshPricing(built.services.pricing, log),
        })
      : null;

    // Housekeeping (sessions, drafts, e-mail retries, passes, stored files): each job once per period for
    // the whole site. Only the leader of each host takes part: the others would only add polling. Its
    // first jobs are due a minute after start, so the start does not wait for it.
    const housekeeping = leader
      ? startHousekeeping(jobs, housekeepingJobs(db, config, built.services, log), log).catch((err) => {
          log.error({ err }, 'housekeeping jobs not started');
          return null;
        })
      : null;

    // Uploaded bills are read one at a time per process, off the request path (@fp/records readings).
    const stopReadings = await built.services.readings.startWorker({
      singleProcess: database.kind === 'pglite',
    });

    return {
      port,
      databaseKind: database.kind,
      async stop() {
        await (await housekeeping)?.stop();
        await stopReadings();
        await closeJobQueue(db);
        await built.apollo.stop(); // drains the HTTP server through the drain plugin
        // A load still running gets a few seconds to finish; otherwise it ends with the database (its
        // transaction rolls back) and the next start loads the rest.
        snapshot?.stop();
        if (snapshot) await Promise.race([snapshot.done, new Promise((r) => setTimeout(r, 5_000).unref())]);
        if (built.server.listening) await new Promise<void>((r) => built.server.close(() => r()));
        await replica?.close();
        await database.close();
      },
    };
  } catch (err) {
    await closeJobQueue(db).catch(() => undefined);
    await replica?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
}

/** The replica's DataSource when DATABASE_REPLICA_URL is set on PostgreSQL (PGlite: ignored, said once). */
export async function openReplicaIfSet(
  config: AppConfig,
  kind: 'postgres' | 'pglite',
  db: Parameters<typeof openReplica>[0],
  log: Logger,
): Promise<Replica | null> {
  if (!config.databaseReplicaUrl) return null;
  if (kind === 'pglite') {
    log.info(
      'DATABASE_REPLICA_URL ignored: the embedded database (PGlite) has no replica; every read goes to it',
    );
    return null;
  }
  const replica = await openReplica(
    db,
    {
      url: config.databaseReplicaUrl,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    },
    log,
  );
  log.info(
    { replica: describePostgresTarget(config.databaseReplicaUrl), answering: replica.healthy },
    'public data read from the replica',
  );
  return replica;
}
