import { sniffType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'pdf', 'application/pdf'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0'), 'jpg', 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png', 'image/png'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'heic', 'image/heic'],
    ['TIFF (Intel)', bytes('II*\0', [8, 0, 0, 0]), 'tif', 'image/tiff'],
    ['TIFF (Motorola)', bytes('MM\0*', [0, 0, 0, 8]), 'tif', 'image/tiff'],
    [
      'UTF-8 text',
      Buffer.from('Itemized bill\nRoom and board: $1,200\nCafé — 5 €\n'),
      'txt',
      'text/plain; charset=utf-8',
    ],
  ])('recognises %s by its first bytes', (_name, head, ext, contentType) => {
    expect(sniffType(head)).toMatchObject({ ext, contentType });
  });

  it('refuses a Windows program renamed bill.pdf', () => {
    const exe = bytes(
      'MZ',
      [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0],
      'This program cannot be run in DOS mode',
    );
    expect(sniffType(exe)).toBeNull();
  });

  it.each([
    ['ZIP (also .docx)', bytes('PK\x03\x04', [20, 0, 0, 0])],
    ['ELF program', bytes('\x7fELF', [2, 1, 1, 0, 0, 0])],
    ['GIF image', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0])],
    ['AVIF-only ftyp brand', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0])],
    ['MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0])],
    ['text with a NUL byte', Buffer.from('hello\0world')],
    ['invalid UTF-8 (Latin-1 text)', Buffer.from('caf\xe9 bill', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffType(head)).toBeNull();
  });

  it('accepts text whose sniff window ends inside a multi-byte character', () => {
    const text = Buffer.from('€'.repeat(200)); // 600 bytes, 3 per character
    expect(sniffType(text.subarray(0, 512))?.ext).toBe('txt');
  });

  it('does not take "%PDF" later in the file as a PDF', () => {
    expect(sniffType(bytes('MZ\0\0%PDF-1.4'))).toBeNull();
  });
});
