/**
 * The text of a file, page by page, from the reading process (read-worker.mjs, plain `node`): it runs
 * unpdf and tesseract.js, which are ES modules with workers of their own, away from the server's memory
 * and event loop. The file goes in on stdin; progress and the result come back as JSON lines.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { BillReadError, type BillReadErrorKind } from './errors';
import type { BillText } from './text-types';

export const READ_WORKER = path.join(__dirname, 'read-worker.mjs');

export interface ReadTextOptions {
  maxPages?: number;
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  /** The reading is stopped (and refused as unreadable) after this long; default 10 minutes. */
  timeoutMs?: number;
}

export interface ReadTextResult extends BillText {
  /** Peak resident memory of the reading process, in kB. */
  maxRssKb: number;
}

export const DEFAULT_MAX_PAGES = 20;

/**
 * glibc's allocator in the reading process: every block of 128 kB or more (page images, masks, the
 * file) is mapped on its own and given back when freed, and two arenas instead of one per thread; with
 * its defaults the freed pages' blocks stayed in the heap, fragmented: 20–60 MB more at the peak of a
 * 10-page scan in our measurements (2026-11-26). Other C libraries ignore these variables.
 */
const READER_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' };

export function readText(
  bytes: Uint8Array,
  mime: string,
  opts: ReadTextOptions = {},
): Promise<ReadTextResult> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', READ_WORKER, mime, String(maxPages), String(bytes.byteLength)],
      { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '', ...READER_MALLOC } },
    );
    // The reader yields the CPU to the server: at a lower priority (nice 10), inherited by the OCR's threads.
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: the reading runs at the server's priority.
    }
    let out = '';
    let err = '';
    let settled = false;
    const timer = setTimeout(
      () => {
        done(() =>
          reject(
            new BillReadError(
              'UNREADABLE',
              'Reading this bill took too long. Try a PDF or a clearer photo of fewer pages.',
            ),
          ),
        );
        child.kill('SIGKILL');
      },
      opts.timeoutMs ?? 10 * 60_000,
    );
    const done = (f: () => void) => {
      clearTimeout(timer);
      if (!settled) {
        settled = true;
        f();
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        if (!line.trim()) continue;
        let msg: {
          progress?: [number, number];
          result?: ReadTextResult;
          error?: { kind: BillReadErrorKind; message: string };
        };
        try {
          msg = JSON.parse(line);
        } catch {
          continue;
        }
        if (msg.progress) opts.onProgress?.(msg.progress[0], msg.progress[1]);
        if (msg.result) done(() => resolve(msg.result!));
        if (msg.error) done(() => reject(new BillReadError(msg.error!.kind, msg.error!.message)));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (err.length < 4000) err += chunk;
    });
    child.on('error', (e) =>
      done(() => reject(new Error(`The bill reader could not start: ${e.message}`, { cause: e }))),
    );
    child.on('close', (code) =>
      done(() =>
        reject(
          // The reader's stderr goes with the error for the server's log, not into the message.
          Object.assign(
            new BillReadError(
              'UNREADABLE',
              `The bill could not be read (the reader stopped${code ? ` with code ${code}` : ''}). Try a PDF or a clearer photo.`,
            ),
            { cause: err.trim() || undefined },
          ),
        ),
      ),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
