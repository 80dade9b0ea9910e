/**
 * To-do list rules shared by the API and the web client (spec part 2 §4, §5): a task is added only
 * with non-blank text (trimmed, at most TASK_LIMITS.textMax characters); open tasks sort before done
 * ones, then by due day (none last), then by creation; an open task past its due day is overdue.
 */
export const TASK_LIMITS = {
  /** Longest task text, in characters. */
  textMax: 500,
  /** Most tasks one list holds. */
  perOwner: 500,
} as const;

export const TASK_MESSAGES = {
  blank: 'Please write what there is to do.',
  tooLong: `Please keep a task under ${TASK_LIMITS.textMax} characters.`,
  tooMany: `A to-do list holds at most ${TASK_LIMITS.perOwner} tasks. Remove done ones first.`,
  empty: 'There are no items to do.',
} as const;

/** The text to store, or the message saying why it cannot be. */
export function taskText(value: unknown): { text: string } | { error: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { error: TASK_MESSAGES.blank };
  if (text.length > TASK_LIMITS.textMax) return { error: TASK_MESSAGES.tooLong };
  return { text };
}

export interface SortableTask {
  done: boolean;
  /** YYYY-MM-DD or null. */
  due: string | null;
  createdAt: Date | string;
  id: string;
}

/** The list order: open first, then due day (none last), then creation, then id. */
export function compareTasks(a: SortableTask, b: SortableTask): number {
  if (a.done !== b.done) return a.done ? 1 : -1;
  if (a.due !== b.due) {
    if (a.due === null) return 1;
    if (b.due === null) return -1;
    return a.due < b.due ? -1 : 1;
  }
  const ca = new Date(a.createdAt).getTime();
  const cb = new Date(b.createdAt).getTime();
  if (ca !== cb) return ca - cb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True for an open task whose due day is before `today` (YYYY-MM-DD, the viewer's own calendar day). */
export const isOverdue = (t: { done: boolean; due: string | null }, today: string): boolean =>
  !t.done && t.due !== null && t.due < today;

/** Today's date as YYYY-MM-DD in the local time zone of the caller. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
