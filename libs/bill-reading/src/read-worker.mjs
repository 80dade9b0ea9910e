// The text of an uploaded bill, page by page and line by line, for the reading process (reader-process.ts,
// a child of the API started by read-text.ts): unpdf (pdf.js) and tesseract.js are ES modules with workers
// of their own, and the reading's memory and CPU stay apart from the server's.
//
// Whatever a file holds, what comes out is bounded (issue 38): at most MAX_LINES_PER_PAGE lines of at most
// MAX_LINE_CHARS characters a page, rows grouped in linear time, an image's size checked from its header
// before it is decoded, and pdf.js told to skip embedded images larger than MAX_IMAGE_PIXELS.
//
// Nothing is fetched: the English model is read from @tesseract.js-data/eng's 4.0.0_best_int folder,
// the OCR core from tesseract.js-core, both in node_modules (ocrWorkerOptions() below, checked by a test).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageSize } from 'image-size';
import { cleanImage, cleanPixels, MAX_DPI, MAX_PIXELS, ocrScale } from './clean-image.mjs';
import { cleanPhoto } from './clean-photo.mjs';
import { readCells } from './read-cells.mjs';

export { cleanImage } from './clean-image.mjs';

const require = createRequire(import.meta.url);

/** Where every file the OCR needs comes from: local folders only, never a URL. */
export function ocrWorkerOptions() {
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const tesseractDir = path.dirname(require.resolve('tesseract.js/package.json'));
  return {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    workerPath: path.join(tesseractDir, 'src', 'worker-script', 'node', 'index.js'),
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
    workerBlobURL: false,
  };
}

/** Pages with fewer printed characters than this are treated as scans (no usable text layer). */
const MIN_TEXT_CHARS = 40;

/** A line is cut after this many characters: a bill's widest line, laid out in columns, is under 250. */
export const MAX_LINE_CHARS = 500;
/** Lines kept of a page: a dense itemized page has under 100. */
export const MAX_LINES_PER_PAGE = 400;
/** The most a line is indented (characters): a bill's line starts before column 150 even on a wide page. */
const MAX_INDENT = 200;
/** Text pieces (PDF text items or OCR words) taken of a page: a bill's page has a few thousand at most. */
export const MAX_PIECES_PER_PAGE = 20_000;
/**
 * The largest image decoded (pixels), checked from the file's header: a 40-megapixel photo is larger than
 * any phone's default size (12-24 MP) and a letter page scanned at 600 dpi (34 MP); decoded it takes 160 MB.
 * Larger ones (a "decompression bomb" of a few kB can declare 20000 x 20000) are refused unread.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export function fail(kind, message) {
  const e = new Error(message);
  e.kind = kind;
  return e;
}

/**
 * The reading process's own peak RSS (kB), worker threads included: VmHWM. Not ru_maxrss (resourceUsage's
 * maxRSS): on Linux it keeps, across exec, the RSS of the parent at fork, so a server or bench at 600 MB
 * made every reading look that large.
 */
export function peakRssKb() {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: ru_maxrss is the process's own there.
  }
  return process.resourceUsage().maxRSS;
}

export const emit = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);

/** The file from stdin, copied once into a buffer of its size when the caller says it (a PDF can be 40 MB). */
export async function readStdin(size) {
  if (!(size > 0)) {
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const all = Buffer.concat(chunks);
    return new Uint8Array(all.buffer, all.byteOffset, all.byteLength);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for await (const c of process.stdin) {
    if (at + c.length > size)
      throw fail('UNREADABLE', 'The file was longer than announced. Upload it again.');
    bytes.set(c, at);
    at += c.length;
  }
  return at === size ? bytes : bytes.subarray(0, at);
}

/**
 * Joins positioned pieces of one line into text laid out like the page: a piece starts at the character
 * column of its x position (x / charWidth), and pieces more than ~1.5 characters apart are at least three
 * spaces apart (a column gap), so a form's value can be found under its label by character position.
 */
function joinPieces(pieces, charWidth) {
  pieces.sort((a, b) => a.x0 - b.x0);
  let text = '';
  const words = [];
  let lastX1 = null;
  let lastCw = charWidth;
  // A column is placed at its character position while that lies within a line; past it (a tiny width
  // in a crafted PDF would ask for millions of spaces) it only gets a column gap.
  const column = (x) => {
    const c = Math.max(0, Math.round(x / charWidth));
    return c <= MAX_LINE_CHARS ? c : -1;
  };
  for (const p of pieces) {
    if (text.length >= MAX_LINE_CHARS) break;
    // Gaps are measured in the pieces' own character widths; positions in the page's narrow one.
    const cw = Math.max(p.cw ?? charWidth, lastCw, charWidth);
    if (lastX1 !== null) {
      const gap = p.x0 - lastX1;
      if (gap > cw * 1.5) text += ' '.repeat(Math.max(3, column(p.x0) - text.length));
      else if (gap > cw * 0.2 && !text.endsWith(' ') && !p.text.startsWith(' ')) text += ' ';
    } else text += ' '.repeat(Math.min(column(p.x0) < 0 ? MAX_INDENT : column(p.x0), MAX_INDENT));
    const start = text.length;
    text += p.text.length > MAX_LINE_CHARS ? p.text.slice(0, MAX_LINE_CHARS) : p.text;
    if (p.confidence !== undefined)
      words.push({
        start,
        end: Math.min(text.length, MAX_LINE_CHARS),
        confidence: p.confidence,
        ...(p.box && { box: p.box }),
      });
    lastX1 = p.x1;
    lastCw = p.cw ?? charWidth;
  }
  return {
    text: text.slice(0, MAX_LINE_CHARS).trimEnd(),
    words: words.filter((w) => w.start < MAX_LINE_CHARS),
  };
}

/** A narrow character width of the page (its 15th percentile), so small print does not push columns right. */
const narrowWidth = (xs) => {
  const s = xs.filter((x) => x > 0 && Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length * 0.15)] : 5;
};

/** Rows looked at for each piece: rows are made top to bottom, so only the last few can take it. */
const ROWS_LOOKED_AT = 8;

/**
 * Groups pieces into rows by their vertical middle, top to bottom, at most MAX_LINES_PER_PAGE rows. In
 * linear time: the pieces come sorted by their middle, so a piece can only join one of the last rows made
 * (an earlier one lies more than a line's height above it).
 */
export function rowsOf(pieces) {
  const sorted = pieces.slice(0, MAX_PIECES_PER_PAGE).sort((a, b) => a.mid - b.mid);
  const rows = [];
  for (const p of sorted) {
    let row;
    for (let k = Math.max(0, rows.length - ROWS_LOOKED_AT); k < rows.length; k++) {
      const r = rows[k];
      if (Math.abs(r.mid - p.mid) < Math.min(r.h, p.h) * 0.5) {
        row = r;
        break;
      }
    }
    if (row) {
      row.items.push(p);
      row.mid = (row.mid * (row.items.length - 1) + p.mid) / row.items.length;
    } else rows.push({ mid: p.mid, h: p.h, items: [p] });
  }
  return rows.sort((a, b) => a.mid - b.mid).slice(0, MAX_LINES_PER_PAGE);
}

/** A page's text layer as lines: items grouped by baseline, top to bottom. */
async function textLayerLines(page) {
  const content = await page.getTextContent();
  const viewport = page.getViewport({ scale: 1 });
  const items = content.items
    .filter((it) => typeof it.str === 'string' && it.str.trim() !== '')
    .slice(0, MAX_PIECES_PER_PAGE)
    .map((it) => {
      const size = Math.hypot(it.transform[2], it.transform[3]) || 10;
      const y = viewport.height - it.transform[5];
      return {
        text: it.str,
        x0: it.transform[4],
        x1: it.transform[4] + it.width,
        mid: y - size * 0.35,
        h: size,
        cw: it.width / it.str.length,
      };
    });
  const charWidth = narrowWidth(items.map((i) => i.cw));
  return rowsOf(items).map((r) => ({ text: joinPieces(r.items, charWidth).text, confidence: 1 }));
}

let ocr = null;
async function ocrWorker() {
  if (!ocr) {
    const { createWorker, OEM } = await import('tesseract.js');
    ocr = await createWorker('eng', OEM.LSTM_ONLY, ocrWorkerOptions());
    await ocr.setParameters({ preserve_interword_spaces: '1', user_defined_dpi: '300' });
  }
  return ocr;
}

/** OCR noise: a word of one or two signs or letters read with little confidence (a speck, a rule's end). */
const isNoise = (w) => {
  const t = w.text.trim();
  // Signs on their own (a rule's end, a box edge, a speck read as ":") say nothing.
  if (/^[^A-Za-z0-9$]+$/.test(t)) return true;
  // One to three letters read with little confidence: specks and stains.
  return w.confidence < 60 && /^[a-zA-Z]{1,3}$/.test(t) && t !== t.toUpperCase();
};

/**
 * OCR of one image (PNG or JPEG bytes) as lines with each word's confidence (0–1) and box. `fixPage`
 * (lost-cells.ts, from reader-process.ts) may read cells of the page again while its image is at hand.
 */
async function ocrLines(image, clean = false, fixPage = null) {
  const worker = await ocrWorker();
  const cleaned = clean ? image : await cleanImage(image);
  const { data } = await worker.recognize(cleaned, { rotateAuto: true }, { blocks: true, text: false });
  const pieces = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words.filter((w) => w.text.trim() !== '' && !isNoise(w));
        if (words.length === 0) continue;
        const h = Math.max(line.rowAttributes?.rowHeight ?? 0, line.bbox.y1 - line.bbox.y0, 1);
        const mid = (line.bbox.y0 + line.bbox.y1) / 2;
        // Tesseract's lines follow the text even when the page is slightly turned; their words keep the line's middle.
        for (const w of words)
          pieces.push({
            text: w.text,
            x0: w.bbox.x0,
            x1: w.bbox.x1,
            mid,
            h,
            confidence: w.confidence / 100,
            cw: (w.bbox.x1 - w.bbox.x0) / w.text.length,
            box: { x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 },
          });
      }
    }
  }
  const charWidth = narrowWidth(pieces.map((p) => p.cw));
  const lines = rowsOf(pieces).map((r) => {
    const { text, words } = joinPieces(r.items, charWidth);
    return { text, confidence: Math.min(...words.map((w) => w.confidence)), words };
  });
  if (!fixPage) return lines;
  try {
    const page = await fixPage({ lines }, (boxes) =>
      readCells(worker, cleaned, data.rotateRadians ?? 0, boxes),
    );
    return page.lines;
  } catch {
    // Reading cells again only adds to the page: when it fails, the page stands as OCR read it.
    return lines;
  }
}

function sniff(bytes) {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * What to say of a file that is not a PDF, PNG or JPEG. HEIC (an iPhone's photos) and TIFF (scanners,
 * fax software) are named: nothing offline here decodes HEIC, and @napi-rs/canvas has no TIFF codec.
 */
function unsupportedMessage(bytes, mime) {
  const head = Buffer.from(bytes.subarray(0, 12));
  const sent = mime ? ` (it was sent as ${mime})` : '';
  const brand =
    head.subarray(4, 8).toString('latin1') === 'ftyp' ? head.subarray(8, 12).toString('latin1') : '';
  if (/^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(brand))
    return `This photo is in HEIC format${sent}, which is not read here. Save it as JPEG or PDF and upload that: on an iPhone, share the photo and pick "Save as JPEG" or print it to PDF, or set Settings › Camera › Formats to Most Compatible.`;
  const tiff = head.subarray(0, 4).toString('latin1');
  if (tiff === 'II*\0' || tiff === 'MM\0*')
    return `This image is a TIFF${sent}, which is not read here. Save it as JPEG or PDF (a scanner or fax program can save as PDF) and upload that.`;
  return `This file is not a PDF, PNG or JPEG${sent}. Upload the bill as a PDF or a photo (PNG or JPEG).`;
}

/**
 * A page without text as a cleaned greyscale image for OCR. A scanned page (one image covering the page)
 * is taken at 300 dpi (finer scans are shrunk while they are turned grey, coarser ones enlarged); anything
 * else is drawn at 300 dpi on @napi-rs/canvas (as unpdf's renderPageAsImage does, without its PNG round
 * trip). Either way at most MAX_PIXELS, so a large page cannot take the reader's memory with it.
 */
async function pageImage(page, n, doc, CanvasFactory, extractImages) {
  const viewport1 = page.getViewport({ scale: 1 });
  try {
    const images = await extractImages(doc, n);
    const big = images.filter(
      (im) => im.width >= viewport1.width * 1.5 && im.height >= viewport1.height * 1.5,
    );
    if (images.length === 1 && big.length === 1) {
      const { data, width, height, channels } = big[0];
      return cleanPixels(data, width, height, channels, ocrScale(width, height, viewport1.width), {
        binarise: true,
      });
    }
  } catch {
    // Not a plain scan: drawn below.
  }
  const scale = Math.min(MAX_DPI / 72, Math.sqrt(MAX_PIXELS / (viewport1.width * viewport1.height)));
  const viewport = page.getViewport({ scale });
  const factory = new CanvasFactory();
  const drawn = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const { canvas, context } = drawn;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const { width, height } = canvas;
  const pixels = context.getImageData(0, 0, width, height).data;
  // The canvas's surface (33 MB at 300 dpi) is let go now, not when the page's garbage is collected.
  factory.destroy(drawn);
  return cleanPixels(pixels, width, height);
}

async function readPdf(bytes, maxPages, fixPage) {
  const { getDocumentProxy, createIsomorphicCanvasFactory, extractImages } = await import('unpdf');
  // pdf.js draws pages (and decodes their images) on @napi-rs/canvas.
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  let doc;
  try {
    doc = await getDocumentProxy(bytes, {
      CanvasFactory,
      // An embedded image larger than this is not decoded (pdf.js skips it): a few kB of PDF can hold an
      // image that would take gigabytes once decoded.
      maxImageSize: MAX_IMAGE_PIXELS,
      // The file's fonts are never compiled to code.
      isEvalSupported: false,
    });
  } catch (e) {
    throw fail(
      'UNREADABLE',
      `This PDF could not be opened (${e.message}). Save it again as a PDF, or upload a photo of each page.`,
    );
  }
  const total = doc.numPages;
  if (total > maxPages)
    throw fail(
      'TOO_MANY_PAGES',
      `This PDF has ${total} pages; bills of up to ${maxPages} pages are read. Upload the pages with the totals and the itemized lines.`,
    );
  emit({ progress: [0, total] });
  const pages = [];
  let method = 'TEXT';
  for (let n = 1; n <= total; n++) {
    const page = await doc.getPage(n);
    let lines = await textLayerLines(page);
    if (lines.reduce((s, l) => s + l.text.replace(/\s/g, '').length, 0) < MIN_TEXT_CHARS) {
      lines = await ocrLines(await pageImage(page, n, doc, CanvasFactory, extractImages), true, fixPage);
      method = 'OCR';
    }
    page.cleanup();
    // pdf.js's caches of the document (decoded images, fonts) are emptied too: a scanned page's image is
    // never needed again.
    await doc.cleanup();
    // A page's images and pixels are garbage now: collected before the next page, so memory stays flat.
    globalThis.gc?.();
    pages.push({ lines });
    emit({ progress: [n, total] });
  }
  await doc.destroy();
  return { method, pages };
}

/**
 * An image's size from its header, before anything is decoded: refused when larger than MAX_IMAGE_PIXELS
 * (or when the header cannot be read), with what to do instead.
 */
export function checkImageSize(bytes) {
  let size;
  try {
    size = imageSize(bytes);
  } catch (e) {
    throw fail(
      'UNREADABLE',
      `This image could not be read (${e.message ?? e}). Take the photo again or upload a PDF.`,
    );
  }
  const { width = 0, height = 0 } = size;
  if (!(width > 0 && height > 0))
    throw fail('UNREADABLE', 'This image has no size in its header. Take the photo again or upload a PDF.');
  if (width * height > MAX_IMAGE_PIXELS)
    throw fail(
      'TOO_LARGE',
      `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${Math.round((width * height) / 1e6).toLocaleString('en-US')} megapixels); images of up to ${MAX_IMAGE_PIXELS / 1e6} megapixels are read. Take the photo at the camera's usual size, or save the bill as a PDF, and upload that.`,
    );
  return { width, height };
}

/**
 * The text of a PDF, PNG or JPEG (bytes), page by page: { method, pages }. Progress goes out through
 * `emit` as {"progress":[done,total]}. Throws an Error with `kind` for a file that cannot be read as it is.
 * `fixPage(page, readCells)`, when given, sees each OCR'd page and may read cells of it again
 * (lost-cells.ts rereadLostQuantities).
 */
export async function extractText(bytes, mime, maxPages, fixPage = null) {
  if (bytes.length === 0) throw fail('UNREADABLE', 'The file is empty. Upload the bill again.');
  const kind = sniff(bytes);
  if (!kind) throw fail('UNSUPPORTED', unsupportedMessage(bytes, mime));
  if (kind === 'application/pdf') return readPdf(bytes, maxPages, fixPage);
  checkImageSize(bytes);
  emit({ progress: [0, 1] });
  let lines;
  try {
    // A JPEG is a photo (issue 39): page found, turned straight, light evened (clean-photo.mjs).
    lines =
      kind === 'image/jpeg'
        ? await ocrLines(await cleanPhoto(bytes), true, fixPage)
        : await ocrLines(bytes, false, fixPage);
  } catch (e) {
    throw fail(
      'UNREADABLE',
      `This image could not be read (${e.message ?? e}). Take the photo again or upload a PDF.`,
    );
  }
  emit({ progress: [1, 1] });
  return { method: 'OCR', pages: [{ lines }] };
}

/** Ends the OCR's worker threads, if any were started. */
export async function endOcr() {
  if (ocr) await ocr.terminate().catch(() => {});
  ocr = null;
}
