/**
 * The first answer of a screen, resolved by the server while it served the page (apps/api
 * src/http/first-answer.ts) and embedded in it as a JSON data block: the screen starts from it instead of
 * asking the API again, and the server already rendered the same markup (src/ssr.tsx), so the page shows
 * its content before any script has run (bench:web). A data block is not executed, so the CSP's ban on
 * inline scripts holds.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type {
  CategoriesPageQuery,
  MapSearchQuery,
  MapSessionQuery,
  PriceFileCoverageQuery,
  ProceduresGeoQuery,
  TokenQuery,
} from '../__generated__/graphql';

/** The id of the data block in the page. */
export const FIRST_ANSWER_ID = 'fp-first-answer';

/** The map screen's first queries and their answers, exactly as the client would have asked them. */
export interface MapFirstAnswer {
  screen: 'map';
  /** The page's address it was resolved for (path and query). */
  url: string;
  /** The visitor's account token (the header's account menu). */
  token: TokenQuery;
  geoSession: MapSessionQuery['geoSession'];
  search: {
    input: { diagnosisId?: number; diagnosisSlug?: string; lat: number; lng: number; chosen?: boolean };
    data: MapSearchQuery;
  };
  /** The offline base map around the searched point, drawn until the interactive map takes over. */
  outline: string;
}

/** The categories page's catalogue (the same for every visitor). */
export interface CategoriesFirstAnswer {
  screen: 'categories';
  url: string;
  token: TokenQuery;
  data: CategoriesPageQuery;
}

/**
 * The procedures page before any search: the visitor's starting place and which hospitals' price files
 * the site holds (a page with a search in its address, ?q=, has no first answer: it asks in the browser).
 */
export interface ProceduresFirstAnswer {
  screen: 'procedures';
  url: string;
  token: TokenQuery;
  geoSession: ProceduresGeoQuery['geoSession'];
  coverage: PriceFileCoverageQuery;
}

/**
 * A page whose screen reads its data through Apollo queries alone (the home page, the articles, an
 * article and a signed-in user's dashboard): the server ran those queries and hands over Apollo's cache as it left it (`cache.extract()`);
 * the browser's client starts from it (App, lib/apollo.ts), so the screen's queries answer from the cache at
 * once and React adopts the server's markup instead of drawing a spinner and asking again.
 */
export interface CachedFirstAnswer {
  screen: 'index' | 'blog' | 'blog_post' | 'dashboard';
  url: string;
  token: TokenQuery;
  /** Apollo's normalized cache after the screen's queries (InMemoryCache extract/restore). */
  cache: Record<string, unknown>;
}

export type FirstAnswer = MapFirstAnswer | CategoriesFirstAnswer | ProceduresFirstAnswer | CachedFirstAnswer;

/** The screens whose first view React adopts (hydrates) rather than draws again (main.tsx). */
export const ADOPTED_SCREENS: ReadonlySet<FirstAnswer['screen']> = new Set([
  'map',
  'categories',
  'procedures',
  'index',
  'blog',
  'blog_post',
  'dashboard',
]);

const FirstAnswerContext = createContext<FirstAnswer | null>(null);

export function FirstAnswerProvider({ value, children }: { value: FirstAnswer | null; children: ReactNode }) {
  return <FirstAnswerContext.Provider value={value}>{children}</FirstAnswerContext.Provider>;
}

/** The first answer for this screen at this address, if the page came with one. */
export function useFirstAnswer<S extends FirstAnswer['screen']>(
  screen: S,
  url: string,
): Extract<FirstAnswer, { screen: S }> | null {
  const value = useContext(FirstAnswerContext);
  return value && value.screen === screen && value.url === url
    ? (value as Extract<FirstAnswer, { screen: S }>)
    : null;
}

/**
 * The visitor's account token as the server answered it with the page, whatever the screen (undefined
 * when the page came without a first answer). It is only the page's starting point: the account menu
 * follows the live Token query once the page is drawn.
 */
export function useFirstAnswerToken(): TokenQuery['token'] | undefined {
  return useContext(FirstAnswerContext)?.token.token;
}

/** Reads the page's data block (in the browser); null when there is none or it is unreadable. */
export function readFirstAnswer(): FirstAnswer | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWER_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as FirstAnswer;
  } catch {
    return null;
  }
}
