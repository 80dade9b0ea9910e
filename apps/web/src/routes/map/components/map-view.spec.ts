import { zoomWhileZooming } from './map-view';

describe('zoomWhileZooming', () => {
  it('keeps the grouped zoom until the map has moved a quarter level from it, either way', () => {
    expect(zoomWhileZooming(10, 9.9)).toBe(10);
    expect(zoomWhileZooming(10, 10.2)).toBe(10);
    expect(zoomWhileZooming(10, 9.75)).toBe(9.75);
    expect(zoomWhileZooming(10, 10.25)).toBe(10.25);
  });

  it('follows a flight out across several levels, never more than a quarter level (and a frame) behind', () => {
    let grouped = 10;
    let regrouped = 0;
    for (let z = 10; z >= 4; z -= 0.05) {
      const next = zoomWhileZooming(grouped, z);
      if (next !== grouped) regrouped++;
      grouped = next;
      expect(Math.abs(z - grouped)).toBeLessThan(0.25);
    }
    expect(regrouped).toBeGreaterThanOrEqual(19); // 6 levels in steps of 0.25 to 0.3
  });
});
