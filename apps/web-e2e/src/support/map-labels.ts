/**
 * The price map's names as a visitor sees them, for the browser tests: the HTML names (major cities, the
 * searched point) by their boxes, and the town names MapLibre draws on its canvas by MapLibre's own
 * answer (`queryRenderedFeatures` on a symbol layer answers with the names whose drawn boxes meet the
 * queried area). The map object is reached through the page's React tree (react-map-gl keeps it in its
 * context), so the app carries no test hook.
 */
import { expect, type Page } from '@playwright/test';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The calls of MapLibre's map object the tests make. */
interface PageMap {
  easeTo(o: { zoom: number; center: [number, number]; offset: [number, number]; duration: number }): void;
  project(p: [number, number]): { x: number; y: number };
  once(type: 'idle', f: (v: unknown) => void): void;
  triggerRepaint(): void;
  isMoving(): boolean;
  getCanvas(): HTMLCanvasElement;
  getStyle(): { layers: { id: string }[] };
  queryRenderedFeatures(
    box: [[number, number], [number, number]],
    o: { layers: string[] },
  ): { properties: { name: string } }[];
}

/** Runs in the page: the MapLibre map of the map screen, or null before it is up. */
function findMap(): PageMap | null {
  const el = document.querySelector('.maplibregl-marker > *');
  if (!el) return null;
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber'));
  type Fiber = { memoizedProps?: { value?: { map?: { getMap?: () => PageMap } } }; return: Fiber | null };
  for (let f = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null; f; f = f.return) {
    const map = f.memoizedProps?.value?.map;
    if (map?.getMap) return map.getMap();
  }
  return null;
}

/**
 * Runs `fn` in the page with the map (as source text: the site's content security policy refuses
 * `eval`, which a function handed to Playwright would not need but a finder shared between calls would).
 * The wait for the map asks `page.evaluate` again and again rather than `page.waitForFunction`: the
 * latter's polling evaluates a text predicate with `eval` inside the page, which that policy refuses
 * whenever the map is not up at the first look (a clean CI run failed so).
 */
async function withMap<A, T>(page: Page, fn: (map: PageMap, arg: A) => T | Promise<T>, arg: A): Promise<T> {
  await expect
    .poll(() => page.evaluate(`(${findMap.toString()})() !== null`), { timeout: 30_000 })
    .toBe(true);
  return page.evaluate(
    `(async () => (${fn.toString()})((${findMap.toString()})(), ${JSON.stringify(arg)}))()`,
  ) as Promise<T>;
}

/** Moves the interactive map (no animation) and waits until it has drawn and placed its names. */
export async function moveMap(
  page: Page,
  view: { zoom: number; point: [number, number]; at: 'left' | 'right' | 'top' | 'bottom' | 'centre' },
): Promise<void> {
  const placed = await withMap(
    page,
    async (map, view) => {
      const c = map.getCanvas();
      const [w, h] = [c.clientWidth, c.clientHeight];
      // Where the point should sit: 20 px inside the named edge.
      const target = {
        left: [20, h / 2],
        right: [w - 20, h / 2],
        top: [w / 2, 20],
        bottom: [w / 2, h - 20],
        centre: [w / 2, h / 2],
      }[view.at] as [number, number];
      // Again if the page moved the map meanwhile (its own fit to a new answer).
      for (let attempt = 0; attempt < 3; attempt++) {
        map.easeTo({
          zoom: view.zoom,
          center: view.point,
          offset: [target[0] - w / 2, target[1] - h / 2],
          duration: 0,
        });
        await new Promise((done) => map.once('idle', done));
        // Names fade in and out (0.3 s) after placement; then the map is still.
        await new Promise((done) => setTimeout(done, 800));
        const at = map.project(view.point);
        if (Math.abs(at.x - target[0]) < 2 && Math.abs(at.y - target[1]) < 2) return true;
      }
      return false;
    },
    view,
  );
  if (!placed) throw new Error(`the map did not stay at ${JSON.stringify(view)}`);
}

/** The town names MapLibre drew that meet an area of the map (px from its top left corner). */
export async function townsIn(page: Page, area: Rect): Promise<string[]> {
  return withMap(
    page,
    (map, area) => {
      const layers = map
        .getStyle()
        .layers.map((l) => l.id)
        .filter((id) => id.startsWith('towns-'));
      if (layers.length === 0) return [];
      const found = map.queryRenderedFeatures(
        [
          [area.left, area.top],
          [area.right, area.bottom],
        ],
        { layers },
      );
      return [...new Set(found.map((f) => f.properties.name))];
    },
    area,
  );
}

/**
 * The town names drawn across an edge of the map: those that meet both a band 1 px wide just outside
 * the edge and one just inside it. (MapLibre also places names wholly off the map, up to 100 px beyond
 * it, so that they do not pop in as the map pans: those show nowhere and are not counted.)
 */
export async function townsAcrossTheEdge(page: Page): Promise<string[]> {
  const { width: w, height: h } = await mapSize(page);
  const bands: [outside: Rect, inside: Rect][] = [
    [
      { left: 0, top: -1.5, right: w, bottom: -0.5 },
      { left: 0, top: 0.5, right: w, bottom: 1.5 },
    ],
    [
      { left: 0, top: h + 0.5, right: w, bottom: h + 1.5 },
      { left: 0, top: h - 1.5, right: w, bottom: h - 0.5 },
    ],
    [
      { left: -1.5, top: 0, right: -0.5, bottom: h },
      { left: 0.5, top: 0, right: 1.5, bottom: h },
    ],
    [
      { left: w + 0.5, top: 0, right: w + 1.5, bottom: h },
      { left: w - 1.5, top: 0, right: w - 0.5, bottom: h },
    ],
  ];
  const across: string[] = [];
  for (const [outside, inside] of bands) {
    const beyond = await townsIn(page, outside);
    const within = await townsIn(page, inside);
    across.push(...beyond.filter((name) => within.includes(name)));
  }
  return across;
}

export async function mapSize(page: Page): Promise<{ width: number; height: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { width: box.width, height: box.height };
}

/** The HTML names shown (not hidden) with their boxes, and the frame's box that clips them. */
export async function htmlNames(
  page: Page,
  frameSelector: string,
): Promise<{ frame: Rect; names: { text: string; box: Rect }[] }> {
  return page.evaluate((frameSelector) => {
    const frameEl = document.querySelector(frameSelector);
    if (!frameEl) throw new Error(`no ${frameSelector}`);
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const names = [...frameEl.querySelectorAll('[data-testid=city-label], [data-testid=search-point-label]')]
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ text: el.textContent ?? '', box: rect(el) }));
    return { frame: rect(frameEl), names };
  }, frameSelector);
}

/** The names (of `names`) that the frame would clip, even by a pixel, among those that show at all. */
export function cutByTheEdge(frame: Rect, names: { text: string; box: Rect }[]): string[] {
  return names
    .filter(
      ({ box }) =>
        box.right > frame.left && box.left < frame.right && box.bottom > frame.top && box.top < frame.bottom,
    )
    .filter(
      ({ box }) =>
        box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom,
    )
    .map((n) => n.text);
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * What the map shows, by box (px from the map's top left corner): the HTML names shown, the markers and
 * groups with their price tags and the searched point, and the buttons over the map (zoom, reset,
 * attribution).
 */
export async function drawnOnTheMap(page: Page): Promise<{
  names: { text: string; box: Rect }[];
  markers: { what: string; box: Rect }[];
  controls: { what: string; box: Rect }[];
}> {
  return page.evaluate(() => {
    const map = document.querySelector('.maplibregl-map')!;
    const frame = map.getBoundingClientRect();
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left - frame.left,
        top: r.top - frame.top,
        right: r.right - frame.left,
        bottom: r.bottom - frame.top,
      };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const what = (el: Element) => `${el.className} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    return {
      names: [...map.querySelectorAll('[data-testid=city-label], [data-testid=search-point-label]')]
        .filter(shown)
        .map((el) => ({ text: el.textContent ?? '', box: rect(el) })),
      markers: [
        ...map.querySelectorAll('.map-marker, .marker-price, .map-cluster, .cluster-price, .search-centre'),
      ]
        .filter(shown)
        .map((el) => ({ what: what(el), box: rect(el) })),
      controls: [
        ...map
          .closest('.map-frame')!
          .querySelectorAll('.map-frame > button, .maplibregl-ctrl-group, .maplibregl-ctrl-attrib'),
      ]
        .filter(shown)
        .map((el) => ({ what: what(el), box: rect(el) })),
    };
  });
}

/**
 * What each marker and group draws, box by box (px from the map's top left corner): its pin or badge and
 * its price tag, with the number of the item it belongs to; a badge's box with its ring (a 2 px
 * box-shadow outside its box).
 */
export async function markerFootprints(page: Page): Promise<{ item: number; what: string; box: Rect }[]> {
  return page.evaluate(() => {
    const map = document.querySelector('.maplibregl-map')!;
    const frame = map.getBoundingClientRect();
    const boxes: { item: number; what: string; box: Rect }[] = [];
    [...map.querySelectorAll('.map-marker, .map-cluster')].forEach((el, item) => {
      const what = `${el.className} "${(el.textContent ?? '').trim().slice(0, 16)}"`;
      const ring = el.classList.contains('map-cluster') ? 2 : 0;
      const add = (r: DOMRect, grow: number) =>
        boxes.push({
          item,
          what,
          box: {
            left: r.left - grow - frame.left,
            top: r.top - grow - frame.top,
            right: r.right + grow - frame.left,
            bottom: r.bottom + grow - frame.top,
          },
        });
      add(el.getBoundingClientRect(), ring);
      const tag = el.querySelector('.marker-price, .cluster-price');
      if (tag && getComputedStyle(tag).visibility !== 'hidden') add(tag.getBoundingClientRect(), 0);
    });
    return boxes;
  });
}

/** Waits until the map has its town layers (the gazetteer's answer has arrived) and has drawn them. */
export async function townsLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => withMap(page, (map) => map.getStyle().layers.some((l) => l.id.startsWith('towns-')), null), {
      timeout: 30_000,
    })
    .toBe(true);
  await withMap(
    page,
    async (map) => {
      // After the fit to the results has ended: a repaint, and the map idle after it.
      while (map.isMoving()) await new Promise((done) => setTimeout(done, 100));
      const idle = new Promise((done) => map.once('idle', done));
      map.triggerRepaint();
      await idle;
      // Names fade in and out (0.3 s) after placement.
      await new Promise((done) => setTimeout(done, 800));
    },
    null,
  );
}
