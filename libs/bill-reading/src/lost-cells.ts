/**
 * Quantities the page's OCR lost (issue 39): a lone "1" in a units column is often dropped as a speck or
 * read as "i:" when tesseract reads the whole page. Such a line is held back (checks.ts checkQuantities),
 * because guessing 1 is wrong for about a quarter of them. Here, per OCR'd page, the cell is found from the
 * page's own geometry and read again on its own (read-worker.mjs readCells: cropped, enlarged, binarised,
 * one word of digits): the units column's x-range is where the page's other lines' quantities were read,
 * and the cell is that range on the line, between the line's own words either side. A sure reading is put
 * into the line's text as a word marked `reread`; lines.ts then fills the line in only when it reconciles
 * (quantity × unit price = amount, or, in checks.ts confirmLines, the lines add up to the total). A
 * quantity read that the printed unit price contradicts is read again the same way.
 */
import { CODE_CONFIDENCE_MIN } from './checks';
import { readLines, type PartedLine } from './lines';
import { detectLayout } from './parse-bill';
import type { PageText, PixelBox, TextLine, TextWord } from './text-types';
import { findDates, findMoney } from './values';

/** What a cell's own OCR read: its text (digits only) and how sure it was (0–1); null when nothing was. */
export type CellReading = { text: string; confidence: number } | null;
/** Reads each cell of the page OCR just read (pixels of that page's image). */
export type ReadCells = (cells: PixelBox[]) => Promise<CellReading[]>;

/** A cell's reading is put into the text only when its OCR was at least this sure (the line's checks follow). */
export const CELL_CONFIDENCE_MIN = 0.8;

/** What OCR may make of a cell's few digits ("i:", "ik", a "1" read as "3"): a short word. */
const GARBLED = /^[^\s]{1,3}$/;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The pixel box of the words covering characters [start, end) of a line; null when OCR kept none. */
function boxOf(line: TextLine, start: number, end: number): PixelBox | null {
  const ws = (line.words ?? []).filter((w) => w.box && w.end > start && w.start < end);
  if (ws.length === 0) return null;
  return {
    x0: Math.min(...ws.map((w) => w.box!.x0)),
    y0: Math.min(...ws.map((w) => w.box!.y0)),
    x1: Math.max(...ws.map((w) => w.box!.x1)),
    y1: Math.max(...ws.map((w) => w.box!.y1)),
  };
}

interface LostCell {
  lineIndex: number;
  box: PixelBox;
  /** Characters of the line the cell covers (words OCR made of the cell's pixels), empty when none. */
  start: number;
  end: number;
}

/**
 * The cell of a held-back line inside the units column [x0, x1], or null when the line prints something
 * else there (a figure, a date, a word of the description): then the cell was not lost.
 */
function cellOf(line: TextLine, lineIndex: number, x0: number, x1: number): LostCell | null {
  const words = (line.words ?? []).filter((w) => w.box);
  if (words.length === 0) return null;
  const h = median(words.map((w) => w.box!.y1 - w.box!.y0));
  const mid = (w: TextWord) => (w.box!.x0 + w.box!.x1) / 2;
  const inside = words.filter((w) => mid(w) >= x0 && mid(w) <= x1);
  const values = [...findMoney(line.text), ...findDates(line.text)];
  if (
    inside.some(
      (w) =>
        !GARBLED.test(line.text.slice(w.start, w.end)) ||
        values.some((v) => v.start < w.end && v.end > w.start),
    )
  )
    return null;
  // Bounded by the line's own words either side, so no neighbouring column's print is read with it.
  const left = Math.max(x0, ...words.filter((w) => mid(w) < x0).map((w) => w.box!.x1 + 1));
  const right = Math.min(x1, ...words.filter((w) => mid(w) > x1).map((w) => w.box!.x0 - 1));
  if (right - left < h * 0.5) return null;
  return {
    lineIndex,
    box: {
      x0: Math.round(left),
      x1: Math.round(right),
      y0: Math.round(Math.min(...words.map((w) => w.box!.y0)) - h * 0.25),
      y1: Math.round(Math.max(...words.map((w) => w.box!.y1)) + h * 0.25),
    },
    start: inside.length ? Math.min(...inside.map((w) => w.start)) : -1,
    end: inside.length ? Math.max(...inside.map((w) => w.end)) : -1,
  };
}

/**
 * The line with `digits` read in its cell: the garbled words OCR made of the cell are blanked, and the
 * digits put in the gap between the words either side, a column gap (three spaces) from each, as lines.ts
 * reads a quantity. The line keeps its length where the gap is wide enough, so its columns stay put.
 */
export function withCellText(line: TextLine, cell: LostCell, digits: string, confidence: number): TextLine {
  const blanked =
    cell.start >= 0
      ? line.text.slice(0, cell.start) + ' '.repeat(cell.end - cell.start) + line.text.slice(cell.end)
      : line.text;
  const kept = (line.words ?? []).filter(
    (w) => !(cell.start >= 0 && w.start >= cell.start && w.end <= cell.end),
  );
  const mid = (cell.box.x0 + cell.box.x1) / 2;
  // The gap: after the last word left of the cell, before the first word right of it.
  const before = kept.filter((w) => (w.box ? w.box.x1 <= mid : false));
  const gapStart = before.length ? Math.max(...before.map((w) => w.end)) : 0;
  const after = kept.filter((w) => w.start >= gapStart && !before.includes(w));
  const gapEnd = after.length ? Math.min(...after.map((w) => w.start)) : blanked.length;
  const room = gapEnd - gapStart;
  const need = digits.length + 6;
  const grow = Math.max(0, need - room);
  const at = gapStart + 3 + Math.floor((room + grow - need) / 2);
  const text =
    blanked.slice(0, gapStart) +
    ' '.repeat(at - gapStart) +
    digits +
    ' '.repeat(gapEnd + grow - at - digits.length) +
    blanked.slice(gapEnd);
  const shift = (w: TextWord): TextWord =>
    w.start >= gapEnd ? { ...w, start: w.start + grow, end: w.end + grow } : w;
  const words = [
    ...kept.map(shift),
    { start: at, end: at + digits.length, confidence, box: cell.box, reread: true },
  ].sort((a, b) => a.start - b.start);
  return {
    text: text.trimEnd(),
    confidence: Math.min(...words.map((w) => w.confidence)),
    words,
  };
}

/**
 * The units column of an OCR'd page: where (pixels) its lines' quantities were read, the middle of their
 * left and right edges (one figure taken for a quantity elsewhere does not widen it), widened by most of a
 * line's height for quantities of more digits or printed centred; null when no line has one.
 */
function unitsColumn(page: PageText, lines: PartedLine[]): { x0: number; x1: number } | null {
  const boxes = lines.flatMap((l) => {
    const at = l.parts?.quantityAt;
    const box = at && boxOf(page.lines[l.line - 1], at.start, at.end);
    return box ? [box] : [];
  });
  if (boxes.length === 0) return null;
  const pad = median(boxes.map((b) => b.y1 - b.y0)) * 0.75;
  return { x0: median(boxes.map((b) => b.x0)) - pad, x1: median(boxes.map((b) => b.x1)) + pad };
}

/**
 * The page with the quantities OCR lost or misread read again from their cells, where that reading is a
 * sure whole number; every other line as it was. Only lines the checks would hold back for their quantity
 * are read, on a page whose other lines print one: OCR read no quantity and no unit price confirms 1, or
 * the quantity read times the unit price printed is not the amount (a "1" read as "3"), or no unit price
 * is printed and the quantity was read unsurely (a "1" and a speck read as "15").
 */
export async function rereadLostQuantities(page: PageText, readCells: ReadCells): Promise<PageText> {
  const bill = { method: 'OCR' as const, pages: [page] };
  const layout = detectLayout(bill);
  if (layout === 'EOB') return page;
  const lines = readLines(bill, layout);
  const column = unitsColumn(page, lines);
  if (!column) return page;
  const cells = lines
    .filter(
      ({ parts: p }) =>
        p && !p.unitAgrees && (!p.quantityRead || p.unitPrinted || p.quantity < CODE_CONFIDENCE_MIN),
    )
    .flatMap((l) => {
      const cell = cellOf(page.lines[l.line - 1], l.line - 1, column.x0, column.x1);
      return cell ? [cell] : [];
    });
  if (cells.length === 0) return page;
  const reads = await readCells(cells.map((c) => c.box));
  const out = [...page.lines];
  cells.forEach((cell, k) => {
    const r = reads[k];
    if (!r || !/^\d{1,3}$/.test(r.text) || Number(r.text) === 0 || r.confidence < CELL_CONFIDENCE_MIN) return;
    out[cell.lineIndex] = withCellText(out[cell.lineIndex], cell, r.text, r.confidence);
  });
  return { lines: out };
}
