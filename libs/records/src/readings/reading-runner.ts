/**
 * Runs the bill reader (@fp/bill-reading: it reads in a process of its own, so the API's event loop stays
 * free) with a time limit, and answers its reading or throws ReadingRefusedError (the file cannot be read
 * as it is: the message says what to do) or Error (the reader failed or took too long).
 */
import { BillReadError, readBillFile } from '@fp/bill-reading';
import type { BillReading } from '@fp/domain';

export class ReadingRefusedError extends Error {
  override name = 'ReadingRefusedError';
}

export interface ReadOptions {
  maxPages: number;
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  timeoutMs: number;
  /** Aborted when the API process stops: the caller puts the job back in the queue. */
  signal?: AbortSignal;
}

export type ReadBill = (
  bytes: Uint8Array,
  mime: string,
  opts: ReadOptions,
) => Promise<{ reading: BillReading; text: string }>;

export const readWithReader: ReadBill = async (bytes, mime, opts) => {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `Reading this file took longer than ${Math.round(opts.timeoutMs / 60_000)} minutes, so it was stopped. A clearer scan or a PDF of the bill reads faster.`,
          ),
        ),
      opts.timeoutMs,
    );
    onAbort = () => reject(new Error('The server stopped while reading this file.'));
    opts.signal?.addEventListener('abort', onAbort);
  });
  try {
    const { reading, text } = await Promise.race([
      readBillFile(bytes, mime, { maxPages: opts.maxPages, onProgress: opts.onProgress }),
      limit,
    ]);
    return { reading, text };
  } catch (err) {
    // Its messages say what to do (a PDF or a photo, fewer pages, a clearer picture).
    if (err instanceof BillReadError) throw new ReadingRefusedError(err.message);
    throw err;
  } finally {
    clearTimeout(timer);
    if (onAbort) opts.signal?.removeEventListener('abort', onAbort);
  }
};
