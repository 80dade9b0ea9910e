/**
 * A letter's PDF (pdf-lib, loaded only when asked) and its download: the bill check's letter
 * (BillCheckLetter) and the financial assistance application (AssistanceLetter).
 */
import { saveBlob } from '../../lib/save-file';

/** A one- or more-page PDF of the letter. */
export async function letterPdf(text: string, title: string): Promise<Blob> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  const margin = 56;
  let page = pdf.addPage([612, 792]);
  let y = 792 - margin;
  const width = 612 - 2 * margin;
  // WinAnsi cannot encode every character: replace what it cannot draw.
  const safe = (s: string) => s.replace(/×/g, 'x').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
  for (const para of text.split('\n').map(safe)) {
    const words = para.split(' ');
    let line = '';
    const flush = () => {
      if (y < margin) {
        page = pdf.addPage([612, 792]);
        y = 792 - margin;
      }
      page.drawText(line, { x: margin, y, size, font });
      y -= size * 1.4;
      line = '';
    };
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        flush();
        line = w;
      } else line = next;
    }
    flush();
  }
  // Without object streams the metadata stays readable as plain text in the file.
  const bytes = await pdf.save({ useObjectStreams: false });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** Makes the PDF and has the browser save it as `fileName`. */
export async function downloadLetterPdf(text: string, title: string, fileName: string): Promise<void> {
  saveBlob(await letterPdf(text, title), fileName);
}
