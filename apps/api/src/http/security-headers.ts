/**
 * Content-Security-Policy directives for helmet. The site only loads its own files: the built app, its
 * MapLibre worker (a same-origin file; MapLibre may also start workers from blob: URLs) and the offline
 * GraphiQL page with its editor workers. The one inline script is the configuration handed to the
 * browser in index.html, allowed by its hash. Styles allow 'unsafe-inline' because the map and the IDE
 * set inline styles; no script can run from a style.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config';

type Directives = Record<string, string[]>;

export function contentSecurityPolicy(
  config: AppConfig,
  configScriptHash: string,
): { site: Directives; sandbox?: Directives } {
  // A configured map style (or Mapbox) loads tiles, glyphs and sprites from hosts the style names, not known
  // here: then any https host may be fetched. Without one the map is fully offline and same-origin.
  const externalMap = Boolean(config.mapStyleUrl || config.mapboxToken);
  const site: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", configScriptHash],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Blog posts may show images from image search (other hosts, https only).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(externalMap ? ['https:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
  if (config.isProduction) return { site };
  // Development only: Apollo Sandbox at GET /graphql is a page from Apollo's CDN with an inline bootstrap
  // script and an iframe to Apollo's site.
  const apollo = [
    'https://embeddable-sandbox.cdn.apollographql.com',
    'https://apollo-server-landing-page.cdn.apollographql.com',
  ];
  const sandbox: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...apollo],
    'style-src': ["'self'", "'unsafe-inline'", ...apollo, 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", 'https:'],
    'frame-src': ["'self'", 'https://sandbox.embed.apollographql.com'],
    'manifest-src': ["'self'", ...apollo],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return { site, sandbox };
}

/**
 * `Cache-Control: no-store` on every answer of the API (/api and /graphql): each is made for its viewer
 * (a signed-in user's records, a visitor's allowance and session values), so no browser or proxy may keep
 * a copy (issue 24: event, bill, visit, search, price sharing and bill check answers had none). Set before
 * the handlers run, so refusals and errors carry it too; a route whose answer is public may set its own.
 */
export function noStoreAnswers(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

/**
 * helmet's HSTS option, the same for pages and answers: only where the site is served over https for real
 * (production); on a laptop it would pin localhost to https.
 */
export function strictTransportSecurity(config: AppConfig) {
  return config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false;
}

/**
 * The security headers of the API's answers (/graphql and /api): the set OWASP's REST Security Cheat Sheet
 * names for every API response ("Security Headers": Cache-Control: no-store, set by noStoreAnswers;
 * Content-Security-Policy: frame-ancestors 'none'; Content-Type; Strict-Transport-Security;
 * X-Content-Type-Options: nosniff; X-Frame-Options: DENY), and Cross-Origin-Resource-Policy: same-origin, so
 * another site cannot read an answer into its page. The policy is stricter than the site's: an answer is
 * data, never a page, so it may load nothing (`default-src 'none'`) and be framed by no one.
 *
 * The site's other headers (the page policy with its hash, Cross-Origin-Opener-Policy, Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection) govern documents, which an answer is not: on each answer they were ~520 bytes more
 * and ~6 µs of writing (docs/benchmarks/api-build.md, "The API's answers with the API's headers").
 * Development's HTML under the API sets its own policy (Apollo Sandbox at GET /graphql, app.ts) or keeps
 * the site's headers (the outbox under /api/dev/, isApiAnswer).
 */
export function apiSecurityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: strictTransportSecurity(config),
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  });
}

/** True for a request the API answers (apiSecurityHeaders), false for the site's pages and files. */
export function isApiAnswer(urlPath: string): boolean {
  if (urlPath === '/graphql' || urlPath === '/graphql/') return true;
  return urlPath.startsWith('/api/') && !urlPath.startsWith('/api/dev/');
}
