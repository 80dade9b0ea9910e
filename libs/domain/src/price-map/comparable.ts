/**
 * How the map compares hospitals: by their price in one year's dollars (the range's CPI-adjusted
 * `currentDollars`, cpi.ts), never by published figures of different years. A hospital whose figures
 * have no CPI value (a year left out of the table) has no comparable price: it is listed after the others
 * and left out of the comparisons.
 */

/** What the comparison reads of a hospital in a list. */
export interface ComparableItem {
  distanceKm?: number | null;
  priceRange?: { currentDollars?: { averageCents: number } | null } | null;
}

/** The list orders a visitor can choose. */
export type ProviderOrder = 'distance' | 'price';

/** The average price in CPI-year dollars, or null when the hospital cannot be compared. */
export function comparableAverageCents(item: ComparableItem): number | null {
  return item.priceRange?.currentDollars?.averageCents ?? null;
}

const nullsLast = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b == null ? 0 : 1) : b == null ? -1 : a - b;

/**
 * Sorts a copy: by distance (nearest first), or by the comparable average (cheapest first, hospitals
 * without one last); ties by distance.
 */
export function sortProviders<T extends ComparableItem>(items: readonly T[], order: ProviderOrder): T[] {
  return [...items].sort(
    (a, b) =>
      (order === 'price' ? nullsLast(comparableAverageCents(a), comparableAverageCents(b)) : 0) ||
      nullsLast(a.distanceKm, b.distanceKm),
  );
}
