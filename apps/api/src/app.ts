/**
 * Builds the HTTP application: health probes, the GraphQL endpoint, the REST shim at /api, the offline
 * GraphQL IDE and, in production, the built web app with deep links falling back to index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { createHash } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { NotifiedCache, openChangeFeed, withRequestDbLimit } from '@fp/db';
import type { AccountCache } from '@fp/pricing';
import { clientConfig, type AppConfig } from './config';
import { busyStatusPlugin, expressErrorHandler, formatGraphQLError } from './errors';
import { errorLanguagePlugin } from './error-language';
import { csrfGuard, graphqlCsrfGuard } from './http/csrf';
import { sessionMiddleware, type SessionCache } from './http/session';
import { builtPages, inlineStylesheets } from './http/route-pages';
import {
  firstViewMayCount,
  hasFirstView,
  loadFirstViews,
  renderFirstView,
  withFirstView,
} from './http/first-view';
import { rejectInvalidText } from './http/valid-text';
import { localizedPage, pageLanguage } from './http/page-language';
import { requestLog } from './http/request-log';
import type { Locale } from '@fp/i18n';
import {
  apiSecurityHeaders,
  contentSecurityPolicy,
  isApiAnswer,
  noStoreAnswers,
  strictTransportSecurity,
} from './http/security-headers';
import { siteCompression } from './http/compression';
import { staticFiles } from './http/static-files';
import { apiRateLimit } from './http/api-rate-limit';
import { graphqlLimits } from './graphql/limits';
import { capTextArguments } from './graphql/text-caps';
import { typeDefs } from './graphql/schema';
import { jitGateway } from './graphql/jit-executor';
import { KnownOperations, knownOperationHandler } from './graphql/known-operations';
import { apolloExpressHandler } from './graphql/express-handler';
import { resolvers } from './graphql/resolvers';
import { buildContext, type GraphQLContext } from './graphql/context';
import { createServices, type Services } from './services';
import { restRouter } from './rest';

/** Paths whose trailing segments are secrets (one-time keys, checkout ids, e-mail addresses). */
const SECRET_PATHS = [
  /^(\/account\/set)\/.*/,
  /^(\/account\/purchase)\/.*/,
  /^(\/api\/stripe\/checkout\/[^/]+)\/.*/,
  /^(\/api\/stripe\/getCheckout)\/.*/,
  /^(\/checkout\/test)\/.*/,
];
const SECRET_QUERY = /^(key|token|password|email|session_id|sessionId|stripe_id|charge_id|subscription_id)$/i;

/** A URL fit for the logs: secret path segments and query values replaced. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  let pathname = q < 0 ? url : url.slice(0, q);
  for (const re of SECRET_PATHS) pathname = pathname.replace(re, '$1/[redacted]');
  if (q < 0) return pathname;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const k of [...params.keys()]) if (SECRET_QUERY.test(k)) params.set(k, '[redacted]');
  return `${pathname}?${params.toString()}`;
}

export interface AppDeps {
  config: AppConfig;
  db: DataSource;
  /** Where read-only services read public data (a replica, DATABASE_REPLICA_URL); default `db`. */
  readDb?: DataSource;
  log: Logger;
  services?: Services;
}

export interface BuiltApp {
  app: Express;
  server: http.Server;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
  /** Rows kept in memory (on while change notices are heard), for tests. */
  caches: { session: SessionCache; account: AccountCache };
  /**
   * Resolves once this process has heard the change notices of every write committed so far (@fp/db
   * ChangeFeed.sync): a test that writes rows directly awaits it before counting a request's statements.
   */
  syncChanges: () => Promise<void>;
}

export async function buildApp({ config, db, readDb, log, services: given }: AppDeps): Promise<BuiltApp> {
  const app = express();
  const server = http.createServer(app);
  // Sessions and pass holders' allowance state kept in memory, right across processes by the tables'
  // change notices (@fp/db NotifiedCache and openChangeFeed; on PGlite heard within its one session).
  const caches: BuiltApp['caches'] = {
    session: new NotifiedCache(),
    account: new NotifiedCache(),
  };
  const changeFeed = openChangeFeed(db, { session: caches.session, account: caches.account }, log);
  const services = given ?? createServices({ db, readDb, config, log, accountCache: caches.account });
  app.disable('x-powered-by');
  // No ETag on the app's own answers: each is made for its viewer (session, allowance, counted searches),
  // so none may be answered 304 from a stored copy, and Express would hash every body for it, POST
  // included (a SHA-1 over each 30 kB search answer, 1.5-2 % of the API's time in bench:search). Static
  // files keep theirs (http/static-files.ts).
  app.set('etag', false);
  if (config.trustProxy) app.set('trust proxy', 1);

  // Each request's id and logger, and its end line when that level is written (http/request-log.ts).
  app.use(requestLog(log, { quiet: ['/healthz', '/readyz'], safeUrl }));
  // gzip or brotli for text, JavaScript and JSON (compressible types only; small bodies stay as they are),
  // the API's answers at the fastest settings (http/compression.ts). The Stripe webhook reads its raw
  // request body; compression only touches responses.
  app.use(siteCompression());
  const csp = contentSecurityPolicy(config, configScriptHash(config));
  // The API's answers get the API's headers, the site's pages and files the site's (http/security-headers.ts).
  const apiHeaders = apiSecurityHeaders(config);
  const siteHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: csp.site },
    strictTransportSecurity: strictTransportSecurity(config),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.use((req, res, next) => (isApiAnswer(req.path) ? apiHeaders : siteHeaders)(req, res, next));
  if (csp.sandbox) {
    // Development only: Apollo Sandbox (GET /graphql from a browser) loads its page from Apollo's CDN.
    const sandbox = helmet.contentSecurityPolicy({ useDefaults: false, directives: csp.sandbox });
    app.get('/graphql', (req, res, next) =>
      req.accepts(['json', 'html']) === 'html' ? sandbox(req, res, next) : next(),
    );
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ready', database: 'reachable' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    }
  });

  // The per-client cap on API requests (http/api-rate-limit.ts), mounted below; its timer stops with Apollo.
  const limiter = apiRateLimit(config.apiRateLimit, services.counters, {
    onError: (err) => log.warn({ err }, 'API rate-limit counts could not be saved; trying again'),
  });

  // Queries Apollo has run once are answered again without its pipeline (graphql/known-operations.ts).
  const known = new KnownOperations();
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema's operations run compiled (graphql/jit-executor.ts), through Apollo's gateway interface.
    // Text arguments are capped by length before any resolver runs (graphql/text-caps.ts).
    gateway: jitGateway(capTextArguments(makeExecutableSchema({ typeDefs, resolvers })), known),
    introspection: !config.isProduction,
    // main.ts owns the signal handling: drain HTTP, then close the database, then exit.
    stopOnTerminationSignals: false,
    formatError: formatGraphQLError(log),
    // Depth, cost, alias, directive and token limits (graphql/limits.ts): refused before anything runs.
    ...graphqlLimits(),
    plugins: [
      busyStatusPlugin<GraphQLContext>(),
      errorLanguagePlugin<GraphQLContext>(),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      // apollo.stop() is how main.ts and the tests shut the app down: the listener's connection goes too.
      {
        async serverWillStart() {
          return {
            async serverWillStop() {
              limiter.store?.shutdown();
              await changeFeed?.close();
              await services.uploadLocker?.close();
            },
          };
        },
      },
      // No HTTP cache hints are used; skipping the per-field cache-control bookkeeping halves execution time
      // of large search answers.
      ApolloServerPluginCacheControlDisabled(),
      config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();

  const session = sessionMiddleware(db, {
    secure: config.isProduction,
    cache: caches.session,
    sync: changeFeed ? () => changeFeed.sync() : null,
  });
  const json = express.json({ limit: '1mb' });

  // Every API answer is made for its viewer: none may be stored by a browser or a proxy.
  app.use(['/graphql', '/api'], noStoreAnswers());

  // The Stripe webhook needs the raw body for its signature and is authenticated by it, not by a session.
  if (services.webhooks)
    app.use('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), services.webhooks);

  // A per-client cap on requests, before any body is read (the webhook above is Stripe's, signed).
  app.use(['/graphql', '/api'], limiter);

  // Bodies first (GraphQL takes JSON only: a form body must not become a query), then the one check for
  // invalid text, then the per-request cap on database connections. The cap's scope starts after the body
  // parsers because their stream callbacks run outside the request's async context.
  app.use('/graphql', json);
  app.use('/api', json, express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(['/graphql', '/api'], rejectInvalidText(), (_req, _res, next) =>
    withRequestDbLimit(config.dbRequestConnections, next),
  );

  const graphqlContext = async ({ req, res }: { req: express.Request; res: express.Response }) =>
    buildContext({ req, res, services, config });
  app.use(
    '/graphql',
    session,
    graphqlCsrfGuard(),
    knownOperationHandler(known, graphqlContext),
    apolloExpressHandler(apollo, graphqlContext),
  );
  app.get('/api/config', (_req, res) => {
    res.json(clientConfig(config));
  });
  app.use('/api', session, csrfGuard(), restRouter(services, config));
  app.use('/api', (req, res) => {
    res.status(404).json({
      error: true,
      code: 'NOT_FOUND',
      message: `No API endpoint at ${req.method} ${req.originalUrl}.`,
    });
  });

  // The first views of the map and the categories rendered on the server, with the visitor's session
  // (http/first-view.ts). Not in hash mode: there the server never sees the route.
  const views =
    config.routerMode === 'history' && fs.existsSync(path.join(config.webDist, 'index.html'))
      ? await loadFirstViews(config.webDist, log)
      : null;
  const firstView: FirstViewRoute | undefined = views
    ? {
        before: [session, (_req, _res, next) => withRequestDbLimit(config.dbRequestConnections, next)],
        render: (req, res, locale) =>
          renderFirstView(
            views,
            apollo,
            (rq, rs) =>
              buildContext({
                req: rq,
                res: rs,
                services,
                config,
                look: !firstViewMayCount(rq),
                language: locale,
              }),
            req,
            res,
            locale,
          ),
      }
    : undefined;
  serveWeb(app, config, log, firstView);
  app.use(expressErrorHandler(log));
  const syncChanges = () => changeFeed?.sync() ?? Promise.resolve();
  return { app, server, apollo, services, caches, syncChanges };
}

/** The inline script that hands the browser its configuration (index.html); its hash is allowed by the CSP. */
function configScriptBody(config: AppConfig): string {
  return `window.__FP_CONFIG__=${JSON.stringify(clientConfig(config)).replace(/</g, '\\u003c')}`;
}

function configScriptHash(config: AppConfig): string {
  return `'sha256-${createHash('sha256').update(configScriptBody(config)).digest('base64')}'`;
}

/** How the pages with a first view (http/first-view.ts) are answered: their middleware, then the render. */
interface FirstViewRoute {
  before: express.RequestHandler[];
  render: (
    req: express.Request,
    res: express.Response,
    locale: Locale,
  ) => Promise<{ html: string; answer: unknown } | null>;
}

/** Serves the built web app; unknown paths get index.html so deep links survive a refresh. */
function serveWeb(app: Express, config: AppConfig, log: Logger, firstView?: FirstViewRoute) {
  const indexFile = path.join(config.webDist, 'index.html');
  const graphiqlFile = path.join(config.webDist, 'graphiql.html');
  if (!fs.existsSync(indexFile)) {
    log.warn(
      { webDist: config.webDist },
      'web app not built; run `npm run build` (npm start does it for you)',
    );
    app.get('/{*path}', (_req, res) => {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet. Run `npm run build`, or use `npm start`.');
    });
    return;
  }
  const configScript = `<script>${configScriptBody(config)}</script>`;
  const { pageFor, version, isScreen } = builtPages(
    config.webDist,
    (html) => html.replace('<!--FP_CONFIG-->', configScript),
    log,
  );

  if (config.isProduction) {
    // No IDE in production: the built page exists in dist but is not served.
    app.get(['/graphiql', '/graphiql.html'], (_req, res) => {
      res.status(404).type('text').send('Not found');
    });
  } else if (fs.existsSync(graphiqlFile)) {
    app.get('/graphiql', (_req, res) => {
      res.sendFile(graphiqlFile);
    });
  }
  // The built files, as the build compressed them when the browser takes it (http/static-files.ts).
  app.use(staticFiles(config.webDist));
  const isPage = (urlPath: string) => {
    if (urlPath.startsWith('/api/') || urlPath === '/graphql') return false;
    // A missing asset is a 404; but a deep link may end in an e-mail address (/account/set/{key}/{email}),
    // whose ".com" is not a file extension.
    const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    return !path.extname(urlPath) || urlPath.endsWith('.html') || /@|%40/.test(last);
  };
  if (firstView) {
    // The page per screen with its styles inline (one string per screen, built when first asked for).
    const inlined = new Map<string, string>();
    let inlinedFor = version();
    const inlinedPageFor = (urlPath: string) => {
      if (version() !== inlinedFor) {
        inlined.clear(); // a new build: its stylesheets are other files
        inlinedFor = version();
      }
      const page = pageFor(urlPath);
      let out = inlined.get(page);
      if (out === undefined) inlined.set(page, (out = inlineStylesheets(page, config.webDist)));
      return out;
    };
    app.get(
      '/{*path}',
      // The paths of http/first-view.ts hasFirstView only. A prefetch (Sec-Purpose, or the older Purpose header) gets the plain page: only a visit runs the
      // page's queries, as only a visit ran them in the browser.
      (req, _res, next) =>
        isPage(req.path) &&
        hasFirstView(req.path) &&
        !/prefetch/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '')
          ? next()
          : next('route'),
      ...firstView.before,
      async (req, res, next) => {
        try {
          const locale = pageLanguage(req, res, config.isProduction);
          const view = await firstView.render(req, res, locale);
          if (!view) return next();
          // The page holds this visitor's answers: never stored for anyone else, and a signed-in user's
          // page not stored at all (a shared computer's cache must not keep their data).
          res
            .type('html')
            .setHeader('Cache-Control', req.session?.userId ? 'no-store' : 'private, no-cache')
            .send(
              localizedPage(
                withFirstView(inlinedPageFor(req.path), view),
                locale,
                config.publicUrl,
                req.originalUrl,
              ),
            );
        } catch (err) {
          next(err);
        }
      },
    );
  }
  app.get('/{*path}', (req, res, next) => {
    if (!isPage(req.path)) return next();
    const locale = pageLanguage(req, res, config.isProduction);
    // A path no screen answers: the app shows its not-found screen AT THAT ADDRESS, with a 404 status.
    // Spec part 1 §2.1 says such a route "is /error"; the address is kept rather than replaced by /error
    // so the visitor sees what they typed (and can correct it), Back and Reload keep working, and a shared
    // wrong link says which link it was; the 404 tells crawlers and monitors it is no page (a 200 would be
    // a "soft 404"). /error itself is a screen and answers 200.
    res
      .status(isScreen(req.path) === false ? 404 : 200)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(localizedPage(pageFor(req.path), locale, config.publicUrl, req.originalUrl));
  });
}
