import { decideAccess, FREE_SEARCH_LIMIT, type AccessInput } from './access';

const anon = (searchCount: number, freeUsed = false): AccessInput => ({
  signedIn: false,
  passActive: false,
  freeUsed,
  searchCount,
});
const member = (
  searchCount: number,
  opts: { passActive?: boolean; freeUsed?: boolean } = {},
): AccessInput => ({
  signedIn: true,
  passActive: opts.passActive ?? false,
  freeUsed: opts.freeUsed ?? false,
  searchCount,
});

describe('decideAccess', () => {
  it('free searches end at a count of 5', () => {
    expect(FREE_SEARCH_LIMIT).toBe(5);
  });

  describe('anonymous visitor', () => {
    it.each([0, 1, 2, 3, 4])('sees list ranges and details at count %i while free use is unmarked', (n) => {
      expect(decideAccess(anon(n))).toEqual({
        listPrices: true,
        detailPrices: true,
        prompt: 'none',
        markFreeUsed: false,
      });
    });

    it('loses list ranges and details at count 5, gets the sign-up prompt and free use is marked', () => {
      expect(decideAccess(anon(5))).toEqual({
        listPrices: false,
        detailPrices: false,
        prompt: 'sign_up',
        markFreeUsed: true,
      });
    });

    it('does not mark free use again once marked', () => {
      expect(decideAccess(anon(9, true))).toEqual({
        listPrices: false,
        detailPrices: false,
        prompt: 'sign_up',
        markFreeUsed: false,
      });
    });

    it('with free use already marked still sees list ranges below 5 but no details', () => {
      const d = decideAccess(anon(2, true));
      expect(d.listPrices).toBe(true);
      expect(d.detailPrices).toBe(false);
      expect(d.prompt).toBe('sign_up');
    });

    it('cannot claim a pass without being signed in', () => {
      const d = decideAccess({ signedIn: false, passActive: true, freeUsed: true, searchCount: 7 });
      expect(d.detailPrices).toBe(false);
      expect(d.prompt).toBe('sign_up');
    });
  });

  describe('signed-in user', () => {
    it('with the free allowance sees details below 5', () => {
      expect(decideAccess(member(3))).toEqual({
        listPrices: true,
        detailPrices: true,
        prompt: 'none',
        markFreeUsed: false,
      });
    });

    it('past the allowance keeps list ranges, gets the pay prompt and free use is marked', () => {
      expect(decideAccess(member(5))).toEqual({
        listPrices: true,
        detailPrices: false,
        prompt: 'pay',
        markFreeUsed: true,
      });
    });

    it('whose free use was used up earlier gets the pay prompt at once', () => {
      const d = decideAccess(member(1, { freeUsed: true }));
      expect(d).toMatchObject({ listPrices: true, detailPrices: false, prompt: 'pay', markFreeUsed: false });
    });

    it('with an active pass sees everything at any count', () => {
      for (const n of [0, 4, 5, 50]) {
        const d = decideAccess(member(n, { passActive: true, freeUsed: true }));
        expect(d).toMatchObject({ listPrices: true, detailPrices: true, prompt: 'none' });
      }
    });

    it('with an active pass still has free use marked past 4 (the flag records the allowance, not access)', () => {
      expect(decideAccess(member(6, { passActive: true })).markFreeUsed).toBe(true);
    });
  });

  it('treats odd counts safely', () => {
    expect(decideAccess(anon(Number.NaN)).listPrices).toBe(true);
    expect(decideAccess(anon(-3)).detailPrices).toBe(true);
    expect(decideAccess(anon(4.9)).detailPrices).toBe(true);
  });
});
