import { groupMarkers } from './clusters';
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
});
