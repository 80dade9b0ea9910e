/**
 * "$8.2K": a price in short, beside a marker and on a group's badge. Written here rather than by
 * Intl.NumberFormat's compact notation, whose output depends on the ICU data of the engine: Node 20
 * (ICU 78) writes "$7.0K" where Chromium writes "$7K", and the server's first view (src/ssr.tsx) must
 * be the very markup the browser renders, or React draws the map page again instead of adopting it.
 */
const UNITS = ['', 'K', 'M', 'B'] as const;

/**
 * Whole dollars under $1,000 ("$951", as Intl's compact notation writes them: a price tag has no room for
 * cents and "$950.6" reads as a typo); above, one decimal at most, none when it is zero, with thousands,
 * millions or billions as K, M, B.
 */
export function compactUsd(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const abs = Math.abs(dollars);
  let unit = 0;
  while (unit < UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit++;
  let shown = unit === 0 ? Math.round(abs) : Math.round((abs / 1000 ** unit) * 10) / 10;
  // The unit of the rounded figure: $999,960 is "$1M", not "$1000K".
  if (shown >= 1000 && unit < UNITS.length - 1) shown = Math.round((abs / 1000 ** ++unit) * 10) / 10;
  return `${sign}$${shown}${UNITS[unit]}`;
}
