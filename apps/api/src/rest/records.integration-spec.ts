/**
 * The bill tracker through HTTP: GraphQL and every REST path of the shim answer from the same service;
 * a second account gets "not found" for every id-taking operation and changes nothing; a page of 50
 * events costs the same number of SQL statements as a page of 5 (DataLoaders per request). The REST
 * shim's own paths: records-rest.integration-spec.ts.
 */
import { pricingTestData } from '@fp/pricing';
import { createTestApp, signedInAgent, testDbKind, type TestApp } from '../testing/test-app';

// Lists nest at most twice (apps/api/src/graphql/limits.ts): a bill's files and history are asked per bill.
const EVENTS = `query Events($page: Int, $limit: Int, $diagnosisId: Int = 401) {
  events(page: $page, limit: $limit) {
    count page limit hasNextPage
    hits {
      id name totalCents billCount selfCents createdAt
      provider {
        id ccn name city distanceKm location { lat lng }
        priceRange(diagnosisId: $diagnosisId) { averageCents }
      }
      files { id text }
      bills { id totalCents status event { id name } }
      billsPage(first: 1) { hasNextPage endCursor hits { id event { id } } }
    }
  }
}`;
const SAVE_EVENT = `mutation SaveEvent($input: EventInput!) {
  saveEvent(input: $input) { event { id name totalCents billCount selfCents stars admitted provider { id name } } }
}`;
const SAVE_BILL = `mutation SaveBill($input: BillInput!) {
  saveBill(input: $input) {
    bill { id status due totalCents selfCents codes statusHistory { status } event { id name } }
    event { id totalCents billCount selfCents }
  }
}`;
const DELETE_BILL = `mutation DeleteBill($id: ID!) { deleteBill(id: $id) { id event { id totalCents billCount selfCents } } }`;
const DELETE_EVENT = `mutation DeleteEvent($id: ID!) { deleteEvent(id: $id) { id deletedBills } }`;
const EVENT = `query Event($id: ID!) { event(id: $id) { id name totalCents billCount bills { id } } }`;
const BILL = `query Bill($id: ID!) { bill(id: $id) { id totalCents event { id } } }`;
const BILLS = `query Bills($status: BillStatus, $sort: BillSort, $order: SortOrder, $eventId: ID) {
  bills(status: $status, sort: $sort, order: $order, eventId: $eventId, limit: 50) {
    count hasNextPage hits { id status due totalCents }
  }
}`;
const DASHBOARD = `{ dashboard { owedCents dueSoonCents dueSoonCount eventCount billCount
  statusCounts { status count } spendingByMonth { month totalCents selfCents } } }`;

type Gql = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

describe(`bill tracker API (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-in browser session for a new user. */
  const signedIn = () => signedInAgent(t);

  it('GraphQL: creates, edits and deletes events and bills with totals that follow', async () => {
    const { agent } = await signedIn();
    const created = await agent.gql<{ saveEvent: { event: { id: string; stars: number | null } } }>(
      SAVE_EVENT,
      {
        input: { name: 'MRI', admitted: '2026-06-01', lines: [{ totalCents: 50000, selfCents: 5000 }] },
      },
    );
    expect(created.errors).toBeUndefined();
    const event = created.data!.saveEvent.event;
    expect(event).toMatchObject({
      name: 'MRI',
      totalCents: 50000,
      billCount: 1,
      selfCents: 5000,
      stars: null,
    });

    const saved = await agent.gql<{
      saveBill: { bill: { id: string; status: string; statusHistory: { status: string }[] }; event: unknown };
    }>(SAVE_BILL, {
      input: {
        eventId: event.id,
        totalCents: 12345,
        selfCents: 345,
        status: 'NEGOTIATING',
        due: '2026-07-01',
        codes: ['70551'],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveBill.event).toEqual({
      id: event.id,
      totalCents: 62345,
      billCount: 2,
      selfCents: 5345,
    });
    const bill = saved.data!.saveBill.bill;
    expect(bill).toMatchObject({
      status: 'NEGOTIATING',
      due: '2026-07-01',
      codes: ['70551'],
      event: { id: event.id, name: 'MRI' },
    });

    const edited = await agent.gql<{
      saveBill: { bill: { statusHistory: { status: string }[] }; event: unknown };
    }>(SAVE_BILL, {
      input: { id: bill.id, eventId: event.id, totalCents: 10000, selfCents: 0, status: 'COMPLETE' },
    });
    expect(edited.data!.saveBill.event).toMatchObject({ totalCents: 60000, selfCents: 5000 });
    expect(edited.data!.saveBill.bill.statusHistory.map((h) => h.status)).toEqual([
      'NEGOTIATING',
      'COMPLETE',
    ]);

    const deleted = await agent.gql<{ deleteBill: { event: unknown } }>(DELETE_BILL, { id: bill.id });
    expect(deleted.data!.deleteBill.event).toEqual({
      id: event.id,
      totalCents: 50000,
      billCount: 1,
      selfCents: 5000,
    });

    const dash = await agent.gql<{
      dashboard: { owedCents: number; eventCount: number; spendingByMonth: unknown[] };
    }>(DASHBOARD);
    expect(dash.errors).toBeUndefined();
    expect(dash.data!.dashboard).toMatchObject({ owedCents: 5000, eventCount: 1 });
    expect(dash.data!.dashboard.spendingByMonth).toHaveLength(12);

    const gone = await agent.gql<{ deleteEvent: unknown }>(DELETE_EVENT, { id: event.id });
    expect(gone.data!.deleteEvent).toEqual({ id: event.id, deletedBills: 1 });
    expect(codeOf(await agent.gql(EVENT, { id: event.id }))).toBe('NOT_FOUND');
  });

  it('GraphQL saveVisit: a new visit named after its clinic; on a saved one only the fields sent change', async () => {
    const { agent } = await signedIn();
    const SAVE_VISIT = `mutation SaveVisit($id: ID, $input: VisitInput!) {
      saveVisit(id: $id, input: $input) {
        event { id name providerName providerId insurance stars admitted totalCents bills { id billType totalCents selfCents codes } }
      }
    }`;
    type Visit = { saveVisit: { event: { id: string; bills: { id: string }[] } & Record<string, unknown> } };
    const created = await agent.gql<Visit>(SAVE_VISIT, {
      input: {
        providerName: 'Hilltop Orthopedics',
        admitted: '2026-03-02',
        stars: 4,
        insurance: 'Aetna',
        lines: [{ billType: 'Visit', totalCents: 4500000, selfCents: 45000, codes: ['DRG 291'] }],
      },
    });
    expect(created.errors).toBeUndefined();
    const visit = created.data!.saveVisit.event;
    expect(visit).toMatchObject({
      name: 'Hilltop Orthopedics',
      providerId: null,
      insurance: 'Aetna',
      stars: 4,
    });
    const billId = visit.bills[0].id;

    const updated = await agent.gql<Visit>(SAVE_VISIT, {
      id: visit.id,
      input: { insurance: null, lines: [{ id: billId, totalCents: 4600000 }], fileIds: [] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.saveVisit.event).toMatchObject({
      name: 'Hilltop Orthopedics',
      insurance: null,
      stars: 4,
      admitted: '2026-03-02',
      totalCents: 4600000,
      bills: [{ id: billId, billType: 'Visit', totalCents: 4600000, selfCents: 45000, codes: ['DRG 291'] }],
    });
    const drafts = await agent.gql<{ draftVisits: unknown[] }>('{ draftVisits { id createdAt files } }');
    expect(drafts.data!.draftVisits).toEqual([]);
  });

  it('GraphQL: filters bills by status and sorts by due date and amount', async () => {
    const { agent } = await signedIn();
    const { data } = await agent.gql<{ saveEvent: { event: { id: string } } }>(SAVE_EVENT, {
      input: { name: 'Labs' },
    });
    const eventId = data!.saveEvent.event.id;
    const rows = [
      { totalCents: 300, due: '2026-03-03', status: 'NEW' },
      { totalCents: 100, due: '2026-03-01', status: 'COMPLETE' },
      { totalCents: 200, due: null, status: 'NEW' },
    ];
    for (const r of rows) await agent.gql(SAVE_BILL, { input: { eventId, selfCents: 0, ...r } });
    type Bills = {
      bills: { count: number; hits: { due: string | null; totalCents: number; status: string }[] };
    };
    const byDue = await agent.gql<Bills>(BILLS, { sort: 'DUE', order: 'ASC' });
    expect(byDue.data!.bills.hits.map((b) => b.due)).toEqual(['2026-03-01', '2026-03-03', null]);
    const byAmount = await agent.gql<Bills>(BILLS, { sort: 'TOTAL', order: 'DESC' });
    expect(byAmount.data!.bills.hits.map((b) => b.totalCents)).toEqual([300, 200, 100]);
    const open = await agent.gql<Bills>(BILLS, { status: 'NEW' });
    expect(open.data!.bills.count).toBe(2);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const agent = await t.agent();
    expect(codeOf(await agent.gql(EVENTS))).toBe('UNAUTHENTICATED');
    await agent.get('/api/crud/search/event').expect(401);
  });

  it('costs the same number of SQL statements for 5 and for 50 events', async () => {
    const { agent, userId } = await signedIn();
    // A subscriber (list prices visible) whose 50 events name, in turn, two directory hospitals with
    // prices for pneumonia and one without (the pricing fixtures), each event with 2 bills, written
    // directly: this test is about reads.
    await pricingTestData.insertFixtures(t.db.dataSource);
    await t.db.dataSource.query(`UPDATE app_user SET pass_active = true WHERE id = $1`, [userId]);
    await t.db.dataSource.query(`UPDATE provider SET name = 'Test Hospital' WHERE id = '450001'`);
    const providers = ['450001', '450002', '450005'];
    const { EXPECTED_PNEUMONIA_AUSTIN } = pricingTestData;
    const expectedAverage = (id: string) =>
      EXPECTED_PNEUMONIA_AUSTIN.find((e) => e.id === id)?.averageCents ?? null;
    await t.db.dataSource.query(
      `WITH ev AS (
         INSERT INTO event (owner_id, name, provider_id, total_cents, bill_count, self_cents)
         SELECT $1, 'Visit ' || g, ($2::varchar[])[1 + g % 3], 300, 2, 30 FROM generate_series(1, 50) g
         RETURNING id)
       INSERT INTO bill (owner_id, event_id, total_cents, self_cents)
       SELECT $1, ev.id, x, x / 10 FROM ev, (VALUES (100), (200)) v(x)`,
      [userId, providers],
    );
    const runnerClass = Object.getPrototypeOf(t.db.dataSource.createQueryRunner()) as {
      query: (...a: unknown[]) => unknown;
    };
    const rows: { id: string; lat: number | null; lng: number | null }[] = await t.db.dataSource.query(
      `SELECT id, lat, lng FROM provider WHERE id = ANY($1)`,
      [providers],
    );
    const points = new Map(
      rows.map((p) => [p.id, p.lat === null || p.lng === null ? null : { lat: p.lat, lng: p.lng }]),
    );
    expect([...points.values()].filter(Boolean).length).toBeGreaterThan(0);
    const count = async (limit: number) => {
      const spy = jest.spyOn(runnerClass, 'query');
      try {
        const r = await agent.gql<{
          events: {
            hits: {
              bills: unknown[];
              billsPage: { hasNextPage: boolean; hits: unknown[] };
              provider: {
                id: string;
                ccn: string;
                name: string;
                distanceKm: number | null;
                location: { lat: number; lng: number } | null;
                priceRange: { averageCents: number } | null;
              };
            }[];
          };
        }>(EVENTS, { limit });
        expect(r.errors).toBeUndefined();
        expect(r.data!.events.hits).toHaveLength(limit);
        expect(r.data!.events.hits[0].bills).toHaveLength(2);
        expect(r.data!.events.hits[0].billsPage).toMatchObject({ hasNextPage: true, hits: [{}] });
        const hits = r.data!.events.hits;
        // Each event's provider shows its own pneumonia range (none for the hospital without figures).
        for (const h of hits)
          expect(h.provider.priceRange?.averageCents ?? null).toBe(expectedAverage(h.provider.id));
        if (limit === 50) expect(new Set(hits.map((h) => h.provider.id)).size).toBe(3);
        // A directory provider: its CCN is its id, its point the directory's, no distance outside a search.
        for (const h of hits)
          expect(h.provider).toMatchObject({
            ccn: h.provider.id,
            distanceKm: null,
            location: points.get(h.provider.id) ?? null,
          });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    // The pricing service caches figures between requests: each count starts with none cached (its
    // reference lists loaded by a first page asking another condition), so both read them.
    // The pass and the rows above were written directly: their change notices (the account cache's
    // re-read of the pass) must arrive before a count begins, not during it.
    await t.syncChanges();
    const cold = async () => {
      t.services.pricing.invalidate();
      expect((await agent.gql(EVENTS, { limit: 50, diagnosisId: 402 })).errors).toBeUndefined();
    };
    await cold();
    const five = await count(5);
    await cold();
    const fifty = await count(50);
    // Reported by the task: print the figure.
    console.log(
      `SQL statements for a page of 50 events with provider and its price range, files, bills, a bills page and their event: ${fifty}`,
    );
    expect(fifty).toBe(five);
    expect(fifty).toBeLessThanOrEqual(12);
  });

  it("GraphQL: pages an event's bills by cursor while the event's totals count them all", async () => {
    const { agent } = await signedIn();
    const saved = await agent.gql<{ saveEvent: { event: { id: string } } }>(SAVE_EVENT, {
      input: { name: 'Paged', lines: [1, 2, 3, 4, 5].map((n) => ({ totalCents: n * 100, selfCents: n })) },
    });
    const id = saved.data!.saveEvent.event.id;
    const PAGE = `query P($id: ID!, $after: String) { event(id: $id) { totalCents billCount
      billsPage(first: 2, after: $after) { hasNextPage endCursor hits { totalCents } } } }`;
    type P = {
      event: {
        totalCents: number;
        billCount: number;
        billsPage: { hasNextPage: boolean; endCursor: string; hits: { totalCents: number }[] };
      };
    };
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const r: { data?: P } & Gql = await agent.gql<P>(PAGE, { id, after });
      expect(r.errors).toBeUndefined();
      expect(r.data!.event).toMatchObject({ totalCents: 1500, billCount: 5 });
      seen.push(...r.data!.event.billsPage.hits.map((b) => b.totalCents));
      expect(r.data!.event.billsPage.hasNextPage).toBe(i < 2);
      after = r.data!.event.billsPage.endCursor;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([100, 200, 300, 400, 500]);
    expect(codeOf(await agent.gql(PAGE, { id, after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
  });

  it("answers not found for every id-taking operation on another user's records, with 0 reads and 0 writes", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const ev = await alice.agent.post('/api/crud/save/event', { name: 'Alice only' });
    const bill = await alice.agent.post('/api/crud/save/bill', { event: ev.body.id, total: 10, self: 1 });
    const eventId = ev.body.id as string;
    const billId = bill.body.id as string;
    const snapshot = () =>
      t.db.dataSource.query(
        `SELECT (SELECT json_agg(e ORDER BY id) FROM event e WHERE owner_id = $1) AS e,
                (SELECT json_agg(b ORDER BY id) FROM bill b WHERE owner_id = $1) AS b,
                (SELECT count(*) FROM bill_status_change WHERE owner_id = $1) AS h`,
        [alice.userId],
      );
    const before = await snapshot();
    const b = bob.agent;

    const gql: [string, Record<string, unknown>][] = [
      [EVENT, { id: eventId }],
      [BILL, { id: billId }],
      [SAVE_EVENT, { input: { id: eventId, name: 'Bob was here' } }],
      [DELETE_EVENT, { id: eventId }],
      [SAVE_BILL, { input: { eventId, totalCents: 1, selfCents: 1 } }],
      [SAVE_BILL, { input: { id: billId, eventId, totalCents: 1, selfCents: 1 } }],
      [DELETE_BILL, { id: billId }],
    ];
    for (const [q, v] of gql)
      expect([q.slice(0, 30), codeOf(await b.gql(q, v))]).toEqual([q.slice(0, 30), 'NOT_FOUND']);
    const leaked = await b.gql<{ bills: { count: number } }>(BILLS, { eventId });
    expect(leaked.data!.bills.count).toBe(0);

    const rest: [string, string, object?][] = [
      ['get', `/api/crud/get/event/${eventId}`],
      ['get', `/api/crud/get/bill/${billId}`],
      ['get', `/api/json/crud/get/visit/${eventId}`],
      ['post', `/api/crud/update/event/${eventId}`, { name: 'Bob' }],
      ['post', `/api/crud/update/bill/${billId}`, { event: eventId, total: 1, self: 1 }],
      ['post', '/api/crud/save/bill', { event: eventId, total: 1, self: 1 }],
      ['post', `/api/json/crud/update/visit/${eventId}`, { name: 'Bob', bills: [{ total: 5 }] }],
      ['post', `/api/crud/delete/bill/${billId}`],
      ['post', `/api/crud/delete/event/${eventId}`],
    ];
    for (const [method, path, payload] of rest) {
      const res = method === 'get' ? await b.get(path) : await b.post(path, payload);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const search = await b.post('/api/crud/search/bill', { filters: { 'event.id': eventId } });
    expect(search.body).toMatchObject({ count: 0, hits: [] });
    expect(await snapshot()).toEqual(before);
  });
});
