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
 * A hit's text for comparing: its JSON without `__typename`. The page's first answer, which the server
 * ran without Apollo Client, has none; the browser's client adds them to every object it asks for, so the
 * same hospitals answered again differed in every hit, and the whole list, its markers and its spread were
 * made again at the page's first idle moment (a 96–123 ms task at 4× CPU for New York's 112 hospitals).
 */
const textOf = (hit: unknown) =>
  JSON.stringify(hit, (key, value: unknown) => (key === '__typename' ? undefined : value));

/**
 * The items for `hits`, each made by `make` unless `before` has one for an equal hit (the same JSON text,
 * `__typename` aside), which is kept. When every item is kept in the same order, `before` itself is returned.
 */
export function keepUnchanged<H, T>(
  before: KeptItems<T>,
  hits: readonly H[],
  make: (hit: H) => T,
): KeptItems<T> {
  const byText = new Map<string, T>();
  let same = hits.length === before.items.length;
  const items = hits.map((hit, i) => {
    const text = textOf(hit);
    const item = byText.get(text) ?? before.byText.get(text) ?? make(hit);
    byText.set(text, item);
    if (before.items[i] !== item) same = false;
    return item;
  });
  return same ? before : { items, byText };
}
