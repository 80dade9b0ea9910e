/**
 * The bill check's comparison with the hospitals nearby through HTTP (issue 24, item 3): a free account
 * with its allowance used up reads no other hospital's figure by GraphQL's billCheck, GET
 * /api/crud/check/bill/{id}, the openBillComparison mutation or POST .../compare; an account with free
 * searches left opens the comparison once per search used.
 */
import { pricingTestData } from '@fp/pricing';
import { createTestApp, signedInAgent, testDbKind, type TestAgent, type TestApp } from '../testing/test-app';

const { FIXTURE_DATASETS, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const CENTRAL = FIXTURE_PROVIDERS.central.id;

const FIELDS = `comparison verdict percentile nearbyCount figure { providerId } nearby { providerId } cheapest { providerId }`;
const CHECK = `query($id: ID) { billCheck(billId: $id) { ${FIELDS} } }`;
const OPEN = `mutation($id: ID) { openBillComparison(billId: $id) { ${FIELDS} } }`;

interface Check {
  comparison: string;
  verdict: string;
  percentile: number | null;
  figure: { providerId: string } | null;
  nearby: { providerId: string }[];
  cheapest: { providerId: string }[];
}

/** Other hospitals named in an answer (GraphQL or REST). */
const others = (c: Pick<Check, 'nearby' | 'cheapest'>) =>
  new Set([...c.nearby, ...c.cheapest].map((f) => f.providerId).filter((id) => id !== CENTRAL)).size;

describe(`bill check comparison access, API (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.db.dataSource);
    const ds = FIXTURE_DATASETS.fy2011;
    for (const provider of [FIXTURE_PROVIDERS.roundRock.id, FIXTURE_PROVIDERS.south.id])
      await t.db.dataSource.query(
        `INSERT INTO price (dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents,
           avg_total_payment_cents, avg_medicare_payment_cents)
         VALUES ($1, 'cms-medicare-inpatient', $2, $3, '193', 15, 3000000, 900000, 600000)`,
        [ds.id, ds.year, provider],
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function drg193Bill(agent: TestAgent): Promise<string> {
    const ev = await agent.gql<{ saveEvent: { event: { id: string } } }>(
      `mutation($input: EventInput!) { saveEvent(input: $input) { event { id } } }`,
      { input: { name: 'Pneumonia stay', providerId: CENTRAL, insurance: 'none' } },
    );
    const bill = await agent.gql<{ saveBill: { bill: { id: string } } }>(
      `mutation($input: BillInput!) { saveBill(input: $input) { bill { id } } }`,
      {
        input: {
          eventId: ev.data!.saveEvent.event.id,
          codes: ['DRG 193'],
          totalCents: 3_000_000,
          selfCents: 3_000_000,
        },
      },
    );
    return bill.data!.saveBill.bill.id;
  }

  it('an exhausted free account gets its own verdict and no other hospital’s figure, by any door', async () => {
    const { agent, userId } = await signedInAgent(t);
    await t.db.dataSource.query(`UPDATE app_user SET free_used = true WHERE id = $1`, [userId]);
    const billId = await drg193Bill(agent);
    const answers: Check[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await agent.gql<{ billCheck: Check }>(CHECK, { id: billId })).data!.billCheck);
      answers.push((await agent.get(`/api/crud/check/bill/${billId}`).expect(200)).body);
      answers.push(
        (await agent.gql<{ openBillComparison: Check }>(OPEN, { id: billId })).data!.openBillComparison,
      );
      answers.push((await agent.post(`/api/crud/check/bill/${billId}/compare`).expect(200)).body);
    }
    expect(answers.map(others)).toEqual(answers.map(() => 0));
    expect(answers.map((a) => a.percentile)).toEqual(answers.map(() => null));
    // Self-pay, nothing paid recorded: $30,000 billed against Central's average charge for DRG 193,
    // $40,000 in 2011, in 2024 dollars 4,000,000 × 563.841 / 400.258 = 5,634,776 cents: 0.53×, at or below.
    expect(answers[0]).toMatchObject({
      comparison: 'PAY',
      verdict: 'AT_OR_BELOW_TYPICAL',
      figure: { providerId: CENTRAL },
    });
    // The REST answer is the same check (its enums in the service's spelling).
    expect(answers[1]).toMatchObject({
      comparison: 'pay',
      verdict: 'AT_OR_BELOW_TYPICAL',
      payer: 'SELF_PAY',
    });
  });

  it('an account with free searches: the read counts nothing, each opening uses one, by GraphQL or REST', async () => {
    const { agent } = await signedInAgent(t);
    const billId = await drg193Bill(agent);
    const look = (await agent.gql<{ billCheck: Check }>(CHECK, { id: billId })).data!.billCheck;
    expect(look).toMatchObject({ comparison: 'FREE_SEARCH', nearby: [], percentile: null });
    const opened = (await agent.gql<{ openBillComparison: Check }>(OPEN, { id: billId })).data!
      .openBillComparison;
    expect(opened.comparison).toBe('SHOWN');
    expect(others(opened)).toBe(2);
    const rest = await agent.post(`/api/crud/check/bill/${billId}/compare`).expect(200);
    expect(rest.body.comparison).toBe('shown');
    const geo = await agent.get('/api/crud/getSession/geo').expect(200);
    expect(geo.body.search_count).toBe(2);
    // A cross-site form cannot open it: the POST needs the session's token.
    await agent.raw.post(`/api/crud/check/bill/${billId}/compare`).expect(403);
  });
});
