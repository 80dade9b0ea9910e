import { MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';
import { contentDisposition } from './content-disposition';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\evil.dll', 'evil.dll'],
    ['/var/www/bill.pdf', 'bill.pdf'],
    ['..', 'file'],
    ['', 'file'],
    ['.htaccess', 'htaccess'],
    ['bill\u0000.pdf', 'bill.pdf'],
    ['bill\r\nSet-Cookie: x.pdf', 'billSet-Cookie_ x.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['  my   bill  .pdf ', 'my bill .pdf'],
    ['a<b>c:"d"|e?*.txt', 'a_b_c__d__e__.txt'],
    ['Rechnung März.pdf', 'Rechnung März.pdf'],
  ])('%j becomes %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('uses the fallback when nothing is left', () => {
    expect(sanitizeFileName('../', 'file.pdf')).toBe('file.pdf');
    expect(sanitizeFileName(undefined, 'file.pdf')).toBe('file.pdf');
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Rechnung März (1).pdf')).toBe(
      `attachment; filename="Rechnung M_rz (1).pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20%281%29.pdf`,
    );
  });
  it('never lets a quote end the header value', () => {
    expect(contentDisposition('a"b\\c.txt')).toMatch(/^attachment; filename="a_b_c.txt"; /);
  });
});
