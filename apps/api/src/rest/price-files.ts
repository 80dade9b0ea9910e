/**
 * REST for hospital price files and the user's insurance, answered by the same HptService as GraphQL.
 *
 * GET    /hpt/payers                                       → the normalised payer list
 * GET    /hpt/procedures?q=70551&lat=..&lng=..[&radiusKm=..][&limit=..] → hospitals publishing it, nearest first
 * GET    /hpt/hospital/{ccn}/prices?code=70551 | ?drgs=469,470 → a hospital's price-file prices
 * GET    /user/insurance                                   → the signed-in user's plan (404 when none)
 * PUT    /user/insurance   body: InsuranceInput fields     → saves it (CSRF header needed, like every write)
 * DELETE /user/insurance                                   → removes it
 */
import { Router, type Request } from 'express';
import { notFound } from '@fp/domain';
import type { Services } from '../services';
import { estimateOut } from '../graphql/resolvers/hpt';
import type { HptItemView } from '@fp/price-files';

const viewer = (req: Request) => ({ userId: req.session.userId });
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined);
/** An item without the internal file id. */
const itemJson = ({ fileId: _fileId, ...i }: HptItemView & { fileId?: string }) => ({
  ...i,
  estimate: estimateOut(i.estimate),
});

export function hptRouter(services: Services): Router {
  const r = Router();
  const hpt = services.hpt;

  r.get('/hpt/payers', async (_req, res) => {
    res.json(await hpt.payers());
  });

  r.get('/hpt/procedures', async (req, res) => {
    const result = await hpt.searchProcedures(viewer(req), {
      query: str(req.query.q) ?? '',
      lat: num(req.query.lat) ?? NaN,
      lng: num(req.query.lng) ?? NaN,
      radiusKm: num(req.query.radiusKm),
      limit: num(req.query.limit),
    });
    res.json({ codes: result.codes, hits: result.hits.map((h) => ({ ...h, items: h.items.map(itemJson) })) });
  });

  r.get('/hpt/hospital/:id/prices', async (req, res) => {
    const drgs = str(req.query.drgs)?.split(',');
    const result = await hpt.hospitalPrices(viewer(req), req.params.id, { code: str(req.query.code), drgs });
    if (!result) throw notFound(`A price file for hospital ${req.params.id}`);
    res.json({ ...result, items: result.items.map(itemJson) });
  });

  r.get('/user/insurance', async (req, res) => {
    const plan = await hpt.myInsurance(viewer(req));
    if (!plan) throw notFound('Your insurance plan');
    res.setHeader('Cache-Control', 'no-store');
    res.json(plan);
  });

  r.put('/user/insurance', async (req, res) => {
    res.json(await hpt.saveInsurance(viewer(req), req.body));
  });

  r.delete('/user/insurance', async (req, res) => {
    res.json({ deleted: await hpt.deleteInsurance(viewer(req)) });
  });

  return r;
}
