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

describe('WeightedLru under churn', () => {
  it('keeps exactly the newest entries a full cache can hold, reads counting as use', () => {
    const lru = new WeightedLru<string, true>(1000);
    for (let i = 0; i < 5000; i++) {
      lru.set(`k${i}`, true);
      if (i >= 10) lru.get('k0'); // read often: never the least recently used
    }
    expect(lru.size).toBe(1000);
    expect(lru.weight).toBe(1000);
    expect(lru.get('k0')).toBe(true);
    expect(lru.get('k4999')).toBe(true);
    expect(lru.get('k4001')).toBe(true); // the 999 newest besides k0
    expect(lru.get('k4000')).toBeUndefined();
    expect(lru.get('k1')).toBeUndefined();
  });

  it('drops an entry replaced by one heavier than the cache', () => {
    const lru = new WeightedLru<string, number[]>(3, (v) => v.length);
    lru.set('a', [1]);
    lru.set('a', [1, 2, 3, 4]);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(0);
  });
});
