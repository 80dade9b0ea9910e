/**
 * A list drawn from an answer that may come again unchanged: the map asks its first answer's search again
 * once the page is idle (use-map-search.ts), and the same hospitals then keep the objects they had, so
 * that nothing computed from them (the memoized list items, the markers, the spread) is done again.
 */
export interface KeptItems<T> {
  items: readonly T[];
  /** Each item by its hit's JSON text. */
  byText: ReadonlyMap<string, T>;
}

export const NO_ITEMS: KeptItems<never> = { items: [], byText: new Map<string, never>() };

/**
 * The items for `hits`, each made by `make` unless `before` has one for an equal hit (the same JSON text),
 * which is kept. When every item is kept in the same order, `before` itself is returned.
 */
export function keepUnchanged<H, T>(
  before: KeptItems<T>,
  hits: readonly H[],
  make: (hit: H) => T,
): KeptItems<T> {
  const byText = new Map<string, T>();
  let same = hits.length === before.items.length;
  const items = hits.map((hit, i) => {
    const text = JSON.stringify(hit);
    const item = byText.get(text) ?? before.byText.get(text) ?? make(hit);
    byText.set(text, item);
    if (before.items[i] !== item) same = false;
    return item;
  });
  return same ? before : { items, byText };
}
