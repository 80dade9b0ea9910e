/**
 * REST paths of financial assistance (issue 31), answering what the GraphQL `billAssistanceFacts` query and
 * `addAssistanceTasks` mutation answer (one service, AssistanceService, owner-scoped): 401 signed out, 404
 * for a missing or foreign bill. The household's facts are never sent: the rules run in the browser.
 */
import { Router, type Request } from 'express';
import type { AssistanceService } from '@fp/records';
import { requestLanguage } from '../http/page-language';

const owner = (req: Request) => req.session.userId;

export function assistanceRouter(assistance: AssistanceService): Router {
  const router = Router();
  router.get('/crud/assistance/bill/:id', async (req, res) => {
    res.json(await assistance.billFacts(owner(req), req.params.id, requestLanguage(req)));
  });
  /** Adds the application's tasks with their deadlines to the to-do list (as addAssistanceTasks). */
  router.post('/crud/assistance/bill/:id/tasks', async (req, res) => {
    res.json({ tasks: await assistance.addTasks(owner(req), req.params.id, requestLanguage(req)) });
  });
  return router;
}
