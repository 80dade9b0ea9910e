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
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before it is drawn; the task after it, once it has been.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}
