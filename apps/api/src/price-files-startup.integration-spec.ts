/**
 * HPT_FILES and the map list's price-file summaries: a start with HPT_FILES imports the real VT file
 * (Brattleboro Memorial, CCN 470011) and the CMS v3 JSON example (on CCN 300019), adding both hospitals
 * from the shipped CMS file; a second start imports nothing again. priceFileSummaries then answers, for
 * a condition's MS-DRGs, only the hospitals whose file publishes them, with the viewer's insurer rate and
 * estimate (computed by hand below) once a plan is saved.
 */
import path from 'node:path';
import pino from 'pino';
import { prepareData } from './startup';
import {
  createTestApp,
  savePlatformPpoPlan,
  signedInAgent,
  testDbKind,
  type TestApp,
} from './testing/test-app';

const DATA = path.resolve(__dirname, '../../..', '../shared/data/hpt');
const HIP_OR_KNEE = 801; // MS-DRGs 469-470, 521-522, 461-462; the CMS example publishes 470.

const SUMMARIES = `query($ids: [ID!]!, $d: Int!) {
  priceFileSummaries(providerIds: $ids, diagnosisId: $d) {
    providerId itemCount cashCents myInsurerCents myEstimateCents hasPlan source { fileName version }
  }
}`;

interface Summary {
  providerId: string;
  itemCount: number;
  cashCents: number | null;
  myInsurerCents: number | null;
  myEstimateCents: number | null;
  hasPlan: boolean;
  source: { fileName: string; version: string };
}

describe(`HPT_FILES at start and priceFileSummaries (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        LOGIN_RATE_LIMIT: '1000',
        EMAIL_RATE_LIMIT: '1000',
        HPT_FILES: [
          path.join(DATA, 'hpt_normalized_cpt_prices_vt_470011.jsonl'),
          `${path.join(DATA, 'cms_hpt_v3.0.0_json_example.json')}=300019`,
        ].join(','),
      },
      { prepare: true },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('adds the hospitals from the shipped CMS file and imports each file once', async () => {
    const providers: { id: string; name: string; zip: string; lat: number; lng: number }[] =
      await t.db.dataSource.query(`SELECT id, name, zip, lat, lng FROM provider ORDER BY id`);
    expect(providers.map((p) => [p.id, p.name, p.zip])).toEqual([
      ['300019', 'CHESHIRE MEDICAL CENTER', '03431'],
      ['470011', 'BRATTLEBORO MEMORIAL HOSPITAL', '05301'],
    ]);
    // Placed at the ZIP's centre, then at its building by the shipped directory: about 42.85 N, 72.56 W.
    expect(Math.abs(providers[1].lat - 42.85)).toBeLessThan(0.1);
    expect(Math.abs(providers[1].lng + 72.56)).toBeLessThan(0.1);
    const before: { id: string; provider_id: string }[] = await t.db.dataSource.query(
      `SELECT id, provider_id FROM hpt_file ORDER BY provider_id`,
    );
    expect(before.map((f) => f.provider_id)).toEqual(['300019', '470011']);

    await prepareData(t.db.dataSource, t.config, pino({ level: 'silent' }));
    const after: { id: string }[] = await t.db.dataSource.query(
      `SELECT id FROM hpt_file ORDER BY provider_id`,
    );
    expect(after.map((f) => f.id)).toEqual(before.map((f) => f.id));
  });

  it("answers only hospitals publishing the condition's DRGs; no plan, no insurer rate", async () => {
    const b = await t.agent();
    const r = await b.gql<{ priceFileSummaries: Summary[] }>(SUMMARIES, {
      ids: ['470011', '300019', '999999'],
      d: HIP_OR_KNEE,
    });
    expect(r.errors).toBeUndefined();
    // The VT file has CPT/HCPCS lines only; 999999 has no file.
    expect(r.data!.priceFileSummaries).toEqual([
      {
        providerId: '300019',
        itemCount: 1,
        cashCents: null, // the example publishes no cash price for MS-DRG 470
        myInsurerCents: null,
        myEstimateCents: null,
        hasPlan: false,
        source: { fileName: 'cms_hpt_v3.0.0_json_example.json', version: '3.0.0' },
      },
    ]);
    const tooMany = await b.gql(SUMMARIES, { ids: Array.from({ length: 101 }, (_, i) => String(i)), d: 801 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("gives a signed-in user with a plan the insurer's rate and the estimate", async () => {
    const b = (await signedInAgent(t)).agent;
    const saved = await savePlatformPpoPlan(b);
    expect(saved.errors).toBeUndefined();
    const r = await b.gql<{ priceFileSummaries: Summary[] }>(SUMMARIES, { ids: ['300019'], d: HIP_OR_KNEE });
    // $49,000 for Platform PPO: $100 + 20 % × $48,900 + $30 = $9,910, capped at the $5,000 left.
    expect(r.data!.priceFileSummaries[0]).toMatchObject({
      myInsurerCents: 4_900_000,
      myEstimateCents: 500_000,
      hasPlan: true,
    });
  });
});
