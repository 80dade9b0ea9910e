/**
 * The server's rendering of a page's first view (built by `vite build --ssr`, loaded by the API's
 * apps/api/src/http/first-answer.ts): for the map it asks the screen's first queries through `execute`
 * (the API runs them as the browser's own requests would run, with the visitor's session), and renders
 * the real App with those answers to HTML. The page carries both: the markup shows the list and the
 * markers before any script runs, and the answers (lib/first-answer.tsx) let the browser render the same
 * view at once, without asking again. The categories and the procedures page before a search are rendered
 * the same way, without a search. The home page, the articles and an article (screens that read everything
 * through Apollo queries) are rendered with their queries run by an Apollo client of their own, whose cache
 * the page carries (renderCached); so is a signed-in user's dashboard (/dashboard: the summary and the first
 * page of events, asked with the user's own session; issue 42: drawn in the browser it painted after the
 * app's script and two round trips, and the summary pushed the list down when it came). Other pages are
 * not rendered here.
 */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { TokenQuery } from './lib/auth';
import type {
  CachedFirstAnswer,
  CategoriesFirstAnswer,
  FirstAnswer,
  MapFirstAnswer,
  ProceduresFirstAnswer,
} from './lib/first-answer';
import { TEMPLATES } from './routes';
import { matchRoute } from './router/match';
import MapScreen from './routes/map/MapScreen';
import { MapSearch, MapSession } from './routes/map/queries';
import { firstSearchInput } from './routes/map/start';
import { INITIAL_ZOOM } from './routes/map/components/base-map';
import { staticOutline } from './routes/map/components/static-outline';
import CategoriesScreen, { CategoriesQuery } from './routes/categories/CategoriesScreen';
import ProceduresScreen, { ProceduresGeo } from './routes/procedures/ProceduresScreen';
import { PriceFileCoverageQuery } from './routes/procedures/PriceFileCoverage';
import HomeScreen, { HomeQuery } from './routes/home/HomeScreen';
import BlogScreen, { BlogListQuery } from './routes/blog/BlogScreen';
import BlogPostScreen, { BlogPostQuery, postKey } from './routes/blog/BlogPostScreen';
import DashboardScreen, {
  EventsPage as DashboardEventsQuery,
  eventsVariables,
  firstEvents,
  Overview as DashboardOverviewQuery,
} from './routes/dashboard/DashboardScreen';
import type { LoadedScreen } from './router/RouteView';
import { isLocale, DEFAULT_LOCALE } from '@fp/i18n';
import { loadIntl, type IntlSetup } from './i18n/intl';

/** Runs one GraphQL query for the page's request; its data, or null when it failed. */
export type Execute = (query: string, variables?: Record<string, unknown>) => Promise<unknown>;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The answers, for the page's data block. */
  answer: FirstAnswer;
}

const run = async <T,>(execute: Execute, doc: DocumentNode, variables?: Record<string, unknown>) =>
  (await execute(print(doc), variables)) as T | null;

/** The page at `url` (path and query) rendered with its first answers, or null when it has none. */
export async function renderFirstView(
  url: string,
  execute: Execute,
  language: string = DEFAULT_LOCALE,
): Promise<RenderedPage | null> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const intl: IntlSetup = await loadIntl(locale);
  const q = url.indexOf('?');
  const location = { pathname: q < 0 ? url : url.slice(0, q), search: q < 0 ? '' : url.slice(q) };
  const match = matchRoute(TEMPLATES, location.pathname, location.search);
  if (match.name === 'categories') return renderCategories(url, location, execute, intl);
  // With a search in the address the page asks in the browser (its results depend on the viewer's plan).
  if (match.name === 'procedures' && !match.query.q) return renderProcedures(url, location, execute, intl);
  // /?diagnosis= goes on to the map at once (HomeScreen): nothing to draw here.
  if (match.name === 'index' && match.query.diagnosis === undefined)
    return renderCached(url, location, execute, intl, { name: 'index', Screen: HomeScreen }, [[HomeQuery]]);
  if (match.name === 'blog')
    return renderCached(url, location, execute, intl, { name: 'blog', Screen: BlogScreen }, [
      [BlogListQuery],
    ]);
  if (match.name === 'blog_post') {
    const key = postKey(match.params);
    if (!key) return null;
    const screen = { name: 'blog_post' as const, Screen: BlogPostScreen };
    return renderCached(url, location, execute, intl, screen, [[BlogPostQuery, key]]);
  }
  if (match.name === 'dashboard') {
    const first = firstEvents(match.params);
    const screen = { name: 'dashboard' as const, Screen: DashboardScreen };
    return renderCached(
      url,
      location,
      execute,
      intl,
      screen,
      [
        [DashboardOverviewQuery],
        [DashboardEventsQuery, eventsVariables(first.page, first.order, first.sort)],
      ],
      { signedIn: true },
    );
  }
  if (match.name !== 'map') return null;

  const [token, session] = await Promise.all([
    run<MapFirstAnswer['token']>(execute, TokenQuery),
    run<{ geoSession: MapFirstAnswer['geoSession'] }>(execute, MapSession),
  ]);
  if (!token || !session) return null;
  const input = firstSearchInput(match.params, match.query, session.geoSession);
  const data = await run<MapFirstAnswer['search']['data']>(execute, MapSearch, { input });
  // No answer, or no condition found: the page asks in the browser, which explains what it shows instead.
  if (!data?.searchProviders.diagnosis?.active) return null;

  const answer: MapFirstAnswer = {
    screen: 'map',
    url,
    token,
    geoSession: session.geoSession,
    search: { input, data },
    outline: staticOutline({ lat: input.lat, lng: input.lng }, INITIAL_ZOOM),
  };
  const html = renderToString(
    <App
      intl={intl}
      firstAnswer={answer}
      initialScreen={{ name: 'map', Screen: MapScreen }}
      location={location}
    />,
  );
  return { html, answer };
}

/** /categories: the catalogue, the same for every visitor, with the sections collapsed. */
async function renderCategories(
  url: string,
  location: { pathname: string; search: string },
  execute: Execute,
  intl: IntlSetup,
): Promise<RenderedPage | null> {
  const [token, data] = await Promise.all([
    run<CategoriesFirstAnswer['token']>(execute, TokenQuery),
    run<CategoriesFirstAnswer['data']>(execute, CategoriesQuery),
  ]);
  if (!token || !data) return null;
  const answer: CategoriesFirstAnswer = { screen: 'categories', url, token, data };
  const html = renderToString(
    <App
      intl={intl}
      firstAnswer={answer}
      initialScreen={{ name: 'categories', Screen: CategoriesScreen }}
      location={location}
    />,
  );
  return { html, answer };
}

/** /procedures before a search: the form with the visitor's starting place, and the price files held. */
async function renderProcedures(
  url: string,
  location: { pathname: string; search: string },
  execute: Execute,
  intl: IntlSetup,
): Promise<RenderedPage | null> {
  const [token, geo, coverage] = await Promise.all([
    run<ProceduresFirstAnswer['token']>(execute, TokenQuery),
    run<{ geoSession: ProceduresFirstAnswer['geoSession'] }>(execute, ProceduresGeo),
    run<ProceduresFirstAnswer['coverage']>(execute, PriceFileCoverageQuery),
  ]);
  if (!token || !geo || !coverage) return null;
  const answer: ProceduresFirstAnswer = {
    screen: 'procedures',
    url,
    token,
    geoSession: geo.geoSession,
    coverage,
  };
  const html = renderToString(
    <App
      intl={intl}
      firstAnswer={answer}
      initialScreen={{ name: 'procedures', Screen: ProceduresScreen }}
      location={location}
    />,
  );
  return { html, answer };
}

/**
 * A screen that reads its data through Apollo queries alone: its queries (each with its variables) are run
 * by a client of its own whose link is `execute` (so the answers are written to the cache as the browser's
 * client would write them, with their __typename fields), and the page carries that cache; the browser's
 * client starts from it, so the screen's first render is the server's (no spinner, no second request) and
 * React adopts the markup. `signedIn`: only for a signed-in visitor (anyone else gets the plain page, whose
 * screen sends them to sign in); nothing is asked then but the account state.
 */
async function renderCached(
  url: string,
  location: { pathname: string; search: string },
  execute: Execute,
  intl: IntlSetup,
  screen: LoadedScreen & { name: CachedFirstAnswer['screen'] },
  queries: [DocumentNode, Record<string, unknown>?][],
  { signedIn = false } = {},
): Promise<RenderedPage | null> {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables).then(
          (data) => {
            if (data) observer.next({ data: data as Record<string, unknown> });
            else observer.error(new Error(`${operation.operationName ?? 'query'} failed`));
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  let token: CachedFirstAnswer['token'] | null;
  if (signedIn) {
    token = await run<CachedFirstAnswer['token']>(execute, TokenQuery);
    if (!token?.token) return null;
    await Promise.all(queries.map(([query, variables]) => client.query({ query, variables })));
  } else {
    [token] = await Promise.all([
      run<CachedFirstAnswer['token']>(execute, TokenQuery),
      ...queries.map(([query, variables]) => client.query({ query, variables })),
    ]);
  }
  if (!token) return null;
  const answer: CachedFirstAnswer = {
    screen: screen.name,
    url,
    token,
    cache: client.extract() as Record<string, unknown>,
  };
  const html = renderToString(
    <App intl={intl} firstAnswer={answer} initialScreen={screen} location={location} />,
  );
  return { html, answer };
}
