/**
 * The web app's page per path: index.html plus <link rel="modulepreload"> for the JavaScript of the screen
 * that path opens (route-preloads.json, written by the web build's apps/web/vite.route-preloads.mjs), so
 * the screen's code downloads alongside the main script rather than after it: one round trip less before
 * the page shows anything on a slow network (bench:web). Only same-site /assets/ scripts and stylesheets
 * are listed, which the CSP's script-src and style-src 'self' already allow; nothing inline is added.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** route-preloads.json of the web build: screen template → its JavaScript beyond the main script's. */
export function readRoutePreloads(webDist: string, log: Logger): Record<string, string[]> {
  const file = path.join(webDist, 'route-preloads.json');
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Record<string, string[]> = {};
    const missing = new Set<string>();
    // A file the build did not write (a list from another build, or a bug in the plugin: issue 25) would
    // make every page of that screen ask for a 404; it is left out, and said once.
    const exists = (f: string) => fs.existsSync(path.join(webDist, f)) || (missing.add(f), false);
    for (const [name, files] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(files))
        out[name] = files.filter(
          (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(f) && exists(f),
        );
    }
    if (missing.size) log.warn({ file, missing: [...missing] }, 'route preloads name files not in the build');
    return out;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ err, file }, 'route preloads unreadable');
    return {};
  }
}

/**
 * The page for a path: index.html plus <link rel="modulepreload"> (scripts) and <link rel="stylesheet">
 * (its CSS, which Vite's loader would otherwise fetch, and wait for, only once the screen is asked for)
 * for the screen that path opens, so its code downloads with the main script rather than after it. The screen is found as the web router finds
 * it (apps/web/src/router/match.ts: "map" first, then the longest known prefix, "index" for "/"); a path
 * it cannot place gets the plain page. One string per screen, built once.
 */
export function routePages(
  indexHtml: string,
  preloads: Record<string, string[]>,
): (urlPath: string) => string {
  const pages = new Map<string, string>();
  for (const [name, files] of Object.entries(preloads)) {
    if (!files.length) continue;
    const links = files
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${f}">`
          : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${f}">`,
      )
      .join('');
    pages.set(name, indexHtml.replace('</head>', `${links}</head>`));
  }
  return (urlPath) => {
    const name = screenOf(urlPath, pages);
    return (name && pages.get(name)) ?? indexHtml;
  };
}

/**
 * The screen template a path opens among `names`, as the web router finds it (apps/web/src/router/
 * match.ts: "map" first, then the longest known prefix, "index" for "/"); null when none does.
 */
export function screenOf(urlPath: string, names: { has(name: string): boolean }): string | null {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length === 0) return names.has('index') ? 'index' : null;
  if (segments[0] === 'map') return names.has('map') ? 'map' : null;
  // A template's name joins its route's segments with "_", so a segment holding one is no route's.
  const known = segments.findIndex((s) => s.includes('_'));
  for (let n = known < 0 ? segments.length : known; n >= 1; n--) {
    const name = segments.slice(0, n).join('_');
    if (names.has(name)) return name;
  }
  return null;
}

/**
 * The page with its stylesheets' rules inline (<style>, which the CSP's style-src allows), for a page
 * whose markup the server rendered (http/first-view.ts): it can be drawn as soon as it arrives, without
 * waiting a round trip for each stylesheet, which on a slow network share the line with the scripts. Each
 * <link> stays, disabled (never fetched nor applied), so the app's loader sees the sheet as present and
 * does not fetch it again when the screen's code asks for it. A sheet that cannot be read stays a link.
 */
export function inlineStylesheets(page: string, webDist: string): string {
  return page.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (link, href: string) => {
      let css: string;
      try {
        css = fs.readFileSync(path.join(webDist, href), 'utf8');
      } catch {
        return link;
      }
      // A rule holding "</style" would end the element early; relative url()s would resolve against the page.
      if (/<\/style|url\(\s*['"]?(?!\/|data:|https?:|#)/i.test(css)) return link;
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    },
  );
}

/**
 * The page's scripts asked for at low priority (`fetchpriority="low"` on the module script and every
 * modulepreload): module scripts never block the first paint, yet Chromium fetches them at High priority,
 * the priority it gives a script that does. Lighthouse's simulation then counts each one that arrived before
 * the paint it observed as needed for that paint, and its first contentful paint jumped between 1.2 and
 * 2.6 s on the same page from run to run (docs/benchmarks/api-build.md, "The scripts' priority"). The page's
 * own markup and inline styles are what the first paint needs; the scripts still start as the head is read.
 */
export function lowPriorityScripts(indexHtml: string): string {
  return indexHtml
    .replace(/<script type="module"( crossorigin)? src=/g, '<script type="module"$1 fetchpriority="low" src=')
    .replace(
      /<link rel="modulepreload"( crossorigin)? href=/g,
      '<link rel="modulepreload"$1 fetchpriority="low" href=',
    );
}

/**
 * The pages of the build in `webDist` (index.html with `transform` applied, per screen as routePages
 * makes them), read again when index.html changes: a build made while the server runs (`npm run build`
 * beside `npm start`) deletes the hashed files of the one before, which a page kept in memory would still
 * name (every script a 404 until a restart). `version` changes with each read, for caches built on the pages.
 * A build caught half-written (no index.html yet) keeps the pages already read.
 */
export function builtPages(
  webDist: string,
  transform: (indexHtml: string) => string,
  log: Logger,
): {
  pageFor: (urlPath: string) => string;
  version: () => number;
  /** Whether a screen answers the path: null when the build did not say which screens it has. */
  isScreen: (urlPath: string) => boolean | null;
} {
  const indexFile = path.join(webDist, 'index.html');
  let builtAt = -1;
  let version = 0;
  let pageFor: (urlPath: string) => string = () => '';
  let screens = new Set<string>();
  const current = () => {
    try {
      const mtime = fs.statSync(indexFile).mtimeMs;
      if (mtime !== builtAt) {
        const preloads = readRoutePreloads(webDist, log);
        screens = new Set(Object.keys(preloads));
        pageFor = routePages(lowPriorityScripts(transform(fs.readFileSync(indexFile, 'utf8'))), preloads);
        builtAt = mtime;
        version++;
      }
    } catch (err) {
      if (version === 0) throw err;
      log.warn({ err, file: indexFile }, 'web build unreadable; serving the pages read before');
    }
  };
  current();
  return {
    pageFor: (urlPath) => (current(), pageFor(urlPath)),
    version: () => (current(), version),
    isScreen: (urlPath) => (current(), screens.size ? screenOf(urlPath, screens) !== null : null),
  };
}
