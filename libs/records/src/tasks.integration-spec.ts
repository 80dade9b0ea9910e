/**
 * The to-do list on a real database (PGlite and PostgreSQL): blank text refused, the list order after a
 * toggle, two clients' edits both kept (per-task changes and a stale whole-list save), and another
 * user's tasks, events and bills out of reach.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { RecordsService, TasksService } from './index';
import { errorCode, newTestUser, testDbKind } from './testing';

const kind = testDbKind();

describe(`tasks service (${kind})`, () => {
  let db: TestDatabase;
  let tasks: TasksService;
  let records: RecordsService;
  let alice: string;
  let bob: string;

  const newUser = (name: string) => newTestUser(db.dataSource, name);
  const texts = async (owner: string) =>
    (await tasks.list(owner)).map((t) => `${t.done ? 'x' : 'o'} ${t.text}`);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tasks = new TasksService(db.dataSource);
    records = new RecordsService(db.dataSource);
  });
  beforeEach(async () => {
    alice = await newUser('alice');
    bob = await newUser('bob');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('adds a task a service adds only once, even when asked at the same moment', async () => {
    const dan = await newUser('dan');
    const step = {
      text: 'Ask for the itemized bill by 2026-12-01.',
      dueDate: '2026-12-01',
      source: 'bill-check',
    };
    const first = await tasks.addTask(dan, step);
    expect(await tasks.addTask(dan, step)).toMatchObject({ id: first.id });
    // Five presses at once (separate connections on PostgreSQL): still one task.
    const other = { ...step, text: 'Call the billing office.' };
    const many = await Promise.all(Array.from({ length: 5 }, () => tasks.addTask(dan, other)));
    expect(new Set(many.map((t) => t.id)).size).toBe(1);
    expect((await tasks.list(dan)).map((t) => t.text).sort()).toEqual([other.text, step.text].sort());
    // A task the user types twice is theirs to keep twice.
    await tasks.addTask(dan, { text: 'Same' });
    await tasks.addTask(dan, { text: 'Same' });
    expect((await tasks.list(dan)).filter((t) => t.text === 'Same')).toHaveLength(2);
  });

  it('refuses blank text and trims the rest', async () => {
    expect(await errorCode(tasks.addTask(alice, { text: '   ' }))).toBe('BAD_USER_INPUT');
    expect(await errorCode(tasks.addTask(alice, { text: 'x'.repeat(501) }))).toBe('BAD_USER_INPUT');
    expect(await errorCode(tasks.saveList(alice, [{ text: 'ok' }, { text: '\n' }]))).toBe('BAD_USER_INPUT');
    expect(await tasks.list(alice)).toEqual([]);
    const t = await tasks.addTask(alice, { text: '  Call the billing office  ' });
    expect(t).toMatchObject({ text: 'Call the billing office', done: false, due: null, overdue: false });
    const first = (await tasks.list(alice))[0];
    expect(await errorCode(tasks.updateTask(alice, first.id, { text: ' ' }))).toBe('BAD_USER_INPUT');
    expect((await tasks.list(alice))[0].text).toBe('Call the billing office');
  });

  it('sorts open tasks before done ones after a toggle, then by due day and creation', async () => {
    const a = await tasks.addTask(alice, { text: 'A' });
    const b = await tasks.addTask(alice, { text: 'B', dueDate: '2030-01-02' });
    await tasks.addTask(alice, { text: 'C', dueDate: '2030-01-01' });
    expect(await texts(alice)).toEqual(['o C', 'o B', 'o A']);
    await tasks.updateTask(alice, b.id, { done: true });
    expect(await texts(alice)).toEqual(['o C', 'o A', 'x B']);
    await tasks.updateTask(alice, b.id, { done: false });
    await tasks.updateTask(alice, a.id, { done: true });
    expect(await texts(alice)).toEqual(['o C', 'o B', 'x A']);
    const old = await tasks.addTask(alice, { text: 'Old', dueDate: '2020-05-01' });
    expect(old.overdue).toBe(true);
    expect((await tasks.list(alice))[0]).toMatchObject({ text: 'Old', overdue: true });
    await tasks.removeTask(alice, old.id);
    expect(await texts(alice)).toEqual(['o C', 'o B', 'x A']);
  });

  it('keeps both clients’ edits: per-task changes and a stale whole-list save', async () => {
    const one = await tasks.addTask(alice, { text: 'One' });
    const two = await tasks.addTask(alice, { text: 'Two' });
    // Tab 1 and tab 2 read the list.
    const tab1 = await tasks.listWithReadAt(alice);
    const tab2 = await tasks.listWithReadAt(alice);
    // Two saves of different tasks, at once: both kept.
    await Promise.all([
      tasks.updateTask(alice, one.id, { done: true }),
      tasks.updateTask(alice, two.id, { text: 'Two, edited' }),
    ]);
    expect(await texts(alice)).toEqual(['o Two, edited', 'x One']);
    // Tab 2 adds a task; tab 1, still on its old list, saves it with 'One' removed and 'Two' renamed.
    await tasks.addTask(alice, { text: 'Added in tab 2' });
    const saved = await tasks.saveList(
      alice,
      tab1.tasks.filter((t) => t.id !== one.id).map((t) => ({ id: t.id, text: `${t.text}!`, done: t.done })),
      tab1.readAt,
    );
    // 'One' changed after tab 1's read, so it stays; tab 2's task stays; tab 2's rename of 'Two' wins.
    expect(saved.map((t) => t.text).sort()).toEqual(['Added in tab 2', 'One', 'Two, edited']);
    // With a fresh read, the same save removes and renames.
    const fresh = await tasks.listWithReadAt(alice);
    const after = await tasks.saveList(
      alice,
      fresh.tasks
        .filter((t) => t.text !== 'One')
        .map((t) => ({ id: t.id, text: `${t.text}!`, done: t.done })),
      fresh.readAt,
    );
    expect(after.map((t) => t.text).sort()).toEqual(['Added in tab 2!', 'Two, edited!']);
    // An older client that knows no due day leaves it as it is.
    const dated = await tasks.addTask(alice, { text: 'Dated', dueDate: '2031-03-01' });
    const read = await tasks.listWithReadAt(alice);
    await tasks.saveList(
      alice,
      read.tasks.map((t) => ({ id: t.id, text: t.text, done: t.id === dated.id ? true : t.done })),
      read.readAt,
    );
    expect(await tasks.get(alice, dated.id)).toMatchObject({ done: true, due: '2031-03-01' });
    await tasks.removeTask(alice, dated.id);
    // Without readAt nothing missing is removed, and new items are added.
    const noRead = await tasks.saveList(alice, [{ text: 'New from an old client' }]);
    expect(noRead).toHaveLength(3);
    expect(tab2.tasks).toHaveLength(2);
  });

  it('refuses another user’s tasks, events and bills', async () => {
    const mine = await tasks.addTask(alice, { text: 'Mine' });
    const event = await records.saveEvent(alice, { name: 'Visit' });
    const bobEvent = await records.saveEvent(bob, { name: 'Bob visit' });
    const bobBill = await records.saveBill(bob, { eventId: bobEvent.id, totalCents: 100, selfCents: 0 });
    expect(await errorCode(tasks.updateTask(bob, mine.id, { done: true }))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.removeTask(bob, mine.id))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.get(bob, mine.id))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.addTask(alice, { text: 'x', eventId: bobEvent.id }))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.addTask(alice, { text: 'x', billId: bobBill.bill.id }))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.updateTask(alice, mine.id, { eventId: bobEvent.id }))).toBe('NOT_FOUND');
    expect(await errorCode(tasks.list(undefined))).toBe('UNAUTHENTICATED');
    // Bob's stale save naming Alice's id changes nothing of hers.
    const bobRead = await tasks.listWithReadAt(bob);
    await tasks.saveList(bob, [{ id: mine.id, text: 'Hijacked', done: true }], bobRead.readAt);
    expect(await tasks.list(bob)).toEqual([]);
    expect(await texts(alice)).toEqual(['o Mine']);
    // A link to her own event works and clears when the event goes.
    const linked = await tasks.addTask(alice, {
      text: 'Ask for the itemized bill',
      eventId: event.id,
      source: 'test',
    });
    expect(linked).toMatchObject({ eventId: event.id, eventName: 'Visit', source: 'test' });
    await records.deleteEvent(alice, event.id);
    expect((await tasks.get(alice, linked.id)).eventId).toBeNull();
  });
});
