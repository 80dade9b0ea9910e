/**
 * Files made to hurt the reader (issue 38's attack pass), for its tests and bench:read: text PDFs whose
 * lines are tens of thousands of characters long (a parser in time square in a line's length stalled the
 * server for seconds), and small images or PDFs that declare enormous images (decompression bombs).
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * A one-page text PDF with `lines` lines of `chars` characters each: an amount due, then the word "total"
 * over and over. Every "total" made the old label pattern (a look-behind for a UB-04 totals line) scan back
 * to the line's start, so a line cost time square in its length: 30,000 characters took 4 s, 100,000 about
 * 50 s, all on the API's event loop. Compressed, a line is under 1 kB of PDF.
 */
export async function longLinePdf(lines: number, chars = 100_000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const head = 'Amount due 1,234.56   ';
  const text = (head + 'total '.repeat(Math.ceil(chars / 6))).slice(0, chars);
  // Small enough for the whole line to lie on the page (pdf.js leaves out text beyond the page's edge).
  const size = Math.min(1, 500 / font.widthOfTextAtSize(text, 1));
  for (let i = 0; i < lines; i++) page.drawText(text, { x: 10, y: 760 - i * 12, size, font });
  return doc.save();
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

let table: Uint32Array | null = null;
function crc32(b: Buffer): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < b.length; i++) c = table[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One-bit white rows, deflated: `height` rows of `width` pixels (each row a filter byte then the bits). */
function whiteRows(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return deflateSync(raw, { level: 9 });
}

/**
 * A valid one-bit greyscale PNG of width x height white pixels: 20000 x 20000 is ~100 kB on disk and
 * 1.6 GB once decoded to RGBA.
 */
export function bombPng(width = 20_000, height = 20_000): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      sig,
      chunk('IHDR', ihdr),
      chunk('IDAT', whiteRows(width, height)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The first bytes of a baseline JPEG declaring width x height (enough for its size to be read, no image). */
export function bombJpegHeader(width = 30_000, height = 30_000): Uint8Array {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ]);
  // A JFIF APP0 segment first, as every camera's and scanner's JPEG has one (APP0 or APP1).
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  ]);
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]));
}

/** A one-page PDF whose only content is a one-bit image of width x height white pixels (~100 kB). */
export async function bombImagePdf(width = 20_000, height = 20_000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const image = doc.context.stream(new Uint8Array(whiteRows(width, height)), {
    Filter: 'FlateDecode',
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 1, Columns: width },
  });
  const ref = doc.context.register(image);
  page.node.setXObject(PDFName.of('Im0'), ref);
  const ops = doc.context.stream('q 612 0 0 792 0 0 cm /Im0 Do Q');
  page.node.set(PDFName.of('Contents'), doc.context.register(ops));
  return doc.save();
}
