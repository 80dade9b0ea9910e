import { useEffect, useState } from 'react';

/**
 * False until the browser has drawn the component once (the frame after it was first committed), then
 * true. What the first view does not show (a section's details, the data-loading notice, checking the
 * account menu's state against the server) waits for it: on a page the server rendered, React adopting
 * its markup is the moment the page becomes usable, and work started in that moment's effects still ran
 * before the browser could draw or take a click (bench:web, CPU profile). Components that wait on it
 * should not call their query hooks at all until then (a skipped Apollo query is still built).
 */
export function useDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterPaint(() => setDrawn(true)), []);
  return drawn;
}

/**
 * Runs `run` once the browser has drawn its next frame: the frame's callback runs before it is drawn, the
 * task it starts runs after. Answers a function that cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
