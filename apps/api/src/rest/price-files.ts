/**
 * REST for hospital price files, answered by the same PriceFilesService as GraphQL.
 *
 * GET    /hpt/procedures?q=70551&lat=..&lng=..[&radiusKm=..][&limit=..] → hospitals publishing it, nearest first
 *        (`filesNearby`: hospitals with a loaded file within the radius; 0 = no file covers the area)
 * GET    /hpt/coverage → which hospitals' price files are loaded (count, states, dates, list)
 * GET    /hpt/hospital/{ccn}/prices?code=70551 | ?drgs=469,470 → a hospital's price-file prices
 */
import { Router, type Request } from 'express';
import { notFound } from '@fp/domain';
import type { PriceFilesService } from '@fp/price-files';
import { itemJson } from '../views/estimate';

const viewer = (req: Request) => ({ userId: req.session.userId });
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined);

export function priceFilesRouter(priceFiles: PriceFilesService): Router {
  const r = Router();

  r.get('/hpt/procedures', async (req, res) => {
    const result = await priceFiles.searchProcedures(viewer(req), {
      query: str(req.query.q) ?? '',
      lat: num(req.query.lat) ?? NaN,
      lng: num(req.query.lng) ?? NaN,
      radiusKm: num(req.query.radiusKm),
      limit: num(req.query.limit),
    });
    res.json({
      codes: result.codes,
      filesNearby: result.filesNearby,
      hits: result.hits.map((h) => ({ ...h, items: h.items.map(itemJson) })),
    });
  });

  r.get('/hpt/coverage', async (_req, res) => {
    res.json(await priceFiles.coverage());
  });

  r.get('/hpt/hospital/:id/prices', async (req, res) => {
    const drgs = str(req.query.drgs)?.split(',');
    const result = await priceFiles.hospitalPrices(viewer(req), req.params.id, {
      code: str(req.query.code),
      drgs,
    });
    if (!result) throw notFound(`A price file for hospital ${req.params.id}`);
    res.json({ ...result, items: result.items.map(itemJson) });
  });

  return r;
}
