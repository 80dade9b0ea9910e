/**
 * The bill tracker's REST shim at the older site's paths (rest/records.ts): saves, reads, searches,
 * updates and deletes of events and bills, answered by the same service as GraphQL (the GraphQL side and
 * the cross-user checks: records.integration-spec.ts).
 */
import { createTestApp, signedInAgent, testDbKind, type TestApp } from '../testing/test-app';

describe(`bill tracker REST shim (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-in browser session for a new user. */
  const signedIn = () => signedInAgent(t);

  describe('REST shim', () => {
    it('saves, reads, searches, updates and deletes events and bills at the older paths', async () => {
      const { agent } = await signedIn();
      const ev = await agent.post('/api/crud/save/event/', {
        name: 'Clinic visit',
        diagnoses: [{ id: '7', text: 'Flu' }],
        admitted: '05/01/2026',
        stars: '4',
      });
      expect(ev.status).toBe(200);
      expect(ev.body).toMatchObject({
        name: 'Clinic visit',
        admitted: '2026-05-01',
        stars: 4,
        bill_total: 0,
        total: 0,
        diagnosis_name: 'Flu',
      });
      const eventId = ev.body.id as string;

      const b1 = await agent.post('/api/crud/save/bill', {
        event: { id: eventId, text: 'Clinic visit' },
        status: 'new',
        total: '1,234.56',
        self: 100,
        pay_ins: '1134.56',
        code: [{ id: '99213', text: '99213' }],
        due: '06/15/2026',
      });
      expect(b1.status).toBe(200);
      expect(b1.body).toMatchObject({
        total: 123456,
        self: 10000,
        pay_ins: 113456,
        due: '2026-06-15',
        status: 'new',
      });
      expect(b1.body.event).toEqual({
        id: eventId,
        text: 'Clinic visit',
        bill_total: 1,
        total: 123456,
        self: 10000,
      });

      const b2 = await agent.post('/api/crud/save/bill', {
        'event.id': eventId,
        total_cents: 500,
        self_cents: 50,
      });
      expect(b2.body.event).toMatchObject({ bill_total: 2, total: 123956, self: 10050 });

      const upd = await agent.post(`/api/crud/update/bill/${b2.body.id}`, {
        event: eventId,
        status: 'negotiating',
        total: 10,
        self: 1,
      });
      expect(upd.body).toMatchObject({ status: 'negotiating', total: 1000 });
      expect(upd.body.event).toMatchObject({ bill_total: 2, total: 124456, self: 10100 });

      const got = await agent.get(`/api/crud/get/bill/${b2.body.id}`).expect(200);
      expect(got.body.history.map((h: { status: string }) => h.status)).toEqual(['new', 'negotiating']);
      expect(got.body.files).toEqual([]);
      const gotEvent = await agent.get(`/api/crud/get/event/${eventId}`).expect(200);
      expect(gotEvent.body).toMatchObject({ bill_total: 2, total: 124456, self: 10100 });

      const bills = await agent
        .post('/api/crud/search/bill', { filters: { 'event.id': eventId } })
        .expect(200);
      expect(bills.body.count).toBe(2);
      expect(bills.body.hits).toHaveLength(2);
      const events = await agent.get('/api/crud/search/event').expect(200);
      expect(events.body).toMatchObject({ count: 1 });

      const updEvent = await agent.post(`/api/crud/update/event/${eventId}`, {
        name: 'Clinic visit (edited)',
        stars: 2,
      });
      expect(updEvent.body).toMatchObject({ name: 'Clinic visit (edited)', stars: 2, bill_total: 2 });

      const delBill = await agent.post(`/api/crud/delete/bill/${b1.body.id}`).expect(200);
      expect(delBill.body.event).toMatchObject({ bill_total: 1, total: 1000, self: 100 });
      const delEvent = await agent.raw
        .delete(`/api/crud/delete/event/${eventId}`)
        .set('x-csrf-token', agent.csrf)
        .expect(200);
      expect(delEvent.body).toMatchObject({ deleted: true, id: eventId, deletedBills: 1 });
      await agent.get(`/api/crud/get/event/${eventId}`).expect(404);
    });

    it('saves and updates a visit with line items, skipping empty totals', async () => {
      const { agent } = await signedIn();
      const saved = await agent.post('/api/json/crud/save/visit', {
        clinic: 'Main Street Clinic',
        diagnosises: [{ id: '3', text: 'Asthma' }],
        procedure: 'null',
        admitted: '2026-04-02',
        departed: 'null',
        stars: 5,
        bills: [
          { billType: 'Doctor', total: '200.00', pay: '20', payIns: '180' },
          { billType: 'Empty', total: '' },
          { billType: 'Lab', total: 50.5, pay: 0, payIns: 50.5 },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        name: 'Main Street Clinic',
        clinic: 'Main Street Clinic',
        departed: null,
        bill_total: 2,
        total: 25050,
        pay: 2000,
        payIns: 23050,
      });
      expect(saved.body.bills.map((b: { billType: string }) => b.billType).sort()).toEqual(['Doctor', 'Lab']);
      const id = saved.body.id as string;
      const lab = saved.body.bills.find((b: { billType: string }) => b.billType === 'Lab');

      const updated = await agent.post(`/api/json/crud/update/visit/${id}`, {
        name: 'Asthma visit',
        bills: [
          { id: lab.id, billType: 'Lab', total: 60, pay: 10 },
          { billType: 'X-ray', total: 100 },
          { total: 'null' },
        ],
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        name: 'Asthma visit',
        bill_total: 3,
        total: 20000 + 6000 + 10000,
        pay: 2000 + 1000,
      });
      const read = await agent.get(`/api/json/crud/get/visit/${id}`).expect(200);
      expect(read.body.bills).toHaveLength(3);
    });

    it("updates a visit with only what the request carries: its name and bills' details stay (issue 25)", async () => {
      const { agent } = await signedIn();
      const event = await agent.post('/api/crud/save/event', {
        name: 'Knee surgery, spring',
        provider_name: 'Hilltop Orthopedics',
        diagnoses: [{ id: 'Torn meniscus', text: 'Torn meniscus' }],
        admitted: '2026-03-02',
        stars: 3,
        insurance: 'Aetna',
      });
      const id = event.body.id as string;
      const bill = await agent.post('/api/crud/save/bill', {
        event_id: id,
        status: 'negotiating',
        due: '2026-07-15',
        bill_type: 'Doctor',
        code: ['291'],
        total: '1234.56',
        self: '234.56',
        pay_ins: '1000',
        note: 'Asked for the itemized bill.',
      });
      const read = async () => {
        const { updated: _e, ...e } = (await agent.get(`/api/crud/get/event/${id}`).expect(200)).body;
        const { updated: _b, ...b } = (await agent.get(`/api/crud/get/bill/${bill.body.id}`).expect(200))
          .body;
        return { e, b };
      };
      const before = await read();

      // What the upload page sends when only files are added: nothing of the visit changes.
      await agent.post(`/api/json/crud/update/visit/${id}`, { bills: [{ id: bill.body.id }], files: [] });
      expect(await read()).toEqual(before);

      // One field and one bill amount: only those change.
      const changed = await agent.post(`/api/json/crud/update/visit/${id}`, {
        insurance: 'Cigna',
        bills: [{ id: bill.body.id, total: '1300' }],
      });
      expect(changed.status).toBe(200);
      expect(await read()).toEqual({
        e: { ...before.e, insurance: 'Cigna', total: 130000 },
        b: { ...before.b, total: 130000 },
      });
    });

    it('keeps the hospital picked on the upload form (providerId), and drops it for a typed clinic', async () => {
      const { agent } = await signedIn();
      await t.db.dataSource.query(
        `INSERT INTO provider (id, name, address, city, state, zip) VALUES ('450777', 'Upload Test Hospital', '1 Main', 'Austin', 'TX', '78701')
         ON CONFLICT (id) DO NOTHING`,
      );
      const visit = {
        clinic: 'Upload Test Hospital',
        providerId: '450777',
        diagnosises: [{ id: '3', text: 'Asthma' }],
        procedure: 'null',
        admitted: '2026-04-02',
        departed: 'null',
        bills: [{ billType: 'Visit', total: '100', pay: '10', payIns: '90' }],
      };
      const saved = await agent.post('/api/json/crud/save/visit', visit);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        provider_id: '450777',
        provider_name: 'Upload Test Hospital',
        clinic: { id: '450777', text: 'Upload Test Hospital' },
      });
      const id = saved.body.id as string;
      const read = await agent.get(`/api/json/crud/get/visit/${id}`).expect(200);
      expect(read.body.provider_id).toBe('450777');
      const gql = await agent.gql<{ event: { provider: { id: string; name: string } | null } }>(
        `query E($id: ID!) { event(id: $id) { provider { id name } } }`,
        { id },
      );
      expect(gql.data!.event.provider).toEqual({ id: '450777', name: 'Upload Test Hospital' });

      // The older site's form (urlencoded, bracketed) can name the hospital the same way.
      const encoded = new URLSearchParams([
        ['clinic', 'Upload Test Hospital'],
        ['provider_id', '450777'],
        ['diagnosises[0][id]', '3'],
        ['diagnosises[0][text]', 'Asthma'],
        ['admitted', '2026-04-03'],
        ['bills[0][total]', '50'],
      ]).toString();
      const legacy = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .set('content-type', 'application/x-www-form-urlencoded')
        .send(encoded)
        .expect(200);
      expect(legacy.body.provider_id).toBe('450777');

      // Typed again as free text ("null" CCN): the pick is dropped, the name kept.
      const typed = await agent.post(`/api/json/crud/update/visit/${id}`, {
        ...visit,
        clinic: 'Riverside Urgent Care',
        providerId: 'null',
      });
      expect(typed.status).toBe(200);
      expect(typed.body).toMatchObject({
        provider_id: null,
        provider_name: 'Riverside Urgent Care',
        clinic: 'Riverside Urgent Care',
      });

      // A CCN that is not in the directory is refused on the field, and nothing changes.
      const unknown = await agent.post(`/api/json/crud/update/visit/${id}`, {
        ...visit,
        providerId: '999999',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toMatchObject({ providerId: 'Unknown provider.' });
      const after = await agent.get(`/api/json/crud/get/visit/${id}`).expect(200);
      expect(after.body).toMatchObject({ provider_id: null, provider_name: 'Riverside Urgent Care' });
    });

    it('reads the older site’s urlencoded and multipart visit posts (bracketed keys, "null")', async () => {
      const { agent } = await signedIn();
      const encoded = new URLSearchParams([
        ['clinic', 'Harbor Clinic'],
        ['diagnosises[0][id]', '7'],
        ['diagnosises[0][text]', 'Fracture'],
        ['procedure', 'null'],
        ['conditions', 'null'],
        ['admitted', '2026-05-03T12:00:01'],
        ['departed', 'null'],
        ['stars', '4'],
        ['bills[0][billType]', 'ER'],
        ['bills[0][total]', '1,200.50'],
        ['bills[0][pay]', '200.50'],
        ['bills[0][payIns]', '1000'],
        ['bills[1][billType]', 'Skipped'],
        ['bills[1][total]', ''],
      ]).toString();
      const saved = await agent.raw
        .post('/api/json/crud/save/visit')
        .set('x-csrf-token', agent.csrf)
        .set('content-type', 'application/x-www-form-urlencoded')
        .send(encoded)
        .expect(200);
      expect(saved.body).toMatchObject({
        name: 'Harbor Clinic',
        admitted: '2026-05-03',
        departed: null,
        stars: 4,
        diagnosises: [{ id: '7', text: 'Fracture' }],
        procedure: [],
        bill_total: 1,
        total: 120050,
        pay: 20050,
        payIns: 100000,
      });

      // The same shape as multipart (the older site's generic data call), with a file part it skips.
      const multi = await agent.raw
        .post(`/api/json/crud/update/visit/${saved.body.id}`)
        .set('x-csrf-token', agent.csrf)
        .field('clinic', 'Harbor Clinic West')
        .field('diagnosises[0][id]', '7')
        .field('diagnosises[0][text]', 'Fracture')
        .field('departed', '2026-05-04T09:30:00')
        .field('bills[0][id]', saved.body.bills[0].id)
        .field('bills[0][billType]', 'ER')
        .field('bills[0][total]', '300')
        .field('bills[0][pay]', '30')
        .field('bills[1][billType]', 'Lab')
        .field('bills[1][total]', '40')
        .attach('image', Buffer.from('ignored'), 'x.txt')
        .expect(200);
      expect(multi.body).toMatchObject({
        id: saved.body.id,
        clinic: 'Harbor Clinic West',
        departed: '2026-05-04',
        bill_total: 2,
        total: 34000,
        pay: 3000,
      });

      // A bill through the older event/bill paths, urlencoded.
      const bill = await agent.raw
        .post('/api/crud/save/bill')
        .set('x-csrf-token', agent.csrf)
        .type('form')
        .send(
          `event[id]=${saved.body.id}&event[text]=x&status=new&due=null&bill_type=Lab&total=12.5&self=2&code=null`,
        )
        .expect(200);
      expect(bill.body).toMatchObject({ status: 'new', due: null, total: 1250, self: 200, code: [] });
    });

    it('a visit is not rated unless a rating is sent; an empty or "null" rating clears it (issue 41)', async () => {
      const { agent } = await signedIn();
      const saved = await agent.post('/api/json/crud/save/visit', {
        clinic: 'Elm Clinic',
        admitted: '2026-04-02',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.stars).toBeNull();
      const id = saved.body.id as string;
      const rated = await agent.post(`/api/json/crud/update/visit/${id}`, { stars: '3' });
      expect(rated.body.stars).toBe(3);
      // An update that does not carry the rating keeps it.
      const renamed = await agent.post(`/api/json/crud/update/visit/${id}`, { clinic: 'Elm Street Clinic' });
      expect(renamed.body).toMatchObject({ provider_name: 'Elm Street Clinic', stars: 3 });
      for (const cleared of ['', 'null', null]) {
        await agent.post(`/api/json/crud/update/visit/${id}`, { stars: 4 }).expect(200);
        const none = await agent.post(`/api/json/crud/update/visit/${id}`, { stars: cleared });
        expect(none.body.stars).toBeNull();
      }
      const bad = await agent.post(`/api/json/crud/update/visit/${id}`, { stars: 0 });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('Pick a rating from 1 to 5 stars.');
    });

    it('answers the generic search with hits and count, falling back to the id for an unknown sort', async () => {
      const { agent } = await signedIn();
      for (const name of ['b', 'a', 'c']) {
        await agent
          .post('/api/crud/save/event', { name, diagnoses: [{ id: `d-${name}`, text: `Diag ${name}` }] })
          .expect(200);
      }
      const byName = await agent.post('/api/crud/search/event/2/1/asc/name', {}).expect(200);
      expect(byName.body.count).toBe(3);
      expect(byName.body.hits.map((e: { name: string }) => e.name)).toEqual(['a', 'b']);
      const page2 = await agent.post('/api/crud/search/event/2/2/asc/name', {}).expect(200);
      expect(page2.body.hits.map((e: { name: string }) => e.name)).toEqual(['c']);
      const unknown = await agent.post('/api/crud/search/event/10/1/asc/nonsense', {}).expect(200);
      const ids = unknown.body.hits.map((e: { id: string }) => e.id);
      expect(ids).toEqual([...ids].sort());
      const query = await agent.post('/api/crud/search/event/10/1/desc/created', { query: 'c' }).expect(200);
      expect(query.body.count).toBe(1);
      const bills = await agent
        .post('/api/crud/search/bill/10/1/desc/due', { filters: { status: 'new' } })
        .expect(200);
      expect(bills.body).toMatchObject({ count: 0, hits: [] });

      const picks = await agent.get('/api/crud/select/code/private_diagnosis').expect(200);
      expect(picks.body).toEqual([
        { id: 'd-a', text: 'Diag a' },
        { id: 'd-b', text: 'Diag b' },
        { id: 'd-c', text: 'Diag c' },
      ]);
    });

    it('refuses a state change without the session token', async () => {
      const { agent } = await signedIn();
      await agent.raw.post('/api/crud/save/event').send({ name: 'x' }).expect(403);
    });
  });
});
