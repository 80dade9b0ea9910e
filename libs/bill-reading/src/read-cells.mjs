// Single cells of a page read again on their own (issue 39; lost-cells.ts picks them): a units cell whose
// lone digit tesseract dropped from the page. Each cell is cut out of the page as tesseract saw it (turned
// by the angle it found, so the word boxes fit), enlarged, made black and white at its own Otsu threshold,
// and read as one word of digits. With sharp (libvips), as clean-photo.mjs.
import { otsu } from './clean-image.mjs';

/** A cell is enlarged until it is about this tall (pixels): a line of 9-pt print is 25–40 px at 150–300 dpi. */
const CELL_HEIGHT = 64;
/** White added around a cell: tesseract reads a word touching the image's edge worse. */
const MARGIN = 16;
/**
 * A cell counts as printed when its dark pixels are at least this much darker than its paper (grey
 * levels, 0–255, the means of Otsu's two classes): a blank cell's paper grain splits into classes about
 * 12 apart (the test scans' noise), a faint digit (#b4b4b4 print, enlarged) about 44.
 */
const MIN_CONTRAST = 30;

/** The cell's pixels as a black-and-white PNG ready for OCR, or null when the cell holds no print. */
async function cellImage(sharp, png, size, box) {
  const left = Math.max(0, Math.floor(box.x0));
  const top = Math.max(0, Math.floor(box.y0));
  const width = Math.min(size.width, Math.ceil(box.x1)) - left;
  const height = Math.min(size.height, Math.ceil(box.y1)) - top;
  if (width < 4 || height < 4) return null;
  const scale = Math.max(1, Math.min(4, CELL_HEIGHT / height));
  const { data, info } = await sharp(png)
    .extract({ left, top, width, height })
    .greyscale()
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hist = new Uint32Array(256);
  for (const v of data) hist[v]++;
  const t = otsu(hist, data.length);
  let dark = 0;
  let darkSum = 0;
  let lightSum = 0;
  for (const v of data)
    if (v <= t) {
      dark++;
      darkSum += v;
    } else lightSum += v;
  const light = data.length - dark;
  if (dark === 0 || light === 0 || lightSum / light - darkSum / dark < MIN_CONTRAST) return null;
  // Print covers a small part of a cell; half of it dark is a stain or a rule, not a digit.
  if (dark / data.length > 0.4) return null;
  for (let i = 0; i < data.length; i++) data[i] = data[i] <= t ? 0 : 255;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * Reads `boxes` of the page `image` (its pixels as given to tesseract, which turned them by
 * `rotateRadians`): for each, { text, confidence } of the one word of digits read there, or null.
 */
export async function readCells(worker, image, rotateRadians, boxes) {
  if (boxes.length === 0) return [];
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  // The page as tesseract had it after turning it (no recognition: only the image is asked for).
  const { data } = await worker.recognize(
    image,
    { rotateRadians },
    { text: false, blocks: false, imageGrey: true },
  );
  const png = Buffer.from(data.imageGrey.slice(data.imageGrey.indexOf(',') + 1), 'base64');
  const size = await sharp(png).metadata();
  const out = [];
  for (const box of boxes) {
    const cell = await cellImage(sharp, png, size, box);
    if (!cell) {
      out.push(null);
      continue;
    }
    // One word, digits only; the page's own parameters come back after this call (tesseract.js restores them).
    const { data: r } = await worker.recognize(
      cell,
      { tessedit_pageseg_mode: '7', tessedit_char_whitelist: '0123456789' },
      { text: false, blocks: true },
    );
    const words = (r.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)),
    );
    const word = words.length === 1 ? words[0] : null;
    out.push(
      word && /^\d+$/.test(word.text.trim())
        ? { text: word.text.trim(), confidence: word.confidence / 100 }
        : null,
    );
  }
  return out;
}
