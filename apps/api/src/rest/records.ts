/**
 * REST shim for the bill tracker at the older site's paths (spec part 2 §7), answered by the same
 * records service as GraphQL, so ownership, validation and totals are the same rules.
 *
 * Shapes are the older site's: snake_case fields, `bill_total` for the count of bills, tags as {id, text}.
 * Money in requests is what its forms send, dollars as a decimal number or text ("1,234.50"); a field
 * named `*_cents` (or `totalCents`...) is read as whole cents instead. Money in answers is whole cents
 * (the older screens divide by 100), under the same names. Handlers read plain objects from req.body:
 * the older site's urlencoded and multipart bodies are normalised into the same shape in front of these
 * routes (legacy-form.ts). Every route needs a signed-in session (401 otherwise); another user's id
 * answers 404 and changes nothing.
 */
import { Router, type Request } from 'express';
import { RECORDS_LIMITS } from '@fp/domain';
import type {
  BillListArgs,
  BillRecord,
  BillSortKey,
  EventRecord,
  EventSortKey,
  FileRecord,
  RecordsService,
  SortDirection,
} from '@fp/records';
import { legacyFormBody } from './legacy-form';
import { billInput, eventInput, eventPatch, isEmpty, text, visitLines, type Body } from './records-input';

const owner = (req: Request) => req.session.userId;
const body = (req: Request): Body =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};

// ---- answers ---------------------------------------------------------------------------------------

const fileJson = (f: FileRecord) => ({
  id: f.id,
  text: f.name,
  url: `/api/files/${f.id}`,
  ext: f.ext,
  size: f.size,
  created: f.createdAt.toISOString(),
});

export function eventJson(e: EventRecord) {
  return {
    id: e.id,
    text: e.name,
    name: e.name,
    provider_name: e.providerName,
    provider_id: e.providerId,
    diagnosis_name: e.diagnosisName,
    procedure_name: e.procedureName,
    condition_name: e.conditionName,
    diagnoses: e.diagnoses,
    procedures: e.procedures,
    conditions: e.conditions,
    admitted: e.admitted,
    departed: e.departed,
    total: e.totalCents,
    bill_total: e.billCount,
    self: e.selfCents,
    stars: e.stars,
    body: e.body,
    insurance: e.insurance,
    created: e.createdAt.toISOString(),
    updated: e.updatedAt.toISOString(),
  };
}

export function billJson(b: BillRecord, files?: FileRecord[]) {
  return {
    id: b.id,
    event: { id: b.eventId, text: b.eventName },
    status: b.status,
    due: b.due,
    bill_type: b.billType,
    code: b.codes.map((c) => ({ id: c, text: c })),
    total: b.totalCents,
    self: b.selfCents,
    pay_ins: b.payInsCents,
    note: b.note,
    created: b.createdAt.toISOString(),
    updated: b.updatedAt.toISOString(),
    ...(files ? { files: files.map(fileJson) } : {}),
  };
}

const totalsJson = (e: EventRecord) => ({
  id: e.id,
  text: e.name,
  bill_total: e.billCount,
  total: e.totalCents,
  self: e.selfCents,
});

function visitJson(e: EventRecord, bills: BillRecord[], files: FileRecord[]) {
  return {
    ...eventJson(e),
    clinic: e.providerId ? { id: e.providerId, text: e.providerName } : e.providerName,
    diagnosises: e.diagnoses,
    procedure: e.procedures,
    pay: e.selfCents,
    payIns: bills.reduce((sum, b) => sum + (b.payInsCents ?? 0), 0),
    bills: bills.map((b) => ({
      id: b.id,
      billType: b.billType,
      total: b.totalCents,
      pay: b.selfCents,
      payIns: b.payInsCents,
      status: b.status,
    })),
    files: files.map(fileJson),
  };
}

// ---- paging ----------------------------------------------------------------------------------------

const EVENT_SORTS: Record<string, EventSortKey> = {
  id: 'id',
  _id: 'id',
  name: 'name',
  created: 'created',
  created_at: 'created',
  createdAt: 'created',
  admitted: 'admitted',
  total: 'total',
  bill_total: 'billCount',
};
const BILL_SORTS: Record<string, BillSortKey> = {
  id: 'id',
  _id: 'id',
  created: 'created',
  created_at: 'created',
  createdAt: 'created',
  due: 'due',
  total: 'total',
  self: 'self',
  status: 'status',
};

function direction(v: unknown): SortDirection {
  const s = String(v ?? '').toLowerCase();
  return s === 'asc' || s === '1' || s === 'ascending' ? 'asc' : 'desc';
}

const positive = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

interface SearchParams {
  max?: unknown;
  page?: unknown;
  order?: unknown;
  sort?: unknown;
}

/** Filters from {filters: {...}}, {filter: {...}} or the body itself. */
function filtersOf(b: Body): Body {
  const nested = (b.filters ?? b.filter) as Body | undefined;
  return nested && typeof nested === 'object' ? nested : b;
}

function eventFilterId(f: Body): string | undefined {
  const v =
    f['event.id'] ??
    f.event_id ??
    f.eventId ??
    (f.event && typeof f.event === 'object' ? (f.event as Body).id : f.event);
  return isEmpty(v) ? undefined : String(v);
}

async function searchEvents(records: RecordsService, req: Request, p: SearchParams) {
  const b = { ...(req.query as Body), ...body(req) };
  const page = await records.listEvents(owner(req), {
    page: positive(p.page ?? b.page, 1),
    limit: positive(p.max ?? b.max ?? b.limit, RECORDS_LIMITS.pageSize),
    order: direction(p.order ?? b.order),
    sort: EVENT_SORTS[String(p.sort ?? b.sort ?? 'created')] ?? 'id',
    query: text(b.query),
  });
  return {
    hits: page.hits.map(eventJson),
    count: page.count,
    page: page.page,
    hasNextPage: page.hasNextPage,
  };
}

async function searchBills(records: RecordsService, req: Request, p: SearchParams) {
  const b = { ...(req.query as Body), ...body(req) };
  const f = filtersOf(b);
  const status = text(f.status)?.toLowerCase();
  const args: BillListArgs = {
    eventId: eventFilterId(f),
    status: status as BillListArgs['status'],
    page: positive(p.page ?? b.page, 1),
    // Bills of one event: up to 1000 in one answer (spec part 2 §9).
    limit: positive(
      p.max ?? b.max ?? b.limit,
      eventFilterId(f) ? RECORDS_LIMITS.billsPerEvent : RECORDS_LIMITS.pageSize,
    ),
    order: direction(p.order ?? b.order),
    sort: BILL_SORTS[String(p.sort ?? b.sort ?? 'created')] ?? 'id',
    query: text(b.query),
  };
  const page = await records.listBills(owner(req), args);
  return {
    hits: page.hits.map((x) => billJson(x)),
    count: page.count,
    page: page.page,
    hasNextPage: page.hasNextPage,
  };
}

// ---- routes ----------------------------------------------------------------------------------------

export function recordsRouter(records: RecordsService): Router {
  const router = Router();
  // The older site posts its forms urlencoded or multipart with bracketed keys; JSON passes through.
  const form = legacyFormBody();

  router.get('/crud/get/event/:id', async (req, res) => {
    res.json(eventJson(await records.getEvent(owner(req), req.params.id)));
  });

  router.get('/crud/get/bill/:id', async (req, res) => {
    const bill = await records.getBill(owner(req), req.params.id);
    const [files, history] = await Promise.all([
      records.filesOf(owner(req), 'bill', [bill.id]),
      records.statusHistory(owner(req), [bill.id]),
    ]);
    res.json({
      ...billJson(bill, files),
      history: history.map((h) => ({ status: h.status, date: h.changedAt.toISOString() })),
    });
  });

  router.all('/crud/search/event', async (req, res) => {
    res.json(await searchEvents(records, req, {}));
  });
  router.all('/crud/search/bill', async (req, res) => {
    res.json(await searchBills(records, req, {}));
  });

  router.post('/crud/save/event', form, async (req, res) => {
    res.json(eventJson(await records.saveEvent(owner(req), eventInput(body(req)))));
  });
  router.post('/crud/update/event/:id', form, async (req, res) => {
    res.json(eventJson(await records.saveEvent(owner(req), eventInput(body(req), String(req.params.id)))));
  });

  router.post('/crud/save/bill', form, async (req, res) => {
    const { bill, event } = await records.saveBill(owner(req), billInput(body(req)));
    res.json({ ...billJson(bill), event: totalsJson(event) });
  });
  router.post('/crud/update/bill/:id', form, async (req, res) => {
    const { bill, event } = await records.saveBill(owner(req), billInput(body(req), String(req.params.id)));
    res.json({ ...billJson(bill), event: totalsJson(event) });
  });

  // The older client deletes through one shared helper; these are its paths.
  const remove = async (req: Request) => {
    const { key, id } = req.params as { key: string; id: string };
    if (key === 'event') return { deleted: true, ...(await records.deleteEvent(owner(req), id)) };
    if (key === 'bill') {
      const r = await records.deleteBill(owner(req), id);
      return { deleted: true, id: r.id, event: totalsJson(r.event) };
    }
    return null;
  };
  for (const method of ['post', 'delete'] as const) {
    router[method]('/crud/delete/:key/:id', async (req, res, next) => {
      const answer = await remove(req);
      if (!answer) return next();
      res.json(answer);
    });
  }

  // Uploads left before the visit form was submitted (drafts with files), for the upload page.
  router.get('/json/crud/drafts/visit', async (req, res) => {
    const drafts = await records.draftVisits(owner(req));
    res.json({ hits: drafts.map((d) => ({ id: d.id, created: d.createdAt.toISOString(), files: d.files })) });
  });

  router.get('/json/crud/get/visit/:id', async (req, res) => {
    const event = await records.getEvent(owner(req), req.params.id);
    const [bills, files] = await Promise.all([
      records.billsOfEvents(owner(req), [event.id]),
      records.filesOf(owner(req), 'event', [event.id]),
    ]);
    res.json(visitJson(event, bills, files));
  });
  const visitAnswer = async (req: Request, event: EventRecord) => {
    const [bills, files] = await Promise.all([
      records.billsOfEvents(owner(req), [event.id]),
      records.filesOf(owner(req), 'event', [event.id]),
    ]);
    return visitJson(event, bills, files);
  };
  const saveVisit = async (req: Request, id?: string) => {
    const b = body(req);
    const lines = visitLines(b);
    const event = id
      ? // Only what the request carries changes (issue 25): the visit's name, its bills' status, due
        // dates, codes and notes stay as they are unless sent.
        await records.updateEvent(owner(req), id, eventPatch(b), { lines })
      : await records.saveEvent(owner(req), eventInput(b, undefined, { visit: true }), { lines });
    return visitAnswer(req, event);
  };
  router.post('/json/crud/save/visit', form, async (req, res) => {
    res.json(await saveVisit(req));
  });
  router.post('/json/crud/update/visit/:id', form, async (req, res) => {
    res.json(await saveVisit(req, String(req.params.id)));
  });

  // The generic list call: body {filters, query}; answer {hits, count}. An unknown sort falls back to id.
  router.post('/crud/search/:key/:max/:page/:order/:sort', async (req, res, next) => {
    const { key, ...p } = req.params as {
      key: string;
      max: string;
      page: string;
      order: string;
      sort: string;
    };
    if (key === 'event') return void res.json(await searchEvents(records, req, p));
    if (key === 'bill') return void res.json(await searchBills(records, req, p));
    next();
  });

  router.get('/crud/select/code/private_diagnosis', async (req, res) => {
    res.json(await records.privateDiagnoses(owner(req)));
  });

  return router;
}
