/**
 * Numbers as CMS writes them: plain ("32963.07"), with a dollar sign and thousands separators
 * ("$12,345.67") or with more decimals than cents ("727352.46154" in the recent files). Parsed from
 * the digits, never through a float, so cents are exact; extra decimals round half up.
 *
 * Hand-written scanners rather than regular expressions: they run three times per row, and on the
 * 163,065-row FY2011 file this is the difference between about 40 ms and 150 ms.
 */

/** Largest amount accepted, in cents: far above any hospital average and safely below 2^53. */
const MAX_CENTS = 1e13;

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COMMA = 44;
const DOT = 46;
const DOLLAR = 36;
const SPACE = 32;

/**
 * "$12,345.67" -> 1234567. Null for empty, negative or non-numeric text (the caller reports the row).
 * Accepts an optional "$" (and spaces after it), thousands commas in groups of three, any number of
 * decimals.
 */
export function parseMoneyCents(raw: string): number | null {
  let i = 0;
  let end = raw.length;
  while (i < end && raw.charCodeAt(i) <= SPACE) i++;
  while (end > i && raw.charCodeAt(end - 1) <= SPACE) end--;
  if (i < end && raw.charCodeAt(i) === DOLLAR) {
    i++;
    while (i < end && raw.charCodeAt(i) === SPACE) i++;
  }
  let whole = 0;
  let wholeDigits = 0;
  /** Digits since the last comma; -1 before any comma. */
  let group = -1;
  for (; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      whole = whole * 10 + (c - DIGIT_0);
      wholeDigits++;
      if (group >= 0) group++;
    } else if (c === COMMA) {
      // A comma needs 1-3 digits before the first one and exactly 3 between commas.
      if (wholeDigits === 0 || (group < 0 ? wholeDigits > 3 : group !== 3)) return null;
      group = 0;
    } else break;
  }
  if (group >= 0 && group !== 3) return null;
  let cents = whole * 100;
  let decimals = 0;
  if (i < end && raw.charCodeAt(i) === DOT) {
    i++;
    for (; i < end; i++) {
      const c = raw.charCodeAt(i);
      if (c < DIGIT_0 || c > DIGIT_9) return null;
      const d = c - DIGIT_0;
      if (decimals === 0) cents += d * 10;
      else if (decimals === 1) cents += d;
      else if (decimals === 2 && d >= 5) cents += 1; // round half up on the third decimal
      decimals++;
    }
  }
  if (i !== end || (wholeDigits === 0 && decimals === 0)) return null;
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** "1,234", "91" or "91.0" -> a non-negative whole number; null otherwise ("12.5" is not a count). */
export function parseCount(raw: string): number | null {
  const cents = parseMoneyCents(raw);
  if (cents === null || cents % 100 !== 0 || raw.includes('$')) return null;
  // "91.004" rounds to whole cents but is not a whole count.
  const dot = raw.indexOf('.');
  if (dot >= 0 && !/^0*\s*$/.test(raw.slice(dot + 1))) return null;
  const n = cents / 100;
  return n <= 999_999_999 ? n : null;
}
