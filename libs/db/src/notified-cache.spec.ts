import { NotifiedCache } from './notified-cache';

describe('NotifiedCache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const later = (ms: number) => new Date(clock + ms);
  const on = () => {
    const c = new NotifiedCache<unknown>(now, 60_000);
    c.setActive(true);
    return c;
  };

  it('keeps nothing until it is turned on, and empties when turned off', () => {
    const c = new NotifiedCache<unknown>(now);
    c.store('a', { userId: 'u1' }, c.ticket(), later(3_600_000));
    expect(c.get('a')).toBeUndefined();
    c.setActive(true);
    c.store('a', { userId: 'u1' }, c.ticket(), later(3_600_000));
    expect(c.get('a')).toEqual({ userId: 'u1' });
    c.setActive(false);
    expect(c.get('a')).toBeUndefined();
    c.setActive(true);
    expect(c.get('a')).toBeUndefined();
  });

  it('hands out copies: a reader changing its value does not change the cache', () => {
    const c = on();
    const data = { csrf: 't', geo: { city: 'Austin' } };
    c.store('a', data, c.ticket(), later(3_600_000));
    data.csrf = 'changed after the read';
    const first = c.get('a') as { geo: { city: string } };
    first.geo.city = 'Boston';
    expect(c.get('a')).toEqual({ csrf: 't', geo: { city: 'Austin' } });
  });

  it('does not keep a read that raced with a notice for the same id or for all', () => {
    const c = on();
    const t1 = c.ticket();
    c.onNotice('a'); // the row changed while the read was on its way
    c.store('a', { v: 'old' }, t1, later(3_600_000));
    expect(c.get('a')).toBeUndefined();
    // Another id's notice does not spoil the read.
    c.store('b', { v: 'b' }, t1, later(3_600_000));
    expect(c.get('b')).toEqual({ v: 'b' });
    // A read that began after the notice is kept.
    c.store('a', { v: 'new' }, c.ticket(), later(3_600_000));
    expect(c.get('a')).toEqual({ v: 'new' });

    const t2 = c.ticket();
    c.onNotice('*');
    c.store('c', { v: 'c' }, t2, later(3_600_000));
    expect(c.get('c')).toBeUndefined();
    expect(c.get('a')).toBeUndefined();
  });

  it('evicts on a notice and never serves past the expiry or the maximum age', () => {
    const c = on();
    c.store('a', { v: 1 }, c.ticket(), later(3_600_000));
    c.onNotice('a');
    expect(c.get('a')).toBeUndefined();

    c.store('soon', { v: 2 }, c.ticket(), later(1_000));
    clock += 999;
    expect(c.get('soon')).toEqual({ v: 2 });
    clock += 1;
    expect(c.get('soon')).toBeUndefined();

    c.store('long', { v: 3 }, c.ticket(), later(3_600_000));
    clock += 59_999;
    expect(c.get('long')).toEqual({ v: 3 });
    clock += 1;
    expect(c.get('long')).toBeUndefined();

    // A row already expired is not stored.
    c.store('gone', { v: 4 }, c.ticket(), later(0));
    expect(c.get('gone')).toBeUndefined();
  });

  it('starts over when too many notices are pending for reads in flight', () => {
    const c = on();
    const t = c.ticket();
    for (let i = 0; i < 10_001; i++) c.onNotice(`id${i}`);
    // Past the bound every earlier read is void, even for an id that had no notice.
    c.store('other', { v: 1 }, t, later(3_600_000));
    expect(c.get('other')).toBeUndefined();
    c.store('other', { v: 1 }, c.ticket(), later(3_600_000));
    expect(c.get('other')).toEqual({ v: 1 });
  });
});
