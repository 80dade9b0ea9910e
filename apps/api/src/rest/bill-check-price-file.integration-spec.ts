/**
 * The bill check with a hospital's price file through HTTP: a hospital carrying the CMS v3 JSON example
 * (70551 published for Platform Health Insurance PPO at $400), a user with a plan and an insured bill for
 * 70551; GraphQL's billCheck.priceFile and the REST path give the published figures, the expected allowed
 * amount and the estimate worked out by hand; another user's bill is not found.
 */
import path from 'node:path';
import { importHospitalPriceFile } from '@fp/price-files';
import {
  createTestApp,
  savePlatformPpoPlan,
  signedInAgent,
  testDbKind,
  type TestApp,
} from '../testing/test-app';

const DATA = path.resolve(__dirname, '../../../..', '../shared/data/hpt');

const CHECK = `query($id: ID) {
  billCheck(billId: $id) {
    verdict explanation source
    priceFile {
      sourceLabel usedForVerdict basis referenceCents askedCents ratio payerName allowedCents patientAskedCents
      source { fileName version lastUpdatedOn format }
      lines { code codeType grossCents cashCents minNegotiatedCents maxNegotiatedCents allowedCents line }
      planEstimate { kind patientCents basisCents formula message }
    }
  }
}`;

interface CheckData {
  billCheck: {
    verdict: string;
    source: string;
    priceFile: {
      sourceLabel: string;
      usedForVerdict: boolean;
      basis: string;
      allowedCents: number;
      patientAskedCents: number;
      source: { fileName: string; version: string; lastUpdatedOn: string };
      lines: { code: string; grossCents: number; cashCents: number; allowedCents: number }[];
      planEstimate: { kind: string; patientCents: number; basisCents: number; formula: string };
    } | null;
  };
}

describe(`bill check with a price file, API (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip, lat, lng)
       VALUES ('300019', 'TEST VALLEY HOSPITAL', '580 COURT STREET', 'KEENE', 'NH', '03431', 42.9420, -72.2870)`,
    );
    await importHospitalPriceFile(t.db.dataSource, path.join(DATA, 'cms_hpt_v3.0.0_json_example.json'), {
      ccn: '300019',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the hospital's published figures and the plan's estimate in GraphQL and REST", async () => {
    const { agent } = await signedInAgent(t);
    const saved = await savePlatformPpoPlan(agent);
    expect(saved.errors).toBeUndefined();
    const ev = await agent.gql<{ saveEvent: { event: { id: string } } }>(
      `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      { input: { name: 'MRI', providerId: '300019', insurance: 'Platform PPO' } },
    );
    const bill = await agent.gql<{ saveBill: { bill: { id: string } } }>(
      `mutation($input: BillInput!) { saveBill(input: $input) { bill { id } } }`,
      {
        input: {
          eventId: ev.data!.saveEvent.event.id,
          codes: ['70551'],
          totalCents: 120_000,
          selfCents: 19_000,
          payInsCents: 21_000,
        },
      },
    );
    const billId = bill.data!.saveBill.bill.id;
    const r = await agent.gql<CheckData>(CHECK, { id: billId });
    expect(r.errors).toBeUndefined();
    const pf = r.data!.billCheck.priceFile!;
    // The example publishes 70551 outpatient: gross $1,200, cash $1,080, Platform PPO $400.
    expect(pf.lines).toEqual([
      expect.objectContaining({
        code: '70551',
        grossCents: 120_000,
        cashCents: 108_000,
        allowedCents: 40_000,
      }),
    ]);
    expect(pf.source).toMatchObject({
      fileName: 'cms_hpt_v3.0.0_json_example.json',
      version: '3.0.0',
      lastUpdatedOn: '2026-04-01',
    });
    // $100 deductible + 20 % × ($400 − $100) + $30 copay = $190.
    expect(pf.planEstimate).toMatchObject({
      kind: 'ESTIMATE',
      patientCents: 19_000,
      basisCents: 40_000,
      formula:
        'min($5,000.00 out-of-pocket left, $100.00 deductible + 20% × ($400.00 − $100.00) + $30.00 copay) = $190.00',
    });
    // Paid $210 + $190 = $400 = the allowed amount.
    expect(pf).toMatchObject({ usedForVerdict: true, basis: 'ALLOWED_AMOUNT', patientAskedCents: 19_000 });
    expect(r.data!.billCheck.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(r.data!.billCheck.source).toContain('cms_hpt_v3.0.0_json_example.json');

    const rest = await agent.get(`/api/crud/check/bill/${billId}`).expect(200);
    expect(rest.body.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(rest.body.priceFile.lines[0]).toMatchObject({ cashCents: 108_000, allowedCents: 40_000 });
    expect(rest.body.priceFile.planEstimate).toMatchObject({ patientCents: 19_000 });

    const other = await signedInAgent(t);
    const foreign = await other.agent.gql(CHECK, { id: billId });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await other.agent.get(`/api/crud/check/bill/${billId}`).expect(404);
  });
});
