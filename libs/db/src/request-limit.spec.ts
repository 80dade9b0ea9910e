import { DbBusyError, Semaphore, currentRequestDbLimit, withRequestDbLimit } from './request-limit';

describe('per-request connection cap', () => {
  it('lets the limit through at once and queues the rest in order', async () => {
    const s = new Semaphore(2);
    const a = await s.acquire(1000);
    const b = await s.acquire(1000);
    const order: string[] = [];
    const c = s.acquire(1000).then((release) => (order.push('c'), release));
    const d = s.acquire(1000).then((release) => (order.push('d'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    a();
    a(); // releasing twice frees one place only
    (await c)();
    b();
    (await d)();
    expect(order).toEqual(['c', 'd']);
  });

  it('gives up with DbBusyError when no place frees in time', async () => {
    const s = new Semaphore(1);
    await s.acquire(1000);
    await expect(s.acquire(20)).rejects.toBeInstanceOf(DbBusyError);
  });

  it('follows the request through awaits, and only inside its scope', async () => {
    expect(currentRequestDbLimit()).toBeUndefined();
    const seen = await withRequestDbLimit(3, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return currentRequestDbLimit()?.limit;
    });
    expect(seen).toBe(3);
  });
});
