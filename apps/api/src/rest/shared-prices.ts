/**
 * REST paths of price sharing, beside the bill check's, answering the same objects as the GraphQL
 * `billSharing`, `shareBillPrice`, `unshareBillPrice`, `priceSharing` and `setPriceSharing` (one service,
 * SharedPricesService, owner-scoped): 401 signed out, 404 for a missing or foreign bill, 400 with the
 * reason when a bill cannot be shared.
 */
import { Router, type Request } from 'express';
import { badInput } from '@fp/domain';
import type { SharedPricesService } from '@fp/records';

const owner = (req: Request) => req.session.userId;

export function sharedPricesRouter(sharing: SharedPricesService): Router {
  const router = Router();
  router.get('/crud/check/bill/:id/share', async (req, res) => {
    res.json(await sharing.billSharing(owner(req), req.params.id));
  });
  router.post('/crud/check/bill/:id/share', async (req, res) => {
    res.json(await sharing.shareBill(owner(req), req.params.id));
  });
  router.delete('/crud/check/bill/:id/share', async (req, res) => {
    res.json(await sharing.unshareBill(owner(req), req.params.id));
  });
  router.get('/user/price-sharing', async (req, res) => {
    res.json(await sharing.status(owner(req)));
  });
  /** Body {consent: true|false}; false withdraws and deletes every report of the user. */
  router.post('/user/price-sharing', async (req, res) => {
    const consent = (req.body as { consent?: unknown } | undefined)?.consent;
    if (typeof consent !== 'boolean')
      throw badInput('Send consent as true (share) or false (withdraw).', { consent: 'true or false' });
    res.json(await sharing.setConsent(owner(req), consent));
  });
  return router;
}
