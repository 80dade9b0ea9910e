/**
 * The REST shim: the older site's /api/... paths, answered by the same services as GraphQL. Handlers
 * parse, authorize and call one service; errors go to the shared error handler.
 */
import { Router } from 'express';
import type { AppConfig } from '../config';
import type { Services } from '../services';

export function restRouter(services: Services, _config: AppConfig): Router {
  const router = Router();

  /** The forgery-protection token for this browser session; sent back as `x-csrf-token`. */
  router.get('/csrf', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ csrfToken: req.session.csrfToken() });
  });

  router.get('/version', async (_req, res) => {
    res.json({ database: await services.reference.databaseVersion() });
  });

  return router;
}
