import { PriceCache, searchBytes, type CachedSearch } from './price-cache';
import type { PricesUnavailableView, ProviderView } from './types';

const answer = (providers: number, unavailable = false): CachedSearch => ({
  widened: false,
  hits: Array.from({ length: providers }, (_, i) => ({ id: String(i) }) as ProviderView),
  unavailable: unavailable ? ({ reason: 'NO_PRICES' } as PricesUnavailableView) : null,
});

describe('PriceCache search answers', () => {
  it('weighs an answer by what it holds: its hospitals, or the why-nothing answer', () => {
    expect(searchBytes(answer(10))).toBeGreaterThan(searchBytes(answer(1)));
    expect(searchBytes(answer(0, true))).toBeGreaterThan(searchBytes(answer(0)));
    expect(searchBytes(answer(0))).toBeGreaterThan(0);
  });

  it('keeps answers up to its byte bound, then lets the least recently asked go', async () => {
    const one = searchBytes(answer(20));
    const cache = new PriceCache(one * 3, 10);
    let runs = 0;
    const ask = (key: string) =>
      cache.search(key, async () => {
        runs++;
        return answer(20);
      });
    // Each asked twice: kept from the second asking on.
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) await ask(key);
    expect(runs).toBe(6);
    await ask('a'); // a hit: the newest now
    expect(runs).toBe(6);
    await ask('d');
    await ask('d'); // kept: over the bound, b, the least recently asked, goes
    await ask('a');
    await ask('c');
    expect(runs).toBe(8);
    await ask('b');
    expect(runs).toBe(9);
  });

  it('keeps an answer only once its search is asked again: a long tail of new searches holds nothing', async () => {
    const cache = new PriceCache(searchBytes(answer(20)) * 100, 10);
    let runs = 0;
    const ask = (key: string) =>
      cache.search(key, async () => {
        runs++;
        return answer(20);
      });
    for (let i = 0; i < 50; i++) await ask(`new${i}`);
    expect(runs).toBe(50);
    await ask('new7'); // asked before: run once more, and kept
    await ask('new7');
    expect(runs).toBe(51);
  });

  it('holds a repeating mix that fits in full: every answer after the second round is a hit', async () => {
    const cache = new PriceCache(searchBytes(answer(23)) * 240, 10);
    let runs = 0;
    for (let round = 0; round < 4; round++)
      for (let i = 0; i < 240; i++)
        await cache.search(`k${i}`, async () => {
          runs++;
          return answer(23);
        });
    expect(runs).toBe(480);
  });
});
