/**
 * REST paths of the bill check, answering the same object as the GraphQL `billCheck` query (one service,
 * BillCheckService, owner-scoped): 401 signed out, 404 for a missing or foreign id. The GETs count nothing
 * (other hospitals' figures only with a pass); the POSTs .../compare open the comparison as the
 * `openBillComparison` mutation does, counting one detail opening.
 */
import { Router, type Request } from 'express';
import type { BillCheckService } from '@fp/records';
import { requestLanguage } from '../http/page-language';

const owner = (req: Request) => req.session.userId;

export function billCheckRouter(checks: BillCheckService): Router {
  const router = Router();
  router.get('/crud/check/bill/:id', async (req, res) => {
    res.json(await checks.checkBill(owner(req), req.params.id, 'look', requestLanguage(req)));
  });
  router.get('/crud/check/event/:id', async (req, res) => {
    res.json(await checks.checkEvent(owner(req), req.params.id, 'look', requestLanguage(req)));
  });
  router.post('/crud/check/bill/:id/compare', async (req, res) => {
    res.json(await checks.openComparison(owner(req), { billId: req.params.id }, requestLanguage(req)));
  });
  router.post('/crud/check/event/:id/compare', async (req, res) => {
    res.json(await checks.openComparison(owner(req), { eventId: req.params.id }, requestLanguage(req)));
  });
  /** Adds the next steps as to-do tasks (same as the addBillCheckTasks mutation). */
  router.post('/crud/check/bill/:id/tasks', async (req, res) => {
    res.json({ tasks: await checks.addTasks(owner(req), { billId: req.params.id }, requestLanguage(req)) });
  });
  return router;
}
