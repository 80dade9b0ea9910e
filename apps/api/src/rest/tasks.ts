/**
 * REST shim for the to-do list at the older site's paths (spec part 2 §7): `GET /api/user/tasks`
 * answers `{hits}`, `POST /api/user/save_tasks` takes `{todos}`. Both call the tasks service, so the
 * rules are GraphQL's. The save is merged by id, not a replacement (the service's rule): send back
 * `read_at` from the GET (or each task's `updated`, as read) so tasks removed from the list are removed;
 * tasks another tab added or changed after that read are kept. Signed-in only (401 otherwise).
 */
import { Router, type Request } from 'express';
import type { ListedTask, TaskRecord, TasksService } from '@fp/records';

type Body = Record<string, unknown>;
const body = (req: Request): Body =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {};

export const taskJson = (t: TaskRecord) => ({
  id: t.id,
  text: t.text,
  done: t.done ? 1 : 0,
  date: t.date ? new Date(t.date).toISOString() : null,
  due: t.due,
  overdue: t.overdue,
  event_id: t.eventId,
  event_name: t.eventName,
  bill_id: t.billId,
  source: t.source,
  created: new Date(t.createdAt).toISOString(),
  updated: new Date(t.updatedAt).toISOString(),
});

/** The older forms post a list as an array, or (urlencoded / multipart) as an object keyed 0, 1, ... */
function list(value: unknown): Body[] {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value as Body)
      : [];
  return items.filter((i): i is Body => !!i && typeof i === 'object');
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on';
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
function date(v: unknown): Date | null {
  const s = str(v);
  if (!s || s === 'null') return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function tasksRouter(tasks: TasksService): Router {
  const router = Router();

  router.get('/user/tasks', async (req, res) => {
    const { tasks: hits, readAt } = await tasks.listWithReadAt(req.session.userId);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ hits: hits.map(taskJson), count: hits.length, read_at: readAt.toISOString() });
  });

  router.post('/user/save_tasks', async (req, res) => {
    const b = body(req);
    const todos = list(b.todos);
    const items: ListedTask[] = todos.map((t) => ({
      id: str(t.id) ?? null,
      text: str(t.text) ?? '',
      done: truthy(t.done),
      // The older client sends no due day: then a task keeps the one it has.
      dueDate: 'due' in t ? (str(t.due) ?? null) : undefined,
      date: date(t.date),
    }));
    // When the client read its list: read_at from the GET, else the newest `updated` it echoes back.
    const echoed = todos.map((t) => date(t.updated)).filter((d): d is Date => !!d);
    const readAt =
      date(b.read_at) ?? (echoed.length ? new Date(Math.max(...echoed.map((d) => d.getTime()))) : null);
    const saved = await tasks.saveList(req.session.userId, items, readAt);
    res.json({ ok: true, hits: saved.map(taskJson), count: saved.length });
  });

  return router;
}
