import { keepUnchanged, NO_ITEMS } from './kept-items';

const hit = (id: string, cents: number) => ({ id, priceRange: { lowestCents: cents } });
const make = (h: ReturnType<typeof hit>) => ({ ...h, made: true });

describe('keepUnchanged', () => {
  it('makes every item the first time', () => {
    const first = keepUnchanged(NO_ITEMS, [hit('a', 1), hit('b', 2)], make);
    expect(first.items).toEqual([
      { id: 'a', priceRange: { lowestCents: 1 }, made: true },
      { id: 'b', priceRange: { lowestCents: 2 }, made: true },
    ]);
  });

  it('returns the same list when the same answer comes again as new objects', () => {
    const first = keepUnchanged(NO_ITEMS, [hit('a', 1), hit('b', 2)], make);
    const again = keepUnchanged(first, [hit('a', 1), hit('b', 2)], make);
    expect(again).toBe(first);
    expect(again.items).toBe(first.items);
  });

  it("keeps the server's first answer when the browser's client answers it again with __typename fields", () => {
    const first = keepUnchanged(NO_ITEMS, [hit('a', 1), hit('b', 2)], make);
    const typed = (id: string, cents: number) => ({
      __typename: 'ProviderHit',
      id,
      priceRange: { __typename: 'PriceRange', lowestCents: cents },
    });
    expect(keepUnchanged(first, [typed('a', 1), typed('b', 2)], make)).toBe(first);
    // A changed figure is still a change, typename or not.
    const next = keepUnchanged(first, [typed('a', 1), typed('b', 3)], make);
    expect(next.items[0]).toBe(first.items[0]);
    expect(next.items[1]).toEqual({
      __typename: 'ProviderHit',
      id: 'b',
      priceRange: { __typename: 'PriceRange', lowestCents: 3 },
      made: true,
    });
  });

  it('keeps the unchanged hospitals and makes the changed one anew', () => {
    const first = keepUnchanged(NO_ITEMS, [hit('a', 1), hit('b', 2)], make);
    const next = keepUnchanged(first, [hit('a', 1), hit('b', 3)], make);
    expect(next.items).not.toBe(first.items);
    expect(next.items[0]).toBe(first.items[0]);
    expect(next.items[1]).not.toBe(first.items[1]);
    expect(next.items[1]).toEqual({ id: 'b', priceRange: { lowestCents: 3 }, made: true });
  });

  it('gives a new list, with the same objects, when the order or the length changes', () => {
    const first = keepUnchanged(NO_ITEMS, [hit('a', 1), hit('b', 2)], make);
    const swapped = keepUnchanged(first, [hit('b', 2), hit('a', 1)], make);
    expect(swapped.items).not.toBe(first.items);
    expect(swapped.items).toEqual([first.items[1], first.items[0]]);
    expect(swapped.items[0]).toBe(first.items[1]);
    const fewer = keepUnchanged(first, [hit('a', 1)], make);
    expect(fewer.items).toHaveLength(1);
    expect(fewer.items[0]).toBe(first.items[0]);
    expect(keepUnchanged(first, [], make).items).toEqual([]);
  });
});
