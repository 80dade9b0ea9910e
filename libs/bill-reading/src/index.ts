/**
 * Reading an uploaded bill (issue 30): text out of a PDF's text layer (unpdf) or out of a scan or photo
 * (tesseract.js with the English model from @tesseract.js-data/eng, nothing fetched at run time), then the
 * bill's fields out of that text (shapes in libs/domain/src/bill-reading/types.ts). Server only.
 */
import type { BillReading } from '@fp/domain';
import type { HospitalPlace } from './parse-bill';
import { readInReader, type ReadTextOptions } from './read-text';

export type { BillReading } from '@fp/domain';
export { BillReadError, type BillReadErrorKind } from './errors';
export { matchHospital } from './match-hospital';
export { parseBill, type HospitalPlace } from './parse-bill';
export { DEFAULT_MAX_PAGES, READER_MAX_RSS_BYTES, type ReadTextOptions } from './read-text';

/**
 * Reads a bill (PDF, PNG or JPEG) in the reader's own process, which also parses it: this process only
 * receives the result. `text` is the extracted text, page by page, without the lines that carry the
 * patient's name, address or account numbers: it is kept with the file, deleted with it, and part of the
 * user's export. `hospitalPlace`: the printed hospital's city line, for matchHospital only. Throws
 * BillReadError (unsupported type, too many pages, too large, unreadable file), or
 * the signal's reason when `opts.signal` aborts (the reader's process is ended at once).
 */
export async function readBillFile(
  bytes: Uint8Array,
  mime: string,
  opts: ReadTextOptions = {},
): Promise<{ reading: BillReading; text: string; hospitalPlace: HospitalPlace | null; maxRssKb?: number }> {
  return readInReader(bytes, mime, opts);
}
