/**
 * The hospital directory look-up and patients' own prices through the real API (GraphQL and REST) on the
 * test database with the demo hospitals: consent, sharing a bill, the three-people threshold on the map,
 * withdrawal, bill and account deletion, and another user's bill (NOT_FOUND, nothing changed).
 */
import { hashPassword } from '@fp/accounts';
import { seedDemoData } from '@fp/cms-import';
import { SHARING_MESSAGES } from '@fp/domain';
import { createTestApp, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

const PASSWORD = 'Share!pass1';
const HOSPITAL = 'DEMO02';

interface Band {
  fromCents: number;
  toCents: number | null;
}
interface Summary {
  drg: string;
  title: string | null;
  billed: Band;
  paid: Band | null;
}

describe(`hospital look-up and shared prices (${testDbKind()})`, () => {
  let t: TestApp;
  let heartFailure: number;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', EMAIL_RATE_LIMIT: '1000' });
    await seedDemoData(t.db.dataSource);
    const [d] = await q<{ id: number }>(`SELECT id FROM diagnosis WHERE slug = 'heart-failure'`);
    heartFailure = Number(d.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const q = <T>(sql: string, params: unknown[] = []) => t.db.dataSource.query(sql, params) as Promise<T[]>;

  /** A verified account and a browser signed in to it. */
  async function account(name: string): Promise<{ id: string; email: string; b: TestAgent }> {
    const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const [u] = await q<{ id: string }>(
      `INSERT INTO app_user (email, reference, password_hash, email_verified_at) VALUES ($1, $2, $3, now())
       RETURNING id`,
      [email, `ref${Math.random().toString(36).slice(2, 10)}`, await hashPassword(PASSWORD)],
    );
    const first = await t.agent();
    await first.post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    const raw = first.raw;
    const csrf = (await raw.get('/api/csrf').expect(200)).body.csrfToken as string;
    const b: TestAgent = {
      raw,
      csrf,
      get: (p) => raw.get(p),
      post: (p, body) =>
        raw
          .post(p)
          .set('x-csrf-token', csrf)
          .send(body ?? {}),
      async gql(query, variables) {
        return (await raw.post('/graphql').set('x-csrf-token', csrf).send({ query, variables })).body;
      },
    };
    return { id: u.id, email, b };
  }

  /** A visit (at the demo hospital unless providerId is null) with one bill; returns the bill id. */
  async function bill(
    b: TestAgent,
    opts: { providerId?: string | null; codes?: string[]; totalCents?: number; payInsCents?: number } = {},
  ): Promise<string> {
    const providerId = opts.providerId === undefined ? HOSPITAL : opts.providerId;
    const e = await b.gql<{ saveEvent: { event: { id: string } } }>(
      `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      {
        input: {
          name: 'Heart failure stay',
          providerId,
          providerName: providerId ? null : 'A clinic',
          admitted: '2025-03-17',
          departed: '2025-03-21',
        },
      },
    );
    expect(e.errors).toBeUndefined();
    const r = await b.gql<{ saveBill: { bill: { id: string } } }>(
      `mutation($input: BillInput!) { saveBill(input: $input) { bill { id } } }`,
      {
        input: {
          eventId: e.data!.saveEvent.event.id,
          codes: opts.codes ?? ['DRG 291'],
          totalCents: opts.totalCents ?? 4_000_000,
          // What the patient pays is at most the bill (a made-up tiny bill keeps its own total).
          selfCents: Math.min(100_000, opts.totalCents ?? 4_000_000),
          payInsCents: opts.payInsCents,
          status: 'NEW',
        },
      },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.saveBill.bill.id;
  }

  const consent = async (b: TestAgent, yes: boolean) => {
    const r = await b.gql<{ setPriceSharing: { consented: boolean; sharedBills: number } }>(
      `mutation($c: Boolean!) { setPriceSharing(consent: $c) { consented sharedBills } }`,
      { c: yes },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.setPriceSharing;
  };
  const SHARE = `mutation($id: ID!) { shareBillPrice(billId: $id) { billId shared blocker providerId drg year month billedCents paidCents } }`;
  const UNSHARE = `mutation($id: ID!) { unshareBillPrice(billId: $id) { shared } }`;
  const share = (b: TestAgent, id: string) =>
    b.gql<{ shareBillPrice: Record<string, unknown> }>(SHARE, { id });

  /** What the map's detail shows for the demo hospital and heart failure, asked by a signed-out visitor. */
  async function onMap(): Promise<Summary[]> {
    const visitor = await t.agent();
    const r = await visitor.gql<{ patientPrices: { summaries: Summary[]; minReporters: number } }>(
      `query($p: ID!, $d: Int) { patientPrices(providerId: $p, diagnosisId: $d) {
         minReporters summaries { drg title billed { fromCents toCents } paid { fromCents toCents } } } }`,
      { p: HOSPITAL, d: heartFailure },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.patientPrices.minReporters).toBe(5);
    return r.data!.patientPrices.summaries;
  }
  const reportCount = async () =>
    Number((await q<{ n: string }>(`SELECT count(*) AS n FROM shared_price`))[0].n);

  describe('hospitals (the event form picker)', () => {
    const find = async (query: string, limit?: number) => {
      const visitor = await t.agent();
      return visitor.gql<{ hospitals: { id: string; name: string; city: string; state: string }[] }>(
        `query($q: String!, $l: Int) { hospitals(query: $q, limit: $l) { id name city state } }`,
        { q: query, l: limit },
      );
    };

    it('finds by words of the name, by city and by CCN (exact CCN first)', async () => {
      const [stonebridge] = await q<{ name: string; city: string }>(
        `SELECT name, city FROM provider WHERE id = $1`,
        [HOSPITAL],
      );
      const byName = (await find(stonebridge.name.split(' ').slice(1).join(' ').toUpperCase())).data!
        .hospitals;
      expect(byName.map((h) => h.id)).toContain(HOSPITAL);

      const byCity = (await find(`demo ${stonebridge.city}`, 25)).data!.hospitals;
      const inCity = await q<{ id: string }>(`SELECT id FROM provider WHERE city = $1 ORDER BY id`, [
        stonebridge.city,
      ]);
      expect(byCity.map((h) => h.id).sort()).toEqual(inCity.map((r) => r.id));
      expect(byCity.every((h) => h.city === stonebridge.city && h.state.length === 2)).toBe(true);

      const byCcn = (await find('demo02')).data!.hospitals;
      expect(byCcn[0]).toMatchObject({ id: HOSPITAL, name: stonebridge.name });
    });

    it('answers nothing for one character or LIKE wildcards, and refuses over 100 characters', async () => {
      expect((await find('d')).data!.hospitals).toEqual([]);
      expect((await find('%_%')).data!.hospitals).toEqual([]);
      const long = await find('x'.repeat(101));
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await find('demo', 3)).data!.hospitals).toHaveLength(3);
    });

    it('uses the trigram index when the planner may not scan the table', async () => {
      const plan = await t.db.dataSource.transaction(async (m) => {
        await m.query('SET LOCAL enable_seqscan = off');
        return (await m.query(
          `EXPLAIN SELECT id FROM provider WHERE lower(id || ' ' || name || ' ' || city) LIKE '%stonebridge%'`,
        )) as { 'QUERY PLAN': string }[];
      });
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('idx_provider_lookup_trgm');
    });
  });

  describe('sharing', () => {
    it('shares only with consent, a directory hospital and a DRG; the report keeps the month, never the day', async () => {
      const ann = await account('ann');
      const id = await bill(ann.b, { totalCents: 4_000_000, payInsCents: 2_000_000 });
      const refused = await share(ann.b, id);
      expect(refused.errors?.[0]).toMatchObject({
        message: SHARING_MESSAGES.noConsent,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await consent(ann.b, true)).toEqual({ consented: true, sharedBills: 0 });

      const noHospital = await share(ann.b, await bill(ann.b, { providerId: null }));
      expect(noHospital.errors?.[0]?.message).toBe(SHARING_MESSAGES.noHospital);
      const noDrg = await share(ann.b, await bill(ann.b, { codes: ['99213'] }));
      expect(noDrg.errors?.[0]?.message).toBe(SHARING_MESSAGES.noDrg);

      const ok = await share(ann.b, id);
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.shareBillPrice).toEqual({
        billId: id,
        shared: true,
        blocker: null,
        providerId: HOSPITAL,
        drg: '291',
        year: 2025,
        month: 3,
        billedCents: 4_000_000,
        paidCents: 2_100_000,
      });
      // The shared table holds no person, no bill and no day.
      const cols = await q<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'shared_price' ORDER BY column_name`,
      );
      expect(cols.map((c) => c.column_name)).toEqual([
        'billed_cents',
        'drg',
        'id',
        'month',
        'paid_cents',
        'provider_id',
        'year',
      ]);
      // Sharing again refreshes the one report.
      const before = await reportCount();
      expect((await share(ann.b, id)).errors).toBeUndefined();
      expect(await reportCount()).toBe(before);
      expect((await consent(ann.b, true)).sharedBills).toBe(1);
      // Deleting the bill deletes its report.
      await ann.b.gql(`mutation($id: ID!) { deleteBill(id: $id) { event { id } } }`, { id });
      expect(await reportCount()).toBe(before - 1);
    });

    it('another user can neither share nor stop sharing your bill (NOT_FOUND, 404), and nothing changes', async () => {
      const owner = await account('owner');
      const other = await account('other');
      await consent(owner.b, true);
      await consent(other.b, true);
      const id = await bill(owner.b);

      const stolen = await share(other.b, id);
      expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await reportCount()).toBe(0);
      await other.b.post(`/api/crud/check/bill/${id}/share`).expect(404);
      const peek = await other.b.gql(`query($id: ID!) { billSharing(billId: $id) { shared } }`, { id });
      expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      expect((await share(owner.b, id)).errors).toBeUndefined();
      const withdraw = await other.b.gql(UNSHARE, { id });
      expect(withdraw.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      await other.b.raw
        .delete(`/api/crud/check/bill/${id}/share`)
        .set('x-csrf-token', other.b.csrf)
        .expect(404);
      expect(await reportCount()).toBe(1);
      // The owner can.
      expect((await owner.b.gql<{ unshareBillPrice: { shared: boolean } }>(UNSHARE, { id })).data).toEqual({
        unshareBillPrice: { shared: false },
      });
      expect(await reportCount()).toBe(0);
      // Signed out: 401.
      await (await t.agent()).post(`/api/crud/check/bill/${id}/share`).expect(401);
    });

    it('shows a band around the median only from five verified people; withdrawal and account deletion take them away', async () => {
      const [a, b, c, d, e, f] = [
        await account('a'),
        await account('b'),
        await account('c'),
        await account('d'),
        await account('e'),
        await account('f'),
      ];
      for (const u of [a, b, c, d, e, f]) await consent(u.b, true);

      expect(
        (await share(a.b, await bill(a.b, { totalCents: 4_000_000, payInsCents: 1_000_000 }))).errors,
      ).toBeUndefined();
      // One person's two bills (same month) are still one person: the lower amount billed counts.
      expect((await share(a.b, await bill(a.b, { totalCents: 9_000_000 }))).errors).toBeUndefined();
      expect(
        (await share(b.b, await bill(b.b, { totalCents: 5_000_000, payInsCents: 1_500_000 }))).errors,
      ).toBeUndefined();
      expect((await share(d.b, await bill(d.b, { totalCents: 7_000_000 }))).errors).toBeUndefined();

      // The third person shares through the REST path.
      const cBill = await bill(c.b, { totalCents: 6_000_000, payInsCents: 2_000_000 });
      const rest = await c.b.post(`/api/crud/check/bill/${cBill}/share`).expect(200);
      expect(rest.body).toMatchObject({ billId: cBill, shared: true, drg: '291', month: 3 });
      expect((await c.b.get(`/api/crud/check/bill/${cBill}/share`).expect(200)).body.shared).toBe(true);
      expect(await onMap()).toEqual([]);

      // A fifth account whose e-mail address was never confirmed does not count.
      await q(`UPDATE app_user SET email_verified_at = NULL WHERE id = $1`, [e.id]);
      expect((await share(e.b, await bill(e.b, { totalCents: 8_000_000 }))).errors).toBeUndefined();
      expect(await onMap()).toEqual([]);
      await q(`UPDATE app_user SET email_verified_at = now() WHERE id = $1`, [e.id]);

      // Five people: 4, 5, 6, 7 and 8 million cents billed; the median, 6,000,000, is shown as its band.
      expect(await onMap()).toEqual([
        {
          drg: '291',
          // The MS-DRG's title, from the same code list as the CMS figures' titles.
          title: 'HEART FAILURE AND SHOCK WITH MCC',
          billed: { fromCents: 5_000_000, toCents: 10_000_000 },
          // Three people reported an amount paid: fewer than five, not shown.
          paid: null,
        },
      ]);

      // c withdraws (REST): four people are left, below five: nothing is shown.
      const off = await c.b.post('/api/user/price-sharing', { consent: false }).expect(200);
      expect(off.body).toMatchObject({ consented: false, sharedBills: 0 });
      expect(await onMap()).toEqual([]);
      const cShare = await c.b.gql<{ billSharing: { shared: boolean; blocker: string } }>(
        `query($id: ID!) { billSharing(billId: $id) { shared blocker } }`,
        { id: cBill },
      );
      expect(cShare.data!.billSharing).toEqual({ shared: false, blocker: SHARING_MESSAGES.noConsent });
      await c.b.post('/api/user/price-sharing', { consent: 'yes' }).expect(400);

      // f shares: five people again.
      expect((await share(f.b, await bill(f.b, { totalCents: 7_500_000 }))).errors).toBeUndefined();
      expect((await onMap())[0]).toMatchObject({ billed: { fromCents: 5_000_000, toCents: 10_000_000 } });

      // f deletes the account: their report goes with it.
      const before = await reportCount();
      await f.b.post('/api/user/delete', { confirm: f.email }).expect(200);
      expect(await reportCount()).toBe(before - 1);
      expect(await q(`SELECT 1 FROM shared_price_owner WHERE owner_id = $1`, [f.id])).toHaveLength(0);
      expect(await q(`SELECT 1 FROM price_sharing_consent WHERE owner_id = $1`, [f.id])).toHaveLength(0);
      expect(await onMap()).toEqual([]);
    });

    it("someone who makes the other reports learns no one's amount: a band, never the figure", async () => {
      await q(`DELETE FROM price_sharing_consent`); // the reports of the test before go with it
      const victim = await account('victim');
      await consent(victim.b, true);
      const amount = 4_321_000;
      expect(
        (await share(victim.b, await bill(victim.b, { totalCents: amount, payInsCents: 1_234_500 }))).errors,
      ).toBeUndefined();
      // The review's attack: two made-up accounts beside the victim (one never confirmed).
      const made: Awaited<ReturnType<typeof account>>[] = [];
      for (const n of [1, 2]) made.push(await account(`made${n}`));
      await q(`UPDATE app_user SET email_verified_at = NULL WHERE id = $1`, [made[1].id]);
      for (const [i, m] of made.entries()) {
        await consent(m.b, true);
        await share(
          m.b,
          await bill(m.b, { totalCents: i ? 100_000_000 : 10_000, payInsCents: i ? 100_000_000 : 0 }),
        );
      }
      expect(await onMap()).toEqual([]);
      // Four confirmed made-up accounts, two far below and two far above: the victim's amount is the median.
      await q(`UPDATE app_user SET email_verified_at = now() WHERE id = $1`, [made[1].id]);
      for (const [i, n] of [3, 4].entries()) {
        const m = await account(`made${n}`);
        await consent(m.b, true);
        await share(
          m.b,
          await bill(m.b, { totalCents: i ? 100_000_000 : 10_000, payInsCents: i ? 100_000_000 : 0 }),
        );
      }
      const shown = await onMap();
      // Still only the band: $20,000 to $50,000 holds every amount from 2,000,000 to 4,999,999 cents.
      expect(shown).toEqual([
        {
          drg: '291',
          title: 'HEART FAILURE AND SHOCK WITH MCC',
          billed: { fromCents: 2_000_000, toCents: 5_000_000 },
          paid: { fromCents: 1_000_000, toCents: 2_000_000 },
        },
      ]);
      expect(JSON.stringify(shown)).not.toMatch(/4321000|1334500/);
    });
  });
});
