// Cleaning a scan or photo before OCR (used by read-worker.mjs): grey, at most ~300 dpi, table rules and
// specks whitened, as a PGM tesseract reads without decoding.

/** The most pixels an image is read at: a letter page at 300 dpi (2550 × 3300). */
export const MAX_PIXELS = 2550 * 3300;
/** The resolution a scanned PDF page is read at when its image is finer: what tesseract reads best at. */
export const MAX_DPI = 300;

/** Otsu's threshold of a grey histogram. */
export function otsu(hist, total) {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Cleans a scan before OCR: grey, then the long rules of tables and form boxes are whitened (tesseract
 * drops text that touches them) and isolated specks are removed. A slightly turned rule is still found:
 * a run counts the pixels dark in any of five neighbouring rows (or columns).
 */
export async function cleanImage(bytes) {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  // loadImage applies the JPEG's EXIF Orientation (Skia's codec): a phone photo taken on its side comes
  // out upright, which read-bill.integration-spec.ts checks for tags 6 and 8 in both byte orders.
  const img = await loadImage(Buffer.from(bytes));
  // A large photo is drawn smaller (at most a letter page at 300 dpi): OCR needs no more, and every copy
  // of its pixels below (canvas, RGBA, grey, masks) and tesseract's own would grow with it.
  const s = capScale(img.width, img.height);
  const w = Math.max(1, Math.floor(img.width * s));
  const h = Math.max(1, Math.floor(img.height * s));
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, 0, 0, w, h);
  return cleanPixels(g.getImageData(0, 0, w, h).data, w, h);
}

/**
 * The scale (≤ 1) that brings an image of w × h pixels within MAX_PIXELS, or within maxDpi when it
 * covers a page pageWidthPt points wide.
 */
export function capScale(w, h, pageWidthPt = null, maxDpi = MAX_DPI) {
  let s = Math.min(1, Math.sqrt(MAX_PIXELS / (w * h)));
  if (pageWidthPt) s = Math.min(s, (maxDpi * pageWidthPt) / 72 / w);
  return s;
}

/**
 * Scans coarser than this (dots per inch) are enlarged to MAX_DPI before OCR: a 150-dpi copy reads far
 * better at 300, a 200-dpi scan read as well or better as it is (the fixed corpus's scanned PDF).
 */
export const MIN_DPI = 175;

/**
 * The scale that brings a page image of w × h pixels, pageWidthPt points wide, to MAX_DPI: below 1 when it
 * is finer (capScale), up to 2 when it is coarser than minDpi, never past MAX_PIXELS; 1 otherwise.
 */
export function ocrScale(w, h, pageWidthPt, minDpi = MIN_DPI) {
  const dpi = (w * 72) / pageWidthPt;
  if (dpi >= minDpi) return capScale(w, h, pageWidthPt);
  return Math.max(1, Math.min(2, MAX_DPI / dpi, Math.sqrt(MAX_PIXELS / (w * h))));
}

/**
 * Grey levels of RGBA, RGB or grey pixels, shrunk by `scale` (≤ 1) by averaging the pixels that fall on
 * each pixel of the result: one pass, no full-size copy.
 */
function greyPixels(d, w, h, channels, scale) {
  if (scale >= 1) {
    const grey = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) {
      const j = i * channels;
      grey[i] = channels >= 3 ? (d[j] * 299 + d[j + 1] * 587 + d[j + 2] * 114) / 1000 : d[j];
    }
    return { grey, w, h };
  }
  const tw = Math.max(1, Math.floor(w * scale));
  const th = Math.max(1, Math.floor(h * scale));
  const sum = new Uint32Array(tw * th);
  const count = new Uint16Array(tw * th);
  const col = new Uint32Array(w);
  for (let x = 0; x < w; x++) col[x] = Math.min(tw - 1, Math.floor((x * tw) / w));
  for (let y = 0; y < h; y++) {
    const row = Math.min(th - 1, Math.floor((y * th) / h)) * tw;
    for (let x = 0; x < w; x++) {
      const j = (y * w + x) * channels;
      const v = channels >= 3 ? (d[j] * 299 + d[j + 1] * 587 + d[j + 2] * 114) / 1000 : d[j];
      sum[row + col[x]] += v;
      count[row + col[x]]++;
    }
  }
  const grey = new Uint8Array(tw * th);
  for (let i = 0; i < tw * th; i++) grey[i] = count[i] ? Math.round(sum[i] / count[i]) : 255;
  return { grey, w: tw, h: th };
}

/**
 * Grey levels of pixels enlarged by `scale` (> 1), each pixel of the result interpolated between the four
 * source pixels around it (bilinear): tesseract reads print of a 150-dpi scan far better at 300 dpi.
 */
function enlarged(d, w, h, channels, scale) {
  const tw = Math.max(1, Math.floor(w * scale));
  const th = Math.max(1, Math.floor(h * scale));
  const at = (x, y) => {
    const j = (y * w + x) * channels;
    return channels >= 3 ? (d[j] * 299 + d[j + 1] * 587 + d[j + 2] * 114) / 1000 : d[j];
  };
  const grey = new Uint8Array(tw * th);
  for (let y = 0; y < th; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < tw; x++) {
      const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
      const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
      grey[y * tw + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { grey, w: tw, h: th };
}

/**
 * cleanImage's work on RGBA (or RGB, or grey) pixels, shrunk (scale < 1) or enlarged (scale > 1) first;
 * returns a greyscale PGM. With `binarise`, an enlarged scan's pixels are made black or white at its
 * Otsu threshold after enlarging: on a grey 150-dpi copy enlarged to 300 tesseract read a lone digit in a
 * column ("1" under SERV. UNITS) as "it" or "dl;", and read it right once the paper's grain was gone.
 * An image read at its own size stays grey: binarised at 150–200 dpi, PNG scans read far worse (held-out
 * share 88.8 % → 76.6 %). Photos stay grey too (clean-photo.mjs evens their light; not measured so).
 */
export function cleanPixels(d, sw, sh, channels = 4, scale = 1, { binarise = false } = {}) {
  // Enlarged after cleaning: rules and specks are found at the scan's own resolution.
  const { grey, w, h } = greyPixels(d, sw, sh, channels, Math.min(1, scale));
  const hist = new Uint32Array(256);
  for (let i = 0; i < w * h; i++) hist[grey[i]]++;
  const t = otsu(hist, w * h);
  const dark = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) dark[i] = grey[i] <= t ? 1 : 0;
  const remove = new Uint8Array(w * h);
  const longH = Math.max(120, Math.round(w / 12));
  const longV = Math.max(60, Math.round(h / 40));
  const band = 2;
  // dilV: dark in any of the rows y-2..y+2; dilH: in any of the columns x-2..x+2.
  const dilV = new Uint8Array(w * h);
  const dilH = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - band);
    const y1 = Math.min(h - 1, y + band);
    const row = y * w;
    for (let k = y0; k <= y1; k++) {
      const kr = k * w;
      for (let x = 0; x < w; x++) dilV[row + x] |= dark[kr + x];
    }
    for (let x = 0; x < w; x++) {
      if (!dark[row + x]) continue;
      const x0 = Math.max(0, x - band);
      const x1 = Math.min(w - 1, x + band);
      for (let k = x0; k <= x1; k++) dilH[row + k] = 1;
    }
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let run = 0;
    for (let x = 0; x <= w; x++) {
      if (x < w && dilV[row + x]) run++;
      else {
        if (run >= longH) for (let xx = x - run; xx < x; xx++) if (dark[row + xx]) remove[row + xx] = 1;
        run = 0;
      }
    }
  }
  for (let x = 0; x < w; x++) {
    let run = 0;
    for (let y = 0; y <= h; y++) {
      if (y < h && dilH[y * w + x]) run++;
      else {
        if (run >= longV) for (let yy = y - run; yy < y; yy++) if (dark[yy * w + x]) remove[yy * w + x] = 1;
        run = 0;
      }
    }
  }
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!dark[i] || remove[i]) continue;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dy || dx) && dark[i + dy * w + dx]) n++;
      if (n === 0) remove[i] = 1;
    }
  }
  for (let i = 0; i < w * h; i++) if (remove[i]) grey[i] = 255;
  const big = scale > 1 ? enlarged(grey, w, h, 1, scale) : { grey, w, h };
  if (binarise && scale > 1)
    for (let i = 0; i < big.grey.length; i++) big.grey[i] = big.grey[i] <= t ? 0 : 255;
  // A greyscale PNM (PGM) for tesseract: written as it is, far quicker than encoding a PNG.
  const header = Buffer.from(`P5\n${big.w} ${big.h}\n255\n`, 'latin1');
  const out = Buffer.alloc(header.length + big.w * big.h);
  header.copy(out, 0);
  out.set(big.grey, header.length);
  return out;
}
