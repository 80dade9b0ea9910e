/**
 * The test corpus as files: each bill as a text PDF, a scanned PNG and a scanned PDF (no text layer),
 * written by the tests and tools into a temp dir. Nothing here is committed as a binary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { explanationOfBenefits, selfPayStatement, ub04Form } from './bills-forms';
import { itemizedStatement, summaryStatement } from './bills';
import type { CorpusBill } from './page-builder';
import {
  renderPhotoJpeg,
  renderScanPage,
  renderScanPdf,
  renderTextPdf,
  type PhotoOrientation,
  type ScanOptions,
} from './render';

export type { BillTruth, CorpusBill, TruthLine } from './page-builder';
export { itemizedStatement } from './bills';

export function corpusBills(): CorpusBill[] {
  return [summaryStatement(), itemizedStatement(), ub04Form(), explanationOfBenefits(), selfPayStatement()];
}

/** scan-pdf: a PDF whose pages are only scans; photo-jpeg: the scan as a phone photo stored on its side (EXIF). */
export type CorpusFormat = 'text-pdf' | 'scan-png' | 'scan-pdf' | 'photo-jpeg';

export interface CorpusFile {
  bill: CorpusBill;
  format: CorpusFormat;
  mime: string;
  bytes: Uint8Array;
}

/** Each bill's scan is turned a little differently (0.5–1.5°) and scanned at 150–200 dpi. */
export function scanOptions(index: number): ScanOptions {
  const rotations = [0.7, -1.2, 1.5, -0.5, 1.0];
  return {
    dpi: index % 2 === 0 ? 200 : 150,
    rotation: rotations[index % rotations.length],
    seed: 11 + index,
    noise: 0.6,
  };
}

/** Which way each bill's phone photo is stored (its EXIF Orientation): mostly on a side, one upside down. */
export function photoOrientation(index: number): PhotoOrientation {
  const orientations: PhotoOrientation[] = [6, 8, 6, 3, 8];
  return orientations[index % orientations.length];
}

export async function corpusFile(bill: CorpusBill, format: CorpusFormat, index: number): Promise<CorpusFile> {
  if (format === 'text-pdf')
    return { bill, format, mime: 'application/pdf', bytes: await renderTextPdf(bill.pages) };
  if (format === 'scan-pdf')
    return {
      bill,
      format,
      mime: 'application/pdf',
      bytes: await renderScanPdf(bill.pages, scanOptions(index)),
    };
  if (format === 'photo-jpeg')
    return {
      bill,
      format,
      mime: 'image/jpeg',
      bytes: await renderPhotoJpeg(bill.pages[0], photoOrientation(index), scanOptions(index)),
    };
  return { bill, format, mime: 'image/png', bytes: renderScanPage(bill.pages[0], scanOptions(index)) };
}

const FILE_ENDING: Record<CorpusFormat, string> = {
  'text-pdf': 'text-pdf.pdf',
  'scan-png': 'png',
  'scan-pdf': 'scan-pdf.pdf',
  'photo-jpeg': 'jpg',
};

/** Writes every bill in every format into `dir` (for looking at them); returns the files. */
export async function writeCorpus(
  dir: string,
  formats: CorpusFormat[] = ['text-pdf', 'scan-png'],
): Promise<CorpusFile[]> {
  fs.mkdirSync(dir, { recursive: true });
  const out: CorpusFile[] = [];
  for (const [i, bill] of corpusBills().entries()) {
    for (const format of formats) {
      const f = await corpusFile(bill, format, i);
      fs.writeFileSync(path.join(dir, `${bill.id}.${FILE_ENDING[format]}`), f.bytes);
      out.push(f);
    }
  }
  return out;
}
