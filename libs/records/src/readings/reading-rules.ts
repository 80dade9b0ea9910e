/**
 * The reading's limits, messages, SQL and small helpers (file-readings.service.ts runs the readings with
 * them): split from the service so each file holds one thing.
 */
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { FileItemEntity, FileReadingStatus, JobQueue } from '@fp/db';
import { DomainError, type BillReading, type LineFinding, type PriceFileRate } from '@fp/domain';
import type { HospitalPlace } from '@fp/bill-reading';
import type { ReadBill } from './reading-runner';

/** Longest bill read (pages); a longer PDF is refused with a message saying so. */
export const READ_MAX_PAGES = 20;
/** Largest file read (bytes): a bill's pages fit well under it. */
export const READ_MAX_BYTES = 40 * 1024 * 1024;
/** Readings of one file begun before it is given up (a worker that dies mid-reading leaves it to another). */
export const MAX_ATTEMPTS = 3;
/** The job queue (pg-boss) of bill readings. */
export const READ_QUEUE = 'bill-reading';
/** Files of one owner queued or being read at once. */
export const READ_MAX_QUEUED = 10;
/** Pages read per owner and UTC day: five long hospital bills. */
export const READ_PAGES_PER_DAY = 100;
/** The longest a reading runs before its process is ended: a 20-page scan takes 2-4 minutes on a busy machine. */
export const READ_TIMEOUT_MS = 5 * 60_000;
export const READABLE: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** What the service needs of the file store (@fp/storage's FilesService fits). */
export interface ReadingFiles {
  /** One of the owner's files; NOT_FOUND for anyone else's. */
  get(ownerId: string, id: string): Promise<FileItemEntity>;
  readonly store: { get(key: string): Promise<Readable> };
}

export interface FileReadingOptions {
  log?: Logger;
  /** The reader; by default in a child process. */
  read?: ReadBill;
  /**
   * The directory match of the printed hospital (@fp/bill-reading matchHospital), with its printed city line
   * when the reader found one.
   */
  matchHospital?: (reading: BillReading, place: HospitalPlace | null) => Promise<BillReading>;
  /** The hospital's price-file rates for these codes (CCN), for the line check. */
  priceFileRates?: (
    ownerId: string,
    ccn: string,
    codes: string[],
  ) => Promise<Map<string, PriceFileRate> | null>;
  maxPages?: number;
  /** See READ_TIMEOUT_MS. */
  timeoutMs?: number;
  /** See READ_MAX_QUEUED. */
  maxQueued?: number;
  /** See READ_PAGES_PER_DAY. */
  pagesPerDay?: number;
  /** How often a reading checks that its file still exists (ms). */
  cancelPollMs?: number;
  /** The job queue; by default this process's queue on the DataSource (@fp/db jobQueueOf). */
  jobs?: JobQueue;
  /**
   * A job whose worker has not ended it this long after it began is taken as lost (its host died) and
   * retried. Default: the reading's time limit and a minute for the file and the hospital match.
   */
  jobExpireSeconds?: number;
  /** First wait before a lost or failed job is tried again (s); it doubles each time. Default 30. */
  retryDelaySeconds?: number;
  /** How often an idle worker asks the queue for work (ms); a reading started here is taken at once. */
  pollMs?: number;
}

/** A reading as the API answers it. */
export interface FileReadingView {
  fileId: string;
  fileName: string;
  status: FileReadingStatus;
  pagesDone: number;
  pagesTotal: number | null;
  error: string | null;
  reading: BillReading | null;
  findings: LineFinding[];
  text: string | null;
  updatedAt: Date;
}

export interface Claimed {
  id: string;
  owner_id: string;
  file_id: string;
  attempts: number;
}

/** A reading job: a turn of the reader, not bound to a file until a worker takes it (see the top). */
export type ReadJob = { id: string };

/**
 * The fair next queued reading, bound to job $1. Owners take turns: an owner with a reading under way
 * goes last, then the owner whose last reading began longest ago (or never), then that owner's oldest
 * file. SKIP LOCKED: workers on several hosts asking at once get different readings.
 */
export const CLAIM_NEXT_SQL = `
  UPDATE file_reading SET status = 'READING', job_id = $1, started_at = now(), attempts = attempts + 1,
    updated_at = now()
  WHERE id = (
    SELECT q.id FROM file_reading q
    WHERE q.status = 'QUEUED'
    ORDER BY
      EXISTS (SELECT 1 FROM file_reading r WHERE r.owner_id = q.owner_id AND r.status = 'READING'),
      (SELECT max(s.started_at) FROM file_reading s WHERE s.owner_id = q.owner_id) NULLS FIRST,
      q.created_at
    LIMIT 1 FOR UPDATE OF q SKIP LOCKED)
  RETURNING id, owner_id, file_id, attempts`;

/** The reading job $1 was bound to, when the job is a retry (its worker failed or died). */
export const CLAIM_AGAIN_SQL = `
  UPDATE file_reading SET started_at = now(), attempts = attempts + 1, updated_at = now()
  WHERE job_id = $1 AND status = 'READING'
  RETURNING id, owner_id, file_id, attempts`;

export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];

/** Why a reading was stopped before it ended. */
export class Stopped extends Error {
  constructor(readonly why: 'SHUTDOWN' | 'DELETED') {
    super(why === 'SHUTDOWN' ? 'The server stopped while reading this file.' : 'The file was deleted.');
  }
}

/** Hours until the next UTC midnight, when the day's page budget starts again, as words. */
export function untilNextDay(now = new Date()): string {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const hours = Math.ceil((next - now.getTime()) / 3_600_000);
  return hours <= 1 ? 'within the hour' : `in about ${hours} hours`;
}

export const overBudget = (used: number, budget: number) =>
  new DomainError(
    'RATE_LIMITED',
    `${used} pages of your bills have been read today, and ${budget} a day is the most we read for one account. Reading starts again at midnight UTC (${untilNextDay()}). Meanwhile you can fill in the form by hand.`,
  );

export async function bytesOf(stream: Readable, max: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
