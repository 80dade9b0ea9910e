/**
 * The test corpus's bills drawn as files, made by the tests into a temp dir (never committed): a PDF with
 * a text layer (pdf-lib, Helvetica/Courier) and a "scan" (@napi-rs/canvas at 150–200 dpi with the
 * metric-compatible Liberation fonts, paper noise, speckles and a slight rotation), as a PNG or as a PDF
 * whose page is only that image (no text layer).
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** One piece of text at (x, y) in points from the page's top left; y is the baseline. */
export interface DocItem {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  mono?: boolean;
  /** right: x is where the text ends (money columns). */
  align?: 'left' | 'right';
}

/** A stroked rectangle (form boxes, table rules), in points from the top left. */
export interface DocRule {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DocPage {
  items: DocItem[];
  rules: DocRule[];
}

export const PAGE_W = 612;
export const PAGE_H = 792;

export async function renderTextPdf(pages: DocPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  for (const p of pages) {
    const page = doc.addPage([PAGE_W, PAGE_H]);
    for (const r of p.rules)
      page.drawRectangle({
        x: r.x,
        y: PAGE_H - r.y - r.h,
        width: r.w,
        height: r.h,
        borderColor: rgb(0.3, 0.3, 0.3),
        borderWidth: 0.6,
      });
    for (const it of p.items) {
      const font = it.mono ? fonts.mono : it.bold ? fonts.bold : fonts.regular;
      const size = it.size ?? 9;
      const w = font.widthOfTextAtSize(it.text, size);
      page.drawText(it.text, {
        x: it.align === 'right' ? it.x - w : it.x,
        y: PAGE_H - it.y,
        size,
        font,
        color: rgb(0, 0, 0),
      });
    }
  }
  return doc.save();
}

/** A small deterministic random source, so a scan is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export interface ScanOptions {
  dpi?: number;
  /** Degrees, clockwise. */
  rotation?: number;
  seed?: number;
  /** 0–1: how much speckle and grey the paper has. */
  noise?: number;
}

/** One page as a scanned image (PNG bytes). */
export function renderScanPage(p: DocPage, opts: ScanOptions = {}): Uint8Array {
  const dpi = opts.dpi ?? 200;
  const k = dpi / 72;
  const rnd = random(opts.seed ?? 7);
  const noise = opts.noise ?? 0.5;
  const w = Math.round(PAGE_W * k);
  const h = Math.round(PAGE_H * k);
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f2ec';
  g.fillRect(0, 0, w, h);
  g.save();
  g.translate(w / 2, h / 2);
  g.rotate(((opts.rotation ?? 0.8) * Math.PI) / 180);
  g.translate(-w / 2, -h / 2);
  g.strokeStyle = '#555';
  g.lineWidth = Math.max(1, 0.6 * k);
  for (const r of p.rules) g.strokeRect(r.x * k, r.y * k, r.w * k, r.h * k);
  g.fillStyle = '#1a1a1a';
  g.textBaseline = 'alphabetic';
  for (const it of p.items) {
    const size = (it.size ?? 9) * k;
    const family = it.mono ? 'Liberation Mono' : 'Liberation Sans';
    g.font = `${it.bold ? 'bold ' : ''}${size}px "${family}"`;
    g.textAlign = it.align === 'right' ? 'right' : 'left';
    g.fillText(it.text, it.x * k, it.y * k);
  }
  g.restore();
  // Paper noise: grey specks and a few darker dots, as a flatbed scan or a fax gives.
  const img = g.getImageData(0, 0, w, h);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rnd() - 0.5) * 40 * noise;
    const speck = rnd() < 0.002 * noise ? -120 : 0;
    for (let c = 0; c < 3; c++) d[i + c] = Math.max(0, Math.min(255, d[i + c] + n + speck));
  }
  g.putImageData(img, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** Scanned pages in one PDF with no text layer (each page is just its image), as a copier makes. */
export async function renderScanPdf(pages: DocPage[], opts: ScanOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const [i, p] of pages.entries()) {
    const png = await doc.embedPng(renderScanPage(p, { ...opts, seed: (opts.seed ?? 7) + i }));
    const page = doc.addPage([PAGE_W, PAGE_H]);
    page.drawImage(png, { x: 0, y: 0, width: PAGE_W, height: PAGE_H });
  }
  return doc.save();
}
