/**
 * The bill check with the hospital's own price file, on a fresh database of each kind (TEST_DB):
 * - the real Brattleboro Memorial (VT, CCN 470011) normalized prices, imported with the importer; a
 *   self-pay bill and an insured bill with CPT 70551 (MRI of the brain) there;
 * - the CMS v3.0 JSON example, imported for a second test hospital, because the Brattleboro file has no
 *   payer-negotiated rates: its 70551 publishes Platform Health Insurance PPO $400 and Region Health
 *   Insurance HMO $250, so a user with a plan gets the expected allowed amount and an estimate.
 * The expected figures are read here from the source lines and worked out by hand, not by libs/domain.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { InsuranceService, payerKey } from '@fp/insurance';
import { PriceFilesService, importHospitalPriceFile, importNormalizedJsonl } from '@fp/price-files';
import { BillCheckService, RecordsService, TasksService } from './index';
import { errorCode, newTestUser, testDbKind } from './testing';

const kind = testDbKind();
const DATA = path.resolve(__dirname, '../../..', '../shared/data/hpt');
const VT_FILE = path.join(DATA, 'hpt_normalized_cpt_prices_vt_470011.jsonl');
const V3_FILE = path.join(DATA, 'cms_hpt_v3.0.0_json_example.json');
const EXAMPLE_CCN = '990001';

/** The VT file's lines for one code, read plainly: { cash, gross } in cents. */
function vtPrices(code: string): { cash: number; gross: number } {
  const out: Record<string, number> = {};
  for (const line of readFileSync(VT_FILE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { cpt: string; type: string; price: number };
    if (r.cpt === code) out[r.type] = Math.round(r.price * 100);
  }
  return { cash: out.cash, gross: out.gross };
}

describe(`bill check with the hospital's price file (${kind})`, () => {
  let db: TestDatabase;
  let records: RecordsService;
  let insurance: InsuranceService;
  let checks: BillCheckService;
  let alice: string;
  let bob: string;

  const newUser = (name: string) => newTestUser(db.dataSource, name);

  const bill = async (
    owner: string,
    providerId: string,
    b: { totalCents: number; selfCents: number; payInsCents?: number; codes: string[]; insurance?: string },
  ) => {
    const event = await records.saveEvent(owner, {
      name: 'MRI of the brain',
      providerId,
      admitted: '2026-03-02',
      departed: '2026-03-02',
      insurance: b.insurance ?? 'none',
    });
    const saved = await records.saveBill(owner, {
      eventId: event.id,
      totalCents: b.totalCents,
      selfCents: b.selfCents,
      payInsCents: b.payInsCents,
      codes: b.codes,
      status: 'NEW',
    });
    return saved.bill.id;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip, lat, lng) VALUES
         ('470011', 'BRATTLEBORO MEMORIAL HOSPITAL', '17 BELMONT AVENUE', 'BRATTLEBORO', 'VT', '05301', 42.8596, -72.5690),
         ($1, 'EXAMPLE TEST HOSPITAL', '1 MAIN STREET', 'KEENE', 'NH', '03431', 42.9337, -72.2781)`,
      [EXAMPLE_CCN],
    );
    const vt = await importNormalizedJsonl(db.dataSource, VT_FILE);
    expect(vt.match).toEqual({ by: 'ccn', providerId: '470011' });
    const ex = await importHospitalPriceFile(db.dataSource, V3_FILE, { ccn: EXAMPLE_CCN });
    expect(ex.match).toEqual({ by: 'ccn', providerId: EXAMPLE_CCN });
    records = new RecordsService(db.dataSource);
    insurance = new InsuranceService(db.dataSource);
    const priceFiles = new PriceFilesService(db.dataSource, insurance);
    checks = new BillCheckService(db.dataSource, new TasksService(db.dataSource), priceFiles);
    alice = await newUser('alice');
    bob = await newUser('bob');
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
  });

  it("assesses a self-pay outpatient bill at Brattleboro against the file's cash price, equal to the source lines", async () => {
    const src = vtPrices('70551');
    expect(src).toEqual({ cash: 236_411, gross: 337_730 });
    const billed = 337_730; // the gross charge, billed in full
    const id = await bill(alice, '470011', { totalCents: billed, selfCents: billed, codes: ['70551'] });
    const r = await checks.checkBill(alice, id);
    const pf = r.priceFile!;
    expect(pf.lines).toEqual([
      expect.objectContaining({ code: '70551', codeType: 'CPT', grossCents: src.gross, cashCents: src.cash }),
    ]);
    expect(pf.lines[0].minNegotiatedCents).toBeNull();
    // The normalized file gives no date, so none is claimed (not the file's time on disk).
    expect(pf.sourceLabel).toBe(
      'hpt_normalized_cpt_prices_vt_470011.jsonl, date not given, version normalized',
    );
    // $3,377.30 ÷ $2,364.11 = 1.4286 → above typical (between 1 and 1.5).
    expect(pf.basis).toBe('CASH_PRICE');
    expect(pf.ratio).toBeCloseTo(1.4286, 4);
    expect(pf.usedForVerdict).toBe(true);
    expect(r.verdict).toBe('ABOVE_TYPICAL');
    expect(r.explanation).toContain('$2,364.11');
    expect(r.source).toContain('hpt_normalized_cpt_prices_vt_470011.jsonl');
    expect(r.method.every((m) => m.includes('hpt_normalized_cpt_prices_vt_470011.jsonl'))).toBe(true);
    expect(pf.planEstimate).toBeNull();
  });

  it('says "not published for your plan" at Brattleboro, whose file has no payer rates', async () => {
    await insurance.saveInsurance(
      { userId: alice },
      {
        payerKey: payerKey('Platform Health Insurance'),
        planName: 'PPO',
        deductibleCents: 150_000,
        deductibleRemainingCents: 20_000,
        coinsurancePercent: 20,
        copayCents: 5_000,
        oopMaxCents: 500_000,
        oopRemainingCents: 300_000,
      },
    );
    const id = await bill(alice, '470011', {
      totalCents: 337_730,
      selfCents: 10_000,
      payInsCents: 100_000,
      codes: ['70551'],
      insurance: 'Platform Health PPO',
    });
    const r = await checks.checkBill(alice, id);
    expect(r.priceFile!.lines[0]).toMatchObject({ cashCents: 236_411, allowedCents: null });
    expect(r.priceFile!.planEstimate).toEqual({
      kind: 'not_published',
      message: 'Not published for your plan',
    });
    expect(r.verdict).toBe('NOT_ASSESSED');
    expect(r.explanation).toMatch(/^Not published for your plan/);
  });

  it("gives an insured user the payer's negotiated rate as the expected allowed amount and a hand-computed estimate", async () => {
    const doc = JSON.parse(readFileSync(V3_FILE, 'utf8'));
    const el = doc.standard_charge_information.find((e: { code_information: { code: string }[] }) =>
      e.code_information.some((c) => c.code === '70551'),
    );
    const sc = el.standard_charges[0];
    const ppo = sc.payers_information.find(
      (p: { payer_name: string; plan_name: string }) =>
        p.payer_name === 'Platform Health Insurance' && p.plan_name === 'PPO',
    );
    expect(ppo.standard_charge_dollar).toBe(400);
    // Paid $300 by the insurer + $100 by Alice = $400 = the allowed amount → ratio 1.
    const id = await bill(alice, EXAMPLE_CCN, {
      totalCents: 120_000,
      selfCents: 10_000,
      payInsCents: 30_000,
      codes: ['70551'],
      insurance: 'Platform Health PPO',
    });
    const r = await checks.checkBill(alice, id);
    const pf = r.priceFile!;
    expect(pf.lines[0]).toMatchObject({
      code: '70551',
      grossCents: Math.round(sc.gross_charge * 100),
      cashCents: Math.round(sc.discounted_cash * 100),
      minNegotiatedCents: Math.round(sc.minimum * 100),
      maxNegotiatedCents: Math.round(sc.maximum * 100),
      allowedCents: 40_000,
    });
    expect(pf.sourceLabel).toBe('cms_hpt_v3.0.0_json_example.json, dated 2026-04-01, version 3.0.0');
    expect(pf.payerName).toMatch(/^platform health insurance$/i);
    // $200 deductible left + 20 % × ($400 − $200) + $50 copay = $290, under the $3,000 left.
    expect(pf.planEstimate).toMatchObject({
      kind: 'estimate',
      patientCents: 29_000,
      negotiatedCents: 40_000,
    });
    expect(pf.patientAskedCents).toBe(10_000);
    expect(pf.basis).toBe('ALLOWED_AMOUNT');
    expect(pf.ratio).toBe(1);
    expect(r.verdict).toBe('AT_OR_BELOW_TYPICAL');
    expect(r.method.join('\n')).toContain(
      'cms_hpt_v3.0.0_json_example.json, dated 2026-04-01, version 3.0.0',
    );
  });

  it("uses each user's own plan and never shows another user's bill", async () => {
    await insurance.saveInsurance(
      { userId: bob },
      {
        payerKey: payerKey('Region Health Insurance'),
        planName: 'HMO',
        deductibleCents: 0,
        deductibleRemainingCents: 0,
        coinsurancePercent: 10,
        copayCents: 2_000,
        oopMaxCents: 100_000,
        oopRemainingCents: 100_000,
      },
    );
    const bobBill = await bill(bob, EXAMPLE_CCN, {
      totalCents: 120_000,
      selfCents: 4_500,
      payInsCents: 22_500,
      codes: ['70551'],
      insurance: 'Region HMO',
    });
    const mine = await checks.checkBill(bob, bobBill);
    // Region Health Insurance HMO publishes $250; Bob owes 10 % × $250 + $20 = $45.
    expect(mine.priceFile!.lines[0].allowedCents).toBe(25_000);
    expect(mine.priceFile!.planEstimate).toMatchObject({ patientCents: 4_500 });
    expect(mine.priceFile!.payerName).toMatch(/^region health insurance$/i);
    // Paid $225 + $45 = $270 ÷ $250 = 1.08 → above typical.
    expect(mine.verdict).toBe('ABOVE_TYPICAL');

    const aliceBill = await bill(alice, EXAMPLE_CCN, {
      totalCents: 120_000,
      selfCents: 10_000,
      payInsCents: 30_000,
      codes: ['70551'],
    });
    const code = await errorCode(checks.checkBill(bob, aliceBill));
    expect(code).toBe('NOT_FOUND');
    expect((await checks.checkBill(alice, aliceBill)).priceFile!.lines[0].allowedCents).toBe(40_000);
  });

  it('names a code the file does not publish and leaves the total not assessed', async () => {
    const id = await bill(alice, '470011', {
      totalCents: 50_000,
      selfCents: 50_000,
      codes: ['70551', 'Z9999'],
    });
    const r = await checks.checkBill(alice, id);
    expect(r.priceFile!.unpublishedCodes).toEqual(['Z9999']);
    expect(r.verdict).toBe('NOT_ASSESSED');
    expect(r.explanation).toContain('Z9999');
  });
});
