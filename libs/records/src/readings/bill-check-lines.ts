/**
 * The bill check's line findings: what the itemized-line check found on the read files of the bill (or
 * of the visit's bills), each with the lines it concerns as the user finds them on paper.
 */
import { describeLine, type StepFinding, type TextLanguage } from '@fp/domain';
import type { FileReadingService } from './file-readings.service';

export type BillCheckReadings = Pick<FileReadingService, 'doneOn'>;

export async function lineFindingsOn(
  readings: BillCheckReadings | undefined,
  ownerId: string | null,
  on: { eventId: string; billId?: string | null },
  language: TextLanguage = 'en',
): Promise<StepFinding[]> {
  if (!readings || !ownerId) return [];
  const out: StepFinding[] = [];
  for (const r of await readings.doneOn(ownerId, on, language)) {
    for (const f of r.findings)
      out.push({
        kind: f.kind,
        text: f.text,
        amountCents: f.amountCents,
        lines: f.lines.flatMap((i) => {
          const line = r.reading?.lines[i];
          return line ? [describeLine(line, language)] : [];
        }),
        fileId: r.fileId,
        fileName: r.fileName,
      });
  }
  return out;
}
