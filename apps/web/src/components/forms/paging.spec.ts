import {
  cappedCount,
  nearBottom,
  nextOffset,
  offsetHitsPolicy,
  pageCount,
  pagePath,
  pageWindow,
  parsePageParams,
} from './paging';

describe('paging rules', () => {
  it('caps counts at 10000 and pages by 10', () => {
    expect(cappedCount(123456)).toBe(10000);
    expect(pageCount(123456)).toBe(1000);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
  it('builds and reads /{base}/{page}/{order}/{sort}', () => {
    expect(pagePath('/bills/', { page: 3, order: 'due', sort: 'desc' })).toBe('/bills/3/due/desc');
    expect(parsePageParams(['3', 'due', 'desc'], { order: 'id' })).toEqual({
      page: 3,
      order: 'due',
      sort: 'desc',
    });
    expect(parsePageParams([], { order: 'id' })).toEqual({ page: 1, order: 'id', sort: 'asc' });
    expect(parsePageParams(['-2', 'evil', 'up'], { order: 'id', orders: ['id', 'due'] })).toEqual({
      page: 1,
      order: 'id',
      sort: 'asc',
    });
    expect(parsePageParams(['99'], { order: 'id' }, 25).page).toBe(3);
  });
  it('offers the first, last and nearby pages', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
  it('loads the next page within 10 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 490, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(nearBottom({ scrollTop: 489, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
    expect(nextOffset(20, 45)).toBe(20);
    expect(nextOffset(45, 45)).toBeNull();
  });
  it('merges fetched pages at their offsets', () => {
    const merge = offsetHitsPolicy().merge as (
      e: unknown,
      i: unknown,
      o: unknown,
    ) => { hits: number[]; count: number };
    const first = merge(undefined, { hits: [1, 2], count: 4 }, { args: { offset: 0 } });
    const both = merge(first, { hits: [3, 4], count: 4 }, { args: { offset: 2 } });
    expect(both).toEqual({ hits: [1, 2, 3, 4], count: 4 });
    expect(merge(both, { hits: [9], count: 4 }, { args: { offset: 0 } }).hits).toEqual([9, 2, 3, 4]);
  });
});
