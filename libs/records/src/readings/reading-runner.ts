/**
 * Runs the bill reader (@fp/bill-reading: it reads and parses in a process of its own, so the API's event
 * loop stays free) with a time limit, and answers its reading or throws ReadingRefusedError (the file
 * cannot be read as it is, or took too long: the message says what to do), the signal's reason when it is
 * aborted, or Error (the reader failed).
 */
import { BillReadError, readBillFile, type HospitalPlace } from '@fp/bill-reading';
import type { BillReading } from '@fp/domain';

export class ReadingRefusedError extends Error {
  override name = 'ReadingRefusedError';
}

export interface ReadOptions {
  maxPages: number;
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  /** The reader's process is ended after this long and the reading refused as taking too long. */
  timeoutMs: number;
  /**
   * Aborted when the reading must stop at once (the API process stopping, the file or its account deleted,
   * the day's page budget spent): the reader's process is ended and the promise rejects with the reason.
   */
  signal?: AbortSignal;
}

export type ReadBill = (
  bytes: Uint8Array,
  mime: string,
  opts: ReadOptions,
) => Promise<{ reading: BillReading; text: string; hospitalPlace?: HospitalPlace | null }>;

export const readWithReader: ReadBill = async (bytes, mime, opts) => {
  try {
    // The reader's process is ended at the time limit and when `signal` aborts (readBillFile does both).
    const { reading, text, hospitalPlace } = await readBillFile(bytes, mime, {
      maxPages: opts.maxPages,
      onProgress: opts.onProgress,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
    });
    return { reading, text, hospitalPlace };
  } catch (err) {
    // Its messages say what to do (a PDF or a photo, fewer pages, a clearer picture).
    if (err instanceof BillReadError) throw new ReadingRefusedError(err.message);
    throw err;
  }
};
