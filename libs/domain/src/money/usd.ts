/** Cents as US dollars with cents, e.g. 123456 → "$1,234.56" (the bill check's explanations). */
export const usd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
