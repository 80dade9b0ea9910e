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

/** A number with exactly `digits` decimals, rounded half away from zero: (2.45, 1) → "2.5", (12345, 0) → "12,345". */
export function decimalText(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '—';
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}
