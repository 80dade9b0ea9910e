/**
 * The map's HTML names (the major cities, the searched point's name: HTML so that they sit above every
 * marker and group) kept whole inside the map's frame, on the static map and the interactive one alike.
 * The frame clips whatever crosses its edge, so a name that would cross it is moved inside, still over
 * its point (slid sideways, or put above its point instead of below), or hidden when it cannot be. Town
 * names drawn by MapLibre are kept inside by MapLibre itself (town-labels.ts, the edge frame).
 */

import { useEffect, useLayoutEffect, useMemo, type RefObject } from 'react';

/** Room kept between a name and the frame's edge (px): the names' white halo stays whole. */
export const EDGE_MARGIN = 4;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How a name is moved: by (dx, dy) px, or hidden. */
export interface LabelFit {
  dx: number;
  dy: number;
  hidden: boolean;
}

const HIDDEN: LabelFit = { dx: 0, dy: 0, hidden: true };

/**
 * Where a name goes so that it lies wholly inside the frame (less the margin), with nothing else in the
 * way (see placeName). `label` is where it would be drawn, `point` the place it names.
 */
export function fitInside(
  label: Box,
  point: { x: number; y: number },
  frame: Box,
  margin = EDGE_MARGIN,
): LabelFit {
  return placeName(label, point, frame, [], margin);
}

/** Room kept between a name and a marker, a group, a button or another name (px). */
export const OBSTACLE_MARGIN = 2;

export function intersects(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left < b.right + margin &&
    b.left < a.right + margin &&
    a.top < b.bottom + margin &&
    b.top < a.bottom + margin
  );
}

const moved = (box: Box, dx: number, dy: number): Box => ({
  left: box.left + dx,
  right: box.right + dx,
  top: box.top + dy,
  bottom: box.bottom + dy,
});

/**
 * Where a name goes so that it lies inside the frame and clear of every obstacle (markers, groups, the
 * map's buttons, the names already placed). Tried in turn: its own place (below its point, slid in from
 * a side edge), above its point, to its right, to its left, then the four corners around the point, each
 * at the distance its own place keeps from the point. Hidden when none is clear.
 */
export function placeName(
  label: Box,
  point: { x: number; y: number },
  frame: Box,
  obstacles: readonly Box[],
  margin = EDGE_MARGIN,
): LabelFit {
  const inner = {
    left: frame.left + margin,
    top: frame.top + margin,
    right: frame.right - margin,
    bottom: frame.bottom - margin,
  };
  if (point.x < inner.left || point.x > inner.right || point.y < inner.top || point.y > inner.bottom) {
    return HIDDEN;
  }
  const w = label.right - label.left;
  const h = label.bottom - label.top;
  // The distance its own place keeps between the point and the name's near side.
  const gap = Math.max(0, label.top - point.y);
  const tries: [dx: number, dy: number, slide: boolean][] = [];
  // Around the point at that distance, then farther out (a group may sit on the point itself).
  for (const d of [gap, gap + 24]) {
    const below = point.y + d - label.top;
    const above = point.y - d - h - label.top;
    const beside = point.y - h / 2 - label.top;
    const right = point.x + d - label.left;
    const left = point.x - d - w - label.left;
    // A corner: the name's near corner as far from the point as its side would be, on the diagonal.
    const c = d * 0.8;
    tries.push(
      [point.x - w / 2 - label.left, below, true],
      [point.x - w / 2 - label.left, above, true],
      [right, beside, false],
      [left, beside, false],
      [point.x + c - label.left, point.y + c - label.top, false],
      [point.x - c - w - label.left, point.y + c - label.top, false],
      [point.x + c - label.left, point.y - c - h - label.top, false],
      [point.x - c - w - label.left, point.y - c - h - label.top, false],
    );
  }
  for (const [tx, dy, slide] of tries) {
    let dx = tx;
    let box = moved(label, dx, dy);
    if (slide) {
      // Sideways: slid in, as far as needed, never so far that the name no longer spans its point.
      if (box.left < inner.left) dx += inner.left - box.left;
      else if (box.right > inner.right) dx += inner.right - box.right;
      box = moved(label, dx, dy);
      if (box.left > point.x || box.right < point.x) continue;
    }
    if (
      box.left < inner.left ||
      box.right > inner.right ||
      box.top < inner.top ||
      box.bottom > inner.bottom
    ) {
      continue;
    }
    if (obstacles.some((o) => intersects(box, o, OBSTACLE_MARGIN))) continue;
    return { dx: Math.round(dx * 10) / 10, dy: Math.round(dy * 10) / 10, hidden: false };
  }
  return HIDDEN;
}

/** What was applied to each name last time, so that its own place can be measured without a reflow. */
const applied = new WeakMap<HTMLElement, LabelFit>();

/** The names a frame keeps inside (MarkerButton marks them). */
export const FIT_LABEL_SELECTOR = '[data-fit-label]';

/**
 * What a name must not cover: the markers and groups with their price tags, the searched point, and the
 * buttons over the map (zoom, reset, "Move and zoom the map", the attribution).
 */
const MARKER_SELECTOR = '.map-marker, .marker-price, .map-cluster, .cluster-price, .search-centre';
const CONTROL_SELECTOR =
  '.map-frame > button, .maplibregl-ctrl, .mapboxgl-ctrl, .map-move, [data-map-control]';

/** The boxes drawn on screen, in the frame's coordinates: the names as placed and the map's buttons. */
export interface PlacedNames {
  names: Box[];
  controls: Box[];
  /** The markers and groups with their price tags, and the searched point. */
  markers: Box[];
}

/** A box with the element drawn there. */
type Drawn = Box & { el?: Element };

function shownBoxes(root: Element, selector: string): Drawn[] {
  const boxes: Drawn[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (el.closest(FIT_LABEL_SELECTOR) || getComputedStyle(el).visibility === 'hidden') continue;
    boxes.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, el });
  }
  return boxes;
}

/**
 * Moves or hides every name in `frame` so that none crosses its edge nor lies on a marker, a group, a
 * button over the map or another name (the searched point's name first, then the cities'). Reads every
 * box first, then writes (one layout per call). The point a name belongs to is the centre of its marker
 * element. Answers the names', the buttons' and the markers' boxes, relative to the frame.
 */
export function fitLabelsInside(frame: HTMLElement): PlacedNames {
  const frameBox = frame.getBoundingClientRect();
  const labels = [...frame.querySelectorAll<HTMLElement>(FIT_LABEL_SELECTOR)].sort(
    (a, b) => Number(b.hasAttribute('data-search-label')) - Number(a.hasAttribute('data-search-label')),
  );
  const root = frame.closest('.map-frame') ?? frame;
  const controls = shownBoxes(root, CONTROL_SELECTOR);
  const markers = shownBoxes(frame, MARKER_SELECTOR);
  const obstacles: Drawn[] = [...markers, ...controls];
  const names: Box[] = [];
  const fits = labels.map((el) => {
    const marker = el.closest<HTMLElement>('.maplibregl-marker, .mapboxgl-marker, .static-marker') ?? el;
    const m = marker.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const was = applied.get(el) ?? { dx: 0, dy: 0, hidden: false };
    // The name's own place: where it is drawn, less what was applied to it.
    const own = moved({ left: r.left, right: r.right, top: r.top, bottom: r.bottom }, -was.dx, -was.dy);
    const point = { x: (m.left + m.right) / 2, y: (m.top + m.bottom) / 2 };
    // Its own point's dot is no obstacle: every place tried keeps the name's distance from it.
    // (The searched point's name has a marker of its own, over the point's.)
    const ownDot = el.hasAttribute('data-search-label');
    const others = obstacles.filter(
      (o) => !o.el || !(marker.contains(o.el) || (ownDot && o.el.classList.contains('search-centre'))),
    );
    const fit = placeName(own, point, frameBox, others);
    if (!fit.hidden) {
      const box = moved(own, fit.dx, fit.dy);
      obstacles.push(box);
      names.push(box);
    }
    return fit;
  });
  labels.forEach((el, i) => {
    const fit = fits[i]!;
    const was = applied.get(el);
    if (was && was.dx === fit.dx && was.dy === fit.dy && was.hidden === fit.hidden) return;
    applied.set(el, fit);
    // `translate` adds to the label's own `transform` (CSS), which places it beside its point.
    el.style.translate = fit.dx || fit.dy ? `${fit.dx}px ${fit.dy}px` : '';
    el.style.visibility = fit.hidden ? 'hidden' : '';
  });
  const relative = (b: Box) => moved(b, -frameBox.left, -frameBox.top);
  return {
    names: names.map(relative),
    controls: controls.map((c) => relative(c)),
    markers: markers.map((m) => relative(m)),
  };
}

/**
 * Calls fitLabelsInside once per animation frame at most, however often it is asked (the map asks on
 * every frame of a move). Returns the asking function and a cancel for unmounting.
 */
export function labelFitter(
  frame: () => HTMLElement | null,
  then?: (placed: PlacedNames) => void,
): { request: () => void; cancel: () => void } {
  let pending = 0;
  return {
    request() {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        const el = frame();
        if (!el) return;
        const placed = fitLabelsInside(el);
        then?.(placed);
      });
    },
    cancel() {
      if (pending) cancelAnimationFrame(pending);
      pending = 0;
    },
  };
}

/** The map's own events that move names on screen. */
interface MovingMap {
  on(type: 'move' | 'resize' | 'moveend', listener: () => void): unknown;
  off(type: 'move' | 'resize' | 'moveend', listener: () => void): unknown;
  getContainer(): HTMLElement;
}

/**
 * Keeps the names inside an interactive map's frame: after every frame of a move, a resize, and every
 * change of what is drawn (`drawn`: the markers and names shown). `map` is null until the map is up.
 */
export function useLabelsInsideMap(
  map: MovingMap | null,
  drawn: unknown,
  then?: (placed: PlacedNames) => void,
): void {
  const fitter = useMemo(
    () => (map ? labelFitter(() => map.getContainer(), then) : null),
    // `then` is read when the fitter is made: a caller passes a stable function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [map],
  );
  useEffect(() => {
    if (!map || !fitter) return;
    const request = fitter.request;
    map.on('move', request);
    map.on('moveend', request);
    map.on('resize', request);
    return () => {
      map.off('move', request);
      map.off('moveend', request);
      map.off('resize', request);
      fitter.cancel();
    };
  }, [map, fitter]);
  useEffect(() => fitter?.request(), [fitter, drawn]);
}

/** The same for the static map: its frame's size is known only in the browser, and changes with it. */
export function useLabelsInsideFrame(frame: RefObject<HTMLElement | null>, drawn: unknown): void {
  useLayoutEffect(() => {
    const el = frame.current;
    if (el) fitLabelsInside(el);
  }, [frame, drawn]);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const fitter = labelFitter(() => frame.current);
    const watch = new ResizeObserver(fitter.request);
    watch.observe(el);
    return () => {
      watch.disconnect();
      fitter.cancel();
    };
  }, [frame]);
}
