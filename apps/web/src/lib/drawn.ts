/**
 * When the browser has drawn the page. What the first view does not show waits for it at least: on a page
 * the server rendered, React adopting its markup is the moment the page becomes usable, and work started
 * in that moment's effects still ran before the browser could draw or take a click (bench:web, CPU
 * profile). Most such work waits longer, for the first idle moment after it (lib/idle.tsx).
 */

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
