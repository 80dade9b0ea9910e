import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const later = (ms: number) => new Date(clock + ms);
  const on = () => {
    const c = new SessionCache(now, 60_000);
    c.setActive(true);
    return c;
  };

  it('keeps nothing until it is turned on, and empties when turned off', () => {
    const c = new SessionCache(now);
    c.store('a', { userId: 'u1' }, later(3_600_000), c.ticket());
    expect(c.get('a')).toBeUndefined();
    c.setActive(true);
    c.store('a', { userId: 'u1' }, later(3_600_000), c.ticket());
    expect(c.get('a')).toEqual({ userId: 'u1' });
    c.setActive(false);
    expect(c.get('a')).toBeUndefined();
    c.setActive(true);
    expect(c.get('a')).toBeUndefined();
  });

  it('hands out copies: a request changing its session does not change the cache', () => {
    const c = on();
    const data = { csrf: 't', geo: { city: 'Austin' } };
    c.store('a', data, later(3_600_000), c.ticket());
    data.csrf = 'changed after the read';
    const first = c.get('a') as { geo: { city: string } };
    first.geo.city = 'Boston';
    expect(c.get('a')).toEqual({ csrf: 't', geo: { city: 'Austin' } });
  });

  it('does not keep a read that raced with a notice for the same id or for all', () => {
    const c = on();
    const t1 = c.ticket();
    c.onNotice('a'); // the row changed while the read was on its way
    c.store('a', { v: 'old' }, later(3_600_000), t1);
    expect(c.get('a')).toBeUndefined();
    // Another id's notice does not spoil the read.
    c.store('b', { v: 'b' }, later(3_600_000), t1);
    expect(c.get('b')).toEqual({ v: 'b' });
    // A read that began after the notice is kept.
    c.store('a', { v: 'new' }, later(3_600_000), c.ticket());
    expect(c.get('a')).toEqual({ v: 'new' });

    const t2 = c.ticket();
    c.onNotice('*');
    c.store('c', { v: 'c' }, later(3_600_000), t2);
    expect(c.get('c')).toBeUndefined();
    expect(c.get('a')).toBeUndefined();
  });

  it('evicts on a notice and never serves past the expiry or the maximum age', () => {
    const c = on();
    c.store('a', { v: 1 }, later(3_600_000), c.ticket());
    c.onNotice('a');
    expect(c.get('a')).toBeUndefined();

    c.store('soon', { v: 2 }, later(1_000), c.ticket());
    clock += 999;
    expect(c.get('soon')).toEqual({ v: 2 });
    clock += 1;
    expect(c.get('soon')).toBeUndefined();

    c.store('long', { v: 3 }, later(3_600_000), c.ticket());
    clock += 59_999;
    expect(c.get('long')).toEqual({ v: 3 });
    clock += 1;
    expect(c.get('long')).toBeUndefined();

    // A row already expired is not stored.
    c.store('gone', { v: 4 }, later(0), c.ticket());
    expect(c.get('gone')).toBeUndefined();
  });

  it('starts over when too many notices are pending for reads in flight', () => {
    const c = on();
    const t = c.ticket();
    for (let i = 0; i < 10_001; i++) c.onNotice(`id${i}`);
    // Past the bound every earlier read is void, even for an id that had no notice.
    c.store('other', { v: 1 }, later(3_600_000), t);
    expect(c.get('other')).toBeUndefined();
    c.store('other', { v: 1 }, later(3_600_000), c.ticket());
    expect(c.get('other')).toEqual({ v: 1 });
  });
});
