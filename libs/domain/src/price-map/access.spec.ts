import {
  ACCOUNT_FREE_SEARCHES,
  ADDRESS_FREE_DETAILS_PER_DAY,
  ADVERTISED_FREE_SEARCHES,
  countsOnAddress,
  decideAccess,
  figuresOnLook,
  figuresOnOpening,
  FREE_SEARCH_LIMIT,
  freeSearchesLeft,
  type AccessInput,
} from './access';

const anon = (searchCount: number, addressDetailCount?: number | null): AccessInput => ({
  signedIn: false,
  passActive: false,
  freeUsed: false,
  searchCount,
  addressDetailCount,
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
  it('the numbers: the advertised 3 for a visitor (count below 4) and for an account, 30 per address', () => {
    expect(FREE_SEARCH_LIMIT).toBe(4);
    expect(ADVERTISED_FREE_SEARCHES).toBe(3);
    expect(ACCOUNT_FREE_SEARCHES).toBe(ADVERTISED_FREE_SEARCHES);
    expect(ADDRESS_FREE_DETAILS_PER_DAY).toBe(30);
  });

  describe('anonymous visitor', () => {
    it.each([0, 1, 2, 3])('sees list ranges and details at count %i', (n) => {
      expect(decideAccess(anon(n))).toEqual({
        listPrices: true,
        detailPrices: true,
        prompt: 'none',
        markFreeUsed: false,
      });
    });

    it.each([4, 5, 6, 40])('at count %i sees no prices and the sign-up prompt', (n) => {
      expect(decideAccess(anon(n))).toEqual({
        listPrices: false,
        detailPrices: false,
        prompt: 'sign_up',
        markFreeUsed: false,
      });
    });

    it('past the address ceiling gets no detail prices even with a fresh session', () => {
      expect(decideAccess(anon(1, ADDRESS_FREE_DETAILS_PER_DAY)).detailPrices).toBe(true);
      expect(decideAccess(anon(1, ADDRESS_FREE_DETAILS_PER_DAY + 1))).toEqual({
        listPrices: true,
        detailPrices: false,
        prompt: 'sign_up',
        markFreeUsed: false,
      });
    });

    it('a pass means nothing without a signed-in user', () => {
      const d = decideAccess({ signedIn: false, passActive: true, freeUsed: false, searchCount: 7 });
      expect(d).toMatchObject({ detailPrices: false, prompt: 'sign_up' });
    });

    it('only openings the session would get free count on the address', () => {
      expect(countsOnAddress(false, 3)).toBe(true);
      expect(countsOnAddress(false, 4)).toBe(false);
      expect(countsOnAddress(true, 1)).toBe(false);
    });
  });

  describe('signed-in user', () => {
    it.each([1, 2, 3])('has details on the account’s own search %i', (n) => {
      expect(decideAccess(member(n))).toEqual({
        listPrices: true,
        detailPrices: true,
        prompt: 'none',
        markFreeUsed: false,
      });
    });

    it('after the 3 free searches: list ranges, the pay prompt, and free use marked', () => {
      expect(decideAccess(member(4))).toEqual({
        listPrices: true,
        detailPrices: false,
        prompt: 'pay',
        markFreeUsed: true,
      });
    });

    it('with free use marked: the pay prompt at any count, nothing more to mark', () => {
      const d = decideAccess(member(1, { freeUsed: true }));
      expect(d).toMatchObject({ detailPrices: false, prompt: 'pay', markFreeUsed: false });
    });

    it.each([0, 4, 50])('with an active pass sees everything at count %i', (n) => {
      const d = decideAccess(member(n, { passActive: true, freeUsed: true }));
      expect(d).toMatchObject({ listPrices: true, detailPrices: true, prompt: 'none' });
    });

    it('still marks free use when a pass holder passes the free searches', () => {
      expect(decideAccess(member(4, { passActive: true })).markFreeUsed).toBe(true);
    });
  });

  it('treats odd counts as whole, non-negative numbers', () => {
    expect(decideAccess(anon(Number.NaN)).listPrices).toBe(true);
    expect(decideAccess(anon(-3)).detailPrices).toBe(true);
    expect(decideAccess(anon(3.9)).detailPrices).toBe(true);
    expect(decideAccess(anon(1, Number.NaN)).detailPrices).toBe(true);
  });
});

describe('freeSearchesLeft', () => {
  const anon = { signedIn: false, passActive: false, freeUsed: false };
  it('counts down the anonymous free searches and never goes below zero', () => {
    expect(freeSearchesLeft({ ...anon, searchCount: 0 })).toBe(FREE_SEARCH_LIMIT - 1);
    expect(freeSearchesLeft({ ...anon, searchCount: 1 })).toBe(FREE_SEARCH_LIMIT - 2);
    expect(freeSearchesLeft({ ...anon, searchCount: 99 })).toBe(0);
  });
  it('counts the account’s own 3, and nothing for a pass', () => {
    const user = { signedIn: true, passActive: false, freeUsed: false };
    expect(freeSearchesLeft({ ...user, searchCount: 0 })).toBe(ACCOUNT_FREE_SEARCHES);
    expect(freeSearchesLeft({ ...user, searchCount: 2 })).toBe(1);
    expect(freeSearchesLeft({ ...user, freeUsed: true, searchCount: 0 })).toBe(0);
    expect(freeSearchesLeft({ ...user, passActive: true, searchCount: 9 })).toBeNull();
  });
  it('agrees with decideAccess: searches left means prices shown on the next one', () => {
    for (const signedIn of [false, true]) {
      for (let count = 0; count < 8; count++) {
        const input = { signedIn, passActive: false, freeUsed: false, searchCount: count };
        const next = decideAccess({ ...input, searchCount: count + 1 });
        expect(freeSearchesLeft(input)! > 0).toBe(next.detailPrices);
      }
    }
  });
});

describe('other hospitals’ figures outside the map (the bill check’s comparison)', () => {
  it('a look shows them only with an active pass, else says what an opening would take', () => {
    expect(figuresOnLook(member(0, { passActive: true, freeUsed: true }))).toBe('shown');
    expect(figuresOnLook(member(0))).toBe('free_search');
    expect(figuresOnLook(member(ACCOUNT_FREE_SEARCHES - 1))).toBe('free_search');
    expect(figuresOnLook(member(ACCOUNT_FREE_SEARCHES))).toBe('pay');
    expect(figuresOnLook(member(0, { freeUsed: true }))).toBe('pay');
    expect(figuresOnLook(anon(0))).toBe('free_search');
    expect(figuresOnLook(anon(FREE_SEARCH_LIMIT - 1))).toBe('sign_up');
  });

  it('a counted opening shows them exactly when the map would show detail prices', () => {
    for (let n = 1; n <= 6; n++) {
      for (const input of [
        member(n),
        member(n, { passActive: true }),
        member(n, { freeUsed: true }),
        anon(n),
      ]) {
        const decision = decideAccess(input);
        expect(figuresOnOpening(decision) === 'shown').toBe(decision.detailPrices);
      }
    }
    expect(figuresOnOpening(decideAccess(member(ACCOUNT_FREE_SEARCHES + 1)))).toBe('pay');
    expect(figuresOnOpening(decideAccess(anon(FREE_SEARCH_LIMIT)))).toBe('sign_up');
  });
});
