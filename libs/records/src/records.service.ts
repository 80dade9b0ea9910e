/**
 * The bill tracker: a signed-in user's events (visits) and their bills. Every method takes the owner's
 * id first and reaches the database only through OwnerData, so another user's record is simply not
 * there: id-taking operations answer NOT_FOUND and change nothing.
 *
 * Totals: saving or deleting a bill locks its event row (SELECT … FOR UPDATE), writes the bill and
 * recalculates the event's bill_count, total_cents and self_cents with one aggregate UPDATE, all in one
 * transaction. Concurrent saves on one event queue on the lock, and each recalculation sees every
 * committed bill, so the totals end right however many bills there are.
 */
import type { DataSource } from 'typeorm';
import { ProviderEntity, type BillStatus } from '@fp/db';
import {
  isUuid,
  badInput,
  billInputSchema,
  DomainError,
  eventInputSchema,
  notFound,
  RECORDS_LIMITS,
  validateInput,
  eventLinesSchema,
  eventLinePatchesSchema,
  type BillInputValue,
  type BillStatusValue,
  RECORD_MESSAGES,
  type EventInputValue,
  type EventLineValue,
} from '@fp/domain';
import { fileItems } from '@fp/storage';
import { OwnerData } from './owner-data';
import {
  BILL_COLUMNS,
  BILL_FROM,
  EVENT_COLUMNS,
  FILE_COLUMNS,
  LOCK_EVENT,
  RECALCULATE_EVENT,
  WRITTEN_BILL,
} from './sql';
import type {
  BillListArgs,
  BillRecord,
  BillSortKey,
  DashboardOverview,
  EventListArgs,
  EventRecord,
  EventSortKey,
  FileRecord,
  MonthSpending,
  BillPage,
  Page,
  StatusChangeRecord,
} from './types';

const BILL_STATUSES: readonly BillStatus[] = ['new', 'negotiating', 'complete'];

const EVENT_SORT: Record<EventSortKey, string> = {
  created: 'e.created_at',
  admitted: 'e.admitted',
  name: 'lower(e.name)',
  total: 'e.total_cents',
  billCount: 'e.bill_count',
  id: 'e.id',
};
/**
 * Sort keys that are never null: ordered without NULLS LAST, so that the order is the one of their
 * index (idx_event_owner_created: created_at DESC, id DESC) and a page reads only its rows.
 */
const NOT_NULL_SORT_KEYS = new Set(['e.created_at', 'e.id', 'b.created_at', 'b.id']);

/** ORDER BY for a sort key, then the id (a stable order for equal keys). */
function orderBy(key: string, dir: 'ASC' | 'DESC', id: 'e.id' | 'b.id'): string {
  if (key === id) return `${id} ${dir}`;
  return NOT_NULL_SORT_KEYS.has(key)
    ? `${key} ${dir}, ${id} ${dir}`
    : `${key} ${dir} NULLS LAST, ${id} ${dir}`;
}

const BILL_SORT: Record<BillSortKey, string> = {
  created: 'b.created_at',
  due: 'b.due',
  total: 'b.total_cents',
  self: 'b.self_cents',
  status: 'b.status',
  id: 'b.id',
};

/** The event of a missing or foreign id. The same words whether it never existed or is someone else's. */
const noEvent = () => notFound('The visit');
const noBill = () => notFound('The bill');

function paging(args: { page?: number | null; limit?: number | null }, maxLimit: number) {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? RECORDS_LIMITS.pageSize), 1), maxLimit);
  const lastPage = Math.max(1, Math.floor((RECORDS_LIMITS.countCap - 1) / limit) + 1);
  const page = Math.min(Math.max(Math.trunc(args.page ?? 1), 1), lastPage);
  return { limit, page, offset: (page - 1) * limit };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const dbStatus = (s: BillInputValue['status']): BillStatus => s.toLowerCase() as BillStatus;

export interface RecordsOptions {
  /**
   * Called before an event or a bill is deleted, once it is known to be the owner's: the upload
   * service's `deleteAllOn` removes the stored files there (the rows would cascade, the bytes would not).
   */
  beforeDelete?: (ownerId: string, on: { eventId: string } | { billId: string }) => Promise<unknown>;
}

/**
 * One page of an owner's rows and how many there are (up to the count cap), in one statement: a list
 * costs one round trip instead of two. The page is read in its order with its LIMIT (so an index can
 * serve it) and numbered as it comes; an empty page still answers the count (one row with no page
 * columns).
 */
async function pageAndCount<T>(
  data: OwnerData,
  q: {
    columns: string;
    from: string;
    where: string;
    order: string;
    limit: number;
    offset: number;
    params: unknown[];
  },
): Promise<{ hits: T[]; n: number }> {
  const rows = await data.rows<T & { __n: number; __pos: number | null }>(
    `WITH pg AS MATERIALIZED (
       SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.order} LIMIT ${q.limit} OFFSET ${q.offset}
     ), n AS (
       SELECT count(*)::int AS __n FROM (SELECT 1 FROM ${q.from} WHERE ${q.where} LIMIT ${RECORDS_LIMITS.countCap}) c
     )
     SELECT n.__n, p.* FROM n LEFT JOIN (SELECT pg.*, row_number() OVER () AS __pos FROM pg) p ON true
     ORDER BY p.__pos`,
    q.params,
  );
  const n = rows[0]?.__n ?? 0;
  const hits = rows
    .filter((r) => r.__pos !== null)
    .map(({ __n: _n, __pos: _pos, ...row }) => row as unknown as T);
  return { hits, n };
}

export class RecordsService {
  constructor(
    private readonly db: DataSource,
    private readonly opts: RecordsOptions = {},
  ) {}

  /**
   * Spec part 2 §4, "the first uploaded file creates the visit": the upload service's hook. The visit is
   * a draft until the upload form is submitted (issue 25): not listed or counted as a visit. The owner's
   * drafts that never got a file (an upload that failed after making its visit) go first.
   */
  async createVisitForFirstFile(ownerId: string): Promise<{ eventId: string }> {
    const data = this.data(ownerId);
    return data.transaction(async (tx) => {
      await tx.rows(
        `DELETE FROM event e WHERE e.owner_id = $1 AND e.draft AND e.created_at < now() - interval '1 hour'
           AND NOT EXISTS (SELECT 1 FROM file_item f WHERE f.owner_id = $1 AND f.event_id = e.id)
         RETURNING e.id`,
      );
      const row = await tx.one<{ id: string }>(
        `INSERT INTO event (owner_id, name, draft) VALUES ($1, $2, true) RETURNING id`,
        [DRAFT_NAME],
      );
      return { eventId: row!.id };
    });
  }
  /**
   * The owner's unfinished uploads: drafts that hold files, newest first (at most 5), each with its
   * number of files, so the upload page can offer to finish or discard them.
   */
  async draftVisits(ownerId: string | undefined): Promise<{ id: string; createdAt: Date; files: number }[]> {
    return this.data(ownerId).rows(
      `SELECT e.id, e.created_at AS "createdAt", count(f.id)::int AS files
       FROM event e JOIN file_item f ON f.owner_id = $1 AND f.event_id = e.id
       WHERE e.owner_id = $1 AND e.draft
       GROUP BY e.id, e.created_at ORDER BY e.created_at DESC, e.id DESC LIMIT 5`,
    );
  }

  /** Owner-scoped data access (UNAUTHENTICATED without an owner). */
  private data(ownerId: string | null | undefined): OwnerData {
    return OwnerData.of(this.db, ownerId);
  }

  // ---- events ------------------------------------------------------------------------------------

  async listEvents(ownerId: string | undefined, args: EventListArgs = {}): Promise<Page<EventRecord>> {
    const data = this.data(ownerId);
    const { limit, page, offset } = paging(args, RECORDS_LIMITS.maxPageSize);
    const params: unknown[] = [];
    // A draft (an upload not yet described) is not a visit (issue 25).
    let where = 'e.owner_id = $1 AND NOT e.draft';
    const q = args.query?.trim();
    if (q) {
      params.push(likePattern(q));
      where += ` AND (e.name ILIKE $${params.length + 1} OR e.provider_name ILIKE $${params.length + 1}
        OR e.diagnosis_name ILIKE $${params.length + 1})`;
    }
    const dir = args.order === 'asc' ? 'ASC' : 'DESC';
    const key = EVENT_SORT[args.sort ?? 'created'] ?? EVENT_SORT.id;
    const order = orderBy(key, dir, 'e.id');
    const list = { columns: EVENT_COLUMNS, from: 'event e', where, order, limit, offset, params };
    const { hits, n } = await pageAndCount<EventRecord>(data, list);
    return { hits, count: n, page, limit, hasNextPage: offset + hits.length < n };
  }

  async getEvent(ownerId: string | undefined, id: string): Promise<EventRecord> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noEvent();
    const row = await data.one<EventRecord>(
      `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.owner_id = $1 AND e.id = $2`,
      [id],
    );
    if (!row) throw noEvent();
    return row;
  }

  /** The owner's events among `ids` (others' and missing ids are left out). For DataLoaders. */
  async eventsByIds(ownerId: string | undefined, ids: readonly string[]): Promise<EventRecord[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.data(ownerId).rows<EventRecord>(
      `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.owner_id = $1 AND e.id = ANY($2::uuid[])`,
      [valid],
    );
  }

  /**
   * Creates (no id) or updates an event with every field of the input (a field left out takes its
   * default). Line items with a total become bills of the event (an empty total is skipped, spec part 2
   * §5); a line with an id updates that bill's type and amounts and keeps the rest of it.
   */
  async saveEvent(
    ownerId: string | undefined,
    raw: unknown,
    opts: { lines?: VisitLine[] } = {},
  ): Promise<EventRecord> {
    const data = this.data(ownerId);
    const input = validateInput<EventInputValue>(eventInputSchema, raw);
    // Lines given apart (REST visit calls) pass the same rules as lines inside the input.
    const lines: VisitLine[] = opts.lines
      ? validateInput<{ lines: EventLineValue[] }>(eventLinesSchema, { lines: opts.lines }).lines
      : input.lines;
    const providerName = await this.providerNameOf(data, input);
    return data.transaction((tx) => this.writeEvent(tx, input, providerName, lines));
  }

  /**
   * Changes only the fields `patch` carries (issue 25: adding files to a visit must not touch what the
   * screen did not show): a field left out (undefined) keeps its stored value, null clears it. Changing
   * the picked diagnoses (procedures, conditions) without their text rewrites that text from the picks.
   * Lines as in saveEvent. The event row is locked while it is read and written, so a concurrent save
   * is not undone.
   */
  async updateEvent(
    ownerId: string | undefined,
    id: string,
    patch: EventPatch,
    opts: { lines?: VisitLine[] } = {},
  ): Promise<EventRecord> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noEvent();
    // The same amount rules as a save; a field a line leaves out keeps the bill's value.
    const lines = validateInput<{ lines: VisitLine[] }>(eventLinePatchesSchema, {
      lines: opts.lines ?? [],
    }).lines;
    return data.transaction(async (tx) => {
      const current = await tx.one<EventRecord>(
        `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.owner_id = $1 AND e.id = $2 FOR UPDATE`,
        [id],
      );
      if (!current) throw noEvent();
      const merged = mergedEvent(current, patch);
      // Submitting a draft without a name: the visit is called after what it was given.
      if (current.draft && patch.name === undefined) merged.name = visitName(merged);
      const input = validateInput<EventInputValue>(eventInputSchema, merged);
      const providerName = await this.providerNameOf(tx, input);
      return this.writeEvent(tx, input, providerName, lines);
    });
  }

  /**
   * The provider name to store: the one given, else the directory's; BAD_USER_INPUT for an unknown CCN.
   * Read through `data` (inside an open transaction, its connection: PGlite has only one).
   */
  private async providerNameOf(data: OwnerData, input: EventInputValue): Promise<string | null> {
    if (!input.providerId) return input.providerName;
    // The directory is public: $1 (the owner) only satisfies OwnerData.
    const provider = await data.one<{ name: string }>(
      `SELECT name FROM provider WHERE id = $2 AND $1::uuid IS NOT NULL`,
      [input.providerId],
    );
    if (!provider)
      throw badInput('That provider is not in the directory.', { providerId: 'Unknown provider.' });
    return input.providerName ?? provider.name;
  }

  private async writeEvent(
    tx: OwnerData,
    input: EventInputValue,
    providerName: string | null,
    lines: VisitLine[],
  ): Promise<EventRecord> {
    const values = [
      input.name,
      providerName,
      input.providerId,
      input.diagnosisName ?? joinText(input.diagnoses),
      input.procedureName ?? joinText(input.procedures),
      input.conditionName ?? joinText(input.conditions),
      JSON.stringify(input.diagnoses),
      JSON.stringify(input.procedures),
      JSON.stringify(input.conditions),
      input.admitted,
      input.departed,
      input.stars,
      input.body,
      input.insurance,
    ];
    let event: EventRecord | null;
    if (input.id) {
      event = await tx.one<EventRecord>(
        `UPDATE event e SET name = $3, provider_name = $4, provider_id = $5, diagnosis_name = $6,
           procedure_name = $7, condition_name = $8, diagnoses = $9::jsonb, procedures = $10::jsonb,
           conditions = $11::jsonb, admitted = $12::date, departed = $13::date, stars = $14, body = $15,
           insurance = $16, draft = false, updated_at = now()
         WHERE e.owner_id = $1 AND e.id = $2 RETURNING ${EVENT_COLUMNS}`,
        [input.id, ...values],
      );
      if (!event) throw noEvent();
    } else {
      event = (await tx.one<EventRecord>(
        `INSERT INTO event AS e (owner_id, name, provider_name, provider_id, diagnosis_name, procedure_name,
           condition_name, diagnoses, procedures, conditions, admitted, departed, stars, body, insurance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::date, $12::date, $13, $14, $15)
         RETURNING ${EVENT_COLUMNS}`,
        values,
      ))!;
    }
    if (input.fileIds.length) await this.attachFiles(tx, input.fileIds, { eventId: event.id });
    if (!lines.length) return event;
    await tx.rows(LOCK_EVENT, [event.id]);
    for (const line of lines) {
      let written: { id: string };
      if (line.id) {
        // An existing bill: only the line's fields change; status, due date, codes and note stay.
        const current = await this.lockedBill(tx, line.id);
        if (current.eventId !== event.id) throw noBill();
        written = await this.writeBill(
          tx,
          {
            id: current.id,
            eventId: event.id,
            status: current.status.toUpperCase() as BillInputValue['status'],
            due: current.due,
            billType: line.billType === undefined ? current.billType : line.billType,
            codes: current.codes,
            totalCents: line.totalCents ?? current.totalCents,
            selfCents: line.selfCents ?? current.selfCents,
            payInsCents: line.payInsCents === undefined ? current.payInsCents : line.payInsCents,
            note: current.note,
            fileIds: [],
          },
          current,
        );
      } else {
        if (line.totalCents === undefined || line.totalCents === null)
          throw badInput(RECORD_MESSAGES.total, { total: RECORD_MESSAGES.total });
        written = await this.writeBill(
          tx,
          {
            id: null,
            eventId: event.id,
            status: line.status ?? 'NEW',
            due: null,
            billType: line.billType ?? null,
            codes: [],
            totalCents: line.totalCents,
            selfCents: line.selfCents ?? 0,
            payInsCents: line.payInsCents ?? null,
            note: null,
            fileIds: [],
          },
          null,
        );
      }
      if (line.fileIds?.length)
        await this.attachFiles(tx, line.fileIds, { eventId: event.id, billId: written.id });
    }
    return (await tx.one<EventRecord>(RECALCULATE_EVENT, [event.id]))!;
  }

  /** Deletes an event with its bills, their status history and file rows (foreign keys cascade). */
  async deleteEvent(ownerId: string | undefined, id: string): Promise<{ id: string; deletedBills: number }> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noEvent();
    if (this.opts.beforeDelete) {
      if (!(await data.one(`SELECT 1 FROM event WHERE owner_id = $1 AND id = $2`, [id]))) throw noEvent();
      await this.opts.beforeDelete(data.ownerId, { eventId: id });
    }
    return data.transaction(async (tx) => {
      const row = await tx.one<{ id: string; billCount: number }>(
        `DELETE FROM event WHERE owner_id = $1 AND id = $2 RETURNING id, bill_count AS "billCount"`,
        [id],
      );
      if (!row) throw noEvent();
      return { id: row.id, deletedBills: row.billCount };
    });
  }

  // ---- bills -------------------------------------------------------------------------------------

  async listBills(ownerId: string | undefined, args: BillListArgs = {}): Promise<Page<BillRecord>> {
    const data = this.data(ownerId);
    const { limit, page, offset } = paging(args, RECORDS_LIMITS.billsPerEvent);
    const params: unknown[] = [];
    let where = 'b.owner_id = $1';
    if (args.eventId) {
      if (!isUuid(args.eventId)) return { hits: [], count: 0, page, limit, hasNextPage: false };
      params.push(args.eventId);
      where += ` AND b.event_id = $${params.length + 1}`;
    }
    if (args.status) {
      if (!BILL_STATUSES.includes(args.status)) throw badInput('Unknown bill status.');
      params.push(args.status);
      where += ` AND b.status = $${params.length + 1}`;
    }
    const q = args.query?.trim();
    if (q) {
      params.push(likePattern(q));
      where += ` AND (b.bill_type ILIKE $${params.length + 1} OR b.note ILIKE $${params.length + 1}
        OR e.name ILIKE $${params.length + 1})`;
    }
    const dir = args.order === 'asc' ? 'ASC' : 'DESC';
    const key = BILL_SORT[args.sort ?? 'created'] ?? BILL_SORT.id;
    const order = orderBy(key, dir, 'b.id');
    const { hits, n } = await pageAndCount<BillRecord>(data, {
      columns: BILL_COLUMNS,
      from: BILL_FROM,
      where,
      order,
      limit,
      offset,
      params,
    });
    return { hits, count: n, page, limit, hasNextPage: offset + hits.length < n };
  }

  async getBill(ownerId: string | undefined, id: string): Promise<BillRecord> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noBill();
    const row = await data.one<BillRecord>(
      `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.id = $2`,
      [id],
    );
    if (!row) throw noBill();
    return row;
  }

  /**
   * Creates (no id) or updates a bill and recalculates its event's totals (both events' when the bill
   * moves), in one transaction holding the events' row locks. Returns the bill and its event.
   */
  async saveBill(
    ownerId: string | undefined,
    raw: unknown,
  ): Promise<{ bill: BillRecord; event: EventRecord }> {
    const data = this.data(ownerId);
    const input = validateInput<BillInputValue>(billInputSchema, raw);
    return data.transaction(async (tx) => {
      let previousEventId: string | null = null;
      if (input.id) {
        const before = await tx.one<{ eventId: string }>(
          `SELECT event_id AS "eventId" FROM bill WHERE owner_id = $1 AND id = $2`,
          [input.id],
        );
        if (!before) throw noBill();
        previousEventId = before.eventId;
      }
      // Lock the events in id order so two moves between the same events cannot deadlock.
      const eventIds = [...new Set([input.eventId, previousEventId].filter((x): x is string => !!x))].sort();
      for (const eventId of eventIds) {
        const locked = await tx.one(LOCK_EVENT, [eventId]);
        if (!locked) throw noEvent();
      }
      let current: BillRecord | null = null;
      if (input.id) {
        current = await this.lockedBill(tx, input.id);
        if (current.eventId !== previousEventId)
          throw new DomainError('CONFLICT', 'The bill changed while saving. Please try again.');
      }
      const written = await this.writeBill(tx, input, current);
      if (input.fileIds.length)
        await this.attachFiles(tx, input.fileIds, { eventId: written.eventId, billId: written.id });
      let event: EventRecord | null = null;
      for (const eventId of eventIds) {
        const updated = (await tx.one<EventRecord>(RECALCULATE_EVENT, [eventId]))!;
        if (eventId === input.eventId) event = updated;
      }
      return { bill: { ...written, eventName: event!.name }, event: event! };
    });
  }

  /** Deletes a bill and recalculates its event; returns the event. */
  async deleteBill(ownerId: string | undefined, id: string): Promise<{ id: string; event: EventRecord }> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noBill();
    if (this.opts.beforeDelete) {
      if (!(await data.one(`SELECT 1 FROM bill WHERE owner_id = $1 AND id = $2`, [id]))) throw noBill();
      await this.opts.beforeDelete(data.ownerId, { billId: id });
    }
    return data.transaction(async (tx) => {
      // Locks the bill's event (found through the bill) in one statement.
      const before = await tx.one<{ eventId: string }>(
        `SELECT e.id AS "eventId" FROM event e JOIN bill b ON b.event_id = e.id AND b.owner_id = e.owner_id
         WHERE b.owner_id = $1 AND b.id = $2 FOR UPDATE OF e`,
        [id],
      );
      if (!before) throw noBill();
      const deleted = await tx.one(
        `DELETE FROM bill WHERE owner_id = $1 AND id = $2 AND event_id = $3 RETURNING id`,
        [id, before.eventId],
      );
      if (!deleted) throw new DomainError('CONFLICT', 'The bill changed while deleting. Please try again.');
      const event = (await tx.one<EventRecord>(RECALCULATE_EVENT, [before.eventId]))!;
      return { id, event };
    });
  }

  /** Bills of the owner's events, newest first, at most 1000 per event. For DataLoaders. */
  async billsOfEvents(ownerId: string | undefined, eventIds: readonly string[]): Promise<BillRecord[]> {
    const valid = eventIds.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.data(ownerId).rows<BillRecord>(
      `SELECT x.* FROM (
         SELECT ${BILL_COLUMNS},
                row_number() OVER (PARTITION BY b.event_id ORDER BY b.created_at DESC, b.id DESC) AS rn
         FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.event_id = ANY($2::uuid[])) x
       WHERE x.rn <= ${RECORDS_LIMITS.billsPerEvent} ORDER BY x."createdAt" DESC, x.id DESC`,
      [valid],
    );
  }

  /**
   * One page of each event's bills, newest first (created_at, then id), read by keyset: a page reads
   * `first` + 1 rows through idx_bill_event_created whatever the event's number of bills, and one query
   * serves every event of a list (a LATERAL join per event id). The cursor is opaque to callers; a
   * malformed one is a BAD_USER_INPUT. Events that are missing or someone else's get an empty page.
   */
  async billPagesOfEvents(
    ownerId: string | undefined,
    eventIds: readonly string[],
    args: { first?: number | null; after?: string | null } = {},
  ): Promise<Map<string, BillPage>> {
    const first = Math.min(
      Math.max(Math.trunc(args.first ?? RECORDS_LIMITS.billPageSize), 1),
      RECORDS_LIMITS.maxBillPageSize,
    );
    const after = args.after ? decodeBillCursor(args.after) : null;
    const data = this.data(ownerId);
    const valid = [...new Set(eventIds.filter((id) => isUuid(id)))];
    const pages = new Map<string, BillPage>(
      eventIds.map((id) => [id, { hits: [], hasNextPage: false, endCursor: null }]),
    );
    if (!valid.length) return pages;
    const pageOf = (event: string) =>
      `SELECT ${BILL_COLUMNS}, b.created_at::text AS "cursorAt"
       FROM ${BILL_FROM}
       WHERE b.owner_id = $1 AND b.event_id = ${event}
         AND ($3::timestamptz IS NULL OR (b.created_at, b.id) < ($3::timestamptz, $4::uuid))
       ORDER BY b.created_at DESC, b.id DESC
       LIMIT ${first + 1}`;
    // One event (its screen): the id is a plain parameter, so the planner sees how many bills it has and
    // reads the page in index order; through unnest it would guess the average and sort them all.
    const single = valid.length === 1;
    const rows = await data.rows<BillRecord & { cursorAt: string }>(
      single
        ? pageOf('$2::uuid')
        : `SELECT x.* FROM unnest($2::uuid[]) AS ev(id) CROSS JOIN LATERAL (${pageOf('ev.id')}) x`,
      [single ? valid[0] : valid, after?.at ?? null, after?.id ?? null],
    );
    const byEvent = new Map<string, (BillRecord & { cursorAt: string })[]>();
    for (const row of rows) {
      const list = byEvent.get(row.eventId) ?? [];
      list.push(row);
      byEvent.set(row.eventId, list);
    }
    for (const [eventId, list] of byEvent) {
      const hits = list.slice(0, first);
      const last = hits[hits.length - 1];
      pages.set(eventId, {
        hits: hits.map(({ cursorAt: _c, ...bill }) => bill),
        hasNextPage: list.length > first,
        endCursor: last ? encodeBillCursor(last.cursorAt, last.id) : null,
      });
    }
    return pages;
  }

  async filesOf(
    ownerId: string | undefined,
    parent: 'event' | 'bill',
    ids: readonly string[],
  ): Promise<FileRecord[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    const data = this.data(ownerId);
    // A bill's files carry its event id too; the event's own files are those on no bill.
    const where =
      parent === 'event'
        ? 'f.event_id = ANY($2::uuid[]) AND f.bill_id IS NULL'
        : 'f.bill_id = ANY($2::uuid[])';
    return data.rows<FileRecord>(
      `SELECT ${FILE_COLUMNS} FROM file_item f WHERE f.owner_id = $1 AND ${where} ORDER BY f.created_at, f.id`,
      [valid],
    );
  }

  async statusHistory(
    ownerId: string | undefined,
    billIds: readonly string[],
  ): Promise<StatusChangeRecord[]> {
    const valid = billIds.filter((id) => isUuid(id));
    if (!valid.length) return [];
    return this.data(ownerId).rows<StatusChangeRecord>(
      `SELECT bill_id AS "billId", status, changed_at AS "changedAt" FROM bill_status_change
       WHERE owner_id = $1 AND bill_id = ANY($2::uuid[]) ORDER BY changed_at, id`,
      [valid],
    );
  }

  /** Providers (public directory) by CCN. */
  async providersByIds(ids: readonly string[]): Promise<ProviderEntity[]> {
    if (!ids.length) return [];
    return this.db
      .getRepository(ProviderEntity)
      .createQueryBuilder('p')
      .where('p.id IN (:...ids)', { ids })
      .getMany();
  }

  /** Diagnoses the user typed or picked on their own visits ({id, text}), for the private picker list. */
  async privateDiagnoses(ownerId: string | undefined): Promise<{ id: string; text: string }[]> {
    return this.data(ownerId).rows<{ id: string; text: string }>(
      `SELECT DISTINCT d->>'id' AS id, d->>'text' AS text
       FROM event e, jsonb_array_elements(e.diagnoses) d
       WHERE e.owner_id = $1 AND d ? 'id' AND d ? 'text' ORDER BY 2, 1 LIMIT 2000`,
    );
  }

  // ---- overview ----------------------------------------------------------------------------------

  /** What the dashboard shows above the events: owed, due soon, counts per status, spending by month. */
  async overview(ownerId: string | undefined, now: Date = new Date()): Promise<DashboardOverview> {
    const data = this.data(ownerId);
    const today = now.toISOString().slice(0, 10);
    return this.computeOverview(data, now, today);
  }

  private async computeOverview(data: OwnerData, now: Date, today: string): Promise<DashboardOverview> {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const fromMonth = first.toISOString().slice(0, 10);
    // Two statements: owed, counts and the months from the figures kept on each event (one row per
    // event, never the bills), and what is due soon from the partial index of open bills by due date.
    const [sums, dueSoon] = await Promise.all([
      data.one<{
        owed: number;
        bills: number;
        events: number;
        new: number;
        negotiating: number;
        complete: number;
        months: MonthSpending[] | null;
      }>(
        `WITH ev AS (
           SELECT open_self_cents, bill_count, new_count, negotiating_count, complete_count, total_cents,
                  self_cents, coalesce(admitted, (created_at AT TIME ZONE 'UTC')::date) AS day
           FROM event WHERE owner_id = $1 AND NOT draft),
         m AS (
           SELECT to_char(day, 'YYYY-MM') AS month, sum(total_cents)::bigint AS "totalCents",
                  sum(self_cents)::bigint AS "selfCents"
           FROM ev WHERE day >= $2::date GROUP BY 1)
         SELECT coalesce(sum(open_self_cents), 0)::bigint AS owed,
                coalesce(sum(bill_count), 0)::int AS bills,
                count(*)::int AS events,
                coalesce(sum(new_count), 0)::int AS new,
                coalesce(sum(negotiating_count), 0)::int AS negotiating,
                coalesce(sum(complete_count), 0)::int AS complete,
                (SELECT json_agg(m ORDER BY m.month) FROM m) AS months
         FROM ev`,
        [fromMonth],
      ),
      data.one<{ dueSoon: number; dueSoonCount: number }>(
        `SELECT coalesce(sum(self_cents), 0)::bigint AS "dueSoon", count(*)::int AS "dueSoonCount"
         FROM bill WHERE owner_id = $1 AND status <> 'complete' AND due BETWEEN $2::date AND $2::date + 30`,
        [today],
      ),
    ]);
    // json_agg hands bigint sums back as JSON numbers: exact for any cents total below 2^53.
    const months = sums!.months ?? [];
    const byMonth = new Map(months.map((m) => [m.month, m]));
    const spendingByMonth: MonthSpending[] = [];
    for (let i = 0; i < 12; i++) {
      const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1))
        .toISOString()
        .slice(0, 7);
      spendingByMonth.push(byMonth.get(month) ?? { month, totalCents: 0, selfCents: 0 });
    }
    const s = sums!;
    return {
      owedCents: s.owed,
      dueSoonCents: dueSoon!.dueSoon,
      dueSoonCount: dueSoon!.dueSoonCount,
      eventCount: s.events,
      billCount: s.bills,
      statusCounts: BILL_STATUSES.map((status) => ({ status, count: s[status] })),
      spendingByMonth,
    };
  }

  // ---- helpers -----------------------------------------------------------------------------------

  private async lockedBill(tx: OwnerData, id: string): Promise<BillRecord> {
    if (!isUuid(id)) throw noBill();
    const row = await tx.one<BillRecord>(
      `SELECT ${BILL_COLUMNS} FROM ${BILL_FROM} WHERE b.owner_id = $1 AND b.id = $2 FOR UPDATE OF b`,
      [id],
    );
    if (!row) throw noBill();
    return row;
  }

  /**
   * Inserts or updates the bill row and, when its status is new or changed, records the change: one
   * statement, so a save costs few round trips. The caller holds the event lock. The returned bill
   * lacks its event's name (the caller has the event).
   */
  private async writeBill(
    tx: OwnerData,
    input: BillInputValue,
    current: BillRecord | null,
  ): Promise<Omit<BillRecord, 'eventName'>> {
    const status = dbStatus(input.status);
    const values = [
      input.eventId,
      status,
      input.due,
      input.billType,
      input.codes,
      input.totalCents,
      input.selfCents,
      input.payInsCents,
      input.note,
    ];
    const history = `h AS (INSERT INTO bill_status_change (owner_id, bill_id, status)
      SELECT "ownerId", id, status FROM w WHERE $STATUS_CHANGED::boolean)`;
    const row = current
      ? await tx.one<Omit<BillRecord, 'eventName'>>(
          `WITH w AS (UPDATE bill SET event_id = $3, status = $4, due = $5::date, bill_type = $6, codes = $7::text[],
             total_cents = $8, self_cents = $9, pay_ins_cents = $10, note = $11, updated_at = now()
           WHERE owner_id = $1 AND id = $2 RETURNING ${WRITTEN_BILL}),
           ${history.replace('$STATUS_CHANGED', '$12')}
           SELECT * FROM w`,
          [current.id, ...values, current.status !== status],
        )
      : await tx.one<Omit<BillRecord, 'eventName'>>(
          `WITH w AS (INSERT INTO bill (owner_id, event_id, status, due, bill_type, codes, total_cents, self_cents,
             pay_ins_cents, note)
           VALUES ($1, $2, $3, $4::date, $5, $6::text[], $7, $8, $9, $10) RETURNING ${WRITTEN_BILL}),
           ${history.replace('$STATUS_CHANGED', 'true')}
           SELECT * FROM w`,
          values,
        );
    return row!;
  }

  /** Moves the owner's files onto an event or a bill: file_item's writes are @fp/storage's. */
  private attachFiles(tx: OwnerData, fileIds: string[], to: { eventId: string; billId?: string }) {
    return tx.withOwner((q, ownerId) => fileItems.attach(q, ownerId, fileIds, to));
  }
}

/**
 * A bills page's cursor: the last bill's creation time as PostgreSQL prints it (microseconds and offset
 * kept, so no two bills created within one millisecond are confused) and its id, base64url-encoded.
 */
export function encodeBillCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');
}

const BAD_CURSOR = 'That page of bills cannot be found; reload the event to start again.';

export function decodeBillCursor(cursor: string): { at: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(BAD_CURSOR, { after: 'Unknown cursor.' });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !isUuid(parsed[1]) ||
    !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/.test(parsed[0])
  )
    throw badInput(BAD_CURSOR, { after: 'Unknown cursor.' });
  return { at: parsed[0], id: parsed[1] };
}

/**
 * A line item of a visit: a new bill (no id; its total is required) or a change to one of the event's
 * bills (a field left out keeps the bill's value).
 */
export interface VisitLine {
  id?: string | null;
  billType?: string | null;
  totalCents?: number | null;
  selfCents?: number | null;
  payInsCents?: number | null;
  /** A new line's bill status (COMPLETE for a bill already paid in full); a saved bill keeps its own. */
  status?: BillStatusValue;
  /** Files to attach to the line's bill. */
  fileIds?: string[];
}

/** The name of a draft visit (see createVisitForFirstFile). */
const DRAFT_NAME = 'New visit';

/** A visit described without a name is called after its clinic, else its first diagnosis. */
export function visitName(v: { providerName?: string | null; diagnoses?: { text: string }[] }): string {
  return v.providerName?.trim() || v.diagnoses?.[0]?.text || 'Visit';
}

/** Fields of an event to change (updateEvent): a field left out keeps its value. */
export type EventPatch = Partial<Omit<EventInputValue, 'id' | 'lines'>>;

/** The stored event with the patch's fields over it, as an input to validate. */
function mergedEvent(current: EventRecord, patch: EventPatch): EventInputValue {
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as EventPatch;
  const merged: EventInputValue = {
    id: current.id,
    name: current.name,
    providerName: current.providerName,
    providerId: current.providerId,
    diagnosisName: current.diagnosisName,
    procedureName: current.procedureName,
    conditionName: current.conditionName,
    diagnoses: current.diagnoses,
    procedures: current.procedures,
    conditions: current.conditions,
    admitted: current.admitted,
    departed: current.departed,
    stars: current.stars,
    body: current.body,
    insurance: current.insurance,
    lines: [],
    fileIds: [],
    ...given,
  };
  // New picks without their text: the text follows the picks (as on create).
  if (given.diagnoses && given.diagnosisName === undefined) merged.diagnosisName = null;
  if (given.procedures && given.procedureName === undefined) merged.procedureName = null;
  if (given.conditions && given.conditionName === undefined) merged.conditionName = null;
  return merged;
}

function joinText(options: { text: string }[]): string | null {
  return options.length ? options.map((o) => o.text).join(', ') : null;
}
