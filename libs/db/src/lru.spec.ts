import { WeightedLru } from './lru';

describe('WeightedLru', () => {
  it('evicts the least recently used entries beyond the weight limit', () => {
    const lru = new WeightedLru<string, number[]>(5, (v) => v.length);
    lru.set('a', [1, 2]);
    lru.set('b', [1, 2]);
    expect(lru.get('a')).toEqual([1, 2]); // a is now the newest
    lru.set('c', [1, 2]); // total 6 > 5: b goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.weight).toBe(4);
  });

  it('replaces an entry and keeps the weight right', () => {
    const lru = new WeightedLru<string, number[]>(10, (v) => v.length);
    lru.set('a', [1, 2, 3]);
    lru.set('a', [1]);
    expect(lru.weight).toBe(1);
    expect(lru.size).toBe(1);
  });

  it('does not keep an entry heavier than the cache', () => {
    const lru = new WeightedLru<string, number[]>(2, (v) => v.length);
    lru.set('big', [1, 2, 3]);
    expect(lru.size).toBe(0);
  });

  it('counts empty values as weight 1 and clears', () => {
    const lru = new WeightedLru<string, number[]>(2, (v) => v.length);
    lru.set('a', []);
    lru.set('b', []);
    lru.set('c', []);
    expect(lru.size).toBe(2);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.weight).toBe(0);
  });
});
