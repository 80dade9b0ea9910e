import type { AccessDecision } from '@fp/domain';
import { restrict } from './pricing-views';
import type { DrgFigureView, PriceRangeView, ProviderView } from './types';

const access = (listPrices: boolean, detailPrices: boolean): AccessDecision => ({
  listPrices,
  detailPrices,
  prompt: 'none',
  markFreeUsed: false,
});

const range = { lowestCents: 100, highestCents: 300, averageCents: 200 } as PriceRangeView;
const figure = { year: 2011, averageCoveredChargeCents: 500 } as DrgFigureView;

function view(prices: DrgFigureView[] = []): ProviderView {
  return {
    id: '450431',
    ccn: '450431',
    name: "ST DAVID'S MEDICAL CENTER",
    address: '919 E 32ND ST',
    city: 'AUSTIN',
    state: 'TX',
    zip: '78705',
    phone: null,
    location: { lat: 30.29, lng: -97.73 },
    distanceKm: 1.5,
    isDemo: false,
    diagnosisId: 7,
    priceRange: range,
    prices,
  };
}

describe('restrict (what a viewer may see of a view)', () => {
  it('answers a view with nothing to remove as it is: a search hit for a viewer who may see list prices', () => {
    const hit = view();
    expect(restrict(hit, access(true, false), false)).toBe(hit);
    expect(restrict(hit, access(true, true), false)).toBe(hit);
    const detail = view([figure]);
    expect(restrict(detail, access(true, true), true)).toBe(detail);
  });

  it('removes what may not be seen in a copy, never in the view the cache shares', () => {
    const hit = view();
    const hidden = restrict(hit, access(false, false), false);
    expect(hidden).not.toBe(hit);
    expect(hidden).toEqual({ ...hit, priceRange: null, prices: [] });
    expect(hit.priceRange).toBe(range);

    const detail = view([figure]);
    // Figures only in a detail answer whose viewer may see them.
    for (const [a, isDetail] of [
      [access(true, false), true],
      [access(true, true), false],
    ] as const) {
      const out = restrict(detail, a, isDetail);
      expect(out).not.toBe(detail);
      expect(out.prices).toEqual([]);
      expect(out.priceRange).toBe(range);
    }
    expect(detail.prices).toEqual([figure]);
  });
});
