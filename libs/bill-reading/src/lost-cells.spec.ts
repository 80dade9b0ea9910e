/**
 * A quantity the page's OCR lost, read again from its cell (lost-cells.ts): which cell is read (the units
 * column where the page's other quantities were read, between the line's own words), what is put into the
 * line, and when the line is then filled in (only when the reading reconciles). The cell's OCR is faked
 * here; read-bill.integration-spec.ts reads a real faint cell.
 */
import { READ_CONFIDENCE_MIN } from '@fp/domain';
import { rereadLostQuantities, type CellReading } from './lost-cells';
import { parseBill } from './parse-bill';
import type { PixelBox, TextLine } from './text-types';

/** Pixels a character of these test lines is wide, and a line's print tall. */
const CW = 10;
const LH = 24;
// Rows are 40 px apart (a 9-pt line's print is about 60 % of its pitch).

/** An OCR'd line from columns (text, character column): each word boxed where it would be printed. */
function row(y: number, ...cols: [string, number][]): TextLine {
  let text = '';
  for (const [t, at] of cols) text = `${text.padEnd(at)}${t}`;
  const words = [...text.matchAll(/\S+/g)].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    confidence: 0.96,
    box: { x0: m.index! * CW, y0: y, x1: (m.index! + m[0].length) * CW, y1: y + LH },
  }));
  return { text, confidence: 0.96, words };
}

const title = row(0, ['ITEMIZED STATEMENT', 0]);
// Columns: date 0, revenue code 13, description 20, units 50, unit price 56, amount 70.
const line = (y: number, desc: string, units: string | null, unit: string | null, amount: string) =>
  row(
    y,
    ['01/17/2025', 0],
    ['0351', 13],
    [desc, 20],
    ...(units ? [[units, 50] as [string, number]] : []),
    ...(unit ? [[unit, 58] as [string, number]] : []),
    [amount, 70],
  );

const filled = (f: { confidence: number }) => f.confidence >= READ_CONFIDENCE_MIN;

/** A fake cell reader: what it was asked to read, and the answers it gives in turn. */
function cells(...answers: CellReading[]) {
  const asked: PixelBox[] = [];
  const read = (boxes: PixelBox[]) => {
    asked.push(...boxes);
    return Promise.resolve(boxes.map((_, i) => answers[i] ?? null));
  };
  return { asked, read };
}

describe('a quantity read again from its cell', () => {
  const page = (lost: TextLine) => ({
    lines: [title, lost, line(80, 'CT HEAD/BRAIN W/O DYE', '1', '3,420.00', '3,420.00')],
  });

  it('reads the units cell of the line that lost it, and fills the line in when quantity × unit price = amount', async () => {
    const lost = line(40, 'INTENSIVE CARE', null, '11,700.00', '35,100.00');
    const before = parseBill({ method: 'OCR', pages: [page(lost)] });
    expect(filled(before.lines[0])).toBe(false);

    const reader = cells({ text: '3', confidence: 0.93 });
    const fixed = await rereadLostQuantities(page(lost), reader.read);
    // Only the lost cell is read: in the units column (x 500–510 on the other line), on the lost line's row,
    // between its description and its unit price.
    expect(reader.asked).toHaveLength(1);
    const [box] = reader.asked;
    expect(box.x0).toBeLessThanOrEqual(500);
    expect(box.x1).toBeGreaterThanOrEqual(510);
    expect(box.x0).toBeGreaterThan(34 * CW);
    expect(box.x1).toBeLessThan(58 * CW);
    expect(box.y0).toBeLessThan(40);
    expect(box.y0).toBeGreaterThan(LH);
    expect(box.y1).toBeGreaterThan(40 + LH);
    expect(box.y1).toBeLessThan(80);
    // The line's other words keep their places; the digit is marked as read again.
    expect(fixed.lines[1].text.indexOf('11,700.00')).toBe(lost.text.indexOf('11,700.00'));
    expect(fixed.lines[1].words?.filter((w) => w.reread)).toHaveLength(1);

    const after = parseBill({ method: 'OCR', pages: [fixed] });
    expect(after.lines.map((l) => [l.quantity, l.amountCents, filled(l)])).toEqual([
      [3, 3510000, true],
      [1, 342000, true],
    ]);
  });

  it('does not fill the line in when the reading does not reconcile with the unit price', async () => {
    const lost = line(40, 'INTENSIVE CARE', null, '11,700.00', '35,100.00');
    const fixed = await rereadLostQuantities(page(lost), cells({ text: '8', confidence: 0.97 }).read);
    expect(filled(parseBill({ method: 'OCR', pages: [fixed] }).lines[0])).toBe(false);
  });

  it('keeps the line held back when the cell reads unsurely, not as a number, or not at all', async () => {
    const lost = line(40, 'INTENSIVE CARE', null, '11,700.00', '35,100.00');
    for (const answer of [{ text: '3', confidence: 0.6 }, { text: '0', confidence: 0.97 }, null]) {
      const fixed = await rereadLostQuantities(page(lost), cells(answer).read);
      expect(fixed.lines[1]).toEqual(lost);
    }
  });

  it('replaces what OCR made of the lone digit ("ik") with the cell read again', async () => {
    const lost = line(40, 'INTENSIVE CARE', 'ik', '11,700.00', '35,100.00');
    const before = parseBill({ method: 'OCR', pages: [page(lost)] });
    expect(before.lines[0].description).toBe('INTENSIVE CARE ik');
    const fixed = await rereadLostQuantities(page(lost), cells({ text: '3', confidence: 0.95 }).read);
    const after = parseBill({ method: 'OCR', pages: [fixed] });
    expect([after.lines[0].description, after.lines[0].quantity, filled(after.lines[0])]).toEqual([
      'INTENSIVE CARE',
      3,
      true,
    ]);
  });

  it('reads again a quantity the unit price contradicts ("3" read where 1 × 3,420.00 = 3,420.00)', async () => {
    const misread = line(40, 'CT HEAD/BRAIN W/O DYE', '3', '3,420.00', '3,420.00');
    const p = { lines: [title, misread, line(80, 'INTENSIVE CARE', '2', '11,700.00', '23,400.00')] };
    expect(filled(parseBill({ method: 'OCR', pages: [p] }).lines[0])).toBe(false);
    const again = (answer: CellReading) =>
      rereadLostQuantities(p, cells(answer).read).then(
        (page) => parseBill({ method: 'OCR', pages: [page] }).lines[0],
      );
    expect(await again({ text: '1', confidence: 0.9 }).then((l) => [l.quantity, filled(l)])).toEqual([
      1,
      true,
    ]);
    // Read the same again: still contradicted, still held back.
    expect(await again({ text: '3', confidence: 0.97 }).then(filled)).toBe(false);
  });

  it('does not read a cell that holds other print (a description running into the column)', async () => {
    const lost = line(40, 'INTENSIVE CARE UNIT ROOM AND BOARD', null, '11,700.00', '35,100.00');
    const reader = cells({ text: '3', confidence: 0.95 });
    await rereadLostQuantities(page(lost), reader.read);
    expect(reader.asked).toEqual([]);
  });

  it('reads nothing on a page where no line prints a quantity (no units column: 1 stands)', async () => {
    const reader = cells({ text: '3', confidence: 0.95 });
    const p = {
      lines: [
        title,
        line(40, 'INTENSIVE CARE', null, null, '23,400.00'),
        line(80, 'CT HEAD', null, null, '3,420.00'),
      ],
    };
    expect(await rereadLostQuantities(p, reader.read)).toEqual(p);
    expect(reader.asked).toEqual([]);
  });
});

describe('a quantity read again where no unit price is printed', () => {
  const bill = (total: string, answer: CellReading) =>
    rereadLostQuantities(
      {
        lines: [
          title,
          line(40, 'PHARMACY', null, null, '150.00'),
          line(80, 'CT HEAD/BRAIN W/O DYE', '1', null, '3,420.00'),
          row(120, ['Total Charges', 0], [total, 70]),
        ],
      },
      cells(answer).read,
    ).then((page) => parseBill({ method: 'OCR', pages: [page] }).lines[0]);

  it('fills the line in only when the lines then add up to the total charges', async () => {
    const sure = { text: '3', confidence: 0.95 };
    expect(await bill('$3,570.00', sure).then((l) => [l.quantity, filled(l)])).toEqual([3, true]);
    // The total not confirming the lines: a cell's reading alone is not enough.
    expect(await bill('$3,670.00', sure).then(filled)).toBe(false);
    // Confirmed by the total, but the cell read less surely than a code must be.
    expect(await bill('$3,570.00', { text: '3', confidence: 0.85 }).then(filled)).toBe(false);
  });
});
