/** What the owner sees of a reading: its state, and when done the reading with its line findings. */
import type { FileReadingEntity } from '@fp/db';
import {
  checkItemizedLines,
  type BillReading,
  type LineFinding,
  type PriceFileRate,
  type TextLanguage,
} from '@fp/domain';
import type { FileReadingView } from './reading-rules';

export async function readingView(
  row: FileReadingEntity,
  fileName: string,
  priceFileRates: (ccn: string, codes: string[]) => Promise<Map<string, PriceFileRate> | null> | undefined,
  language: TextLanguage = 'en',
): Promise<FileReadingView> {
  const reading = row.status === 'DONE' ? (row.result as BillReading | null) : null;
  let findings: LineFinding[] = [];
  if (reading) {
    const ccn = reading.hospital?.value.ccn ?? null;
    const codes = [...new Set(reading.lines.flatMap((l) => (l.code ? [l.code] : [])))];
    const rates = ccn && codes.length ? await priceFileRates(ccn, codes) : null;
    findings = checkItemizedLines(reading, { priceFileRates: rates ?? undefined, language });
  }
  return {
    fileId: row.fileId,
    fileName,
    status: row.status,
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
    error: row.error,
    reading,
    findings,
    text: row.status === 'DONE' ? row.text : null,
    updatedAt: row.updatedAt,
  };
}
