/**
 * The records service on a real database (PGlite and PostgreSQL), its saves: the file store told before
 * a delete, updates that change only the fields given, an upload's draft visit, SQL only with the owner,
 * 20 parallel saves on one event ending right, and an event's bills paged by cursor.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { OwnerData, RecordsService, type BillPage } from './index';
import { errorCode, newTestUser, testDbKind } from './testing';

const kind = testDbKind();

describe(`records service saves (${kind})`, () => {
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

  it('tells the file store before deleting, only for the owner', async () => {
    const calls: unknown[] = [];
    const hooked = new RecordsService(db.dataSource, { beforeDelete: async (o, on) => calls.push([o, on]) });
    const e = await hooked.saveEvent(alice, { name: 'Hooked', lines: [{ totalCents: 1, selfCents: 0 }] });
    const [b] = (await hooked.listBills(alice, { eventId: e.id })).hits;
    expect(await errorCode(hooked.deleteBill(bob, b.id))).toBe('NOT_FOUND');
    expect(await errorCode(hooked.deleteEvent(bob, e.id))).toBe('NOT_FOUND');
    expect(calls).toEqual([]);
    await hooked.deleteBill(alice, b.id);
    await hooked.deleteEvent(alice, e.id);
    expect(calls).toEqual([
      [alice, { billId: b.id }],
      [alice, { eventId: e.id }],
    ]);
    const visit = await hooked.createVisitForFirstFile(alice);
    expect((await hooked.getEvent(alice, visit.eventId)).name).toBe('New visit');
  });

  it("updates only the fields given, and a line keeps its bill's status, due date, codes and note", async () => {
    const e = await records.saveEvent(alice, {
      name: 'Knee surgery, spring',
      providerName: 'Hilltop Orthopedics',
      diagnoses: [{ id: 'Torn meniscus', text: 'Torn meniscus' }],
      admitted: '2026-03-02',
      departed: '2026-03-04',
      stars: 3,
      body: 'Long wait.',
      insurance: 'Aetna',
    });
    const { bill } = await records.saveBill(alice, {
      eventId: e.id,
      status: 'NEGOTIATING',
      due: '2026-07-15',
      billType: 'Doctor',
      codes: ['291'],
      totalCents: 123456,
      selfCents: 23456,
      payInsCents: 100000,
      note: 'Asked for the itemized bill.',
    });
    const before = await records.getEvent(alice, e.id);

    // Nothing but a file's worth of nothing: the visit is as it was.
    const same = await records.updateEvent(alice, e.id, {}, { lines: [{ id: bill.id }] });
    const { updatedAt: _u1, ...kept } = before;
    expect(same).toMatchObject(kept);
    expect(await records.getBill(alice, bill.id)).toMatchObject({
      status: 'negotiating',
      due: '2026-07-15',
      billType: 'Doctor',
      codes: ['291'],
      totalCents: 123456,
      selfCents: 23456,
      payInsCents: 100000,
      note: 'Asked for the itemized bill.',
    });

    // One field of the visit and one of the bill: only those change (null clears).
    const edited = await records.updateEvent(
      alice,
      e.id,
      { insurance: 'Cigna', departed: null },
      { lines: [{ id: bill.id, totalCents: 130000 }] },
    );
    expect(edited).toMatchObject({
      ...kept,
      insurance: 'Cigna',
      departed: null,
      totalCents: 130000,
      updatedAt: edited.updatedAt,
    });
    expect(await records.getBill(alice, bill.id)).toMatchObject({
      status: 'negotiating',
      due: '2026-07-15',
      billType: 'Doctor',
      codes: ['291'],
      totalCents: 130000,
      note: 'Asked for the itemized bill.',
    });
    // New picks rewrite their text; another user's visit is not found.
    const picked = await records.updateEvent(alice, e.id, { diagnoses: [{ id: 'x', text: 'Knee pain' }] });
    expect(picked).toMatchObject({ name: 'Knee surgery, spring', diagnosisName: 'Knee pain' });
    expect(await errorCode(records.updateEvent(bob, e.id, { name: 'Mine' }))).toBe('NOT_FOUND');
    expect((await records.getEvent(alice, e.id)).name).toBe('Knee surgery, spring');
  });

  it("keeps an upload's visit a draft, not listed or counted, until it is described", async () => {
    const carol = await newUser('carol');
    const { eventId } = await records.createVisitForFirstFile(carol);
    expect(await records.getEvent(carol, eventId)).toMatchObject({ name: 'New visit', draft: true });
    expect((await records.listEvents(carol)).count).toBe(0);
    expect((await records.overview(carol)).eventCount).toBe(0);

    const described = await records.updateEvent(
      carol,
      eventId,
      { providerName: 'Hilltop Imaging' },
      {
        lines: [{ billType: 'Visit', totalCents: 5000, selfCents: 1000 }],
      },
    );
    expect(described).toMatchObject({ name: 'Hilltop Imaging', draft: false, billCount: 1 });
    expect((await records.listEvents(carol)).hits.map((h) => h.id)).toEqual([eventId]);
    expect((await records.overview(carol)).eventCount).toBe(1);

    // A draft that never got a file is removed once it is an hour old, when the next upload starts.
    const { eventId: empty } = await records.createVisitForFirstFile(carol);
    await db.dataSource.query(`UPDATE event SET created_at = now() - interval '2 hours' WHERE id = $1`, [
      empty,
    ]);
    const { eventId: next } = await records.createVisitForFirstFile(carol);
    expect(await errorCode(records.getEvent(carol, empty))).toBe('NOT_FOUND');
    expect((await records.getEvent(carol, next)).draft).toBe(true);
    expect((await records.getEvent(carol, eventId)).draft).toBe(false);

    // Unfinished uploads: drafts with files, the owner's only; a draft with a file is never removed.
    expect(await records.draftVisits(carol)).toEqual([]);
    await db.dataSource.query(
      `INSERT INTO file_item (owner_id, event_id, name, storage_key, ext, size, content_type)
       VALUES ($1, $2, 'left.pdf', 'k-left', 'pdf', 1, 'application/pdf')`,
      [carol, next],
    );
    await db.dataSource.query(`UPDATE event SET created_at = now() - interval '2 hours' WHERE id = $1`, [
      next,
    ]);
    await records.createVisitForFirstFile(carol);
    expect(await records.draftVisits(carol)).toEqual([{ id: next, createdAt: expect.any(Date), files: 1 }]);
    expect(await records.draftVisits(bob)).toEqual([]);
  });

  it('sweeps drafts a day old with their files, each through its owner; nothing saved is touched (issue 41)', async () => {
    const calls: unknown[] = [];
    const hooked = new RecordsService(db.dataSource, { beforeDelete: async (o, on) => calls.push([o, on]) });
    const dave = await newUser('dave');
    const erin = await newUser('erin');
    const old = await hooked.createVisitForFirstFile(dave);
    const recent = await hooked.createVisitForFirstFile(erin);
    const saved = await hooked.saveEvent(dave, {
      name: 'Saved long ago',
      lines: [{ totalCents: 100, selfCents: 0 }],
    });
    await db.dataSource.query(
      `UPDATE event SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`,
      [[old.eventId, saved.id]],
    );
    expect(await hooked.sweepAbandonedDrafts()).toBe(1);
    // Its files were deleted through the file store's hook, for its owner, before the visit.
    expect(calls).toEqual([[dave, { eventId: old.eventId }]]);
    expect(await errorCode(hooked.getEvent(dave, old.eventId))).toBe('NOT_FOUND');
    expect((await hooked.getEvent(erin, recent.eventId)).draft).toBe(true);
    expect((await hooked.getEvent(dave, saved.id)).billCount).toBe(1);
    expect(await hooked.sweepAbandonedDrafts()).toBe(0);
  });

  it('cannot run SQL without the owner', async () => {
    expect(() => OwnerData.of(db.dataSource, undefined)).toThrow(/sign in/);
    const data = OwnerData.of(db.dataSource, alice);
    await expect(data.rows('SELECT * FROM event')).rejects.toThrow(/\$1/);
    await expect(data.rows('SELECT * FROM event WHERE id = $10')).rejects.toThrow(/\$1/);
  });

  it('ends right after 20 parallel bill saves on one event', async () => {
    const e = await records.saveEvent(alice, { name: 'Busy', lines: [{ totalCents: 1, selfCents: 1 }] });
    const [first] = (await records.listBills(alice, { eventId: e.id })).hits;
    const saves = Array.from({ length: 20 }, (_, i) =>
      i < 15
        ? records.saveBill(alice, { eventId: e.id, totalCents: 100 + i, selfCents: i })
        : records.saveBill(alice, { id: first.id, eventId: e.id, totalCents: 1000 + i, selfCents: 10 + i }),
    );
    const results = await Promise.all(saves);
    const final = await records.getEvent(alice, e.id);
    const [sums] = await db.dataSource.query(
      `SELECT count(*)::int AS n, sum(total_cents)::bigint AS total, sum(self_cents)::bigint AS self FROM bill WHERE event_id = $1`,
      [e.id],
    );
    expect(final.billCount).toBe(16);
    expect(sums.n).toBe(16);
    expect(final.totalCents).toBe(sums.total);
    expect(final.selfCents).toBe(sums.self);
    // 15 new bills (100..114) plus the edited first bill, whose last write wins.
    const lastEdit = (await records.getBill(alice, first.id)).totalCents;
    expect(final.totalCents).toBe(1605 + lastEdit);
    expect(results).toHaveLength(20);
  });

  it("pages an event's bills by cursor, newest first, with totals kept on the event", async () => {
    const event = await records.saveEvent(alice, { name: 'Many bills' });
    // 119 bills written directly, 40 of them within the same millisecond (the cursor keeps microseconds),
    // then one saved through the service, which recalculates the totals.
    await db.dataSource.query(
      `INSERT INTO bill (owner_id, event_id, total_cents, self_cents, created_at)
       SELECT $1, $2, 100 * g, g, timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => (g % 80) * 0.000001 + (g / 40) * 0.001)
       FROM generate_series(1, 119) g`,
      [alice, event.id],
    );
    const saved = await records.saveBill(alice, { eventId: event.id, totalCents: 5, selfCents: 1 });
    expect(saved.event).toMatchObject({ billCount: 120, totalCents: 5 + 100 * 7140, selfCents: 1 + 7140 });

    const ids: string[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 5; guard++) {
      const page: BillPage = (await records.billPagesOfEvents(alice, [event.id], { first: 50, after })).get(
        event.id,
      )!;
      sizes.push(page.hits.length);
      ids.push(...page.hits.map((b) => b.id));
      expect(page.hits.every((b) => b.eventId === event.id && b.eventName === 'Many bills')).toBe(true);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(ids).size).toBe(120);
    const expected: { id: string }[] = await db.dataSource.query(
      `SELECT id FROM bill WHERE event_id = $1 ORDER BY created_at DESC, id DESC`,
      [event.id],
    );
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(ids[0]).toBe(saved.bill.id);

    // Several events in one call each get their own first page; a foreign or unknown event an empty one.
    const small = await records.saveEvent(alice, {
      name: 'Two',
      lines: [{ totalCents: 1 }, { totalCents: 2 }],
    });
    const pages = await records.billPagesOfEvents(alice, [event.id, small.id, 'nope'], { first: 3 });
    expect(pages.get(event.id)!.hits).toHaveLength(3);
    expect(pages.get(event.id)!.hasNextPage).toBe(true);
    expect(pages.get(small.id)!).toMatchObject({ hasNextPage: false });
    expect(pages.get(small.id)!.hits).toHaveLength(2);
    expect(pages.get('nope')).toEqual({ hits: [], hasNextPage: false, endCursor: null });
    expect((await records.billPagesOfEvents(bob, [event.id])).get(event.id)!.hits).toEqual([]);
    // Page sizes are clamped to 1..100; a cursor not made by the service is refused with a clear error.
    expect(
      (await records.billPagesOfEvents(alice, [event.id], { first: 5000 })).get(event.id)!.hits,
    ).toHaveLength(100);
    expect(await errorCode(records.billPagesOfEvents(alice, [event.id], { after: 'garbage' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      await errorCode(
        records.billPagesOfEvents(alice, [event.id], {
          after: Buffer.from(JSON.stringify(["1'; DROP TABLE bill; --", event.id])).toString('base64url'),
        }),
      ),
    ).toBe('BAD_USER_INPUT');
  });
});
