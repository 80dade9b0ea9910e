import { groupFootprint, groupMarkers, pinFootprint, type MarkerOrGroup } from './clusters';
import type { MapMarker } from './map-view';

const marker = (id: string, lat: number, lng: number, lowestCents: number | null): MapMarker => ({
  id,
  name: id,
  priceText: null,
  lowestCents,
  location: { lat, lng },
});

// Three hospitals in Austin a few hundred metres apart, one in Dallas (about 290 km away).
const AUSTIN = [
  marker('a', 30.27, -97.74, 900_000),
  marker('b', 30.272, -97.745, 750_000),
  marker('c', 30.268, -97.738, null),
];
const DALLAS = marker('d', 32.78, -96.8, 500_000);
const ALL = [...AUSTIN, DALLAS];

describe('groupMarkers', () => {
  it('groups hospitals that overlap when zoomed out, with their count and lowest price', () => {
    const shown = groupMarkers(ALL, null, 7);
    const groups = shown.filter((s) => s.kind === 'group');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ group: { count: 3, lowestCents: 750_000 } });
    // Dallas is far from the others: on its own.
    expect(shown.filter((s) => s.kind === 'marker').map((s) => s.kind === 'marker' && s.marker.id)).toEqual([
      'd',
    ]);
  });

  it('shows every hospital on its own once zoomed in, and a group zooms to where it falls apart', () => {
    const group = groupMarkers(ALL, null, 7).find((s) => s.kind === 'group');
    expect(group?.kind === 'group' && group.group.expansionZoom).toBeGreaterThan(7);
    const close = groupMarkers(ALL, null, 16);
    expect(close.every((s) => s.kind === 'marker')).toBe(true);
    expect(close).toHaveLength(4);
  });

  it('never puts the selected hospital in a group', () => {
    const shown = groupMarkers(ALL, 'b', 7);
    const group = shown.find((s) => s.kind === 'group');
    expect(group).toMatchObject({ group: { count: 2, lowestCents: 900_000 } });
    expect(shown[shown.length - 1]).toMatchObject({ kind: 'marker', marker: { id: 'b' } });
  });

  it('has no price on a group whose hospitals show none', () => {
    const hidden = AUSTIN.map((m) => ({ ...m, lowestCents: null }));
    expect(groupMarkers(hidden, null, 7)).toMatchObject([{ kind: 'group', group: { lowestCents: null } }]);
  });

  // At zoom 10 a screen pixel (512 px tiles) is 360 / 2^19 degrees of longitude.
  const PX = 360 / 2 ** 19;
  const priced = (id: string, lng: number): MapMarker => ({
    ...marker(id, 40, lng, 1_090_000),
    priceLabel: '$10.9K',
  });

  it("groups two hospitals beyond the grouping radius when one would lie on the other's price tag", () => {
    // 60 px apart side by side: farther than supercluster's radius, but a pin's price reaches ~60 px.
    const shown = groupMarkers([priced('a', -100), priced('b', -100 + 60 * PX)], null, 10);
    expect(shown).toMatchObject([{ kind: 'group', group: { count: 2, lowestCents: 1_090_000 } }]);
    // Without prices the pins (22 px wide) stay apart.
    const bare = [priced('a', -100), priced('b', -100 + 60 * PX)].map((m) => ({
      ...m,
      priceLabel: null,
      lowestCents: null,
    }));
    expect(groupMarkers(bare, null, 10).map((s) => s.kind)).toEqual(['marker', 'marker']);
  });

  it('leaves no two markers or groups with their price tags meeting, in a crowded city', () => {
    // 150 hospitals scattered over about 100 km, as around New York (a fixed sequence, not random).
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) ** 2;
    const city = Array.from({ length: 150 }, (_, i) => ({
      ...marker(`h${i}`, 40.7 + (next() - 0.3) * 0.8, -74 + (next() - 0.3) * 1.1, 500_000 + i * 1000),
      priceLabel: '$12.3K',
    }));
    for (const zoom of [5, 6, 6.51, 7, 7.95, 8, 9, 10, 11]) {
      const size = 512 * 2 ** zoom;
      const at = (lat: number, lng: number) => {
        const sin = Math.sin((lat * Math.PI) / 180);
        return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
      };
      // Every drawn box (pins, badges, price tags) with the item it belongs to.
      const boxes = groupMarkers(city, null, zoom).flatMap((s: MarkerOrGroup, item) => {
        const [x, y] =
          s.kind === 'group'
            ? at(s.group.lat, s.group.lng)
            : at(s.marker.location.lat, s.marker.location.lng);
        const f =
          s.kind === 'group' ? groupFootprint(s.group.count, s.group.lowestCents) : pinFootprint('$12.3K');
        return f.map((b) => ({
          item,
          left: x! + b.left,
          right: x! + b.right,
          top: y! + b.top,
          bottom: y! + b.bottom,
        }));
      });
      const meeting = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.item !== b.item &&
              a.left < b.right &&
              b.left < a.right &&
              a.top < b.bottom &&
              b.top < a.bottom,
          ),
      );
      expect({ zoom, meeting: meeting.length }).toEqual({ zoom, meeting: 0 });
      // Every hospital is still on the map, alone or in a group.
      const held = groupMarkers(city, null, zoom).reduce(
        (n, s) => n + (s.kind === 'group' ? s.group.count : 1),
        0,
      );
      expect(held).toBe(150);
    }
  });
});
