import { useEffect, useState } from 'react';

/**
 * False while a component draws for the first time, true from its next drawing on. Queries that the
 * first view does not show (a section's details, the data-loading notice) wait for it: asking starts
 * right after the page is drawn, instead of inside the first drawing, which on a page the server
 * rendered is React adopting its markup, the moment the page becomes usable (bench:web).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
