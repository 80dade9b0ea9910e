/** What the API process and the reader's process (reading-child.ts) say to each other. */
import type { BillReading } from '@fp/domain';

export interface ChildRequest {
  bytes: Uint8Array;
  mime: string;
  maxPages: number;
}

export type ChildReply =
  | { type: 'progress'; pagesDone: number; pagesTotal: number }
  | { type: 'done'; reading: BillReading; text: string }
  /** The file cannot be read as it is (too many pages, no pages): the message says what to do. */
  | { type: 'refused'; message: string; pagesTotal?: number }
  /** The reader failed. */
  | { type: 'error'; message: string };
