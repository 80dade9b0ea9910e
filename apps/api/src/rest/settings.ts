/**
 * REST for "your data": the export archive as a download (GET /api/user/export, the signed-in owner's
 * only) and account deletion (POST /api/user/delete {confirm}). The settings themselves are GraphQL
 * (updateSettings, signedInSessions, signOutEverywhere): the spec gives them no REST path.
 */
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { contentDisposition } from '@fp/storage';
import type { Services } from '../services';

const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

export function settingsRouter(services: Services): Router {
  const r = Router();

  r.get('/user/export', async (req, res) => {
    const { fileName, stream } = await services.accountData.exportArchive(req.session.userId);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition(fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      await pipeline(stream, res);
    } catch (err) {
      // Headers are out: the browser sees a cut download, and the log says why.
      req.log?.error({ err }, 'export archive failed while streaming');
      res.destroy();
    }
  });

  // The confirmation may be the password: guesses count like sign-in attempts.
  r.post('/user/delete', services.rateLimits.login, async (req, res) => {
    await services.accountData.deleteAccount(req.session.userId, { confirm: body(req).confirm });
    req.session.regenerate({ userId: null, clear: true });
    res.json({
      ok: true,
      message:
        'Your account, records and files were deleted. Payment records are kept as the law requires, without your name or address.',
    });
  });

  return r;
}
