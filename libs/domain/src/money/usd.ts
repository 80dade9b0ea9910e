/**
 * Numbers and dollars as the site's languages write them, without Intl.NumberFormat. A page's first Intl
 * number format loads the engine's number data: 60–150 ms of one task on a phone-speed (4× slower) CPU in
 * Chromium, on the map page's load (docs/benchmarks/api-build.md). English (en-US) and the site's Spanish
 * (es-US) write numbers alike, "1,234.5": usd.spec.ts compares these functions with Intl for both tags, so
 * a language that writes them otherwise fails there before it reaches a page.
 */

/** A whole number with thousands separators: 1234567 → "1,234,567"; a fraction is dropped. */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/**
 * Cents as US dollars with cents: 123456 → "$1,234.56", -1234 → "-$12.34" (the sign before the dollar
 * sign, as Intl's currency style writes it); a fraction of a cent is rounded to the nearest cent; a value
 * that is not a number is "—".
 */
export function usd(cents: number): string {
  if (!Number.isFinite(cents)) return '—';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `abs` (≥ 0, finite, under 10^21) rounded to `digits` decimals as Intl rounds: from the shortest decimal
 * that reads back as the same number (what `String` writes: 0.15, not 0.1499999…), half away from zero.
 * `toFixed` rounds the binary value instead, and wrote 0.15 to one decimal as "0.1" where Intl writes "0.2".
 */
function roundedDigits(abs: number, digits: number): { whole: string; fraction: string } {
  // Below 10^-6 String writes an exponent; such a number rounds to zero at any digits used here (≤ 6).
  const text = abs < 1e-6 ? '0' : String(abs);
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits] >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return { whole: all.slice(0, all.length - digits), fraction: all.slice(all.length - digits) };
}

/** A number with exactly `digits` decimals, rounded half away from zero: (2.45, 1) → "2.5", (12345, 0) → "12,345". */
export function decimalText(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '—';
  // From 10^21 String writes an exponent: left to Intl (no such figure reaches a page).
  if (Math.abs(value) >= 1e21)
    return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const { whole, fraction } = roundedDigits(Math.abs(value), digits);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A number as `new Intl.NumberFormat(tag).format(value)` writes it for the site's tags: grouped, at most
 * three decimals (rounded as Intl rounds, trailing zeros dropped): 1234.5 → "1,234.5", 2/3 → "0.667".
 * Null for what Intl writes otherwise or is better left to it (not finite, 10^21 and beyond, a negative
 * that rounds to zero, which Intl writes "-0").
 */
export function numberText(value: number): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21 || Object.is(value, -0)) return null;
  const { whole, fraction } = roundedDigits(Math.abs(value), 3);
  const decimals = fraction.replace(/0+$/, '');
  if (value < 0 && whole === '0' && !decimals) return null;
  return `${value < 0 ? '-' : ''}${groupThousands(Number(whole))}${decimals ? `.${decimals}` : ''}`;
}
