/**
 * The REST shim: the older site's /api/... paths, answered by the same services as GraphQL. Handlers
 * parse, authorize and call one service; errors go to the shared error handler.
 */
import { Router } from 'express';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { accountsRouter } from './accounts';
import { billingRouter } from './billing';
import { contentRouter } from './content';
import { pricingRouter } from './pricing';
import { hptRouter } from './hpt';

export function restRouter(services: Services, config: AppConfig): Router {
  const router = Router();

  /** The forgery-protection token for this browser session; sent back as `x-csrf-token`. */
  router.get('/csrf', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ csrfToken: req.session.csrfToken() });
  });

  router.get('/version', async (_req, res) => {
    res.json({ database: await services.reference.databaseVersion() });
  });

  // Accounts, sessions, contact, access requests, the development outbox; plans and checkout.
  router.use(accountsRouter(services, config));
  router.use(billingRouter(services));

  // Price map: provider search and detail, geo session.
  router.use(pricingRouter(services));

  // Hospital price files: procedure search, a hospital's price-file prices; the user's insurance.
  router.use(hptRouter(services));

  // Blog, systems, option lists, condition type-ahead, image search. Its image-search pattern
  // (/:site/search/...) is broad: keep this after more specific routes.
  router.use(contentRouter(services.content));

  return router;
}
