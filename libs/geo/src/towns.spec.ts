import { distanceKm } from './distance';
import { townMinZoom, townsNear } from './towns';

describe('town names for the map', () => {
  it('names larger towns from farther out', () => {
    expect(townMinZoom(60)).toBeLessThan(townMinZoom(10));
    expect(townMinZoom(10)).toBeLessThan(townMinZoom(1));
    expect(townMinZoom(1)).toBeLessThanOrEqual(10); // every town is named at the map's first zoom
  });

  it('lists the towns around a point, largest first, Billings among them', () => {
    const towns = townsNear(45.78, -108.5);
    const names = towns.map((t) => t[0]);
    expect(names[0]).toBe('Billings');
    expect(names).toEqual(expect.arrayContaining(['Laurel', 'Bozeman', 'Hardin']));
    // Nothing from the other side of the country.
    expect(names).not.toContain('Brooklyn');
    for (const [, lng, lat, minZoom] of towns) {
      expect(Math.abs(lat - 45.78)).toBeLessThan(4);
      expect(Math.abs(lng + 108.5)).toBeLessThan(6);
      expect(minZoom).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists towns of one size nearest first (Jordan, MT: one-ZIP towns all around)', () => {
    const towns = townsNear(47.32, -106.91);
    const ones = towns.filter((t) => t[3] === townMinZoom(1));
    const km = ones.map(([, lng, lat]) => distanceKm({ lat: 47.32, lng: -106.91 }, { lat, lng }));
    expect(km.length).toBeGreaterThan(10);
    expect(km.slice(1).every((d, i) => d >= km[i]!)).toBe(true);
    expect(ones[0]![0]).toBe('Jordan');
  });
});
