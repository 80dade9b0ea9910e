import { useEffect, useRef } from 'react';

/**
 * The end of what is drawn so far: a button that draws everything, which draws the next step by itself
 * once it comes within half a screen of the visible part of the page (so a visitor scrolling does not see
 * it wait). Observed anew after each step, since it may still be near after the step has pushed it down.
 *
 * `onlyFromAbove` (the icon grid, which has the sections below it): the step is drawn only while the
 * button is still below the visible part, so the icons it adds go where the visitor is not looking yet.
 * Once the visitor sees the button or has scrolled past it (to the sections), the grid grows only when
 * asked: icons added then would push the sections they are reading, and the toggle they aim at, down.
 */
export function DrawMore({
  label,
  drawn,
  onNear,
  onClick,
  onlyFromAbove = false,
}: {
  label: string;
  /** How many are drawn: the button is observed anew once a step has been drawn. */
  drawn: number;
  onNear: () => void;
  onClick: () => void;
  onlyFromAbove?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let near = false;
    // Whether the top of the button is above the bottom of the screen (seen, or scrolled past). Read from
    // each observer's own entry: their callbacks come one after the other, the first with the other's
    // news not yet in.
    let reached = false;
    const check = (entry: IntersectionObserverEntry) => {
      reached = entry.boundingClientRect.top < window.innerHeight;
      if (near && !(onlyFromAbove && reached)) {
        nearby.disconnect();
        visible.disconnect();
        onNear();
      }
    };
    const nearby = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        near = entry.isIntersecting;
        check(entry);
      },
      { rootMargin: '50% 0px' },
    );
    const visible = new IntersectionObserver((entries) => check(entries[entries.length - 1]));
    visible.observe(el);
    nearby.observe(el);
    return () => {
      nearby.disconnect();
      visible.disconnect();
    };
  }, [onNear, drawn, onlyFromAbove]);
  return (
    <button type="button" ref={ref} className="link-button" onClick={onClick}>
      {label}
    </button>
  );
}
