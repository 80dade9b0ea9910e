import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { CategoriesPageQuery, CategoryConditionDetailsQuery } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { useHere, useRouter } from '../../router/Router';
import { useFirstAnswer } from '../../lib/first-answer';
import { useIdle } from '../../lib/idle';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { IconSprite } from './icons';
import { CategoryIconItem, CategorySection, sectionId, type CategoryView } from './CategorySection';
import './categories.css';

/** The page: the categories and their conditions' names (what the collapsed sections and the search need). */
export const CategoriesQuery = graphql(`
  query CategoriesPage {
    categories {
      id
      name
      icon
      diagnoses {
        id
      }
    }
    diagnoses {
      id
      name
    }
  }
`);

/**
 * What an opened section shows of each condition, asked for beside the page: three quarters of the
 * catalogue's size, which the collapsed page does not need to be drawn and searched (bench:web).
 */
const ConditionDetailsQuery = graphql(`
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
/** Space between the sticky header and a section scrolled to. */
const SCROLL_GAP_PX = 8;

/**
 * /categories and /categories/{categoryId}: a grid of category icons (4 per row on wide screens, 2 on
 * phones, where 4 would be too small to tap) that open the category's section and scroll to it after
 * 200 ms; below, one collapsed section per category with the conditions (specialties, work notes and
 * hospitalization likelihood) rendered only once opened, so the page is short and quick. The search box
 * filters at once: sections whose conditions match open with only those conditions.
 */
export default function CategoriesScreen({ match }: ScreenProps) {
  // The server's answer in the page (lib/first-answer.tsx), which it also rendered: no need to ask again,
  // nor to build the query (a skipped Apollo query is still built, during the hydration that makes the
  // page usable). Taken once: the address changes as categories are opened (history entries), the answer
  // stays, and so does which of the two components draws the page.
  const [first] = useState(useFirstAnswer('categories', useHere()));
  const [typed] = useState(() => (first ? typedBeforeScripts() : ''));
  return first ? (
    <Categories match={match} data={first.data} loading={false} typed={typed} />
  ) : (
    <AskedCategories match={match} />
  );
}

/**
 * The page without a first answer (reached from another page): asked, and read as it comes: normalizing
 * some 300 conditions into the cache and reading them back cost more than the page's whole render on a
 * slow phone (bench:web), and no other screen reads them from there.
 */
function AskedCategories({ match }: ScreenProps) {
  const { data, loading, error } = useQuery(CategoriesQuery, { fetchPolicy: 'no-cache' });
  return <Categories match={match} data={data} loading={loading} error={error} typed="" />;
}

/**
 * The sections' details, asked once the page is drawn and the browser idle (no section is open in the
 * first view): not in the same task as the account menu's and the notice's queries (lib/idle.tsx).
 * Asked at once when `wanted` (a section opened or a search typed before that moment).
 */
function useConditionDetails(wanted: boolean) {
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

interface CategoriesProps extends Pick<ScreenProps, 'match'> {
  data: CategoriesPageQuery | undefined;
  loading: boolean;
  error?: unknown;
  /** What the visitor typed into the server-rendered search box before the scripts ran (kept). */
  typed: string;
}

function Categories({ match, data, loading, error, typed }: CategoriesProps) {
  const { href } = useRouter();
  const [filter, setFilter] = useState(typed);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const details = useConditionDetails(opened.size > 0 || filter.trim() !== '');
  const detailsById = useMemo(
    () => (details.data ? new Map(details.data.diagnoses.map((d) => [d.id, d])) : undefined),
    [details.data],
  );
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
  const timer = useRef<number | undefined>(undefined);
  const requested = match.params[0]?.toLowerCase();

  const sections = useMemo(() => {
    if (!data) return [];
    const byId = new Map(data.diagnoses.map((d) => [d.id, d]));
    return data.categories
      .map((c) => ({
        ...c,
        conditions: c.diagnoses.map((d) => byId.get(d.id)).filter((d) => d !== undefined),
      }))
      .filter((c) => c.conditions.length > 0);
  }, [data]);
  const current = sections.find((s) => s.id === requested);

  usePageMeta(
    current ? `${current.name}: conditions and care` : 'Conditions by category',
    current
      ? `What care for ${current.name.toLowerCase()} usually involves: specialties, tests and treatments, and how likely a hospital stay is.`
      : 'Browse conditions and procedures by category: who treats them, what tests and treatments they usually need, and how likely a hospital stay is.',
  );

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

  // /categories/{id} scrolls to its section once the page is there.
  const ready = sections.length > 0;
  useEffect(() => {
    if (ready && requested) {
      toggle(requested, true);
      scrollTo(requested);
    }
    return () => window.clearTimeout(timer.current);
  }, [ready, requested, toggle, scrollTo]);

  // How many icons, and how many sections, beyond the first pass are drawn: two counts, so that the
  // sections growing at the end of the page never add icons above them (which pushed the section a
  // visitor was about to click down the page). A requested category may lie beyond the first pass: then
  // everything is drawn at once.
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
  const onIcon = useCallback(
    (e: MouseEvent<HTMLAnchorElement>, slug: string) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      // The address follows the category without a page transition, so it can be shared; a new history
      // entry, so Back returns to the grid.
      window.history.pushState(window.history.state, '', href(`/categories/${slug}`));
      // Its section may not be drawn yet.
      drawAll();
      toggle(slug, true);
      scrollTo(slug);
    },
    [href, toggle, scrollTo, drawAll],
  );

  const backToGrid = useCallback(() => {
    const grid = document.getElementById('category-filter');
    grid?.scrollIntoView({ block: 'center' });
    grid?.focus({ preventScroll: true });
  }, []);

  const q = useDeferredValue(filter).trim().toLowerCase();
  const allIcons = FIRST_PASS_ICONS + moreIcons >= sections.length || Boolean(q);
  const allSections = FIRST_PASS_SECTIONS + moreSections >= sections.length || Boolean(q);

  const shown = useMemo((): CategoryView[] => {
    if (!q) return sections.map((c) => ({ ...c, matching: null }));
    return sections
      .map((c) => {
        const byName = c.name.toLowerCase().includes(q);
        const matching = c.conditions.filter((d) => d.name.toLowerCase().includes(q));
        return byName || matching.length ? { ...c, matching: matching.length ? matching : null } : null;
      })
      .filter((c) => c !== null);
  }, [sections, q]);
  const icons = allIcons ? shown : shown.slice(0, FIRST_PASS_ICONS + moreIcons);
  const sectionsDrawn = allSections ? shown : shown.slice(0, FIRST_PASS_SECTIONS + moreSections);

  return (
    <section className="page categories-page" aria-labelledby="categories-title">
      <h1 id="categories-title">Conditions by category</h1>
      <p className="lead">
        Pick a category to see its conditions: which specialists treat them, what tests and treatments they
        usually involve, and how likely a hospital stay is.
      </p>
      {Boolean(error) && (
        <div role="alert" className="alert alert-error">
          The categories could not be loaded. Please reload to try again.
        </div>
      )}
      {loading && !data ? (
        <Spinner label="Loading categories" />
      ) : sections.length === 0 ? (
        !error && <p className="muted">There are no results</p>
      ) : (
        <>
          {requested && !current && (
            <div role="status" className="alert alert-info">
              We could not find the category “{requested}”. Here are all of them.
            </div>
          )}
          <div className="category-filter">
            <label htmlFor="category-filter">Find a category or condition</label>
            <input
              id="category-filter"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="e.g. heart, knee, pregnancy"
            />
          </div>
          <IconSprite urls={[...icons, ...sectionsDrawn].map((c) => c.icon)} />
          <nav aria-label="Categories">
            <ul className="category-grid" data-testid="category-grid">
              {icons.map((c) => (
                <CategoryIconItem
                  key={c.id}
                  c={c}
                  href={href(`/categories/${c.id}`)}
                  current={c.id === requested}
                  onIcon={onIcon}
                />
              ))}
              {!allIcons && (
                <li className="category-more">
                  <DrawMore
                    label={`Show all ${shown.length} categories`}
                    drawn={icons.length}
                    onNear={drawNextIcons}
                    onClick={drawAll}
                    onlyFromAbove
                  />
                </li>
              )}
            </ul>
          </nav>
          {shown.length === 0 && <p className="muted">There are no results</p>}
          {sectionsDrawn.map((c) => {
            // A search that matches conditions opens the section with just those.
            const open = opened.has(c.id) || c.matching !== null;
            return (
              <CategorySection
                key={c.id}
                c={c}
                open={open}
                details={open ? detailsById : undefined}
                detailsFailed={open && Boolean(details.error)}
                onToggle={toggle}
                onBack={backToGrid}
              />
            );
          })}
          {!allSections && (
            <p className="category-more">
              <DrawMore
                label="Show every category’s section"
                drawn={sectionsDrawn.length}
                onNear={drawNextSections}
                onClick={drawAll}
              />
            </p>
          )}
        </>
      )}
    </section>
  );
}

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
function DrawMore({
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

/** The value of the page's search box as the server rendered it (and the visitor may have typed into). */
function typedBeforeScripts(): string {
  if (typeof document === 'undefined') return '';
  const box = document.getElementById('category-filter');
  return box instanceof HTMLInputElement ? box.value : '';
}
