/**
 * REST shim for the catalogue reads of the older site (spec part 1 §7, part 2 §7): active body systems,
 * picker option lists and the condition type-ahead. Each handler parses the request and calls one
 * @fp/catalog-db method; errors go to the shared error handler.
 */
import { Router, type Request, type Response } from 'express';
import type { DiagnosisEntity, SystemEntity } from '@fp/db';
import { OPTION_KINDS, type CatalogReadService, type OptionKindName } from '@fp/catalog-db';
import { badInput } from '@fp/domain';
import { positiveInt } from './path-params';

const systemJson = (s: SystemEntity) => ({ id: s.id, name: s.name, image: s.image, active: s.active });
const diagnosisHit = (d: DiagnosisEntity) => ({ id: d.id, text: d.name, name: d.name, slug: d.slug });

const isOptionKind = (k: string): k is OptionKindName => (OPTION_KINDS as readonly string[]).includes(k);

export function catalogRouter(catalog: CatalogReadService): Router {
  const router = Router();

  router.post('/crud/search/system/:max', async (req, res) => {
    const limit = positiveInt(req.params.max, 'The number of systems', 100);
    const hits = await catalog.systems({ activeOnly: true, limit });
    res.json({ count: hits.length, hits: hits.map(systemJson) });
  });

  const select = async (req: Request<{ kind: string }>, res: Response, next: () => void) => {
    const kind = req.params.kind;
    if (!isOptionKind(kind)) return next();
    const q =
      typeof req.query.q === 'string'
        ? req.query.q
        : typeof req.query.query === 'string'
          ? req.query.query
          : null;
    res.json(await catalog.options(kind, q));
  };
  router.get('/crud/select/:kind', select);
  router.get('/json/crud/select/:kind', select);

  router.post('/json/crud/query/diagnosis', async (req, res) => {
    const raw = (req.body as { query?: unknown } | undefined)?.query;
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      throw badInput('The query must be text.');
    const hits = await catalog.searchDiagnoses(raw ?? '');
    res.json({ count: hits.length, hits: hits.map(diagnosisHit) });
  });

  return router;
}
