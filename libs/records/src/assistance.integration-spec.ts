/**
 * Financial assistance (issue 31): a bill's facts come from the owner's own bill (AssistanceService, over
 * the owner-scoped bill check), and the rules (assessAssistance, @fp/domain) answer differently for a
 * nonprofit and a for-profit hospital in the same state, each naming its legal basis.
 *
 * Data: the price map's Austin fixtures, two of them moved to California (a state with its own hospital
 * rule that binds for-profit hospitals too): Central Austin as a voluntary nonprofit with a DRG 193 figure
 * (covered charges $40,000, total payments $10,000), Round Rock as proprietary.
 */
import 'reflect-metadata';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { pricingTestData } from '@fp/pricing';
import { addDays, applicationDeadline, type AssistanceAnswer, type HouseholdFacts } from '@fp/domain';
import {
  AssistanceService,
  BillCheckService,
  RecordsService,
  TasksService,
  type BillAssistanceFactsView,
} from './index';
import { assessBillFacts, errorCode, newTestUser, testDbKind } from './testing';

const kind = testDbKind();
const { FIXTURE_PROVIDERS, insertFixtures } = pricingTestData;
const NONPROFIT = FIXTURE_PROVIDERS.central.id;
const FOR_PROFIT = FIXTURE_PROVIDERS.roundRock.id;

const household: HouseholdFacts = {
  householdSize: 3,
  annualIncomeCents: 3_500_000,
  state: 'CA',
  insurance: 'UNINSURED',
};

/** What the screen does in the browser with the API's facts. */
const assess = (f: BillAssistanceFactsView): AssistanceAnswer => assessBillFacts(f, household);

describe(`financial assistance: a bill's facts and the answer by hospital ownership (${kind})`, () => {
  let db: TestDatabase;
  let records: RecordsService;
  let tasks: TasksService;
  let assistance: AssistanceService;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await insertFixtures(db.dataSource);
    await db.dataSource.query(
      `UPDATE provider SET state = 'CA', ownership = 'Voluntary non-profit - Private',
         hospital_type = 'Acute Care Hospitals' WHERE id = $1`,
      [NONPROFIT],
    );
    await db.dataSource.query(
      `UPDATE provider SET state = 'CA', ownership = 'Proprietary', hospital_type = 'Critical Access Hospitals'
       WHERE id = $1`,
      [FOR_PROFIT],
    );
    records = new RecordsService(db.dataSource);
    tasks = new TasksService(db.dataSource);
    assistance = new AssistanceService(new BillCheckService(db.dataSource, tasks), tasks);
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  async function billAt(owner: string, providerId: string, codes: string[], totalCents = 2_000_000) {
    const event = await records.saveEvent(owner, { name: 'Pneumonia stay', providerId, insurance: 'none' });
    const { bill } = await records.saveBill(owner, {
      eventId: event.id,
      totalCents,
      selfCents: totalCents,
      codes,
      status: 'NEW',
    });
    return bill.id;
  }

  it('gives different answers at a nonprofit and a for-profit hospital in the same state, each with its basis', async () => {
    const owner = await newTestUser(db.dataSource, 'patient');
    const atNonprofit = await assistance.billFacts(owner, await billAt(owner, NONPROFIT, ['DRG 193']));
    const atForProfit = await assistance.billFacts(owner, await billAt(owner, FOR_PROFIT, ['DRG 195']));

    expect(atNonprofit.hospital).toMatchObject({
      state: 'CA',
      ownershipKind: 'nonprofit',
      criticalAccess: false,
    });
    expect(atForProfit.hospital).toMatchObject({
      state: 'CA',
      ownershipKind: 'for_profit',
      criticalAccess: true,
    });
    // The AGB estimate: $20,000 billed × ($10,000 paid ÷ $40,000 charged for DRG 193 in 2011) = $5,000.
    expect(atNonprofit.agbCents).toBe(500_000);
    expect(atNonprofit.agbText).toMatch(/1\.501\(r\)-5/);
    // The cap binds nonprofits only.
    expect(atForProfit.agbCents).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(atNonprofit.firstBillDate).toBe(today);

    const a = assess(atNonprofit);
    const b = assess(atForProfit);
    const citations = (x: AssistanceAnswer) => x.bases.map((basis) => basis.citation).join(' | ');
    expect(a.bases.length).toBeGreaterThan(0);
    expect(b.bases.length).toBeGreaterThan(0);
    // The nonprofit's answer rests on 501(r)'s policy and cap; the for-profit's names 501(r) only as the
    // rule that does not bind it (1.501(r)-1(b)), and rests on California's law.
    expect(citations(a)).toMatch(/1\.501\(r\)-4/);
    expect(citations(a)).toMatch(/1\.501\(r\)-5/);
    expect(citations(b)).not.toMatch(/1\.501\(r\)-[456]/);
    expect(citations(b)).toMatch(/Cal\.|California|Health (and|&) Safety/i);
    expect(a.capCents).toBe(500_000);
    expect(a.applyBy).toBe(applicationDeadline(today));
    expect(citations(a)).not.toBe(citations(b));
  });

  it('adds the two tasks with their deadlines once, linked to the bill', async () => {
    const owner = await newTestUser(db.dataSource, 'tasker');
    const billId = await billAt(owner, NONPROFIT, ['DRG 193']);
    const applyBy = applicationDeadline(new Date().toISOString().slice(0, 10));
    const added = await assistance.addTasks(owner, billId);
    expect(added.map((t) => [t.due, t.billId, t.source])).toEqual([
      [addDays(applyBy, -30), billId, 'assistance'],
      [applyBy, billId, 'assistance'],
    ]);
    expect(added[1]?.text).toMatch(/Central Austin Hospital.*26 CFR 1\.501\(r\)-1\(b\)\(3\)/);
    await assistance.addTasks(owner, billId);
    expect((await tasks.list(owner)).filter((t) => t.source === 'assistance')).toHaveLength(2);
  });

  it('issue 45: the tasks in Spanish for a Spanish page, with the same days', async () => {
    const owner = await newTestUser(db.dataSource, 'tareas');
    const billId = await billAt(owner, NONPROFIT, ['DRG 193']);
    await assistance.setFirstBillDate(owner, billId, '2026-01-15');
    const added = await assistance.addTasks(owner, billId, 'es');
    const applyBy = applicationDeadline('2026-01-15');
    expect(added.map((t) => t.due)).toEqual([addDays(applyBy, -30), applyBy]);
    expect(added[0]?.text).toMatch(
      /^Pídale a Central Austin Hospital su política de asistencia financiera y su formulario de solicitud/,
    );
    expect(added[1]?.text).toMatch(/^Envíe la solicitud de asistencia financiera/);
    expect(added[1]?.text).toContain(
      'Solicite a más tardar el 12 de septiembre de 2026: 240 días después de la primera factura (con fecha 15 de enero de 2026), 26 CFR 1.501(r)-1(b)(3).',
    );
    // Adding them again adds nothing.
    await assistance.addTasks(owner, billId, 'es');
    expect((await tasks.list(owner)).filter((t) => t.source === 'assistance')).toHaveLength(2);
  });

  it('issue 40: the date printed on the first bill is set by the user, starts the deadlines, and is checked', async () => {
    const owner = await newTestUser(db.dataSource, 'printed');
    const billId = await billAt(owner, NONPROFIT, ['DRG 193']);
    const before = await assistance.billFacts(owner, billId);
    expect(before.firstBillDateSource).toBe('RECORDED');
    const set = await assistance.setFirstBillDate(owner, billId, '2026-01-15');
    expect(set).toMatchObject({ firstBillDate: '2026-01-15', firstBillDateSource: 'ENTERED' });
    const added = await assistance.addTasks(owner, billId);
    expect(added[1]).toMatchObject({ due: applicationDeadline('2026-01-15') });
    expect(added[1]?.text).toContain('dated January 15, 2026');
    expect(await errorCode(assistance.setFirstBillDate(owner, billId, '2026-02-31'))).toBe('BAD_USER_INPUT');
    expect(await errorCode(assistance.setFirstBillDate(owner, billId, '2999-01-01'))).toBe('BAD_USER_INPUT');
    const bob = await newTestUser(db.dataSource, 'bob2');
    expect(await errorCode(assistance.setFirstBillDate(bob, billId, '2026-01-01'))).toBe('NOT_FOUND');
    expect((await assistance.billFacts(owner, billId)).firstBillDate).toBe('2026-01-15');
    // Cleared: the recorded day again.
    expect((await assistance.setFirstBillDate(owner, billId, null)).firstBillDateSource).toBe('RECORDED');
  });

  it('issue 41: no near-duplicate of the bill check’s financial assistance to-do', async () => {
    const owner = await newTestUser(db.dataSource, 'dupes');
    const billId = await billAt(owner, NONPROFIT, ['DRG 193']);
    const checks = new BillCheckService(db.dataSource, tasks);
    await checks.addTasks(owner, { billId });
    const fromCheck = (await tasks.list(owner)).filter((t) => /^Apply for financial assistance/.test(t.text));
    expect(fromCheck).toHaveLength(1);
    // The bill check's to-dos name the hospital as every screen does, not in capitals.
    expect(fromCheck[0].text).not.toMatch(/[A-Z]{4,} [A-Z]{4,}/);
    await assistance.addTasks(owner, billId);
    const all = (await tasks.list(owner)).filter((t) => /financial assistance/i.test(t.text));
    // The bill check's "Apply for financial assistance" and the assistance screen's "Ask for the policy":
    // no second "send the application" with other words and casing.
    expect(all).toHaveLength(2);
  });

  it("another user cannot read the facts of someone's bill, nor add its tasks; signed out neither", async () => {
    const alice = await newTestUser(db.dataSource, 'alice');
    const bob = await newTestUser(db.dataSource, 'bob');
    const aliceBill = await billAt(alice, NONPROFIT, ['DRG 193']);
    expect(await errorCode(assistance.billFacts(bob, aliceBill))).toBe('NOT_FOUND');
    expect(await errorCode(assistance.addTasks(bob, aliceBill))).toBe('NOT_FOUND');
    expect(await tasks.list(bob)).toEqual([]);
    expect(await errorCode(assistance.billFacts(null, aliceBill))).toBe('UNAUTHENTICATED');
    expect(await errorCode(assistance.billFacts(bob, 'not-a-uuid'))).toBe('NOT_FOUND');
    // Alice still reads her own.
    expect((await assistance.billFacts(alice, aliceBill)).billId).toBe(aliceBill);
  });
});
