/**
 * The records service on a real database (PGlite and PostgreSQL): totals follow every save and delete,
 * lists page and sort, the overview sums, another user's ids are not found and change nothing, and the
 * schema refuses what the service would never write. Saves, drafts and concurrency:
 * records-saves.integration-spec.ts.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { isDomainError } from '@fp/domain';
import { RecordsService } from './index';
import { errorCode, newTestUser, testDbKind } from './testing';

const kind = testDbKind();

describe(`records service (${kind})`, () => {
  let db: TestDatabase;
  let records: RecordsService;
  let alice: string;
  let bob: string;

  const newUser = (name: string) => newTestUser(db.dataSource, name);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    records = new RecordsService(db.dataSource);
    alice = await newUser('alice');
    bob = await newUser('bob');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates an event with line items as bills and keeps its totals', async () => {
    const event = await records.saveEvent(alice, {
      name: 'Knee surgery',
      admitted: '2026-03-02',
      departed: '2026-03-04',
      diagnoses: [{ id: '12', text: 'Knee pain' }],
      lines: [
        { billType: 'Hospital', totalCents: 120000, selfCents: 20000 },
        { billType: 'Lab', totalCents: 5050, selfCents: 50 },
      ],
    });
    expect(event).toMatchObject({ name: 'Knee surgery', billCount: 2, totalCents: 125050, selfCents: 20050 });
    expect(event.diagnosisName).toBe('Knee pain');
    expect(event.admitted).toBe('2026-03-02');
    expect(event.stars).toBeNull(); // not rated unless the user rates it (issue 41)

    const { bill, event: after } = await records.saveBill(alice, {
      eventId: event.id,
      totalCents: 1000,
      selfCents: 999,
      status: 'NEGOTIATING',
      due: '2026-04-01',
      codes: ['99213'],
    });
    expect(after).toMatchObject({ billCount: 3, totalCents: 126050, selfCents: 21049 });
    expect(bill).toMatchObject({
      status: 'negotiating',
      due: '2026-04-01',
      codes: ['99213'],
      eventName: 'Knee surgery',
    });

    const edited = await records.saveBill(alice, {
      ...bill,
      id: bill.id,
      status: 'COMPLETE',
      totalCents: 3000,
    });
    expect(edited.event).toMatchObject({ billCount: 3, totalCents: 128050 });
    const history = await records.statusHistory(alice, [bill.id]);
    expect(history.map((h) => h.status)).toEqual(['negotiating', 'complete']);

    const removed = await records.deleteBill(alice, bill.id);
    expect(removed.event).toMatchObject({ billCount: 2, totalCents: 125050, selfCents: 20050 });

    const deleted = await records.deleteEvent(alice, event.id);
    expect(deleted).toEqual({ id: event.id, deletedBills: 2 });
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM bill WHERE event_id = $1`, [
      event.id,
    ]);
    expect(n).toBe(0);
  });

  it('moves a bill between events and recalculates both', async () => {
    const a = await records.saveEvent(alice, { name: 'A' });
    const b = await records.saveEvent(alice, { name: 'B' });
    const { bill } = await records.saveBill(alice, { eventId: a.id, totalCents: 500, selfCents: 100 });
    const moved = await records.saveBill(alice, { ...bill, id: bill.id, eventId: b.id, status: 'NEW' });
    expect(moved.event).toMatchObject({ id: b.id, billCount: 1, totalCents: 500 });
    expect(await records.getEvent(alice, a.id)).toMatchObject({ billCount: 0, totalCents: 0, selfCents: 0 });
  });

  it('pages and sorts events and bills', async () => {
    const u = await newUser('pager');
    for (let i = 0; i < 12; i++) {
      const e = await records.saveEvent(u, {
        name: `Visit ${String(i).padStart(2, '0')}`,
        admitted: `2026-01-${String(i + 1).padStart(2, '0')}`,
      });
      await records.saveBill(u, {
        eventId: e.id,
        totalCents: (i + 1) * 100,
        selfCents: 0,
        due: `2026-02-${String(12 - i).padStart(2, '0')}`,
        status: i % 2 ? 'COMPLETE' : 'NEW',
      });
    }
    const p1 = await records.listEvents(u, { page: 1, limit: 5 });
    expect(p1).toMatchObject({ count: 12, page: 1, limit: 5, hasNextPage: true });
    expect(p1.hits[0].name).toBe('Visit 11');
    const p3 = await records.listEvents(u, { page: 3, limit: 5 });
    expect(p3.hits.map((e) => e.name)).toEqual(['Visit 01', 'Visit 00']);
    expect(p3.hasNextPage).toBe(false);
    // A page past the end: no rows, and still the count (the page and the count are one statement).
    const past = await records.listEvents(u, { page: 9, limit: 5 });
    expect(past).toMatchObject({ hits: [], count: 12, hasNextPage: false });
    // Every page in order, and the pages together are every event once, newest first.
    const all = [];
    for (let page = 1; page <= 3; page++) all.push(...(await records.listEvents(u, { page, limit: 5 })).hits);
    expect(all.map((e) => e.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Visit ${String(11 - i).padStart(2, '0')}`),
    );
    const emptyBills = await records.listBills(u, { status: 'negotiating' });
    expect(emptyBills).toMatchObject({ hits: [], count: 0, hasNextPage: false });
    const byAdmitted = await records.listEvents(u, { sort: 'admitted', order: 'asc', limit: 2 });
    expect(byAdmitted.hits.map((e) => e.name)).toEqual(['Visit 00', 'Visit 01']);
    const search = await records.listEvents(u, { query: 'visit 1' });
    expect(search.count).toBe(2); // Visit 10 and Visit 11

    const byDue = await records.listBills(u, { sort: 'due', order: 'asc', limit: 3 });
    expect(byDue.hits.map((b) => b.due)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    const byTotal = await records.listBills(u, { sort: 'total', order: 'desc', limit: 2 });
    expect(byTotal.hits.map((b) => b.totalCents)).toEqual([1200, 1100]);
    const complete = await records.listBills(u, { status: 'complete' });
    expect(complete.count).toBe(6);
    expect(complete.hits.every((b) => b.status === 'complete')).toBe(true);
  });

  it('sums the dashboard overview', async () => {
    const u = await newUser('overview');
    const e = await records.saveEvent(u, { name: 'ER', admitted: '2026-05-10' });
    await records.saveBill(u, {
      eventId: e.id,
      totalCents: 10000,
      selfCents: 4000,
      due: '2026-05-20',
      status: 'NEW',
    });
    await records.saveBill(u, {
      eventId: e.id,
      totalCents: 5000,
      selfCents: 1000,
      due: '2026-08-01',
      status: 'NEGOTIATING',
    });
    await records.saveBill(u, {
      eventId: e.id,
      totalCents: 2000,
      selfCents: 2000,
      due: '2026-05-15',
      status: 'COMPLETE',
    });
    const o = await records.overview(u, new Date('2026-05-12T12:00:00Z'));
    expect(o).toMatchObject({
      owedCents: 5000,
      dueSoonCents: 4000,
      dueSoonCount: 1,
      eventCount: 1,
      billCount: 3,
    });
    expect(o.statusCounts).toEqual([
      { status: 'new', count: 1 },
      { status: 'negotiating', count: 1 },
      { status: 'complete', count: 1 },
    ]);
    expect(o.spendingByMonth).toHaveLength(12);
    expect(o.spendingByMonth[11]).toEqual({ month: '2026-05', totalCents: 17000, selfCents: 7000 });

    // The owed amount and counts are kept on each event: after a status change, a move to another event
    // and a delete they still agree with the bills themselves.
    const other = await records.saveEvent(u, { name: 'Clinic', admitted: '2026-04-02' });
    const [negotiating] = (await records.listBills(u, { status: 'negotiating' })).hits;
    await records.saveBill(u, {
      id: negotiating.id,
      eventId: other.id,
      totalCents: negotiating.totalCents,
      selfCents: negotiating.selfCents,
      status: 'COMPLETE',
    });
    const [complete] = (await records.listBills(u, { status: 'complete', sort: 'total', order: 'asc' })).hits;
    await records.deleteBill(u, complete.id);
    await records.saveBill(u, { eventId: other.id, totalCents: 300, selfCents: 300, due: '2026-06-01' });
    const after = await records.overview(u, new Date('2026-05-12T12:00:00Z'));
    const [truth] = await db.dataSource.query(
      `SELECT coalesce(sum(self_cents) FILTER (WHERE status <> 'complete'), 0)::int AS owed,
              count(*)::int AS bills,
              count(*) FILTER (WHERE status = 'new')::int AS new,
              count(*) FILTER (WHERE status = 'negotiating')::int AS negotiating,
              count(*) FILTER (WHERE status = 'complete')::int AS complete
       FROM bill WHERE owner_id = $1`,
      [u],
    );
    expect(truth).toEqual({ owed: 4300, bills: 3, new: 2, negotiating: 0, complete: 1 });
    expect(after).toMatchObject({ owedCents: truth.owed, billCount: truth.bills, eventCount: 2 });
    expect(after.statusCounts).toEqual([
      { status: 'new', count: truth.new },
      { status: 'negotiating', count: truth.negotiating },
      { status: 'complete', count: truth.complete },
    ]);
    expect(after).toMatchObject({ dueSoonCents: 4300, dueSoonCount: 2 });
  });

  it('a line saved as paid in full (the home wizard) is not counted as owed (issue 25)', async () => {
    const u = await newUser('paid-line');
    await records.saveEvent(u, {
      name: 'Clinic visit',
      lines: [
        { totalCents: 30000, selfCents: 5000, payInsCents: 25000, status: 'COMPLETE' },
        { totalCents: 8000, selfCents: 2000 },
      ],
    });
    const o = await records.overview(u);
    expect(o.owedCents).toBe(2000);
    expect(o.statusCounts).toEqual([
      { status: 'new', count: 1 },
      { status: 'negotiating', count: 0 },
      { status: 'complete', count: 1 },
    ]);
  });

  it("answers NOT_FOUND for every id-taking operation on another user's records and changes nothing", async () => {
    const event = await records.saveEvent(alice, {
      name: 'Private',
      lines: [{ totalCents: 700, selfCents: 70 }],
    });
    const [bill] = (await records.listBills(alice, { eventId: event.id })).hits;
    const snapshot = async () =>
      db.dataSource.query(
        `SELECT (SELECT json_agg(e ORDER BY id) FROM event e WHERE owner_id = $1) AS e,
                (SELECT json_agg(b ORDER BY id) FROM bill b WHERE owner_id = $1) AS b`,
        [alice],
      );
    const before = await snapshot();
    expect(await errorCode(records.getEvent(bob, event.id))).toBe('NOT_FOUND');
    expect(await errorCode(records.getBill(bob, bill.id))).toBe('NOT_FOUND');
    expect(await errorCode(records.saveEvent(bob, { id: event.id, name: 'Mine now' }))).toBe('NOT_FOUND');
    expect(await errorCode(records.deleteEvent(bob, event.id))).toBe('NOT_FOUND');
    expect(await errorCode(records.saveBill(bob, { eventId: event.id, totalCents: 1, selfCents: 1 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await errorCode(records.saveBill(bob, { id: bill.id, eventId: event.id, totalCents: 1, selfCents: 1 })),
    ).toBe('NOT_FOUND');
    expect(await errorCode(records.deleteBill(bob, bill.id))).toBe('NOT_FOUND');
    expect(await records.eventsByIds(bob, [event.id])).toEqual([]);
    expect(await records.billsOfEvents(bob, [event.id])).toEqual([]);
    expect((await records.listBills(bob, { eventId: event.id })).count).toBe(0);
    // Bob's own event cannot take Alice's bill either.
    const bobs = await records.saveEvent(bob, { name: 'Bob' });
    expect(
      await errorCode(records.saveBill(bob, { id: bill.id, eventId: bobs.id, totalCents: 1, selfCents: 1 })),
    ).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
    expect(await errorCode(records.listEvents(undefined))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with field messages', async () => {
    const e = await records.saveEvent(alice, { name: 'Checks' });
    let err: unknown;
    try {
      await records.saveBill(alice, { eventId: e.id, totalCents: -5, selfCents: 1.5 });
    } catch (x) {
      err = x;
    }
    expect(isDomainError(err) && err.code).toBe('BAD_USER_INPUT');
    expect(isDomainError(err) && Object.keys(err.fields ?? {}).sort()).toEqual(['selfCents', 'totalCents']);
    expect(await errorCode(records.saveEvent(alice, { name: ' ' }))).toBe('BAD_USER_INPUT');
    expect(await errorCode(records.saveEvent(alice, { name: 'x', stars: 6 }))).toBe('BAD_USER_INPUT');
  });

  it('keeps integrity in the schema itself', async () => {
    const e = await records.saveEvent(alice, { name: 'Schema' });
    const { bill } = await records.saveBill(alice, { eventId: e.id, totalCents: 100, selfCents: 0 });
    const q = (sql: string, p: unknown[]) => db.dataSource.query(sql, p);
    // A bill owned by someone other than its event's owner.
    await expect(
      q(`INSERT INTO bill (owner_id, event_id, total_cents) VALUES ($1, $2, 1)`, [bob, e.id]),
    ).rejects.toThrow(/fk_bill_event_owner/);
    await expect(
      q(`INSERT INTO bill (owner_id, event_id, total_cents) VALUES ($1, $2, -1)`, [alice, e.id]),
    ).rejects.toThrow(/ck_bill_amounts/);
    await expect(
      q(`INSERT INTO bill (owner_id, event_id, total_cents, status) VALUES ($1, $2, 1, 'paid')`, [
        alice,
        e.id,
      ]),
    ).rejects.toThrow(/ck_bill_status/);
    const file = `INSERT INTO file_item (owner_id, event_id, bill_id, name, storage_key, ext, size, content_type)
      VALUES ($1, $2, $3, 'a.pdf', $4, 'pdf', 1, 'application/pdf')`;
    const other = await records.saveEvent(alice, { name: 'Other' });
    // A bill's file names the bill's own event, never none or another one.
    await expect(q(file, [alice, null, bill.id, 'k1'])).rejects.toThrow(/ck_file_item_bill_has_event/);
    await expect(q(file, [alice, other.id, bill.id, 'k2'])).rejects.toThrow(/fk_file_item_bill_owner/);
    await expect(q(file, [bob, e.id, null, 'k3'])).rejects.toThrow(/fk_file_item_event_owner/);
    await q(file, [alice, e.id, bill.id, 'k4']);
    await q(file, [alice, e.id, null, 'k5']);
    expect((await records.filesOf(alice, 'event', [e.id])).map((f) => f.name)).toEqual(['a.pdf']);
    const files = await records.filesOf(alice, 'bill', [bill.id]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf']);
    // Moving the bill moves its files' event with it.
    await records.saveBill(alice, { ...bill, id: bill.id, eventId: other.id, status: 'NEW' });
    const [moved] = await q(`SELECT event_id FROM file_item WHERE storage_key = 'k4'`, []);
    expect(moved.event_id).toBe(other.id);
    await records.deleteEvent(alice, other.id);
    await records.deleteEvent(alice, e.id);
    const [{ n }] = await q(`SELECT count(*)::int AS n FROM file_item WHERE storage_key IN ('k4', 'k5')`, []);
    expect(n).toBe(0);
  });
});
