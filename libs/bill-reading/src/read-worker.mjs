// The text of an uploaded bill, page by page and line by line, in a child process (plain `node`): unpdf
// (pdf.js) and tesseract.js are ES modules with workers of their own, and the reading's memory stays apart
// from the server's. Started by read-text.ts with the file on stdin and `<mime> <maxPages> [<bytes>]` as
// arguments; writes one JSON object per line on stdout: {"progress":[done,total]} while it reads, then
// {"result":{method,pages}} or {"error":{kind,message}}.
//
// Nothing is fetched: the English model is read from @tesseract.js-data/eng's 4.0.0_best_int folder,
// the OCR core from tesseract.js-core, both in node_modules (ocrWorkerOptions() below, checked by a test).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { capScale, cleanImage, cleanPixels, MAX_DPI, MAX_PIXELS } from './clean-image.mjs';
import { cleanPhoto } from './clean-photo.mjs';

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

function fail(kind, message) {
  const e = new Error(message);
  e.kind = kind;
  return e;
}

/**
 * The reading process's own peak RSS (kB), worker threads included: VmHWM. Not ru_maxrss (resourceUsage's
 * maxRSS): on Linux it keeps, across exec, the RSS of the parent at fork, so a server or bench at 600 MB
 * made every reading look that large.
 */
function peakRssKb() {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: ru_maxrss is the process's own there.
  }
  return process.resourceUsage().maxRSS;
}

const emit = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);

/** The file from stdin, copied once into a buffer of its size when the caller says it (a PDF can be 40 MB). */
async function readStdin(size) {
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
  for (const p of pieces) {
    // Gaps are measured in the pieces' own character widths; positions in the page's narrow one.
    const cw = Math.max(p.cw ?? charWidth, lastCw, charWidth);
    if (lastX1 !== null) {
      const gap = p.x0 - lastX1;
      if (gap > cw * 1.5) text += ' '.repeat(Math.max(3, Math.round(p.x0 / charWidth) - text.length));
      else if (gap > cw * 0.2 && !text.endsWith(' ') && !p.text.startsWith(' ')) text += ' ';
    } else text += ' '.repeat(Math.max(0, Math.round(p.x0 / charWidth)));
    const start = text.length;
    text += p.text;
    if (p.confidence !== undefined) words.push({ start, end: text.length, confidence: p.confidence });
    lastX1 = p.x1;
    lastCw = p.cw ?? charWidth;
  }
  return { text: text.replace(/\s+$/, ''), words };
}

/** A narrow character width of the page (its 15th percentile), so small print does not push columns right. */
const narrowWidth = (xs) => {
  const s = xs.filter((x) => x > 0 && Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length * 0.15)] : 5;
};

/** Groups pieces into rows by their vertical middle, top to bottom. */
function rowsOf(pieces) {
  const sorted = [...pieces].sort((a, b) => a.mid - b.mid);
  const rows = [];
  for (const p of sorted) {
    const row = rows.find((r) => Math.abs(r.mid - p.mid) < Math.min(r.h, p.h) * 0.5);
    if (row) {
      row.items.push(p);
      row.mid = (row.mid * (row.items.length - 1) + p.mid) / row.items.length;
    } else rows.push({ mid: p.mid, h: p.h, items: [p] });
  }
  return rows.sort((a, b) => a.mid - b.mid);
}

/** A page's text layer as lines: items grouped by baseline, top to bottom. */
async function textLayerLines(page) {
  const content = await page.getTextContent();
  const viewport = page.getViewport({ scale: 1 });
  const items = content.items
    .filter((it) => typeof it.str === 'string' && it.str.trim() !== '')
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

/** OCR of one image (PNG or JPEG bytes) as lines with each word's confidence (0–1). */
async function ocrLines(image, clean = false) {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(
    clean ? image : await cleanImage(image),
    { rotateAuto: true },
    { blocks: true, text: false },
  );
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
          });
      }
    }
  }
  const charWidth = narrowWidth(pieces.map((p) => p.cw));
  return rowsOf(pieces).map((r) => {
    const { text, words } = joinPieces(r.items, charWidth);
    return { text, confidence: Math.min(...words.map((w) => w.confidence)), words };
  });
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
 * is taken at its own resolution up to 300 dpi (finer scans are shrunk while they are turned grey); anything
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
      return cleanPixels(data, width, height, channels, capScale(width, height, viewport1.width));
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

async function readPdf(bytes, maxPages) {
  const { getDocumentProxy, createIsomorphicCanvasFactory, extractImages } = await import('unpdf');
  // pdf.js draws pages (and decodes their images) on @napi-rs/canvas.
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  let doc;
  try {
    doc = await getDocumentProxy(bytes, { CanvasFactory });
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
      lines = await ocrLines(await pageImage(page, n, doc, CanvasFactory, extractImages), true);
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

async function main() {
  const [mime, maxPagesArg, sizeArg] = process.argv.slice(2);
  const maxPages = Number(maxPagesArg) || 20;
  const bytes = await readStdin(Number(sizeArg));
  if (bytes.length === 0) throw fail('UNREADABLE', 'The file is empty. Upload the bill again.');
  const kind = sniff(bytes);
  if (!kind) throw fail('UNSUPPORTED', unsupportedMessage(bytes, mime));
  let result;
  if (kind === 'application/pdf') result = await readPdf(bytes, maxPages);
  else {
    emit({ progress: [0, 1] });
    let lines;
    try {
      // A JPEG is a photo (issue 39): page found, turned straight, light evened (clean-photo.mjs).
      lines = kind === 'image/jpeg' ? await ocrLines(await cleanPhoto(bytes), true) : await ocrLines(bytes);
    } catch (e) {
      throw fail(
        'UNREADABLE',
        `This image could not be read (${e.message ?? e}). Take the photo again or upload a PDF.`,
      );
    }
    emit({ progress: [1, 1] });
    result = { method: 'OCR', pages: [{ lines }] };
  }
  if (ocr) await ocr.terminate();
  emit({ result: { ...result, maxRssKb: peakRssKb() } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch(async (e) => {
    emit({
      error: {
        kind: e.kind ?? 'UNREADABLE',
        message: e.kind ? e.message : `The bill could not be read: ${e.message ?? e}`,
      },
    });
    if (ocr) await ocr.terminate().catch(() => {});
    process.exitCode = 0;
  });
}
