/**
 * Entry point: configuration, database (PostgreSQL at DATABASE_URL, else embedded PGlite under ./data/pg),
 * migrations, reference data, HTTP server. Bad configuration ends with one clear log line and exit code 1.
 * SIGINT/SIGTERM drain HTTP, then close the database.
 *
 * WEB_CONCURRENCY > 1 (PostgreSQL only) runs that many API processes on the one port with node:cluster:
 * the first one starts alone (migrations, catalogue, the shipped data load, the housekeeping timers) and
 * the others once it is ready; the primary listens and shares the connections out (cluster.ts).
 * Sessions, counters, limits and the price-data fingerprint live in the database, so the processes
 * behave as one site; a process that dies is replaced.
 */
import 'reflect-metadata';
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { runPrimary, WORKER_INDEX } from './cluster';
import { loadConfig, ConfigError, type AppConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

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
    runPrimary({ count: config.webConcurrency, port: config.port, host: config.host, log });
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

function startFailure(err: unknown): string {
  return `Could not start: ${err instanceof Error ? err.message : String(err)}`;
}

void main();
