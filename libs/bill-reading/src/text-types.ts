/** The text of a bill as the reader saw it: pages of lines, each with how sure the reading is. */
export interface TextWord {
  /** Character offsets into the line's text. */
  start: number;
  end: number;
  /** 0–1. */
  confidence: number;
  /** OCR only: where the word is on the page image OCR read (pixels), so a cell can be read again. */
  box?: PixelBox;
  /** Read again on its own from its cell's pixels (lost-cells.ts): OCR of the page had lost it. */
  reread?: boolean;
}

/** A rectangle of a page image, in pixels from its top left. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TextLine {
  /** The line's words; a gap between columns is three spaces. */
  text: string;
  /** 0–1: 1 for a PDF's text layer; the lowest OCR word confidence otherwise. */
  confidence: number;
  /** OCR only: each word's confidence, so a value is as sure as the words it was read from. */
  words?: TextWord[];
}

export interface PageText {
  lines: TextLine[];
}

export interface BillText {
  method: 'TEXT' | 'OCR';
  pages: PageText[];
}

/** How sure the reading of characters [start, end) of a line is. */
export function spanConfidence(line: TextLine, start: number, end: number): number {
  if (!line.words || line.words.length === 0) return line.confidence;
  let min = 1;
  let any = false;
  for (const w of line.words) {
    if (w.end > start && w.start < end) {
      min = Math.min(min, w.confidence);
      any = true;
    }
  }
  return any ? min : line.confidence;
}
