/**
 * A small least-recently-used cache bounded by total weight (e.g. the number of providers held), so a
 * few huge entries cannot grow memory without limit. Map keeps insertion order: re-inserting on read
 * moves an entry to the newest end, and eviction takes from the oldest end.
 */
export class WeightedLru<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {
    if (!(maxWeight > 0)) throw new Error('WeightedLru needs a positive maxWeight');
  }

  get size(): number {
    return this.map.size;
  }

  get weight(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const weight = Math.max(1, this.weigh(value));
    const old = this.map.get(key);
    if (old) {
      this.total -= old.weight;
      this.map.delete(key);
    }
    // An entry heavier than the whole cache is not kept at all.
    if (weight > this.maxWeight) return;
    this.map.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.map) {
      if (this.total <= this.maxWeight) break;
      this.map.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
