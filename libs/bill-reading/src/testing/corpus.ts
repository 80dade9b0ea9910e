/**
 * The test corpus as files: each bill as a text PDF, a scanned PNG and a scanned PDF (no text layer),
 * written by the tests and tools into a temp dir. Nothing here is committed as a binary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { explanationOfBenefits, selfPayStatement, ub04Form } from './bills-forms';
import { itemizedStatement, summaryStatement } from './bills';
import type { CorpusBill } from './page-builder';
import { renderScanPage, renderScanPdf, renderTextPdf, type ScanOptions } from './render';

export type { BillTruth, CorpusBill, TruthLine } from './page-builder';
export { itemizedStatement } from './bills';

export function corpusBills(): CorpusBill[] {
  return [summaryStatement(), itemizedStatement(), ub04Form(), explanationOfBenefits(), selfPayStatement()];
}

export type CorpusFormat = 'text-pdf' | 'scan-png' | 'scan-pdf';

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
  return { bill, format, mime: 'image/png', bytes: renderScanPage(bill.pages[0], scanOptions(index)) };
}

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
      fs.writeFileSync(
        path.join(dir, `${bill.id}.${format === 'scan-png' ? 'png' : `${format}.pdf`}`),
        f.bytes,
      );
      out.push(f);
    }
  }
  return out;
}
