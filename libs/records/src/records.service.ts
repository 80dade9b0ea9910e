/**
 * The bill tracker: a signed-in user's events (visits) and their bills. Every method takes the owner's
 * id first and reaches the database only through OwnerData, so another user's record is simply not
 * there: id-taking operations answer NOT_FOUND and change nothing.
 *
 * Totals: saving or deleting a bill locks its event row (SELECT … FOR UPDATE), writes the bill and
 * recalculates the event's bill_count, total_cents and self_cents with one aggregate UPDATE, all in one
 * transaction. Concurrent saves on one event queue on the lock, and each recalculation sees every
 * committed bill, so the totals end right however many bills there are.
 *
 * This class is the tracker's API; its parts live beside it: list sorting, paging and cursors
 * (record-queries.ts), what a save asks for (event-input.ts), the rows a save writes (record-writes.ts)
 * and the dashboard overview (overview.ts).
 */
import type { DataSource } from 'typeorm';
import { ProviderEntity } from '@fp/db';
import {
  isUuid,
  badInput,
  billInputSchema,
  DomainError,
  eventInputSchema,
  RECORDS_LIMITS,
  validateInput,
  eventLinesSchema,
  eventLinePatchesSchema,
  type BillInputValue,
  type EventInputValue,
  type EventLineValue,
} from '@fp/domain';
import { DRAFT_NAME, mergedEvent, visitName, type EventPatch, type VisitLine } from './event-input';
import { readOverview } from './overview';
import { OwnerData } from './owner-data';
import {
  BILL_SORT,
  BILL_STATUSES,
  decodeBillCursor,
  encodeBillCursor,
  EVENT_SORT,
  likePattern,
  noBill,
  noEvent,
  orderBy,
  pageAndCount,
  paging,
} from './record-queries';
import { attachFiles, lockedBill, providerNameOf, writeBill, writeEvent } from './record-writes';
import { BILL_COLUMNS, BILL_FROM, EVENT_COLUMNS, FILE_COLUMNS, LOCK_EVENT, RECALCULATE_EVENT } from './sql';
import type {
  BillListArgs,
  BillRecord,
  DashboardOverview,
  EventListArgs,
  EventRecord,
  FileRecord,
  BillPage,
  Page,
  StatusChangeRecord,
} from './types';

export interface RecordsOptions {
  /**
   * Called before an event or a bill is deleted, once it is known to be the owner's: the upload
   * service's `deleteAllOn` removes the stored files there (the rows would cascade, the bytes would not).
   */
  beforeDelete?: (ownerId: string, on: { eventId: string } | { billId: string }) => Promise<unknown>;
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
   * Drafts (uploads never submitted) older than `maxAgeMs`, of every owner, deleted with their files (the
   * housekeeping timer, hourly): the upload page deletes a draft it leaves (issue 41), this catches what
   * it could not (a crash, no network). Each goes through deleteEvent, scoped to its owner. A saved visit
   * is never a draft, so nothing saved is touched. Answers how many were deleted.
   */
  async sweepAbandonedDrafts(maxAgeMs = 24 * 3_600_000, max = 500): Promise<number> {
    const rows: { id: string; owner_id: string }[] = await this.db.query(
      `SELECT id, owner_id FROM event
        WHERE draft AND created_at < now() - ($1::float8 * interval '1 millisecond')
        ORDER BY created_at LIMIT $2`,
      [maxAgeMs, max],
    );
    let deleted = 0;
    for (const r of rows) {
      try {
        await this.deleteEvent(r.owner_id, r.id);
        deleted++;
      } catch {
        // Submitted or deleted meanwhile: nothing to do.
      }
    }
    return deleted;
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
    const providerName = await providerNameOf(data, input);
    return data.transaction((tx) => writeEvent(tx, input, providerName, lines));
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
      const providerName = await providerNameOf(tx, input);
      return writeEvent(tx, input, providerName, lines);
    });
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
        current = await lockedBill(tx, input.id);
        if (current.eventId !== previousEventId)
          throw new DomainError('CONFLICT', 'The bill changed while saving. Please try again.');
      }
      const written = await writeBill(tx, input, current);
      if (input.fileIds.length)
        await attachFiles(tx, input.fileIds, { eventId: written.eventId, billId: written.id });
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
    return readOverview(this.data(ownerId), now);
  }
}
