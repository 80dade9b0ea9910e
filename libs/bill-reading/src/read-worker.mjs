// The text of an uploaded bill, page by page and line by line, in a child process (plain `node`): unpdf
// (pdf.js) and tesseract.js are ES modules with workers of their own, and the reading's memory stays apart
// from the server's. Started by read-text.ts with the file on stdin and `<mime> <maxPages>` as arguments;
// writes one JSON object per line on stdout: {"progress":[done,total]} while it reads, then
// {"result":{method,pages}} or {"error":{kind,message}}.
//
// Nothing is fetched: the English model is read from @tesseract.js-data/eng's 4.0.0_best_int folder,
// the OCR core from tesseract.js-core, both in node_modules (ocrWorkerOptions() below, checked by a test).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where every file the OCR needs comes from: local folders only, never a URL. */
export function ocrWorkerOptions() {
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
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
/** The scale pdf.js renders a page without text at for OCR: 72 pt/in × 4.17 ≈ 300 dpi. */
const RENDER_SCALE = 300 / 72;

function fail(kind, message) {
  const e = new Error(message);
  e.kind = kind;
  return e;
}

const emit = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return new Uint8Array(Buffer.concat(chunks));
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
      return { text: it.str, x0: it.transform[4], x1: it.transform[4] + it.width, mid: y - size * 0.35, h: size, cw: it.width / it.str.length };
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

/** OCR of one image (PNG or JPEG bytes) as lines with each word's confidence (0–1). */
async function ocrLines(image) {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(Buffer.from(image), { rotateAuto: true }, { blocks: true, text: false });
  const pieces = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words.filter((w) => w.text.trim() !== '');
        if (words.length === 0) continue;
        const h = Math.max(line.rowAttributes?.rowHeight ?? 0, line.bbox.y1 - line.bbox.y0, 1);
        const mid = (line.bbox.y0 + line.bbox.y1) / 2;
        // Tesseract's lines follow the text even when the page is slightly turned; their words keep the line's middle.
        for (const w of words)
          pieces.push({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1, mid, h, confidence: w.confidence / 100, cw: (w.bbox.x1 - w.bbox.x0) / w.text.length });
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

async function readPdf(bytes, maxPages) {
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  let doc;
  try {
    doc = await getDocumentProxy(bytes);
  } catch (e) {
    throw fail('UNREADABLE', `This PDF could not be opened (${e.message}). Save it again as a PDF, or upload a photo of each page.`);
  }
  const total = doc.numPages;
  if (total > maxPages)
    throw fail('TOO_MANY_PAGES', `This PDF has ${total} pages; bills of up to ${maxPages} pages are read. Upload the pages with the totals and the itemized lines.`);
  emit({ progress: [0, total] });
  const pages = [];
  let method = 'TEXT';
  for (let n = 1; n <= total; n++) {
    const page = await doc.getPage(n);
    let lines = await textLayerLines(page);
    if (lines.reduce((s, l) => s + l.text.replace(/\s/g, '').length, 0) < MIN_TEXT_CHARS) {
      const png = await renderPageAsImage(doc, n, { canvasImport: () => import('@napi-rs/canvas'), scale: RENDER_SCALE });
      lines = await ocrLines(new Uint8Array(png));
      method = 'OCR';
    }
    page.cleanup();
    pages.push({ lines });
    emit({ progress: [n, total] });
  }
  await doc.destroy();
  return { method, pages };
}

async function main() {
  const [mime, maxPagesArg] = process.argv.slice(2);
  const maxPages = Number(maxPagesArg) || 20;
  const bytes = await readStdin();
  if (bytes.length === 0) throw fail('UNREADABLE', 'The file is empty. Upload the bill again.');
  const kind = sniff(bytes);
  if (!kind)
    throw fail('UNSUPPORTED', `This file is not a PDF, PNG or JPEG${mime ? ` (it was sent as ${mime})` : ''}. Upload the bill as a PDF or a photo (PNG or JPEG).`);
  let result;
  if (kind === 'application/pdf') result = await readPdf(bytes, maxPages);
  else {
    emit({ progress: [0, 1] });
    let lines;
    try {
      lines = await ocrLines(bytes);
    } catch (e) {
      throw fail('UNREADABLE', `This image could not be read (${e.message ?? e}). Take the photo again or upload a PDF.`);
    }
    emit({ progress: [1, 1] });
    result = { method: 'OCR', pages: [{ lines }] };
  }
  if (ocr) await ocr.terminate();
  emit({ result: { ...result, maxRssKb: process.resourceUsage().maxRSS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch(async (e) => {
    emit({ error: { kind: e.kind ?? 'UNREADABLE', message: e.kind ? e.message : `The bill could not be read: ${e.message ?? e}` } });
    if (ocr) await ocr.terminate().catch(() => {});
    process.exitCode = 0;
  });
}
