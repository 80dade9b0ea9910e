/**
 * A least-recently-used cache bounded by total weight (e.g. the number of providers held), so a few huge
 * entries cannot grow memory without limit: lru-cache's LRUCache with `maxSize`, behind the small
 * interface the services use.
 *
 * Why lru-cache (isaacs, the cache Apollo Server itself uses; Node 20 and 22+): it keeps its order in
 * arrays of indexes, so a read and an eviction cost the same whatever the cache holds. The hand-written
 * one it replaces kept the order in a Map (delete and re-insert on each read) and evicted by iterating from
 * the Map's oldest end; V8 leaves a deleted Map entry as a hole until the table is rebuilt, and that
 * iteration walked over every hole: 12.5 µs per read and write on a full 20,000-key cache of long-tail
 * search keys (0.2–0.6 µs with lru-cache), paid twice per map search.
 */
import { LRUCache } from 'lru-cache';

export class WeightedLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<K, V>;

  constructor(maxWeight: number, weigh: (value: V) => number = () => 1) {
    if (!(maxWeight > 0)) throw new Error('WeightedLru needs a positive maxWeight');
    this.cache = new LRUCache<K, V>({
      maxSize: maxWeight,
      // An entry heavier than the whole cache is not kept at all (lru-cache's maxEntrySize is maxSize).
      sizeCalculation: (value) => Math.max(1, weigh(value)),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  get weight(): number {
    return this.cache.calculatedSize;
  }

  get(key: K): V | undefined {
    return this.cache.get(key);
  }

  set(key: K, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: K): void {
    this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }
}
