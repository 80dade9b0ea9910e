/**
 * GET /geo/towns?lat={lat}&lng={lng}  → { towns: [[name, lng, lat, minZoom], …] }: the names the map shows
 * as it zooms in around a point (the offline base map has none), from the gazetteer shipped in @fp/geo.
 * Public and the same for everyone: browsers and proxies may keep it for a day. The point is rounded to
 * a tenth of a degree, so nearby searches share one cached answer.
 */
import { Router } from 'express';
import { badInput } from '@fp/domain';
import { townsNear } from '@fp/geo';

/** A latitude or longitude from a request, rounded to a tenth of a degree; BAD_INPUT otherwise. */
export function coordinate(raw: unknown, what: string, limit: number): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit)
    throw badInput(`${what} must be a number from -${limit} to ${limit}.`);
  return Math.round(n * 10) / 10;
}

export function geoRouter(): Router {
  const router = Router();
  router.get('/geo/towns', (req, res) => {
    const lat = coordinate(req.query.lat, 'lat', 90);
    const lng = coordinate(req.query.lng, 'lng', 180);
    res.set('Cache-Control', 'public, max-age=86400');
    res.json({ towns: townsNear(lat, lng) });
  });
  return router;
}
