import { comparableAverageCents, sortProviders } from './comparable';

const item = (id: string, distanceKm: number | null, average: number | null) => ({
  id,
  distanceKm,
  priceRange: { currentDollars: average === null ? null : { averageCents: average } },
});

describe('sortProviders', () => {
  const items = [item('a', 1, 900), item('b', 2, 500), item('c', 3, null), item('d', 4, 500)];

  it('orders by distance, nearest first', () => {
    expect(sortProviders([...items].reverse(), 'distance').map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders by the comparable (CPI-year) average, cheapest first, ties by distance, uncomparable last', () => {
    expect(sortProviders(items, 'price').map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves the given list as it was', () => {
    sortProviders(items, 'price');
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads the comparable average only from currentDollars', () => {
    expect(comparableAverageCents(item('x', 1, 123))).toBe(123);
    expect(comparableAverageCents({ priceRange: null })).toBeNull();
  });
});
