/**
 * The bill reader's own process (issue 38): started by read-text.ts as `node --import tsx reader-process.ts
 * <mime> <maxPages> <bytes>` with the file on stdin. It takes the text out (read-worker.mjs: unpdf,
 * tesseract.js) and then the bill's fields (parseBill) and the text kept with the file (keptText), so
 * nothing a user uploads is parsed on the API's event loop: the API only receives the result. Writes one
 * JSON object per line on stdout: {"progress":[done,total]} while it reads, then
 * {"result":{reading,text,hospitalPlace,maxRssKb}} or {"error":{kind,message,maxRssKb}}.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BillReading } from '@fp/domain';
import { rereadLostQuantities, type ReadCells } from './lost-cells';
import { parseBill, readHospitalPlace, type HospitalPlace } from './parse-bill';
import { keptText } from './privacy';
import type { BillText, PageText } from './text-types';

/** Itemized lines kept of a reading: a long hospital stay's bill has a few hundred. */
export const MAX_READ_LINES = 2_000;
/** Characters of the kept text: 20 full pages of text are about 100,000. */
export const MAX_KEPT_TEXT = 200_000;

interface Extractor {
  extractText(
    bytes: Uint8Array,
    mime: string,
    maxPages: number,
    fixPage?: (page: PageText, readCells: ReadCells) => Promise<PageText>,
  ): Promise<BillText>;
  readStdin(size: number): Promise<Uint8Array>;
  emit(obj: unknown): void;
  peakRssKb(): number;
  endOcr(): Promise<void>;
}

/**
 * The reading of extracted text, bounded in size, and the printed hospital's city line (readHospitalPlace,
 * for the directory match only): what the API is sent.
 */
export function readingOf(bill: BillText): {
  reading: BillReading;
  text: string;
  hospitalPlace: HospitalPlace | null;
} {
  const reading = parseBill(bill);
  const text = keptText(bill);
  return {
    hospitalPlace: readHospitalPlace(bill, reading.hospital),
    reading:
      reading.lines.length > MAX_READ_LINES
        ? { ...reading, lines: reading.lines.slice(0, MAX_READ_LINES) }
        : reading,
    text: text.length > MAX_KEPT_TEXT ? text.slice(0, MAX_KEPT_TEXT) : text,
  };
}

async function main(): Promise<void> {
  const worker = (await import(pathToFileURL(path.join(__dirname, 'read-worker.mjs')).href)) as Extractor;
  const [mime = '', maxPagesArg, sizeArg] = process.argv.slice(2);
  try {
    const bytes = await worker.readStdin(Number(sizeArg));
    const bill = await worker.extractText(bytes, mime, Number(maxPagesArg) || 20, rereadLostQuantities);
    await worker.endOcr();
    worker.emit({ result: { ...readingOf(bill), maxRssKb: worker.peakRssKb() } });
  } catch (e) {
    const err = e as Error & { kind?: string };
    worker.emit({
      error: {
        kind: err.kind ?? 'UNREADABLE',
        message: err.kind ? err.message : `The bill could not be read: ${err.message ?? String(e)}`,
        maxRssKb: worker.peakRssKb(),
      },
    });
    await worker.endOcr();
  }
}

if (require.main === module) void main();
