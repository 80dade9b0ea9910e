/**
 * The signed-in user's to-do list (spec part 2 §3, §4; issue 13). Every method takes the owner's id first
 * and reaches the database only through OwnerData, so another user's task, event or bill is simply not
 * there: NOT_FOUND, nothing changed.
 *
 * Two open tabs: the per-task operations (addTask, updateTask with only the fields given, removeTask)
 * never touch other tasks. The older whole-list save (`saveList`, REST save_tasks and GraphQL saveTasks)
 * merges by task id instead of replacing the list:
 * - a posted task without an id is added; one with an id updates that task, unless the task changed
 *   after `readAt` (when the client read the list): then the stored copy, the other tab's change, stays;
 * - a posted id that is not (or no longer) the owner's is ignored: removed elsewhere stays removed;
 * - a stored task missing from the posted list is removed only when it is unchanged since `readAt`;
 *   without `readAt` nothing is removed (removal then goes through removeTask).
 * So a task another tab added or edited after this client's read survives a stale save.
 */
import type { DataSource } from 'typeorm';
import { isUuid, badInput, notFound, parseDateInput, TASK_LIMITS, TASK_MESSAGES, taskText } from '@fp/domain';
import { OwnerData } from './owner-data';

/** A to-do item as the service answers it. */
export interface TaskRecord {
  id: string;
  text: string;
  done: boolean;
  /** Due day, YYYY-MM-DD. */
  due: string | null;
  /** The older site's free date and time (kept as it was saved). */
  date: Date | null;
  eventId: string | null;
  eventName: string | null;
  billId: string | null;
  /** What added the task when not the user (e.g. 'bill-check'). */
  source: string | null;
  /** An open task whose due day has passed (UTC calendar; screens may recompute in local time). */
  overdue: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A task to add: the exported entry point other services use (`addTask`). */
export interface NewTask {
  text: string;
  /** YYYY-MM-DD (or a date the older forms send: MM/DD/YYYY). */
  dueDate?: string | null;
  eventId?: string | null;
  billId?: string | null;
  source?: string | null;
}

/** Fields to change; a field left out is left as it is (null clears due date and links). */
export interface TaskPatch {
  text?: string | null;
  done?: boolean | null;
  dueDate?: string | null;
  eventId?: string | null;
  billId?: string | null;
}

/** One item of a whole-list save. */
export interface ListedTask {
  id?: string | null;
  text: string;
  done?: boolean | null;
  /** Left out (undefined): an existing task keeps its due day. */
  dueDate?: string | null;
  date?: Date | null;
}

const COLUMNS = `t.id, t.text, t.done, t.due::text AS due, t.date, t.event_id AS "eventId", e.name AS "eventName",
  t.bill_id AS "billId", t.source, (NOT t.done AND t.due IS NOT NULL AND t.due < (now() AT TIME ZONE 'UTC')::date) AS overdue,
  t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;
const FROM = `task t LEFT JOIN event e ON e.id = t.event_id AND e.owner_id = $1`;
const ORDER = `t.done, t.due NULLS LAST, t.created_at, t.id`;
/**
 * A new task's creation time: now, and always after the owner's newest task, so tasks added one after the
 * other keep that order even when the clock has not moved between them (PGlite's clock can give two
 * inserts of one save the same time; the tie then fell to the random id: seen in CI).
 */
const AFTER_THE_LAST = `GREATEST(clock_timestamp(), (SELECT max(created_at) + interval '1 microsecond' FROM task WHERE owner_id = $1))`;

const noTask = () => notFound('The task');

function text(value: unknown): string {
  const r = taskText(value);
  if ('error' in r) throw badInput(r.error, { text: r.error });
  return r.text;
}

function dueDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '' || value === 'null') return null;
  const day = parseDateInput(value);
  if (!day) throw badInput('Please give the due date as MM/DD/YYYY.', { dueDate: 'Not a date.' });
  return day;
}

export class TasksService {
  constructor(private readonly db: DataSource) {}

  private data(ownerId: string | null | undefined): OwnerData {
    return OwnerData.of(this.db, ownerId);
  }

  /** The owner's tasks: open first, then by due day (none last), then by creation. */
  async list(ownerId: string | null | undefined): Promise<TaskRecord[]> {
    return this.read(this.data(ownerId));
  }

  /**
   * The list and the database time just before it was read: a client sends `readAt` back with a
   * whole-list save, so tasks changed after it are kept.
   */
  async listWithReadAt(ownerId: string | null | undefined): Promise<{ tasks: TaskRecord[]; readAt: Date }> {
    const data = this.data(ownerId);
    const at = await data.one<{ at: Date }>(`SELECT clock_timestamp() AS at WHERE $1::uuid IS NOT NULL`);
    return { readAt: new Date(at!.at), tasks: await this.read(data) };
  }

  /** One of the owner's tasks; NOT_FOUND otherwise. */
  async get(ownerId: string | null | undefined, id: string): Promise<TaskRecord> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noTask();
    const task = await data.one<TaskRecord>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE t.owner_id = $1 AND t.id = $2`,
      [id],
    );
    if (!task) throw noTask();
    return task;
  }

  /**
   * Adds an open task. For other services too (a bill check adds "Call the billing office by …").
   * The event or bill must be the owner's (NOT_FOUND otherwise). A task a service adds (with a source)
   * is added once (issue 25: pressing "add the next steps" twice doubled them): when the owner already
   * has it (same source, text and visit or bill), that task is answered and nothing is added. Two such
   * calls at once queue on a transaction lock named after the task, so they cannot both add it.
   */
  async addTask(ownerId: string | null | undefined, input: NewTask): Promise<TaskRecord> {
    const data = this.data(ownerId);
    const value = text(input.text);
    const due = dueDay(input.dueDate);
    const source = input.source?.trim().slice(0, 100) || null;
    return data.transaction(async (tx) => {
      await this.checkLinks(tx, input.eventId, input.billId);
      if (source) {
        const same = [source, value, input.eventId ?? null, input.billId ?? null];
        await tx.rows(
          `SELECT pg_advisory_xact_lock(hashtextextended(concat_ws('|', 'task', $1::text, $2::text, $3::text, $4::text, $5::text), 0))`,
          same,
        );
        const existing = await tx.one<{ id: string }>(
          `SELECT id FROM task WHERE owner_id = $1 AND source = $2 AND text = $3
             AND event_id IS NOT DISTINCT FROM $4::uuid AND bill_id IS NOT DISTINCT FROM $5::uuid
           ORDER BY created_at, id LIMIT 1`,
          same,
        );
        if (existing) return this.getIn(tx, existing.id);
      }
      await this.checkRoom(tx, 1);
      const [row] = await tx.rows<{ id: string }>(
        `INSERT INTO task (owner_id, text, due, event_id, bill_id, source, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, ${AFTER_THE_LAST}, clock_timestamp()) RETURNING id`,
        [value, due, input.eventId ?? null, input.billId ?? null, source],
      );
      return this.getIn(tx, row.id);
    });
  }

  /** Changes only the given fields of one task, so another tab's change to other fields stays. */
  async updateTask(ownerId: string | null | undefined, id: string, patch: TaskPatch): Promise<TaskRecord> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noTask();
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length + 1}`);
    };
    if (patch.text !== undefined && patch.text !== null) set('text', text(patch.text));
    if (patch.done !== undefined && patch.done !== null) set('done', !!patch.done);
    if (patch.dueDate !== undefined) set('due', dueDay(patch.dueDate));
    if (patch.eventId !== undefined) set('event_id', patch.eventId || null);
    if (patch.billId !== undefined) set('bill_id', patch.billId || null);
    return data.transaction(async (tx) => {
      await this.checkLinks(tx, patch.eventId, patch.billId);
      if (sets.length) {
        const updated = await tx.rows<{ id: string }>(
          `UPDATE task SET ${sets.join(', ')}, updated_at = clock_timestamp()
           WHERE owner_id = $1 AND id = $2 RETURNING id`,
          params,
        );
        if (!updated.length) throw noTask();
      }
      return this.getIn(tx, id);
    });
  }

  /** Removes one task; NOT_FOUND when it is missing or not the owner's. */
  async removeTask(ownerId: string | null | undefined, id: string): Promise<{ id: string }> {
    const data = this.data(ownerId);
    if (!isUuid(id)) throw noTask();
    const gone = await data.rows<{ id: string }>(
      `DELETE FROM task WHERE owner_id = $1 AND id = $2 RETURNING id`,
      [id],
    );
    if (!gone.length) throw noTask();
    return { id };
  }

  /**
   * The older whole-list save, merged by id (see the file comment for the rule). Blank text anywhere
   * refuses the whole save (BAD_INPUT) before anything changes. Answers the list as it now is.
   */
  async saveList(
    ownerId: string | null | undefined,
    items: readonly ListedTask[],
    readAt?: Date | null,
  ): Promise<TaskRecord[]> {
    const data = this.data(ownerId);
    if (items.length > TASK_LIMITS.perOwner) throw badInput(TASK_MESSAGES.tooMany);
    const posted = items.map((item) => ({
      id: item.id && isUuid(item.id) ? item.id.toLowerCase() : null,
      text: text(item.text),
      done: !!item.done,
      // Left out (an older client that knows no due day): the stored day stays.
      due: item.dueDate === undefined ? undefined : dueDay(item.dueDate),
      date: item.date ?? null,
    }));
    const since = readAt && !Number.isNaN(readAt.getTime()) ? readAt : null;
    return data.transaction(async (tx) => {
      // Lock the owner's list so two saves merge one after the other.
      const stored = await tx.rows<{
        id: string;
        text: string;
        done: boolean;
        due: string | null;
        updatedAt: Date;
      }>(
        `SELECT id, text, done, due::text AS due, updated_at AS "updatedAt" FROM task WHERE owner_id = $1 FOR UPDATE`,
      );
      const byId = new Map(stored.map((s) => [s.id, s]));
      const changedSince = (s: { updatedAt: Date }) => !since || new Date(s.updatedAt) > since;
      const seen = new Set<string>();
      let added = 0;
      for (const item of posted) {
        if (item.id) {
          seen.add(item.id);
          const s = byId.get(item.id);
          if (!s) continue; // removed elsewhere, or not the owner's: stays removed
          if (since && changedSince(s)) continue; // another client changed it after this one read it
          const due = item.due === undefined ? s.due : item.due;
          if (s.text === item.text && s.done === item.done && s.due === due) continue;
          await tx.rows(
            `UPDATE task SET text = $3, done = $4, due = $5, updated_at = clock_timestamp()
             WHERE owner_id = $1 AND id = $2`,
            [item.id, item.text, item.done, due],
          );
        } else {
          added++;
          await tx.rows(
            `INSERT INTO task (owner_id, text, done, due, date, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, ${AFTER_THE_LAST}, clock_timestamp())`,
            [item.text, item.done, item.due ?? null, item.date],
          );
        }
      }
      const removable = since
        ? stored.filter((s) => !seen.has(s.id) && !changedSince(s)).map((s) => s.id)
        : [];
      if (removable.length)
        await tx.rows(`DELETE FROM task WHERE owner_id = $1 AND id = ANY($2::uuid[])`, [removable]);
      if (added && stored.length - removable.length + added > TASK_LIMITS.perOwner)
        throw badInput(TASK_MESSAGES.tooMany);
      return this.read(tx);
    });
  }

  private async read(data: OwnerData): Promise<TaskRecord[]> {
    // The database applies the shared rule (compareTasks) with microsecond creation times; sorting again in
    // JavaScript, where times have milliseconds, would reorder tasks added within one millisecond.
    return data.rows<TaskRecord>(`SELECT ${COLUMNS} FROM ${FROM} WHERE t.owner_id = $1 ORDER BY ${ORDER}`);
  }

  private async getIn(data: OwnerData, id: string): Promise<TaskRecord> {
    const task = await data.one<TaskRecord>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE t.owner_id = $1 AND t.id = $2`,
      [id],
    );
    if (!task) throw noTask();
    return task;
  }

  /** An event or bill to link must be the owner's: the same NOT_FOUND as a missing one. */
  private async checkLinks(data: OwnerData, eventId?: string | null, billId?: string | null) {
    if (eventId) {
      const ok =
        isUuid(eventId) && (await data.one(`SELECT 1 FROM event WHERE owner_id = $1 AND id = $2`, [eventId]));
      if (!ok) throw notFound('The visit');
    }
    if (billId) {
      const ok =
        isUuid(billId) && (await data.one(`SELECT 1 FROM bill WHERE owner_id = $1 AND id = $2`, [billId]));
      if (!ok) throw notFound('The bill');
    }
  }

  private async checkRoom(data: OwnerData, adding: number) {
    const row = await data.one<{ n: number }>(`SELECT count(*)::int AS n FROM task WHERE owner_id = $1`);
    if ((row?.n ?? 0) + adding > TASK_LIMITS.perOwner) throw badInput(TASK_MESSAGES.tooMany);
  }
}
