/** The categories page's state (CategoriesScreen.tsx): the sections, which are open, how many are drawn,
 * and scrolling to one. */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { CategoriesPageQuery, CategoryConditionDetailsQuery } from '../../__generated__/graphql';
import { useIdle } from '../../lib/idle';
import { sectionId, type CategoryView } from './CategorySection';

/**
 * What an opened section shows of each condition, asked for beside the page: three quarters of the
 * catalogue's size, which the collapsed page does not need to be drawn and searched (bench:web).
 */
export const ConditionDetailsQuery = graphql(`
  query CategoryConditionDetails {
    diagnoses {
      id
      summary
      specialties
      hospitalization
      hospitalizationLabel
      work {
        name
        likelihood
      }
    }
  }
`);

/**
 * What the page's first pass draws: eight rows of icons, which fill a large screen, and the first few
 * sections below them. The rest is drawn as the visitor comes near it, NEXT_PASS_STEP icons and sections
 * at a time (DrawMore below the grid and below the sections), or all at once when they ask for all, open
 * a category or type in the search box, which searches every category. Some 320 categories with their
 * icons and sections are several thousand elements: drawing them all first kept the page from being usable
 * for a second on a slow phone (bench:web), and drawing them all just after was one long task of over
 * half a second there, most of /categories' total blocking time in bench:lighthouse.
 */
export const FIRST_PASS_ICONS = 32;
export const FIRST_PASS_SECTIONS = 8;
export const NEXT_PASS_STEP = 32;

/** The spec's delay before scrolling to a category (part 1 §9). */
export const CATEGORY_SCROLL_DELAY_MS = 200;
/**
 * Space between the sticky header and a section scrolled to: none. The section's own border and its
 * heading's margin set it off; the 8 px once left here showed the bottom 4 px of the section above's
 * button, a sliver a thumb could tap by mistake (axe's target-size rule found it on a phone).
 */
export const SCROLL_GAP_PX = 0;

/**
 * The sections' details, asked once the page is drawn and the browser idle (no section is open in the
 * first view): not in the same task as the account menu's and the notice's queries (lib/idle.tsx).
 * Asked at once when `wanted` (a section opened or a search typed before that moment).
 */
export function useConditionDetails(wanted: boolean) {
  const client = useApolloClient();
  const idle = useIdle();
  // Once asked, kept (a section closed again before the idle moment does not cancel the answer).
  const [drawn, setDrawn] = useState(false);
  if ((idle || wanted) && !drawn) setDrawn(true);
  const [details, setDetails] = useState<{ data?: CategoryConditionDetailsQuery; error?: unknown }>({});
  useEffect(() => {
    if (!drawn) return;
    let current = true;
    client.query({ query: ConditionDetailsQuery, fetchPolicy: 'no-cache' }).then(
      ({ data }) => current && setDetails({ data }),
      (error: unknown) => current && setDetails({ error }),
    );
    return () => {
      current = false;
    };
  }, [drawn, client]);
  return details;
}

/** The categories that hold conditions, each with its conditions' names. */
export function useCategorySections(data: CategoriesPageQuery | undefined) {
  return useMemo(() => {
    if (!data) return [];
    const byId = new Map(data.diagnoses.map((d) => [d.id, d]));
    return data.categories
      .map((c) => ({
        ...c,
        conditions: c.diagnoses.map((d) => byId.get(d.id)).filter((d) => d !== undefined),
      }))
      .filter((c) => c.conditions.length > 0);
  }, [data]);
}

/** Which sections the visitor opened. */
export function useOpenedSections() {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (slug: string, open?: boolean) =>
      setOpened((prev) => {
        const next = new Set(prev);
        if (open ?? !prev.has(slug)) next.add(slug);
        else next.delete(slug);
        return next;
      }),
    [],
  );
  return { opened, toggle };
}

/** Scrolls to a category's section after the spec's delay; `cancel` stops a scroll not done yet. */
export function useScrollToSection() {
  const timer = useRef<number | undefined>(undefined);
  const scrollTo = useCallback((slug: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const el = document.getElementById(sectionId(slug));
      if (!el) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // Just below the sticky header, whose height depends on the screen (three rows on a phone, where a
      // fixed scroll margin left the section's heading, and the focus, under it).
      const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - header - SCROLL_GAP_PX,
        behavior: reduce ? 'auto' : 'smooth',
      });
      // Keyboard and screen-reader users land on the section too.
      el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    }, CATEGORY_SCROLL_DELAY_MS);
  }, []);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return { scrollTo, cancel };
}

/**
 * How many icons, and how many sections, beyond the first pass are drawn: two counts, so that the
 * sections growing at the end of the page never add icons above them (which pushed the section a
 * visitor was about to click down the page). A requested category may lie beyond the first pass: then
 * everything is drawn at once.
 */
export function useDrawPasses(requested: string | undefined) {
  const [moreIcons, setMoreIcons] = useState(requested ? Infinity : 0);
  const [moreSections, setMoreSections] = useState(requested ? Infinity : 0);
  const drawNextIcons = useCallback(() => startTransition(() => setMoreIcons((m) => m + NEXT_PASS_STEP)), []);
  const drawNextSections = useCallback(
    () => startTransition(() => setMoreSections((m) => m + NEXT_PASS_STEP)),
    [],
  );
  const drawAll = useCallback(() => {
    setMoreIcons(Infinity);
    setMoreSections(Infinity);
  }, []);
  return { moreIcons, moreSections, drawNextIcons, drawNextSections, drawAll };
}

/** The sections matching the search (lower-cased `q`): by the category's name or its conditions'. */
export function matchingSections<T extends Omit<CategoryView, 'matching'>>(sections: T[], q: string) {
  if (!q) return sections.map((c) => ({ ...c, matching: null }));
  return sections
    .map((c) => {
      const byName = c.name.toLowerCase().includes(q);
      const matching = c.conditions.filter((d) => d.name.toLowerCase().includes(q));
      return byName || matching.length ? { ...c, matching: matching.length ? matching : null } : null;
    })
    .filter((c) => c !== null);
}

/** The value of the page's search box as the server rendered it (and the visitor may have typed into). */
export function typedBeforeScripts(): string {
  if (typeof document === 'undefined') return '';
  const box = document.getElementById('category-filter');
  return box instanceof HTMLInputElement ? box.value : '';
}
