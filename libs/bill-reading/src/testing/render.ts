/**
 * The test corpus's bills drawn as files, made by the tests into a temp dir (never committed): a PDF with
 * a text layer (pdf-lib, Helvetica/Courier) and a "scan" (@napi-rs/canvas at 150–200 dpi with the
 * metric-compatible Liberation fonts, paper noise, speckles and a slight rotation), as a PNG or as a PDF
 * whose page is only that image (no text layer), or a phone photo (JPEG) stored on its side with an EXIF
 * Orientation tag.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
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
  /** The print's colour on a scan (a faint cell: "#a8a8a8"); near black when not given. */
  ink?: string;
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
  g.textBaseline = 'alphabetic';
  for (const it of p.items) {
    g.fillStyle = it.ink ?? '#1a1a1a';
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

/** How a phone records which way up its photo is (EXIF Orientation): 1 upright, 3 upside down, 6 and 8 on a side. */
export type PhotoOrientation = 1 | 3 | 6 | 8;

/**
 * A phone photo of one page (JPEG): the scan's pixels stored turned as a phone held sideways stores them,
 * with the EXIF Orientation tag that tells a viewer how to turn them back (6: a quarter turn clockwise to
 * view, 8: anticlockwise, 3: a half turn). Orientation 1 is the upright photo, with the tag.
 */
export async function renderPhotoJpeg(
  p: DocPage,
  orientation: PhotoOrientation,
  opts: ScanOptions = {},
): Promise<Uint8Array> {
  const upright = await loadImage(Buffer.from(renderScanPage(p, opts)));
  const side = orientation === 6 || orientation === 8;
  const canvas = createCanvas(side ? upright.height : upright.width, side ? upright.width : upright.height);
  const g = canvas.getContext('2d');
  // The stored pixels are the upright page turned the other way from what the tag asks a viewer to do.
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate({ 1: 0, 3: Math.PI, 6: -Math.PI / 2, 8: Math.PI / 2 }[orientation]);
  g.drawImage(upright, -upright.width / 2, -upright.height / 2);
  return withExifOrientation(canvas.toBuffer('image/jpeg', 85), orientation);
}

/**
 * A JPEG with an EXIF segment (APP1) holding only the Orientation tag, right after the start-of-image
 * marker, as a camera writes it. `littleEndian` picks the TIFF byte order ("II"; phones use both).
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number, littleEndian = true): Uint8Array {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  const u16 = (v: number, at: number) =>
    littleEndian ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at);
  const u32 = (v: number, at: number) =>
    littleEndian ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at);
  tiff.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  u16(42, 2);
  u32(8, 4); // IFD0 right after the header
  u16(1, 8); // one entry:
  u16(0x0112, 10); // Orientation,
  u16(3, 12); // SHORT,
  u32(1, 14); // one value,
  u16(orientation, 18); // in the entry itself
  u32(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(payload.length + 2, 2);
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, 2), marker, payload, bytes.subarray(2)]));
}

/** How a phone photo of a page goes wrong: each 0–1 (0: not at all). */
export interface PhotoOptions {
  seed?: number;
  /** Keystone: the page's far edge narrower than its near edge (the phone held at an angle). */
  perspective?: number;
  /** Degrees, clockwise. */
  rotation?: number;
  /** Light falling off across the page (a lamp on one side, the phone's shadow). */
  unevenLight?: number;
  /** Out of focus (a Gaussian blur of up to ~1.5 px at 200 dpi). */
  blur?: number;
  /** JPEG quality, 1–100. */
  quality?: number;
}

/**
 * A phone photo of one page (JPEG, upright, no EXIF): the page scanned at 200 dpi, laid on a darker desk,
 * photographed at a slant (the far edge narrower), turned a little, lit unevenly, slightly out of focus
 * and saved as a JPEG. Test data only.
 */
export async function renderPhonePhoto(p: DocPage, o: PhotoOptions = {}): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const rnd = random(o.seed ?? 5);
  const scan = renderScanPage(p, { dpi: 200, rotation: 0, seed: o.seed, noise: 0.3 });
  const { data: src, info } = await sharp(scan).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pw = info.width;
  const ph = info.height;
  const margin = Math.round(pw * 0.08);
  const W = pw + 2 * margin;
  const H = ph + 2 * margin;
  const out = Buffer.alloc(W * H * 3);
  // Keystone: the page's rows narrower towards the top (inverse mapping, bilinear along the row).
  const k = (o.perspective ?? 0) * 0.12;
  // Uneven light: falling off from one corner to the opposite one.
  const light = o.unevenLight ?? 0;
  const cx = rnd() < 0.5 ? 0 : W;
  const cy = rnd() < 0.5 ? 0 : H;
  const far = Math.hypot(W, H);
  for (let y = 0; y < H; y++) {
    const sy = y - margin;
    const s = 1 - k * (1 - Math.max(0, Math.min(1, sy / ph)));
    const left = margin + (pw - pw * s) / 2;
    for (let x = 0; x < W; x++) {
      const sx = (x - left) / s;
      let r = 90;
      let g = 74;
      let b = 58;
      if (sy >= 0 && sy < ph && sx >= 0 && sx < pw - 1) {
        const x0 = Math.floor(sx);
        const f = sx - x0;
        const v = src[sy * pw + x0] * (1 - f) + src[sy * pw + x0 + 1] * f;
        r = v;
        g = v * 0.98;
        b = v * 0.93;
      }
      const shade = 1 - 0.6 * light * (Math.hypot(x - cx, y - cy) / far);
      const j = (y * W + x) * 3;
      out[j] = r * shade;
      out[j + 1] = g * shade;
      out[j + 2] = b * shade;
    }
  }
  let img = sharp(out, { raw: { width: W, height: H, channels: 3 } }).rotate(o.rotation ?? 0, {
    background: { r: 90, g: 74, b: 58 },
  });
  const blur = (o.blur ?? 0) * 1.5;
  if (blur >= 0.3) img = sharp(await img.png().toBuffer()).blur(blur);
  return new Uint8Array(await img.jpeg({ quality: o.quality ?? 80 }).toBuffer());
}
