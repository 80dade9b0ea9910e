/**
 * The older site's session calls (spec part 2 §7). Only diagnosis, lat, lng, location and test are
 * accepted; other names answer 400.
 *
 * GET  /api/session/get             → { diagnosis, lat, lng, location, test }
 * POST /api/session/set             { name, value } → the same
 * POST|DELETE|GET /api/session/remove/:name → the same (the method was not shown; a GET needs the
 *                                   x-csrf-token header like every state-changing call)
 */
import { Router, type Request } from 'express';
import { requireCsrfHeader } from '../http/csrf';
import { readSessionValues, removeSessionValue, setSessionValue } from '../services/session-values';

const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

export function sessionValuesRouter(): Router {
  const r = Router();
  r.get('/session/get', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(readSessionValues(req.session));
  });
  r.post('/session/set', (req, res) => {
    const { name, value } = body(req);
    res.json(setSessionValue(req.session, name, value));
  });
  const remove = (req: Request, res: import('express').Response) => {
    res.json(removeSessionValue(req.session, req.params.name));
  };
  r.post('/session/remove/:name', remove);
  r.delete('/session/remove/:name', remove);
  r.get('/session/remove/:name', requireCsrfHeader, remove);
  return r;
}
