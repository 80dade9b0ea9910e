/**
 * What a file is, judged by its first bytes (magic numbers), never by its name or the browser's claim.
 * Only kinds that bills and receipts come in are allowed; anything else (an .exe renamed bill.pdf,
 * HTML, a ZIP) is refused.
 */

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'tiff' | 'txt';

export interface SniffedType {
  kind: FileKind;
  /** Canonical lower-case extension, without the dot. */
  ext: string;
  /** The content type stored and sent back on download. */
  contentType: string;
}

/** The allowed kinds, in the order the user-facing message names them. */
export const ALLOWED_TYPES: Readonly<Record<FileKind, SniffedType>> = {
  pdf: { kind: 'pdf', ext: 'pdf', contentType: 'application/pdf' },
  jpeg: { kind: 'jpeg', ext: 'jpg', contentType: 'image/jpeg' },
  png: { kind: 'png', ext: 'png', contentType: 'image/png' },
  heic: { kind: 'heic', ext: 'heic', contentType: 'image/heic' },
  tiff: { kind: 'tiff', ext: 'tif', contentType: 'image/tiff' },
  txt: { kind: 'txt', ext: 'txt', contentType: 'text/plain; charset=utf-8' },
};

/** How many leading bytes `sniffType` wants to see (fewer is fine for short files). */
export const SNIFF_BYTES = 512;

/** Names of the allowed kinds for messages: "PDF, JPEG, PNG, HEIC, TIFF, TXT". */
export const ALLOWED_TYPE_NAMES = 'PDF, JPEG, PNG, HEIC, TIFF, TXT';

// ISO base media "ftyp" brands of HEIF/HEIC images (phones' photos of bills).
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Plain text: no NUL and valid UTF-8 (a multi-byte character cut at the end of the window is fine). */
function isText(head: Uint8Array): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The allowed type of a file from its first bytes (up to SNIFF_BYTES), or null when not allowed. */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ALLOWED_TYPES.pdf; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ALLOWED_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ALLOWED_TYPES.png;
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return ALLOWED_TYPES.tiff;
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12)))
    return ALLOWED_TYPES.heic;
  if (isText(head)) return ALLOWED_TYPES.txt;
  return null;
}
