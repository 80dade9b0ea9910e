/**
 * The bill check's comparison with the hospitals nearby is a view of other hospitals' per-DRG figures:
 * the map's detail prices by another door. These tests act as the account the review (issue 24, item 3)
 * described: a free account with its allowance used up makes bills for any DRG at any hospital and reads
 * the checks, by the read (billCheck / GET) and by the counted opening (openComparison).
 *
 * Data: the price map's hand-made Austin fixtures, plus DRG 193 figures at Round Rock (about 27 km from
 * Central Austin) and South Austin (about 3 km), so a DRG 193 bill at Central Austin has two other
 * hospitals within 75 km.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { AllowanceService, pricingTestData } from '@fp/pricing';
import { UsageCounters } from '@fp/accounts';
import { ACCOUNT_FREE_SEARCHES } from '@fp/domain';
import { BillCheckService, RecordsService, TasksService, type BillCheckAnswer } from './index';
import { newTestUser, testDbKind } from './testing';

const kind = testDbKind();
const { FIXTURE_DATASETS, FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const CENTRAL = FIXTURE_PROVIDERS.central.id;
const ROUND_ROCK = FIXTURE_PROVIDERS.roundRock.id;
const SOUTH = FIXTURE_PROVIDERS.south.id;

/** Other hospitals' figures an answer carries: chart, cheapest list and the percentile over them. */
function leaked(a: BillCheckAnswer): number {
  const own = a.hospital?.id;
  const others = new Set(
    [...a.nearby, ...a.cheapest].filter((f) => f.providerId !== own).map((f) => f.providerId),
  );
  return others.size + (a.percentile !== null && a.nearbyCount > 1 ? 1 : 0);
}

describe(`bill check: other hospitals' figures follow the map's detail-price rule (${kind})`, () => {
  let db: TestDatabase;
  let records: RecordsService;
  let checks: BillCheckService;
  let allowance: AllowanceService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
    const ds = FIXTURE_DATASETS.fy2011;
    for (const [provider, total] of [
      [ROUND_ROCK, 800_000],
      [SOUTH, 1_100_000],
    ] as const)
      await db.dataSource.query(
        `INSERT INTO price (dataset_id, source, year, provider_id, drg, discharges, avg_covered_charge_cents,
           avg_total_payment_cents, avg_medicare_payment_cents)
         VALUES ($1, 'cms-medicare-inpatient', $2, $3, '193', 15, 3000000, $4, 600000)`,
        [ds.id, ds.year, provider, total],
      );
    records = new RecordsService(db.dataSource);
    allowance = new AllowanceService(db.dataSource, new UsageCounters(db.dataSource));
    checks = new BillCheckService(db.dataSource, new TasksService(db.dataSource), undefined, allowance);
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  /** A visit at `providerId` with one bill carrying `codes`. */
  async function billAt(owner: string, providerId: string, codes: string[], totalCents = 3_000_000) {
    const event = await records.saveEvent(owner, { name: 'Stay', providerId, insurance: 'none' });
    const { bill } = await records.saveBill(owner, {
      eventId: event.id,
      totalCents,
      selfCents: totalCents,
      codes,
      status: 'NEW',
    });
    return { eventId: event.id, billId: bill.id };
  }

  const searchCount = async (userId: string): Promise<number> =>
    Number(
      (
        await db.dataSource.query(`SELECT count FROM usage_counter WHERE subject = $1 AND kind = 'search'`, [
          `user:${userId}`,
        ])
      )[0]?.count ?? 0,
    );

  it('an exhausted free account gets the verdict against its own hospital and no other hospital’s figure', async () => {
    const attacker = await newTestUser(db.dataSource, 'attacker');
    await db.dataSource.query(`UPDATE app_user SET free_used = true WHERE id = $1`, [attacker]);
    // Every DRG the fixtures price, at every placed hospital: 4 doors each (bill/visit, read/open).
    const targets: [string, string][] = [
      [CENTRAL, '193'],
      [CENTRAL, '194'],
      [ROUND_ROCK, '193'],
      [ROUND_ROCK, '195'],
      [SOUTH, '193'],
      [SOUTH, '152'],
    ];
    let attempts = 0;
    let figures = 0;
    let refused = 0;
    for (const [provider, drg] of targets) {
      const { billId, eventId } = await billAt(attacker, provider, [`DRG ${drg}`]);
      for (const a of [
        await checks.checkBill(attacker, billId),
        await checks.checkEvent(attacker, eventId),
        await checks.openComparison(attacker, { billId }),
        await checks.openComparison(attacker, { eventId }),
      ]) {
        attempts++;
        figures += leaked(a);
        if (a.comparison === 'pay') refused++;
        else expect(a.comparison).toBe('none');
      }
    }
    expect(attempts).toBe(24);
    // DRG 193 at each of the three hospitals has two others nearby: those 12 were refused.
    expect(refused).toBe(12);
    expect(figures).toBe(0);
    // The user's own verdict stays: DRG 193 at Central Austin is assessed against Central's own figure.
    const { billId } = await billAt(attacker, CENTRAL, ['DRG 193']);
    const own = await checks.checkBill(attacker, billId);
    // Self-pay, nothing paid recorded: the $30,000 billed against Central's average charge, $40,000 in
    // 2011, moved to 2024 dollars (the bill is of 2026): 4,000,000 × 563.841 / 400.258 = 5,634,776 cents;
    // 3,000,000 / 5,634,776 = 0.532, at or below. No payment ratio: a charge is not divided by a payment.
    expect(own.billedRatio).toBeCloseTo(3_000_000 / 5_634_776, 10);
    expect(own).toMatchObject({
      verdict: 'AT_OR_BELOW_TYPICAL',
      figure: { providerId: CENTRAL, avgTotalPaymentCents: 1_000_000 },
      paymentRatio: null,
      comparison: 'pay',
      nearby: [],
      cheapest: [],
      percentile: null,
      nearbyCount: 0,
    });
    expect(own.method.join(' ')).not.toMatch(/Percentile/);
  });

  it('a free account: the check counts nothing; each opened comparison uses one free search, then the pay prompt', async () => {
    const member = await newTestUser(db.dataSource, 'member');
    const { billId, eventId } = await billAt(member, CENTRAL, ['DRG 193']);
    for (let i = 0; i < 5; i++) {
      const look = await checks.checkBill(member, billId);
      expect(look).toMatchObject({ comparison: 'free_search', nearby: [], percentile: null });
    }
    expect(await searchCount(member)).toBe(0);

    const opened = await checks.openComparison(member, { billId });
    expect(await searchCount(member)).toBe(1);
    expect(opened.comparison).toBe('shown');
    expect(opened.nearby.map((n) => n.providerId)).toEqual([ROUND_ROCK, CENTRAL, SOUTH]);
    expect(opened.cheapest.map((n) => n.providerId)).toEqual([ROUND_ROCK, CENTRAL, SOUTH]);
    // The rank is among the OTHER hospitals near (Round Rock and South Austin, 15 stays each), and hidden
    // under 3 of them: a rank among two is not a rank.
    expect(opened).toMatchObject({ percentile: null, nearbyCount: 2, nearbyStays: 30 });
    // The next read still counts nothing and carries nothing.
    expect(leaked(await checks.checkEvent(member, eventId))).toBe(0);

    for (let i = 2; i <= ACCOUNT_FREE_SEARCHES; i++)
      expect((await checks.openComparison(member, { eventId })).comparison).toBe('shown');
    const refused = await checks.openComparison(member, { billId });
    expect(refused).toMatchObject({ comparison: 'pay', nearby: [], cheapest: [], percentile: null });
    expect(await searchCount(member)).toBe(ACCOUNT_FREE_SEARCHES + 1);
    const [row] = await db.dataSource.query(`SELECT free_used FROM app_user WHERE id = $1`, [member]);
    expect(row.free_used).toBe(true);
    expect((await checks.checkBill(member, billId)).comparison).toBe('pay');
  });

  it('a check with nothing to compare counts nothing', async () => {
    const member = await newTestUser(db.dataSource, 'alone');
    // DRG 195 is priced only at Round Rock: no other hospital nearby. A bill without a DRG: not assessed.
    const alone = await billAt(member, ROUND_ROCK, ['DRG 195']);
    const noDrg = await billAt(member, CENTRAL, ['99213']);
    const a = await checks.openComparison(member, { billId: alone.billId });
    // $30,000 billed against Round Rock's average charge for DRG 195, $18,000 in 2011, in 2024 dollars:
    // 1,800,000 × 563.841 / 400.258 = 2,535,649 cents; 3,000,000 / 2,535,649 = 1.18, above typical.
    expect(a).toMatchObject({ comparison: 'none', verdict: 'ABOVE_TYPICAL' });
    expect(a.billedRatio).toBeCloseTo(3_000_000 / 2_535_649, 10);
    expect(a.nearby.map((n) => n.providerId)).toEqual([ROUND_ROCK]);
    expect((await checks.openComparison(member, { billId: noDrg.billId })).comparison).toBe('none');
    expect(await searchCount(member)).toBe(0);
  });

  it('a pass holder sees the comparison in the plain check, and nothing is counted', async () => {
    const holder = await newTestUser(db.dataSource, 'holder');
    await db.dataSource.query(`UPDATE app_user SET pass_active = true, free_used = true WHERE id = $1`, [
      holder,
    ]);
    const { billId } = await billAt(holder, CENTRAL, ['DRG 193']);
    const a = await checks.checkBill(holder, billId);
    expect(a.comparison).toBe('shown');
    expect(a.nearby).toHaveLength(3);
    expect((await checks.openComparison(holder, { billId })).comparison).toBe('shown');
    expect(await searchCount(holder)).toBe(0);
  });

  it('20 parallel openings by an account with 3 free searches: the comparison exactly 3 times, every one counted', async () => {
    const member = await newTestUser(db.dataSource, 'racer');
    const { billId } = await billAt(member, CENTRAL, ['DRG 193']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checks.openComparison(member, { billId })),
    );
    expect(answers.filter((a) => a.comparison === 'shown')).toHaveLength(ACCOUNT_FREE_SEARCHES);
    expect(answers.filter((a) => leaked(a) > 0)).toHaveLength(ACCOUNT_FREE_SEARCHES);
    expect(await searchCount(member)).toBe(20);
  });
});
