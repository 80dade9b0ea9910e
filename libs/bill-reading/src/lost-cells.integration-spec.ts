/**
 * A units cell the page's OCR loses, read again on its own (issue 39; lost-cells.ts, read-cells.mjs): a
 * scanned statement whose room-and-board line prints its units ("3") faintly, as a worn ribbon or a light
 * copy does. Read as a whole page, tesseract drops the faint digit, and the line is held back (its
 * quantity unknown); with the cell cut out, enlarged and binarised at its own threshold, the digit is
 * read, and the lines adding up to the total charges fill the line in with it. Slow (OCR).
 */
import { READ_CONFIDENCE_MIN } from '@fp/domain';
import { readBillFile } from './index';
import { parseBill } from './parse-bill';
import { READ_WORKER } from './read-text';
import { summaryStatement } from './testing/bills';
import { renderScanPage } from './testing/render';
import type { ReadCells } from './lost-cells';
import type { BillText, PageText } from './text-types';

jest.setTimeout(300_000);

/** The faint print's grey: lighter than the page's own threshold, darker than the paper and its grain. */
const FAINT = '#b4b4b4';

type Worker = {
  extractText(
    bytes: Uint8Array,
    mime: string,
    maxPages: number,
    fixPage?: (page: PageText, readCells: ReadCells) => Promise<PageText>,
  ): Promise<BillText>;
  endOcr(): Promise<void>;
};

/**
 * No database: it runs in one of the integration tier's two database runs (tools/run-integration.mjs sets
 * FP_DATABASE_FREE), not twice, as read-bill's reader tests do.
 */
const describeReader =
  // eslint-disable-next-line no-restricted-syntax -- run once per tier, in the other database's run
  process.env.FP_DATABASE_FREE === 'skip' ? describe.skip : describe;

describeReader('a faint units cell', () => {
  const bill = summaryStatement();
  const room = bill.truth.lines.find((l) => l.quantity === 3)!;
  // The room-and-board line's units, printed faint; every other word as before.
  const faint = bill.pages[0].items.find((it) => it.text === '3' && it.align === 'right')!;
  faint.ink = FAINT;
  const png = renderScanPage(bill.pages[0], { dpi: 200, rotation: 0.7, seed: 11, noise: 0.6 });
  const lineOf = (reading: ReturnType<typeof parseBill>) =>
    reading.lines.find((l) => l.amountCents === room.amountCents);

  it('is lost by the page’s OCR: the line is held back', async () => {
    const worker = (await import(READ_WORKER)) as Worker;
    // The worker reports its progress on stdout (for the reader's process); not wanted here.
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const text = await worker.extractText(png, 'image/png', 1);
      const line = lineOf(parseBill(text));
      expect(line).toBeDefined();
      expect(line!.confidence).toBeLessThan(READ_CONFIDENCE_MIN);
    } finally {
      write.mockRestore();
      await worker.endOcr();
    }
  });

  it('is read again on its own, and the line filled in with its quantity', async () => {
    const { reading } = await readBillFile(png, 'image/png');
    const line = lineOf(reading);
    expect(line && [line.quantity, line.confidence >= READ_CONFIDENCE_MIN]).toEqual([3, true]);
  });
});
