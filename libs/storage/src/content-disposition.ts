/**
 * `Content-Disposition: attachment` with the original name: an ASCII fallback in `filename` and the
 * exact UTF-8 name in `filename*` (RFC 6266 with RFC 5987 encoding), so "Rechnung März.pdf" survives.
 */
const encode5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encode5987(fileName)}`;
}
