/**
 * REST for the user's insurance and the insurer list, answered by the same InsuranceService as GraphQL.
 *
 * GET    /hpt/payers                                       → the normalised payer list
 * GET    /user/insurance                                   → the signed-in user's plan (404 when none)
 * PUT    /user/insurance   body: InsuranceInput fields     → saves it (CSRF header needed, like every write)
 * DELETE /user/insurance                                   → removes it
 */
import { Router, type Request } from 'express';
import { notFound } from '@fp/domain';
import type { InsuranceService } from '@fp/insurance';

const viewer = (req: Request) => ({ userId: req.session.userId });

export function insuranceRouter(insurance: InsuranceService): Router {
  const r = Router();

  r.get('/hpt/payers', async (_req, res) => {
    res.json(await insurance.payers());
  });

  r.get('/user/insurance', async (req, res) => {
    const plan = await insurance.myInsurance(viewer(req));
    if (!plan) throw notFound('Your insurance plan');
    res.setHeader('Cache-Control', 'no-store');
    res.json(plan);
  });

  r.put('/user/insurance', async (req, res) => {
    res.json(await insurance.saveInsurance(viewer(req), req.body));
  });

  r.delete('/user/insurance', async (req, res) => {
    res.json({ deleted: await insurance.deleteInsurance(viewer(req)) });
  });

  return r;
}
