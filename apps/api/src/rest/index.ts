/**
 * The REST shim: the older site's /api/... paths, answered by the same services as GraphQL. Handlers
 * parse, authorize and call one service; errors go to the shared error handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { accountsRouter } from './accounts';
import { paymentsRouter } from './payments';
import { blogRouter } from './blog';
import { catalogRouter } from './catalog';
import { filesRouter } from './files';
import { sessionValuesRouter } from './session-values';
import { pricingRouter } from './pricing';
import { geoRouter } from './geo';
import { insuranceRouter } from './insurance';
import { priceFilesRouter } from './price-files';
import { recordsRouter } from './records';
import { settingsRouter } from './settings';
import { tasksRouter } from './tasks';
import { billCheckRouter } from './bill-check';
import { assistanceRouter } from './assistance';
import { sharedPricesRouter } from './shared-prices';

/** The version in the repository's package.json (read once; the API runs from the source tree). */
function appVersion(): string {
  for (const file of [
    path.resolve(__dirname, '../../../../package.json'),
    path.resolve(process.cwd(), 'package.json'),
  ]) {
    try {
      const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === 'fairprice' && typeof version === 'string') return version;
    } catch {
      // not there: try the next place
    }
  }
  return 'unknown';
}

export function restRouter(services: Services, config: AppConfig): Router {
  const router = Router();

  // Price map: provider search and detail, geo session. First: the map's search is the API's busiest
  // request, and a request is matched against each route before its own in turn (~35 of them were ahead of
  // it); none of these paths is another router's.
  router.use(pricingRouter(services));

  /** The forgery-protection token for this browser session; sent back as `x-csrf-token`. */
  router.get('/csrf', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ csrfToken: req.session.csrfToken() });
  });

  // The application's version only: the database server's version would tell an attacker which CVEs apply.
  const version = appVersion();
  router.get('/version', (_req, res) => {
    res.json({ version });
  });

  // Accounts, sessions, contact, access requests, the development outbox; plans and checkout.
  router.use(accountsRouter(services, config));
  router.use(paymentsRouter(services));

  // The older site's free session values (diagnosis, lat, lng, location, test).
  router.use(sessionValuesRouter());

  // Bill uploads (multipart and tus), downloads and deletion of the user's files.
  router.use(filesRouter(services));

  router.use(geoRouter()); // The map's town names near a point.

  router.use(recordsRouter(services.records)); // Bill tracker: events, bills, visits (signed in).
  // Hospital price files: procedure search, a hospital's price-file prices.
  router.use(priceFilesRouter(services.priceFiles));
  router.use(insuranceRouter(services.insurance)); // The user's insurance plan; the insurer list.

  router.use(settingsRouter(services)); // Your data: export archive, account deletion (signed in).
  router.use(tasksRouter(services.tasks)); // The to-do list: /user/tasks, /user/save_tasks (signed in).
  router.use(billCheckRouter(services.billCheck)); // "Was my bill fair?" (signed in).
  router.use(assistanceRouter(services.assistance)); // Financial assistance: a bill's facts, tasks.
  router.use(sharedPricesRouter(services.sharedPrices)); // Sharing a bill's price anonymously (signed in).

  router.use(catalogRouter(services.catalog)); // Systems, option lists, the condition type-ahead.
  // Blog and image search. Its image-search pattern (/:site/search/...) is broad: keep this after more
  // specific routes.
  router.use(blogRouter(services.blog));

  return router;
}
