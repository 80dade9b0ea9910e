import { useCallback, useDeferredValue, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../__generated__';
import type { CategoriesPageQuery } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { useHere, useRouter } from '../../router/Router';
import { useFirstAnswer } from '../../lib/first-answer';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { IconSprite } from './icons';
import { CategoryIconItem, CategorySection, type CategoryView } from './CategorySection';
import { DrawMore } from './DrawMore';
import {
  FIRST_PASS_ICONS,
  FIRST_PASS_SECTIONS,
  matchingSections,
  typedBeforeScripts,
  useCategorySections,
  useConditionDetails,
  useDrawPasses,
  useOpenedSections,
  useScrollToSection,
} from './use-categories';
import './categories.css';

export {
  FIRST_PASS_ICONS,
  FIRST_PASS_SECTIONS,
  NEXT_PASS_STEP,
  CATEGORY_SCROLL_DELAY_MS,
} from './use-categories';

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

interface CategoriesProps extends Pick<ScreenProps, 'match'> {
  data: CategoriesPageQuery | undefined;
  loading: boolean;
  error?: unknown;
  /** What the visitor typed into the server-rendered search box before the scripts ran (kept). */
  typed: string;
}

const M: Record<string, MessageDescriptor> = defineMessages({
  title: { id: 'categories.page.title', defaultMessage: 'Conditions by category' },
  categoryTitle: { id: 'categories.page.categoryTitle', defaultMessage: '{name}: conditions and care' },
  description: {
    id: 'categories.page.description',
    defaultMessage:
      'Browse conditions and procedures by category: who treats them, what tests and treatments they usually need, and how likely a hospital stay is.',
  },
  categoryDescription: {
    id: 'categories.page.categoryDescription',
    defaultMessage:
      'What care for {name} usually involves: specialties, tests and treatments, and how likely a hospital stay is.',
  },
  noResults: { id: 'categories.page.noResults', defaultMessage: 'There are no results' },
});

function useCategoriesMeta(current: { name: string } | undefined) {
  const intl = useIntl();
  usePageMeta(
    current ? intl.formatMessage(M.categoryTitle, { name: current.name }) : intl.formatMessage(M.title),
    current
      ? intl.formatMessage(M.categoryDescription, { name: current.name.toLowerCase() })
      : intl.formatMessage(M.description),
  );
}

function Categories({ match, data, loading, error, typed }: CategoriesProps) {
  const { href } = useRouter();
  const intl = useIntl();
  const [filter, setFilter] = useState(typed);
  const { opened, toggle } = useOpenedSections();
  const details = useConditionDetails(opened.size > 0 || filter.trim() !== '');
  const { scrollTo, cancel } = useScrollToSection();
  const requested = match.params[0]?.toLowerCase();
  const sections = useCategorySections(data);
  const current = sections.find((s) => s.id === requested);
  useCategoriesMeta(current);

  // /categories/{id} scrolls to its section once the page is there.
  const ready = sections.length > 0;
  useEffect(() => {
    if (ready && requested) {
      toggle(requested, true);
      scrollTo(requested);
    }
    return cancel;
  }, [ready, requested, toggle, scrollTo, cancel]);

  const passes = useDrawPasses(requested);
  const { moreIcons, moreSections, drawAll } = passes;
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

  const q = useDeferredValue(filter).trim().toLowerCase();
  const allIcons = FIRST_PASS_ICONS + moreIcons >= sections.length || Boolean(q);
  const allSections = FIRST_PASS_SECTIONS + moreSections >= sections.length || Boolean(q);
  const shown = useMemo((): CategoryView[] => matchingSections(sections, q), [sections, q]);
  const icons = allIcons ? shown : shown.slice(0, FIRST_PASS_ICONS + moreIcons);
  const sectionsDrawn = allSections ? shown : shown.slice(0, FIRST_PASS_SECTIONS + moreSections);

  return (
    <section className="page categories-page" aria-labelledby="categories-title">
      <CategoriesIntro failed={Boolean(error)} />
      {loading && !data ? (
        <Spinner
          label={intl.formatMessage({ id: 'categories.page.loading', defaultMessage: 'Loading categories' })}
        />
      ) : sections.length === 0 ? (
        !error && <p className="muted">{intl.formatMessage(M.noResults)}</p>
      ) : (
        <>
          {requested && !current && (
            <div role="status" className="alert alert-info">
              <FormattedMessage
                id="categories.page.unknown"
                defaultMessage="We could not find the category “{category}”. Here are all of them."
                values={{ category: <span translate="no">{requested}</span> }}
              />
            </div>
          )}
          <CategoryFilter filter={filter} setFilter={setFilter} />
          <IconSprite urls={[...icons, ...sectionsDrawn].map((c) => c.icon)} />
          <CategoryGrid
            icons={icons}
            total={shown.length}
            all={allIcons}
            requested={requested}
            onIcon={onIcon}
            onNear={passes.drawNextIcons}
            drawAll={drawAll}
          />
          {shown.length === 0 && <p className="muted">{intl.formatMessage(M.noResults)}</p>}
          <SectionList
            sections={sectionsDrawn}
            all={allSections}
            opened={opened}
            details={details}
            toggle={toggle}
            onNear={passes.drawNextSections}
            drawAll={drawAll}
          />
        </>
      )}
    </section>
  );
}

/** The page's heading and what it offers; says so when the categories could not be had. */
function CategoriesIntro({ failed }: { failed: boolean }) {
  const intl = useIntl();
  return (
    <>
      <h1 id="categories-title">{intl.formatMessage(M.title)}</h1>
      <p className="lead">
        <FormattedMessage
          id="categories.page.lead"
          defaultMessage="Pick a category to see its conditions: which specialists treat them, what tests and treatments they usually involve, and how likely a hospital stay is."
        />
      </p>
      {failed && (
        <div role="alert" className="alert alert-error">
          <FormattedMessage
            id="categories.page.loadFailed"
            defaultMessage="The categories could not be loaded. Please reload to try again."
          />
        </div>
      )}
    </>
  );
}

function backToGrid() {
  const grid = document.getElementById('category-filter');
  grid?.scrollIntoView({ block: 'center' });
  grid?.focus({ preventScroll: true });
}

function CategoryFilter({ filter, setFilter }: { filter: string; setFilter: (value: string) => void }) {
  const intl = useIntl();
  return (
    <div className="category-filter">
      <label htmlFor="category-filter">
        <FormattedMessage id="categories.filter.label" defaultMessage="Find a category or condition" />
      </label>
      <input
        id="category-filter"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={intl.formatMessage({
          id: 'categories.filter.placeholder',
          defaultMessage: 'e.g. heart, knee, pregnancy',
        })}
      />
    </div>
  );
}

/** The grid of icons drawn so far, and the button that draws the rest. */
function CategoryGrid(p: {
  icons: CategoryView[];
  total: number;
  all: boolean;
  requested: string | undefined;
  onIcon: (e: MouseEvent<HTMLAnchorElement>, slug: string) => void;
  onNear: () => void;
  drawAll: () => void;
}) {
  const { href } = useRouter();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'categories.grid.label', defaultMessage: 'Categories' })}>
      <ul className="category-grid" data-testid="category-grid">
        {p.icons.map((c) => (
          <CategoryIconItem
            key={c.id}
            c={c}
            href={href(`/categories/${c.id}`)}
            current={c.id === p.requested}
            onIcon={p.onIcon}
          />
        ))}
        {!p.all && (
          <li className="category-more">
            <DrawMore
              label={intl.formatMessage(
                { id: 'categories.grid.showAll', defaultMessage: 'Show all {total} categories' },
                { total: p.total },
              )}
              drawn={p.icons.length}
              onNear={p.onNear}
              onClick={p.drawAll}
              onlyFromAbove
            />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The sections drawn so far (the opened ones with their conditions), and the button that draws the rest. */
function SectionList(p: {
  sections: CategoryView[];
  all: boolean;
  opened: ReadonlySet<string>;
  details: ReturnType<typeof useConditionDetails>;
  toggle: (slug: string, open?: boolean) => void;
  onNear: () => void;
  drawAll: () => void;
}) {
  const { data, error } = p.details;
  const intl = useIntl();
  const detailsById = useMemo(
    () => (data ? new Map(data.diagnoses.map((d) => [d.id, d])) : undefined),
    [data],
  );
  return (
    <>
      {p.sections.map((c) => {
        // A search that matches conditions opens the section with just those.
        const open = p.opened.has(c.id) || c.matching !== null;
        return (
          <CategorySection
            key={c.id}
            c={c}
            open={open}
            details={open ? detailsById : undefined}
            detailsFailed={open && Boolean(error)}
            onToggle={p.toggle}
            onBack={backToGrid}
          />
        );
      })}
      {!p.all && (
        <p className="category-more">
          <DrawMore
            label={intl.formatMessage({
              id: 'categories.sections.showAll',
              defaultMessage: 'Show every category’s section',
            })}
            drawn={p.sections.length}
            onNear={p.onNear}
            onClick={p.drawAll}
          />
        </p>
      )}
    </>
  );
}
