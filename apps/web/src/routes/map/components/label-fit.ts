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
 * Where a name goes so that it lies wholly inside the frame (less the margin). `label` is where it would
 * be drawn, `point` the place it names (the name is drawn beside it). A name whose point is outside the
 * frame, or that does not fit beside its point, is hidden.
 */
export function fitInside(
  label: Box,
  point: { x: number; y: number },
  frame: Box,
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
  const width = label.right - label.left;
  const height = label.bottom - label.top;
  if (width > inner.right - inner.left || height > inner.bottom - inner.top) return HIDDEN;
  // Sideways: slid in, as far as needed, never so far that the name no longer spans its point.
  let dx = 0;
  if (label.left < inner.left) dx = inner.left - label.left;
  else if (label.right > inner.right) dx = inner.right - label.right;
  if (label.left + dx > point.x || label.right + dx < point.x) return HIDDEN;
  // Up or down: the name goes to the other side of its point, at the same distance from it.
  let dy = 0;
  if (label.bottom > inner.bottom || label.top < inner.top) {
    const mirroredTop = 2 * point.y - label.bottom;
    dy = mirroredTop - label.top;
    if (mirroredTop < inner.top || mirroredTop + height > inner.bottom) return HIDDEN;
  }
  return { dx, dy, hidden: false };
}

/** What was applied to each name last time, so that its own place can be measured without a reflow. */
const applied = new WeakMap<HTMLElement, LabelFit>();

/** The names a frame keeps inside (MarkerButton marks them). */
export const FIT_LABEL_SELECTOR = '[data-fit-label]';

/**
 * Moves or hides every name in `frame` so that none crosses its edge. Reads every box first, then writes
 * (one layout per call). The point a name belongs to is the centre of its marker element.
 */
export function fitLabelsInside(frame: HTMLElement): void {
  const frameBox = frame.getBoundingClientRect();
  const labels = [...frame.querySelectorAll<HTMLElement>(FIT_LABEL_SELECTOR)];
  const fits = labels.map((el) => {
    const marker = el.closest<HTMLElement>('.maplibregl-marker, .mapboxgl-marker, .static-marker') ?? el;
    const m = marker.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const was = applied.get(el) ?? { dx: 0, dy: 0, hidden: false };
    // The name's own place: where it is drawn, less what was applied to it.
    const own = {
      left: r.left - was.dx,
      right: r.right - was.dx,
      top: r.top - was.dy,
      bottom: r.bottom - was.dy,
    };
    return fitInside(own, { x: (m.left + m.right) / 2, y: (m.top + m.bottom) / 2 }, frameBox);
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
}

/**
 * Calls fitLabelsInside once per animation frame at most, however often it is asked (the map asks on
 * every frame of a move). Returns the asking function and a cancel for unmounting.
 */
export function labelFitter(frame: () => HTMLElement | null): { request: () => void; cancel: () => void } {
  let pending = 0;
  return {
    request() {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        const el = frame();
        if (el) fitLabelsInside(el);
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
export function useLabelsInsideMap(map: MovingMap | null, drawn: unknown): void {
  const fitter = useMemo(() => (map ? labelFitter(() => map.getContainer()) : null), [map]);
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
