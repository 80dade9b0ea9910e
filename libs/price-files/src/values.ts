import { parseMoneyCents } from '@fp/domain';

/** Trimmed text, or null when blank. */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** Dollars (a JSON number or CSV text) as integer cents, parsed from the digits (no float rounding). */
export function cents(value: unknown): number | null {
  const s = text(value);
  if (s === null) return null;
  return parseMoneyCents(s);
}

/** A numeric percentage as written ("50", "62.5"), or null when not a number. */
export function percentage(value: unknown): string | null {
  const s = text(value)?.replace(/%$/, '').trim();
  if (!s || !Number.isFinite(Number(s))) return null;
  return s;
}

/** "2026-04-01" or "4/1/2026" as "2026-04-01"; null when neither. */
export function isoDate(value: unknown): string | null {
  const s = text(value);
  if (!s) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  return null;
}
