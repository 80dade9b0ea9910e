/**
 * Entry point: configuration, database (PostgreSQL at DATABASE_URL, else embedded PGlite under ./data/pg),
 * migrations, reference data, HTTP server. Bad configuration ends with one clear log line and exit code 1.
 * SIGINT/SIGTERM drain HTTP, then close the database.
 *
 * WEB_CONCURRENCY > 1 (PostgreSQL only) runs that many API processes on the one port with node:cluster:
 * the first one starts alone (migrations, catalogue, the shipped data load, the housekeeping timers) and
 * the others once it listens. Sessions, counters, limits and the price-data fingerprint live in the
 * database, so the processes behave as one site; a process that dies is replaced.
 */
import 'reflect-metadata';
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { loadConfig, ConfigError, type AppConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

/** The env var a cluster worker learns its place from; "0" is the one that runs the start-up chores. */
const WORKER_INDEX = 'FP_WORKER_INDEX';

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // Before a logger exists: one line, machine-readable, no stack.
    const message = err instanceof ConfigError ? err.message : String(err);
    process.stderr.write(`${JSON.stringify({ level: 'fatal', msg: `Configuration error: ${message}` })}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  if (cluster.isPrimary && config.webConcurrency > 1) {
    runPrimary(config.webConcurrency, log);
    return;
  }
  try {
    const leader = !cluster.isWorker || process.env[WORKER_INDEX] === '0';
    const running = await startServer(config, log, { leader });
    log.info(
      { url: config.publicUrl, database: running.databaseKind, startupMs: Math.round(performance.now()) },
      `listening on port ${running.port}`,
    );
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down: draining HTTP, then closing the database');
      const timer = setTimeout(() => {
        log.error('shutdown took longer than 10 s; exiting');
        process.exit(1);
      }, 10_000);
      timer.unref();
      try {
        await running.stop();
        log.info('shutdown complete');
        process.exit(0);
      } catch (err) {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (err) {
    // Expected failures (unreachable database, port in use) are one line; anything else keeps its stack.
    if (err instanceof Error && (err as { expected?: boolean }).expected) log.fatal(startFailure(err));
    else log.fatal({ err }, startFailure(err));
    process.exit(1);
  }
}

/**
 * The cluster's primary: forks worker 0, then the others once it listens (so migrations and the first
 * data load run once), replaces a worker that dies, and passes SIGINT/SIGTERM on, exiting after them.
 */
function runPrimary(count: number, log: Logger): void {
  let stopping = false;
  let started = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    worker.once('listening', () => {
      if (index === 0 && !started) {
        started = true;
        for (let i = 1; i < count; i++) fork(i);
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!started) {
        // The first worker could not start (its own log line says why): nothing to serve.
        log.fatal({ code, signal }, 'the first API process ended during start-up');
        process.exit(1);
      }
      log.error({ code, signal, index }, 'an API process ended; starting a new one');
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  log.info({ processes: count }, `starting ${count} API processes (WEB_CONCURRENCY)`);
  fork(0);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const w of workers) {
      w.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function startFailure(err: unknown): string {
  return `Could not start: ${err instanceof Error ? err.message : String(err)}`;
}

void main();
