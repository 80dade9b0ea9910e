/**
 * Runs the bill reader in a child process (reading-child.ts, loaded with tsx as the server itself is) and
 * answers its reading, or throws ReadingRefusedError (the file cannot be read as it is: the message says
 * what to do) or Error (the reader failed, stopped or took too long).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { BillReading } from '@fp/domain';
import type { ChildReply, ChildRequest } from './reading-protocol';

const CHILD = path.join(__dirname, 'reading-child.ts');
/** The repository's root: tsx finds tsconfig.json (the @fp/* paths) and node_modules from there. */
const ROOT = path.resolve(__dirname, '../../../..');

export class ReadingRefusedError extends Error {
  override name = 'ReadingRefusedError';
  constructor(
    message: string,
    readonly pagesTotal?: number,
  ) {
    super(message);
  }
}

export interface ReadOptions {
  maxPages: number;
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  timeoutMs: number;
  /** Aborted when the API process stops: the child is ended and the caller puts the job back. */
  signal?: AbortSignal;
}

export type ReadBill = (
  bytes: Uint8Array,
  mime: string,
  opts: ReadOptions,
) => Promise<{ reading: BillReading; text: string }>;

export const readInChildProcess: ReadBill = (bytes, mime, opts) =>
  new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
      fn();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new Error(
              `Reading this file took longer than ${Math.round(opts.timeoutMs / 60_000)} minutes, so it was stopped. A clearer scan or a PDF of the bill reads faster.`,
            ),
          ),
        ),
      opts.timeoutMs,
    );
    const onAbort = () => finish(() => reject(new Error('The server stopped while reading this file.')));
    opts.signal?.addEventListener('abort', onAbort);
    child.on('message', (reply: ChildReply) => {
      if (reply.type === 'progress') opts.onProgress?.(reply.pagesDone, reply.pagesTotal);
      else if (reply.type === 'done') finish(() => resolve({ reading: reply.reading, text: reply.text }));
      else if (reply.type === 'refused')
        finish(() => reject(new ReadingRefusedError(reply.message, reply.pagesTotal)));
      else finish(() => reject(new Error(reply.message)));
    });
    child.on('error', (err) => finish(() => reject(err)));
    child.on('exit', (code, signal) =>
      finish(() =>
        reject(
          new Error(
            `The reader stopped before it finished (${signal ?? `exit code ${code}`})${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}.`,
          ),
        ),
      ),
    );
    const req: ChildRequest = { bytes, mime, maxPages: opts.maxPages };
    child.send(req);
  });
