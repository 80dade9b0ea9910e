/**
 * The price map's names on the real data of a plain start (issue 28): on the New York (ZIP 10001),
 * Austin and Billings views, at 1280 and 360 px, every name drawn (the HTML names of major cities and of
 * the searched point, the town names MapLibre draws) lies clear of every other name, of every marker and
 * group with its price, and of the buttons over the map (zoom, "Reset map view", the attribution); none is
 * cut by the map's edge; the searched place is named; and there are town names to find one's way by.
 * The real data matters: ZIP 10001 sits at the edge of a group of some 70 Manhattan hospitals, where
 * the searched point's name lay on the group's count and "Brooklyn" on "New York".
 *
 * Once the prices are on the map, no marker or group with its price tag lies on another (on a phone, a
 * group's badge lay on the big New York group's price); and the map names a town of the gazetteer, also
 * where the hospitals found lie far apart (Jordan, MT, ZIP 59337: the map opens at zoom 5, 3.5 on a
 * phone, and showed no town name at all).
 */
import { test, expect } from '@playwright/test';
import { waitForData } from './wait-for-data';
import {
  cutByTheEdge,
  drawnOnTheMap,
  htmlNames,
  markerFootprints,
  mapSize,
  overlaps,
  townsAcrossTheEdge,
  townsIn,
  townsLoaded,
} from '../src/support/map-labels';

test.describe.configure({ timeout: 360_000 });

const VIEWS = [
  { typed: '10001', option: 'ZIP 10001 (New York, NY)', named: 'ZIP 10001' },
  // Austin is named by its major-city label (the searched point's own would repeat it).
  { typed: 'Austin, TX', option: 'Austin, TX, USA', named: 'Austin' },
  { typed: 'Billings, MT', option: 'Billings, MT, USA', named: 'Billings' },
  // A rural ZIP whose nearest hospitals lie 100-600 km apart.
  { typed: '59337', option: 'ZIP 59337 (Jordan, MT)', named: 'ZIP 59337' },
];

for (const width of [1280, 360]) {
  for (const view of VIEWS) {
    test(`${view.named} at ${width} px: no name or marker lies on another, nor under a button; towns named`, async ({
      page,
    }) => {
      await waitForData(page);
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await page.goto('/map/pneumonia');
      const box = page.getByRole('combobox', { name: 'Location' });
      await box.fill(view.typed);
      await page.getByRole('option', { name: view.option }).click();
      await expect(box).toHaveValue(view.option);
      await expect(page.getByTestId('provider-item').first()).toBeVisible();
      // On a phone the interactive map starts when the visitor reaches for it (a touch on the map, or the
      // static map's "Move and zoom the map").
      const start = page.getByRole('button', { name: 'Move and zoom the map' });
      if (await start.isVisible()) await start.click();
      else
        await page.getByRole('region', { name: 'Map of the hospitals found' }).dispatchEvent('pointerdown');
      await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
      // The prices reach the map after the list: the map as a visitor sees it once they are there.
      await expect(page.locator('.map-frame .marker-price, .map-frame .cluster-price').first()).toBeVisible({
        timeout: 60_000,
      });
      await townsLoaded(page);
      await page
        .locator('.map-frame')
        .screenshot({ path: test.info().outputPath(`${view.named}-${width}.png`) });

      const { names, markers, controls } = await drawnOnTheMap(page);
      const where = `${view.named} at ${width} px`;
      // The searched place is named.
      expect(
        names.map((n) => n.text),
        where,
      ).toContain(view.named);
      // No HTML name on another, on a marker, a group, a price or the searched point, nor under a button.
      for (const [i, name] of names.entries()) {
        const others = names.filter((_, j) => j !== i).map((n) => ({ what: n.text, box: n.box }));
        const under = [...others, ...markers, ...controls].filter((o) => overlaps(name.box, o.box));
        expect(
          under.map((o) => o.what),
          `${where}: on "${name.text}"`,
        ).toEqual([]);
      }
      // No town name (MapLibre's) on an HTML name, a marker or group, or under a button.
      for (const o of [...names.map((n) => ({ what: n.text, box: n.box })), ...markers, ...controls]) {
        expect(await townsIn(page, o.box), `${where}: towns on ${o.what}`).toEqual([]);
      }
      // Nothing cut by the map's edge.
      const { frame, names: framed } = await htmlNames(page, '.maplibregl-map');
      expect(cutByTheEdge(frame, framed), where).toEqual([]);
      expect(await townsAcrossTheEdge(page), where).toEqual([]);
      // Other places to find one's way by, in the sparse West too (Billings opened at zoom 15 with no
      // name but its own): two at least, one on a phone's map (a quarter of the area).
      const { width: w, height: h } = await mapSize(page);
      const towns = await townsIn(page, { left: 0, top: 0, right: w, bottom: h });
      const others = [...towns, ...names.map((n) => n.text)].filter((n) => n !== view.named);
      expect(others.length, `${where}: named ${others.join(', ')}`).toBeGreaterThanOrEqual(
        width > 400 ? 2 : 1,
      );
      // Among them a town of the gazetteer (within 350 km of the search), not only a far major city.
      expect(towns.length, `${where}: towns`).toBeGreaterThanOrEqual(1);
      // No marker or group, nor its price tag, on another's.
      const drawn = await markerFootprints(page);
      const meeting = drawn.flatMap((a, i) =>
        drawn
          .slice(i + 1)
          .flatMap((b) => (a.item !== b.item && overlaps(a.box, b.box) ? [`${a.what} on ${b.what}`] : [])),
      );
      expect(meeting, where).toEqual([]);
    });
  }
}
