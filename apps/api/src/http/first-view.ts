/**
 * The first view of a page, rendered on the server (the web build's dist/apps/web-ssr/ssr.mjs, from
 * apps/web/src/ssr.tsx): for the map (and the categories, whose catalogue is the same for everyone, and the
 * procedures page before a search), the screen's first queries are run here as the browser would run
 * them — through Apollo Server with the request's own context and session, so access and the counting of
 * the free allowance are the same as for the browser's request — and the page carries the rendered markup
 * and the answers as a JSON data block (not executed: the CSP's ban on inline scripts holds). The list and
 * the markers then show before any script has run; the browser renders the same view at once.
 *
 * A GET must not spend a visitor's free searches unless the visitor made it: a link or form on another
 * site can send the browser here with its cookie. The page's search counts only for a same-site top-level
 * navigation (firstViewMayCount); any other request (cross-site, typed in, no Sec-Fetch headers at all)
 * gets a look that counts nothing, and the browser's own search then counts it. A counted page's search is
 * not counted again by the browser's identical search (AllowanceService.countSearch's search key). A
 * request without a session cookie writes nothing (its search counts as a first one, unstored).
 * Anything failing here serves the plain page: the browser then asks as it always did.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from 'pino';
import type { GraphQLContext } from '../graphql/context';

/** What the SSR build exports (apps/web/src/ssr.tsx). */
interface FirstViews {
  renderFirstView(
    url: string,
    execute: (query: string, variables?: Record<string, unknown>) => Promise<unknown>,
    language?: string,
  ): Promise<{ html: string; answer: unknown } | null>;
}

/** The web app's server rendering, or null when it was not built (the plain pages are served then). */
export async function loadFirstViews(webDist: string, log: Logger): Promise<FirstViews | null> {
  const file = path.join(path.dirname(webDist), 'web-ssr', 'ssr.mjs');
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'server rendering not built; pages render in the browser only');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as FirstViews;
}

/**
 * Paths whose first view the server renders: the map (/map, /map/{slug}, /map?diagnosis=), the
 * categories (/categories, /categories/{id}), the procedures page before a search (/procedures; with
 * ?q= the web app's renderFirstView answers null and the plain page is served), the home page (/) and the
 * articles (/blog, /blog/post/{slug}; /blog/edit is not rendered: renderFirstView answers null), and a
 * signed-in user's dashboard (/dashboard and /dashboard/{page}/{order}/{sort}; its other screens and a
 * visitor who is not signed in get the plain page).
 */
export const hasFirstView = (urlPath: string) =>
  ['', 'map', 'categories', 'procedures', 'blog', 'dashboard'].includes(
    urlPath.split('/').filter(Boolean)[0] ?? '',
  );

/**
 * Whether this page request may spend the visitor's free allowance: only a top-level navigation from
 * this site (Sec-Fetch-Site same-origin or same-site, Sec-Fetch-Mode navigate, Sec-Fetch-Dest document).
 * In doubt (headers missing, typed in or bookmarked: "none", cross-site) it may not.
 */
export function firstViewMayCount(req: Pick<Request, 'get'>): boolean {
  const site = req.get('sec-fetch-site');
  return (
    (site === 'same-origin' || site === 'same-site') &&
    req.get('sec-fetch-mode') === 'navigate' &&
    req.get('sec-fetch-dest') === 'document'
  );
}

/** The id of the data block (apps/web/src/lib/first-answer.tsx FIRST_ANSWER_ID). */
const FIRST_ANSWER_ID = 'fp-first-answer';

/**
 * The page with the rendered markup in #root and the answers as a data block after it. The markup is
 * `inert` until the app has drawn over it (apps/web/src/main.tsx removes the attribute): its buttons have
 * no handlers yet, and a click on one would be lost without a word.
 */
export function withFirstView(page: string, view: { html: string; answer: unknown }): string {
  // "<" escaped: the JSON cannot close its script element nor open a comment.
  const json = JSON.stringify(view.answer).replace(/</g, '\\u003c');
  return page.replace(
    '<div id="root"></div>',
    `<div id="root" inert>${view.html}</div><script type="application/json" id="${FIRST_ANSWER_ID}">${json}</script>`,
  );
}

/**
 * Renders the first view of the page at req.originalUrl, running its queries with `contextFor(req, res)`;
 * null when the page has none or anything failed.
 */
export async function renderFirstView(
  views: FirstViews,
  apollo: ApolloServer<GraphQLContext>,
  contextFor: (req: Request, res: Response) => GraphQLContext,
  req: Request,
  res: Response,
  language: string,
): Promise<{ html: string; answer: unknown } | null> {
  const contextValue = contextFor(req, res);
  let failed = false;
  const execute = async (query: string, variables?: Record<string, unknown>) => {
    const r = await apollo.executeOperation({ query, variables }, { contextValue });
    if (r.body.kind !== 'single' || r.body.singleResult.errors?.length) {
      failed = true;
      return null;
    }
    return r.body.singleResult.data ?? null;
  };
  try {
    const view = await views.renderFirstView(req.originalUrl, execute, language);
    return failed ? null : view;
  } catch (err) {
    req.log.warn({ err }, 'first view not rendered');
    return null;
  }
}
