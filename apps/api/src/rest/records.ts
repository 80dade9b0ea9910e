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
import { dollarsToCents, parseDateInput, RECORDS_LIMITS, type OptionValue } from '@fp/domain';
import { visitName } from '@fp/records';
import type {
  BillListArgs,
  BillRecord,
  BillSortKey,
  EventPatch,
  EventRecord,
  EventSortKey,
  FileRecord,
  RecordsService,
  SortDirection,
  VisitLine,
} from '@fp/records';
import { legacyFormBody } from './legacy-form';

type Body = Record<string, unknown>;
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

// ---- requests --------------------------------------------------------------------------------------

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === 'null';

/** Whole cents from `<name>_cents`/`<name>Cents` (cents) or `<name>` (dollars); null when absent. */
function money(b: Body, ...names: string[]): number | null | undefined {
  for (const name of names) {
    for (const key of [`${name}_cents`, `${name}Cents`]) {
      if (!isEmpty(b[key])) return Number(b[key]);
    }
    if (!isEmpty(b[name])) return dollarsToCents(b[name]);
  }
  return undefined;
}

function text(v: unknown): string | null {
  if (isEmpty(v)) return null;
  if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text);
  return String(v);
}

/** Tags from [{id, text}], ["a", "b"], "a" or the text "null" (an empty multi-select). */
function options(v: unknown): OptionValue[] {
  if (isEmpty(v)) return [];
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x) => !isEmpty(x))
    .map((x) =>
      typeof x === 'object' && x
        ? { id: String((x as Body).id ?? (x as Body).text), text: String((x as Body).text ?? (x as Body).id) }
        : { id: String(x), text: String(x) },
    );
}

const firstOf = (b: Body, ...names: string[]) => names.map((n) => b[n]).find((v) => !isEmpty(v));
const date = (v: unknown) => (isEmpty(v) ? null : (parseDateInput(v) ?? String(v)));
const ids = (v: unknown) =>
  isEmpty(v)
    ? []
    : (Array.isArray(v) ? v : [v]).map((x) => String(typeof x === 'object' && x ? (x as Body).id : x));

/** The older site's event fields → the service's input. */
function eventInput(b: Body, id?: string, opts: { visit?: boolean } = {}) {
  const provider = firstOf(b, 'provider', 'clinic');
  const providerId =
    firstOf(b, 'provider_id', 'providerId') ??
    (provider && typeof provider === 'object' ? (provider as Body).id : undefined);
  const diagnoses = options(firstOf(b, 'diagnoses', 'diagnosises', 'diagnosis'));
  const procedures = options(firstOf(b, 'procedures', 'procedure'));
  const providerName = text(firstOf(b, 'provider_name', 'providerName', 'clinicName')) ?? text(provider);
  return {
    id: id ?? (isEmpty(b.id) ? null : String(b.id)),
    name:
      text(b.name) ??
      // A visit from the upload form has no name: call it after its clinic or first diagnosis.
      (opts.visit && b.name === undefined ? visitName({ providerName, diagnoses }) : ''),
    providerName,
    providerId: typeof providerId === 'string' && /^[0-9A-Z]{6,10}$/.test(providerId) ? providerId : null,
    diagnosisName: text(b.diagnosis_name),
    procedureName: text(b.procedure_name),
    conditionName: text(b.condition_name),
    diagnoses,
    procedures,
    conditions: options(b.conditions),
    admitted: date(b.admitted),
    departed: date(b.departed),
    stars: isEmpty(b.stars) ? undefined : Number(b.stars),
    body: text(b.body),
    insurance: text(b.insurance),
    fileIds: ids(b.files),
  };
}

/** The older site's bill fields → the service's input. */
function billInput(b: Body, id?: string) {
  const event = b.event as Body | string | undefined;
  const eventId =
    firstOf(b, 'event_id', 'eventId', 'event.id') ?? (typeof event === 'object' && event ? event.id : event);
  const status = text(b.status);
  return {
    id: id ?? (isEmpty(b.id) ? null : String(b.id)),
    eventId: isEmpty(eventId) ? '' : String(eventId),
    status: status ? status.toUpperCase() : undefined,
    due: date(b.due),
    billType: text(firstOf(b, 'bill_type', 'billType')),
    codes: options(firstOf(b, 'code', 'codes')).map((o) => o.text),
    totalCents: money(b, 'total'),
    selfCents: money(b, 'self', 'pay'),
    payInsCents: money(b, 'pay_ins', 'payIns') ?? null,
    note: text(b.note),
    fileIds: ids(b.files),
  };
}

/** Whether the body carries any of the keys (a key sent empty or as "null" counts: it clears). */
const has = (b: Body, ...names: string[]) => names.some((n) => b[n] !== undefined);

/** Where each event field comes from in the older site's bodies (see eventInput). */
const EVENT_KEYS: Record<keyof EventPatch, string[]> = {
  name: ['name'],
  // A clinic sent without its CCN is free text: the CCN goes with the name.
  providerName: [
    'provider',
    'clinic',
    'provider_name',
    'providerName',
    'clinicName',
    'provider_id',
    'providerId',
  ],
  providerId: [
    'provider',
    'clinic',
    'provider_name',
    'providerName',
    'clinicName',
    'provider_id',
    'providerId',
  ],
  diagnosisName: ['diagnosis_name'],
  procedureName: ['procedure_name'],
  conditionName: ['condition_name'],
  diagnoses: ['diagnoses', 'diagnosises', 'diagnosis'],
  procedures: ['procedures', 'procedure'],
  conditions: ['conditions'],
  admitted: ['admitted'],
  departed: ['departed'],
  stars: ['stars'],
  body: ['body'],
  insurance: ['insurance'],
  fileIds: ['files'],
};

/** Only the event fields the body carries (a visit update changes nothing it does not send). */
function eventPatch(b: Body): EventPatch {
  const all = eventInput(b);
  const patch: Record<string, unknown> = {};
  for (const [field, keys] of Object.entries(EVENT_KEYS))
    if (has(b, ...keys)) patch[field] = all[field as keyof typeof all];
  return patch as EventPatch;
}

/**
 * Visit line items (spec part 2 §3): billType, payIns, pay, total; a new line with an empty total is
 * skipped. A line with the id of one of the visit's bills changes only the fields it carries.
 */
function visitLines(b: Body): VisitLine[] {
  const raw = Array.isArray(b.bills) ? (b.bills as Body[]) : [];
  const lines = raw.length ? raw : !isEmpty(b.total) || !isEmpty(b.total_cents) ? [b] : [];
  return lines
    .filter((l) => l && typeof l === 'object')
    .map((l) => ({ l, id: raw.length && !isEmpty(l.id) ? String(l.id) : null }))
    .filter(({ l, id }) => id !== null || (money(l, 'total') ?? null) !== null)
    .map(({ l, id }) =>
      id
        ? {
            id,
            billType: has(l, 'billType', 'bill_type') ? text(firstOf(l, 'billType', 'bill_type')) : undefined,
            totalCents: money(l, 'total') ?? undefined,
            selfCents: money(l, 'pay', 'self') ?? undefined,
            payInsCents: has(l, 'payIns', 'pay_ins', 'payIns_cents', 'pay_ins_cents', 'payInsCents')
              ? (money(l, 'payIns', 'pay_ins') ?? null)
              : undefined,
            fileIds: ids(l.files),
          }
        : {
            id: null,
            billType: text(firstOf(l, 'billType', 'bill_type')),
            totalCents: money(l, 'total') as number,
            selfCents: money(l, 'pay', 'self') ?? 0,
            payInsCents: money(l, 'payIns', 'pay_ins') ?? null,
            fileIds: ids(l.files),
          },
    );
}

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
