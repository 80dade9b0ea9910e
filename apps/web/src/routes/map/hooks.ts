import { createContext, useContext, useEffect, useRef, useState } from 'react';

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The value, updated only after it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** Count-up length for prices (spec §9). */
export const COUNT_UP_MS = 500;

/**
 * True where the figures are the page's first answer, already shown by the server's markup: they start at
 * their value rather than counting up from zero again (the count-up is for answers the visitor waits for).
 */
export const ShownByServer = createContext(false);

/**
 * A number that counts up (or down) to `target` over COUNT_UP_MS with an ease-out, starting from the
 * value shown before. Jumps at once when the visitor prefers reduced motion.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const shownByServer = useContext(ShownByServer);
  const [shown, setShown] = useState(() => (shownByServer || prefersReducedMotion() ? target : 0));
  const from = useRef(shown);
  from.current = shown;
  useEffect(() => {
    // Already there (the server's figures, or an answer that did not change them): nothing to count. A
    // page of prices otherwise ran half a second of animation frames that changed nothing.
    if (from.current === target) return;
    if (prefersReducedMotion() || duration <= 0) {
      setShown(target);
      return;
    }
    const start = performance.now();
    // Never below zero, and never outside the way from the first figure to the target.
    const begin = Math.max(0, from.current);
    const low = Math.min(begin, target);
    const high = Math.max(begin, target);
    let frame = 0;
    const step = (now: number) => {
      // A frame's time stamp can be earlier than `start` (it is the frame's, not the call's): clamp.
      const t = Math.min(1, Math.max(0, (now - start) / duration));
      const eased = 1 - (1 - t) ** 3;
      setShown(Math.min(high, Math.max(low, Math.round(begin + (target - begin) * eased))));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);
  return shown;
}

/** True when the browser can create a WebGL context (the map needs one; the list does not). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
