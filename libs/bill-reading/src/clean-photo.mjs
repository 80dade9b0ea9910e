// A phone photo of a bill made ready for OCR (issue 39), with sharp (libvips): turned upright by its EXIF
// Orientation, grey, at most MAX_PIXELS; the page found (brighter than the desk around it) and its slant
// taken out (the angle of its left and right edges), cropped to the page; uneven light evened by dividing
// by the page's own background (a heavy blur of it: shadows and light fall-off go, print stays), then
// cleaned and handed to tesseract as clean-image.mjs does for scans (rules and specks whitened; tesseract
// binarises). Nothing is fetched: sharp's libvips comes prebuilt in its npm package.
import { capScale, cleanImage, cleanPixels, MAX_PIXELS, ocrScale } from './clean-image.mjs';

/** A page's width in points (US letter, 8.5 in): a photo's page is enlarged to MAX_DPI over it. */
const PAGE_WIDTH_PT = 612;

/** After the division the paper is about 255: greys from PAPER up are paper, INK and below full black. */
const PAPER = 245;
const INK = 80;

/** The side of the small copy the page is looked for on (pixels). */
const FIND_SIDE = 400;

/** Otsu's threshold of 8-bit grey pixels. */
function otsuOf(px) {
  const hist = new Uint32Array(256);
  for (const v of px) hist[v]++;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let t = 128;
  for (let i = 0; i < 256; i++) {
    wB += hist[i];
    if (!wB) continue;
    const wF = px.length - wB;
    if (!wF) break;
    sumB += i * hist[i];
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      t = i;
    }
  }
  return t;
}

/**
 * The page on a small grey copy (w × h): the rows and columns mostly brighter than Otsu's threshold, and
 * the slant of the page's left and right edges (degrees, clockwise positive), or null when no page stands
 * out from a darker background (a scan, a photo filled by the page).
 */
function findPage(px, w, h) {
  const t = otsuOf(px);
  const bright = (x, y) => px[y * w + x] > t;
  const rows = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) n += bright(x, y) ? 1 : 0;
    rows.push(n / w);
  }
  const cols = [];
  for (let x = 0; x < w; x++) {
    let n = 0;
    for (let y = 0; y < h; y++) n += bright(x, y) ? 1 : 0;
    cols.push(n / h);
  }
  const top = rows.findIndex((f) => f > 0.4);
  const bottom = h - 1 - [...rows].reverse().findIndex((f) => f > 0.4);
  const left = cols.findIndex((f) => f > 0.4);
  const right = w - 1 - [...cols].reverse().findIndex((f) => f > 0.4);
  if (top < 0 || left < 0 || bottom <= top || right <= left) return null;
  const margin = Math.min(top, left, h - 1 - bottom, w - 1 - right);
  // No dark border all round: the photo is the page (or a scan); nothing to find.
  if (margin < 2) return null;
  // The slant: where each row of the page's middle half first and last turns bright, fitted by a line.
  const fit = (pts) => {
    const n = pts.length;
    if (n < 5) return 0;
    const my = pts.reduce((s, p) => s + p[0], 0) / n;
    const mx = pts.reduce((s, p) => s + p[1], 0) / n;
    let num = 0;
    let den = 0;
    for (const [y, x] of pts) {
      num += (y - my) * (x - mx);
      den += (y - my) ** 2;
    }
    return den ? num / den : 0;
  };
  const l = [];
  const r = [];
  for (let y = Math.round(top + (bottom - top) * 0.25); y < top + (bottom - top) * 0.75; y++) {
    let x0 = 0;
    while (x0 < w && !bright(x0, y)) x0++;
    let x1 = w - 1;
    while (x1 > 0 && !bright(x1, y)) x1--;
    if (x0 < x1) {
      l.push([y, x0]);
      r.push([y, x1]);
    }
  }
  // Left and right edges lean opposite ways under a keystone and the same way under a turn: the turn is
  // their mean.
  const slope = (fit(l) + fit(r)) / 2;
  return { top, bottom, left, right, angle: (-Math.atan(slope) * 180) / Math.PI };
}

/** One channel of grey, whatever the steps before made of the image (libvips may add channels). */
async function greyOf(img) {
  const { data, info } = await img.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}

async function smallCopy(sharp, img, w, h) {
  const s = FIND_SIDE / Math.max(w, h);
  const sw = Math.max(1, Math.round(w * s));
  const sh = Math.max(1, Math.round(h * s));
  const { data } = await greyOf(img.resize(sw, sh, { fit: 'fill' }));
  return { px: data, w: sw, h: sh, scale: s };
}

/**
 * The angle (degrees, clockwise, for sharp's rotate) that makes the print's rows level: on a copy 800
 * pixels wide, the dark pixels are counted per row after shearing them by each angle from −6° to 6°; the
 * rows are sharpest (the largest sum of squared counts) at the page's own slant.
 */
async function textSkew(sharp, img, w, h) {
  const sw = Math.min(800, w);
  const sh = Math.max(1, Math.round((h * sw) / w));
  const { data } = await greyOf(img.clone().resize(sw, sh, { fit: 'fill' }));
  const xs = [];
  const ys = [];
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++)
      if (data[y * sw + x] < 128) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const bins = new Float64Array(sh + sw);
  for (let a = -6; a <= 6.001; a += 0.2) {
    const t = Math.tan((a * Math.PI) / 180);
    bins.fill(0);
    const off = t < 0 ? Math.ceil(-t * sw) : 0;
    for (let i = 0; i < xs.length; i++) {
      const k = Math.round(ys[i] + xs[i] * t) + off;
      if (k >= 0 && k < bins.length) bins[k]++;
    }
    let score = 0;
    for (const b of bins) score += b * b;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  // The rows are level where y + x·tan(a) is constant: they rise by tan(a) a pixel rightwards, and turning
  // the page by a (clockwise) levels them.
  return Math.round(best * 10) / 10;
}

/** How much the light varies over a page (grey levels) for it to be evened first. */
const UNEVEN_LIGHT = 40;

/** The spread of the paper's brightness over the small copy: its 5th to 95th percentile after a heavy blur. */
async function lightRange(sharp, small) {
  const { data } = await greyOf(
    sharp(small.px, { raw: { width: small.w, height: small.h, channels: 1 } })
      .median(9)
      .blur(8),
  );
  const sorted = Uint8Array.from(data).sort();
  return sorted[Math.floor(sorted.length * 0.95)] - sorted[Math.floor(sorted.length * 0.05)];
}

/**
 * The scale (≥ 1) that brings a photo's page w pixels wide to MAX_DPI when it is under 250 dpi: a photo's
 * blurred print is read better enlarged.
 */
const enlarge = (w, h) => Math.max(1, ocrScale(w, h, PAGE_WIDTH_PT, 250));

/** A photo (JPEG/PNG bytes) as a cleaned greyscale PGM for tesseract. */
export async function cleanPhoto(bytes) {
  const { default: sharp } = await import('sharp');
  // One libvips thread and no operation cache: the reader shares two cores with the site, and its memory
  // is measured (bench:read, ≤ 400 MB).
  sharp.concurrency(1);
  sharp.cache(false);
  // limitInputPixels: a decompression bomb is refused before it is decoded (sharp reads the header first).
  const upright = sharp(Buffer.from(bytes), { limitInputPixels: 60_000_000 }).rotate();
  const meta = await upright.metadata();
  const side = (meta.orientation ?? 1) >= 5;
  const W0 = side ? meta.height : meta.width;
  const H0 = side ? meta.width : meta.height;
  const s = capScale(W0, H0);
  const w = Math.max(1, Math.floor(W0 * s));
  const h = Math.max(1, Math.floor(H0 * s));
  let { data: grey, w: gw, h: gh } = await greyOf(upright.resize(w, h, { fit: 'fill' }).greyscale());
  const raw = (buf, width, height) => sharp(buf, { raw: { width, height, channels: 1 } });
  let small = await smallCopy(sharp, raw(grey, gw, gh), gw, gh);
  let page = findPage(small.px, small.w, small.h);
  // A page filling the frame in even light (a scan saved as JPEG, a flat photo) is cleaned as a scan:
  // the division and levelling below are for a page on a desk or in uneven light.
  if (!page && (await lightRange(sharp, small)) < UNEVEN_LIGHT) return cleanImage(bytes);
  if (page && Math.abs(page.angle) > 0.2 && Math.abs(page.angle) < 10) {
    // Turned back, the corners filled with black (desk-dark, so the page is found again).
    ({
      data: grey,
      w: gw,
      h: gh,
    } = await greyOf(raw(grey, gw, gh).rotate(page.angle, { background: { r: 0, g: 0, b: 0 } })));
    small = await smallCopy(sharp, raw(grey, gw, gh), gw, gh);
    page = findPage(small.px, small.w, small.h);
  }
  let img = raw(grey, gw, gh);
  let pw = gw;
  let ph = gh;
  if (page) {
    // Cropped a little inside the page's edges (the paper's rim and shadow are not text).
    const inset = 2;
    const left = Math.max(0, Math.floor((page.left + inset) / small.scale));
    const top = Math.max(0, Math.floor((page.top + inset) / small.scale));
    pw = Math.min(gw - left, Math.floor((page.right - page.left - 2 * inset) / small.scale));
    ph = Math.min(gh - top, Math.floor((page.bottom - page.top - 2 * inset) / small.scale));
    if (pw > 100 && ph > 100) {
      const cropped = await greyOf(raw(grey, gw, gh).extract({ left, top, width: pw, height: ph }));
      img = raw(cropped.data, pw, ph);
    } else {
      pw = gw;
      ph = gh;
    }
  }
  // Uneven light: the page divided by its background (a blur wider than any letter), as colour-dodge with
  // the background negated computes it (base / (1 − (1 − background))).
  const { data: base } = await greyOf(img);
  const { data: background } = await greyOf(
    raw(base, pw, ph)
      .resize(Math.max(1, Math.round(pw / 8)), Math.max(1, Math.round(ph / 8)), { fit: 'fill' })
      .blur(6)
      .resize(pw, ph, { fit: 'fill' })
      .negate(),
  );
  const evened = await greyOf(
    raw(base, pw, ph)
      .composite([{ input: background, raw: { width: pw, height: ph, channels: 1 }, blend: 'colour-dodge' }])
      // The paper's grain, made visible by the division (most in the dark corners), is smoothed, and every
      // grey within 4 % of the paper's white is taken as paper: print stays, grain goes.
      .median(3)
      .linear(255 / (PAPER - INK), (-INK * 255) / (PAPER - INK)),
  );
  if (evened.w * evened.h > MAX_PIXELS * 1.05) throw new Error('The photo is too large to read.');
  // The turn left after the page's edges (uneven light can hide an edge): the angle at which the print's
  // rows line up, turned back with white corners.
  const skew = await textSkew(sharp, raw(evened.data, evened.w, evened.h), evened.w, evened.h);
  if (Math.abs(skew) >= 0.3) {
    const straight = await greyOf(
      raw(evened.data, evened.w, evened.h).rotate(skew, { background: { r: 255, g: 255, b: 255 } }),
    );
    return cleanPixels(straight.data, straight.w, straight.h, 1, enlarge(straight.w, straight.h));
  }
  return cleanPixels(evened.data, evened.w, evened.h, 1, enlarge(evened.w, evened.h));
}
