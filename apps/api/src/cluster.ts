/**
 * WEB_CONCURRENCY > 1: several API processes on one port (node:cluster), with the connections shared out
 * by the primary itself.
 *
 * Node's own round robin hands a new connection to a worker only once that worker has acknowledged the
 * previous one: a worker busy with requests acknowledges late, so a burst of connections (a client pool
 * opening 50 keep-alive connections at once) goes mostly to whichever worker was idle at that instant, and
 * keep-alive connections stay where they landed: bench:search measured CPU shares of 88/12 and 77/23 %,
 * one process saturated while the other idled (issue 42). Here the primary listens and hands each new
 * connection, still unread (pauseOnConnect), to the next ready worker in strict turn, without waiting for
 * anything: 50 connections are 25 and 25. (Sending each to the worker with the fewest open connections
 * was tried first: a saturated worker reports its closed connections late, so after a burst of closes the
 * counts were stale and the next burst went 96/4 %.) A worker that dies takes its connections with it.
 *
 * A worker that becomes ready after the others (the second and later ones start once the first is ready,
 * and a replaced one starts alone) would get only connections opened after it: keep-alive clients that
 * connected while it started stay on the others for as long as they live (bench:search, 2026-11-29: the
 * GraphQL phase, begun as the site said READY, ran 78-97 % on the first process). So when a worker becomes
 * ready, each of the others is asked to let go of all but its new share of its connections: those answer
 * their next request with `Connection: close`, and the client's next connection is handed out in turn.
 * Nothing is cut mid-request and an idle connection is not closed under a client about to reuse it.
 */
import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** The env var a cluster worker learns its place from; "0" is the one that runs the start-up chores. */
export const WORKER_INDEX = 'FP_WORKER_INDEX';
/** The env var that tells a worker the port the primary listens on (it listens on none itself). */
export const HANDED_PORT = 'FP_HANDED_PORT';

/** Messages between the primary and its workers. */
type ClusterMessage = { fp: 'conn' } | { fp: 'ready' } | { fp: 'shed'; workers: number };

const isMessage = (m: unknown): m is ClusterMessage =>
  typeof m === 'object' && m !== null && typeof (m as { fp?: unknown }).fp === 'string';

/** In a worker: the port the primary listens on, or null outside such a cluster. */
export function handedPort(): number | null {
  const v = process.env[HANDED_PORT];
  return cluster.isWorker && v ? Number(v) : null;
}

/**
 * In a worker: serve the connections the primary hands over on `server` (which does not listen), and tell
 * the primary this process is ready for them.
 */
export function serveHandedConnections(server: Server): void {
  const open = new Set<net.Socket>();
  const letGo = new WeakSet<net.Socket>();
  // Before the app: a connection this process lets go answers its next request and closes.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (letGo.has(req.socket)) res.setHeader('Connection', 'close');
  });
  process.on('message', (msg: unknown, handle: unknown) => {
    if (!isMessage(msg)) return;
    if (msg.fp === 'shed') {
      for (const socket of connectionsToShed([...open], msg.workers)) letGo.add(socket);
      return;
    }
    if (msg.fp !== 'conn' || !(handle instanceof net.Socket)) return;
    open.add(handle);
    handle.once('close', () => open.delete(handle));
    // What Node's server does to the connections it accepts itself (http.createServer's noDelay), and
    // not to one emitted to it: without it an answer written in parts (compressed as it is written, a
    // file) waited ~40 ms for the client's delayed ACK of its first part (docs/benchmarks/api-build.md).
    handle.setNoDelay(true);
    server.emit('connection', handle);
    handle.resume();
  });
  process.send?.({ fp: 'ready' } satisfies ClusterMessage);
}

/**
 * A worker's connections to let go when `workers` processes now share the load: all but its share (the
 * oldest are kept). Exported for its test.
 */
export function connectionsToShed<T>(open: readonly T[], workers: number): T[] {
  if (!(workers > 1)) return [];
  return open.slice(Math.ceil(open.length / workers));
}

/** One worker as the primary sees it. */
interface Slot {
  worker: Worker;
  index: number;
  ready: boolean;
}

/**
 * The ready worker after the last one picked, in turn; -1 when none is ready. Exported for its test.
 */
export function pickWorker<T extends { ready: boolean }>(
  slots: readonly (T | undefined)[],
  last: number,
): number {
  for (let k = 1; k <= slots.length; k++) {
    const i = (((last + k) % slots.length) + slots.length) % slots.length;
    if (slots[i]?.ready) return i;
  }
  return -1;
}

export interface PrimaryOptions {
  count: number;
  port: number;
  host?: string;
  log: Logger;
}

/**
 * The cluster's primary: listens on the port, forks worker 0, then the others once it is ready (so
 * migrations and the first data load run once), shares the connections out (above), replaces a worker
 * that dies, and passes SIGINT/SIGTERM on, exiting after them. Connections that arrive before any worker
 * is ready wait, unread, for the first one.
 */
export function runPrimary({ count, port, host, log }: PrimaryOptions): void {
  let stopping = false;
  let started = false;
  const slots: Slot[] = [];
  const waiting: net.Socket[] = [];
  let last = -1;

  const hand = (socket: net.Socket) => {
    const i = pickWorker(slots, last);
    if (i < 0) {
      waiting.push(socket);
      return;
    }
    last = i;
    slots[i]!.worker.send({ fp: 'conn' } satisfies ClusterMessage, socket, (err) => {
      // The worker went away meanwhile: the connection goes to another one.
      if (err && !socket.destroyed && !stopping) hand(socket);
    });
  };

  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    if (stopping) socket.destroy();
    else hand(socket);
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    log.fatal(
      err.code === 'EADDRINUSE'
        ? `Could not start: Port ${port} is already in use; stop the other server or set PORT to a free port.`
        : `Could not start: could not listen on port ${port}: ${err.message}`,
    );
    process.exit(1);
  });

  const fork = (index: number, actualPort: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index), [HANDED_PORT]: String(actualPort) });
    const slot: Slot = { worker, index, ready: false };
    slots[index] = slot;
    worker.on('message', (msg: unknown) => {
      if (!isMessage(msg)) return;
      if (msg.fp === 'ready') {
        slot.ready = true;
        if (index === 0 && !started) {
          started = true;
          for (let i = 1; i < count; i++) fork(i, actualPort);
        }
        for (const s of waiting.splice(0)) hand(s);
        // The others let go of the connections that are now this one's share (above).
        const readyCount = slots.filter((s) => s?.ready).length;
        if (readyCount > 1)
          for (const other of slots)
            if (other?.ready && other !== slot)
              other.worker.send({ fp: 'shed', workers: readyCount } satisfies ClusterMessage);
      }
    });
    worker.once('exit', (code, signal) => {
      slot.ready = false;
      if (stopping) return;
      if (!started) {
        // The first worker could not start (its own log line says why): nothing to serve.
        log.fatal({ code, signal }, 'the first API process ended during start-up');
        process.exit(1);
      }
      log.error({ code, signal, index }, 'an API process ended; starting a new one');
      setTimeout(() => fork(index, actualPort), 1000).unref();
    });
  };

  log.info({ processes: count }, `starting ${count} API processes (WEB_CONCURRENCY)`);
  const onListening = () => {
    const addr = server.address();
    fork(0, typeof addr === 'object' && addr ? addr.port : port);
  };
  if (host) server.listen(port, host, onListening);
  else server.listen(port, onListening);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close();
    for (const s of waiting.splice(0)) s.destroy();
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
