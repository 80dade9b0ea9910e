/**
 * Reading a file in the reader's own process (reader-process.ts, a child of this one): it runs unpdf and
 * tesseract.js, which are ES modules with workers of their own, and parses the text it took out, away from
 * the server's memory and event loop. The file goes in on stdin; progress and the result come back as JSON
 * lines. The child is ended (SIGKILL) when the reading is aborted (the file or its account deleted, the
 * server stopping), when it runs past its time limit, and when its memory grows past READER_MAX_RSS_BYTES.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BillReading } from '@fp/domain';
import type { HospitalPlace } from './parse-bill';
import { BillReadError, type BillReadErrorKind } from './errors';

export const READER_PROCESS = path.join(__dirname, 'reader-process.ts');
/** The text extraction the reader's process uses (unpdf, tesseract.js), a plain ES module. */
export const READ_WORKER = path.join(__dirname, 'read-worker.mjs');

export interface ReadTextOptions {
  maxPages?: number;
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  /** The reading is stopped (and refused as unreadable) after this long; default 10 minutes. */
  timeoutMs?: number;
  /** Aborting ends the reader's process at once; the reading rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The most resident memory the reader may use (bytes); default READER_MAX_RSS_BYTES. */
  maxRssBytes?: number;
}

export interface ReadResult {
  reading: BillReading;
  /** The extracted text without the patient's name, address and account numbers. */
  text: string;
  /** The printed hospital's city line, for the directory match only (never kept). */
  hospitalPlace: HospitalPlace | null;
  /** Peak resident memory of the reading process, in kB. */
  maxRssKb: number;
}

export const DEFAULT_MAX_PAGES = 20;

/**
 * The reader's memory cap. A 20-page scan peaks near 300 MB (docs/benchmarks: bench:read); a file that
 * needs more (a PDF whose streams inflate to gigabytes, images packed in one page) is ended as a failed
 * reading, never left to grow.
 */
export const READER_MAX_RSS_BYTES = 512 * 1024 * 1024;

/** How often the reader's memory is looked at (ms). */
const RSS_POLL_MS = 100;

/** The most a reader may write on stdout: a reading of 20 pages is well under 2 MB. */
const MAX_OUTPUT_CHARS = 8 * 1024 * 1024;

/**
 * glibc's allocator in the reading process: every block of 128 kB or more (page images, masks, the
 * file) is mapped on its own and given back when freed, and two arenas instead of one per thread; with
 * its defaults the freed pages' blocks stayed in the heap, fragmented: 20–60 MB more at the peak of a
 * 10-page scan in our measurements (2026-11-26). Other C libraries ignore these variables.
 */
const READER_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' };

/**
 * The reader compiled with the API's production build (tools/build-api.mjs defines FP_API_BUILD and puts
 * dist/apps/api/reader-process.cjs beside the API's bundle, whose file `__filename` then is), run with
 * plain node; null when running from the sources.
 */
const BUILT_READER = process.env.FP_API_BUILD
  ? path.join(path.dirname(__filename), 'reader-process.cjs')
  : null;

/**
 * The node arguments that run the reader: built, or TypeScript through tsx (the parsing code is the
 * library's own source).
 */
export function readerNodeArgs(): string[] {
  return [
    '--expose-gc',
    // The JS heap of a reading is small (the pages' pixels live in buffers, counted by the RSS cap).
    '--max-old-space-size=256',
    ...(BUILT_READER
      ? [BUILT_READER]
      : ['--import', pathToFileURL(require.resolve('tsx')).href, READER_PROCESS]),
  ];
}

/** A process's resident memory (bytes), from /proc; null where there is none (not Linux, or it ended). */
function rssOf(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

type Message = {
  progress?: [number, number];
  result?: ReadResult;
  error?: { kind: BillReadErrorKind; message: string; maxRssKb?: number };
};

/** Reads a bill in the reader's process: its fields and kept text, or a BillReadError saying what to do. */
export function readInReader(
  bytes: Uint8Array,
  mime: string,
  opts: ReadTextOptions = {},
): Promise<ReadResult> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const maxRss = opts.maxRssBytes ?? READER_MAX_RSS_BYTES;
  if (opts.signal?.aborted) return Promise.reject(opts.signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...readerNodeArgs(), mime, String(maxPages), String(bytes.byteLength)],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, NODE_OPTIONS: '', ...READER_MALLOC },
      },
    );
    // The reader yields the CPU to the server: at a lower priority (nice 10), inherited by the OCR's threads.
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: the reading runs at the server's priority.
    }
    let out = '';
    let outChars = 0;
    let err = '';
    let settled = false;
    const end = (f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      opts.signal?.removeEventListener('abort', onAbort);
      // Whatever ended the reading, its process goes with it (a no-op when it has already exited).
      child.kill('SIGKILL');
      f();
    };
    const timer = setTimeout(
      () =>
        end(() =>
          reject(
            new BillReadError(
              'UNREADABLE',
              'Reading this bill took too long, so it was stopped. Try a PDF or a clearer photo of fewer pages.',
            ),
          ),
        ),
      opts.timeoutMs ?? 10 * 60_000,
    );
    const watch = setInterval(() => {
      const rss = child.pid ? rssOf(child.pid) : null;
      if (rss !== null && rss > maxRss)
        end(() =>
          reject(
            new BillReadError(
              'TOO_LARGE',
              `Reading this file needed more than ${Math.round(maxRss / 1024 / 1024)} MB of memory, far more than a bill does, so it was stopped. Upload only the bill's pages, as a PDF saved again or as photos.`,
            ),
          ),
        );
    }, RSS_POLL_MS);
    watch.unref();
    const onAbort = () => end(() => reject(opts.signal!.reason));
    opts.signal?.addEventListener('abort', onAbort);
    const onLine = (line: string) => {
      if (!line.trim()) return;
      let msg: Message;
      try {
        msg = JSON.parse(line) as Message;
      } catch {
        return;
      }
      if (msg.progress) opts.onProgress?.(msg.progress[0], msg.progress[1]);
      if (msg.result) end(() => resolve(msg.result!));
      if (msg.error)
        end(() =>
          reject(
            Object.assign(new BillReadError(msg.error!.kind, msg.error!.message), {
              maxRssKb: msg.error!.maxRssKb,
            }),
          ),
        );
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      outChars += chunk.length;
      if (outChars > MAX_OUTPUT_CHARS) {
        end(() =>
          reject(
            new BillReadError(
              'TOO_LARGE',
              'This file gave far more text than a bill has. Upload only the bill’s pages.',
            ),
          ),
        );
        return;
      }
      // Only the new chunk is searched for line ends: a long line arriving in many chunks costs linear time.
      let from = 0;
      let nl: number;
      while ((nl = chunk.indexOf('\n', from)) >= 0) {
        onLine(out + chunk.slice(from, nl));
        out = '';
        from = nl + 1;
      }
      out += chunk.slice(from);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (err.length < 4000) err += chunk;
    });
    child.on('error', (e) =>
      end(() => reject(new Error(`The bill reader could not start: ${e.message}`, { cause: e }))),
    );
    child.on('close', (code) =>
      end(() =>
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
