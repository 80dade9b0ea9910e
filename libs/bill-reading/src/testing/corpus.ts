/**
 * The test corpus as files: each bill as a text PDF, a scanned PNG and a scanned PDF (no text layer),
 * written by the tests and tools into a temp dir. Nothing here is committed as a binary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { explanationOfBenefits, selfPayStatement, ub04Form } from './bills-forms';
import { itemizedStatement, summaryStatement } from './bills';
import { generatedBills, SHARE_SEEDS } from './generator';
import { handBills } from './hand-bills';
import type { CorpusBill } from './page-builder';
import {
  renderPhonePhoto,
  renderPhotoJpeg,
  renderScanPage,
  renderScanPdf,
  renderTextPdf,
  type PhotoOptions,
  type PhotoOrientation,
  type ScanOptions,
} from './render';

export type { BillTruth, CorpusBill, TruthLine } from './page-builder';
export { itemizedStatement } from './bills';
export { generatedBill, generatedBills, SHARE_SEEDS, type Share } from './generator';
export { handBills } from './hand-bills';

export function corpusBills(): CorpusBill[] {
  return [summaryStatement(), itemizedStatement(), ub04Form(), explanationOfBenefits(), selfPayStatement()];
}

/**
 * scan-pdf: a PDF whose pages are only scans; photo-jpeg: the scan as a phone photo stored on its side
 * (EXIF); phone-photo: a photo taken at a slant, turned, unevenly lit, slightly blurred (renderPhonePhoto).
 */
export type CorpusFormat = 'text-pdf' | 'scan-png' | 'scan-pdf' | 'photo-jpeg' | 'phone-photo';

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
      // The generated and hand-written shares' image PDFs are 150-dpi copies (a copier's default).
      bytes: await renderScanPdf(bill.pages, {
        ...scanOptions(index),
        ...(index >= 900 ? { dpi: 150 } : {}),
      }),
    };
  if (format === 'photo-jpeg')
    return {
      bill,
      format,
      mime: 'image/jpeg',
      bytes: await renderPhotoJpeg(bill.pages[0], photoOrientation(index), scanOptions(index)),
    };
  if (format === 'phone-photo')
    return {
      bill,
      format,
      mime: 'image/jpeg',
      bytes: await renderPhonePhoto(bill.pages[0], photoOptions(index)),
    };
  return { bill, format, mime: 'image/png', bytes: renderScanPage(bill.pages[0], scanOptions(index)) };
}

/** A phone photo's faults, drawn from its index: every photo has some of each. */
export function photoOptions(index: number): PhotoOptions {
  const f = (k: number) => ((index * 7919 + k * 104729) % 1000) / 1000;
  return {
    seed: 31 + index,
    perspective: 0.3 + 0.6 * f(1),
    rotation: (f(2) - 0.5) * 5,
    unevenLight: 0.4 + 0.6 * f(3),
    blur: 0.2 + 0.6 * f(4),
    quality: 70 + Math.round(20 * f(5)),
  };
}

/** The shares audit:read reports apart: the fixed corpus above, the generator's two shares, the hand-written bills. */
export type CorpusShare = 'fixed' | 'tuning' | 'heldout' | 'hand';

/** Each bill of a share with the index its files are made with (the generator's seed for its shares). */
export function shareBills(share: CorpusShare, count = 12): { bill: CorpusBill; index: number }[] {
  if (share === 'fixed') return corpusBills().map((bill, index) => ({ bill, index }));
  if (share === 'hand') return handBills().map((bill, index) => ({ bill, index: 900 + index }));
  return generatedBills(share, count).map((bill, i) => ({ bill, index: SHARE_SEEDS[share] + i }));
}

/** Formats that show only the first page (an image): not made for bills of more pages. */
export const ONE_PAGE_FORMATS: CorpusFormat[] = ['scan-png', 'photo-jpeg', 'phone-photo'];

const FILE_ENDING: Record<CorpusFormat, string> = {
  'text-pdf': 'text-pdf.pdf',
  'scan-png': 'png',
  'scan-pdf': 'scan-pdf.pdf',
  'photo-jpeg': 'jpg',
  'phone-photo': 'phone.jpg',
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
