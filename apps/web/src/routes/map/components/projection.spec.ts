import { offsetFromCentre } from './projection';
import { staticOutline } from './static-outline';

describe('offsetFromCentre (Web Mercator, 512 px tiles, as MapLibre draws)', () => {
  it('puts the centre at 0, a degree of longitude at 512/360 px at zoom 0, doubling per zoom level', () => {
    const c = { lat: 0, lng: 0 };
    expect(offsetFromCentre(c, c, 10)).toEqual([0, 0]);
    expect(offsetFromCentre(c, { lat: 0, lng: 1 }, 0)[0]).toBeCloseTo(512 / 360, 6);
    expect(offsetFromCentre(c, { lat: 0, lng: 1 }, 3)[0]).toBeCloseTo((512 / 360) * 8, 6);
  });

  it('draws north up and stretches latitudes away from the equator', () => {
    const [, up] = offsetFromCentre({ lat: 30, lng: -97 }, { lat: 31, lng: -97 }, 10);
    const [right] = offsetFromCentre({ lat: 30, lng: -97 }, { lat: 30, lng: -96 }, 10);
    expect(up).toBeLessThan(0);
    expect(-up).toBeGreaterThan(right); // 1° of latitude at 30° N is longer on the map than 1° of longitude
    expect(-up / right).toBeCloseTo(1 / Math.cos((30.5 * Math.PI) / 180), 1);
  });
});

describe('staticOutline', () => {
  it('fills the land around a US city with a path of a few kilobytes', () => {
    const d = staticOutline({ lat: 30.28, lng: -97.73 }, 10); // Austin, deep inside Texas
    expect(d).toMatch(/^M-?\d+ -?\d+L/);
    expect(d.length).toBeLessThan(20_000);
  });

  it('draws nothing far from any state (open ocean)', () => {
    expect(staticOutline({ lat: 0, lng: -140 }, 10)).toBe('');
  });
});
