/**
 * What an imported price file links to, on a fresh database of each kind (TEST_DB): its payers, listed
 * for the insurer list under the files' most common spelling, and its hospital, matched by CCN or by
 * name and address, with the reason when no provider is picked.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { InsuranceService } from '@fp/insurance';
import { importHospitalPriceFile } from './import';
import { TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { closeImportTestDatabase, file, openImportTestDatabase } from './testing';

describe.each(TEST_DB_KINDS)('price-file payers and hospital matching on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    ({ db, tmp } = await openImportTestDatabase(kind));
  });

  afterAll(() => closeImportTestDatabase({ db, tmp }));

  it("lists a payer found only in price files under the files' most common spelling", async () => {
    const doc = JSON.parse(readFileSync(file('cms_hpt_v3.0.0_json_example.json'), 'utf8'));
    // Every third "Platform Health Insurance" rate, the first among them, is written in capitals.
    let seen = 0;
    const spellings = new Map<string, number>();
    for (const el of doc.standard_charge_information)
      for (const sc of el.standard_charges)
        for (const p of sc.payers_information ?? []) {
          if (p.payer_name !== 'Platform Health Insurance') continue;
          if (seen++ % 3 === 0) p.payer_name = 'PLATFORM HEALTH INSURANCE';
          spellings.set(p.payer_name, (spellings.get(p.payer_name) ?? 0) + 1);
        }
    expect(spellings.get('Platform Health Insurance')!).toBeGreaterThan(
      spellings.get('PLATFORM HEALTH INSURANCE')!,
    );
    const mixed = path.join(tmp, 'mixed_case_payers.json');
    writeFileSync(mixed, JSON.stringify(doc, null, 2));
    const s = await importHospitalPriceFile(db.dataSource, mixed, { ccn: '470011' });
    const service = new InsuranceService(db.dataSource);
    const payers = await service.payers();
    expect(payers.filter((p) => !p.known)).toEqual([
      { key: 'platform health insurance', name: 'Platform Health Insurance', known: false },
      { key: 'region health insurance', name: 'Region Health Insurance', known: false },
    ]);
    // The user's plan names the payer the same way.
    const [user] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('payer-names@example.com', 'payernamesref') RETURNING id`,
    );
    const plan = await service.saveInsurance(
      { userId: user.id },
      {
        payerKey: 'platform health insurance',
        planName: '',
        deductibleCents: 0,
        deductibleRemainingCents: 0,
        coinsurancePercent: 20,
        copayCents: 0,
        oopMaxCents: 0,
        oopRemainingCents: 0,
      },
    );
    expect(plan.payerName).toBe('Platform Health Insurance');
    await db.dataSource.query(`DELETE FROM app_user WHERE id = $1`, [user.id]);
    await db.dataSource.query(`DELETE FROM hpt_file WHERE id = $1`, [s.fileId]);
  });

  it('matches a file without a CCN by hospital name and address, and says why when it cannot', async () => {
    const v3 = file('cms_hpt_v3.0.0_json_example.json');
    const addProvider = (id: string, address: string, city: string, zip: string) =>
      db.dataSource.query(
        `INSERT INTO provider (id, name, address, city, state, zip) VALUES ($1, 'WEST MERCY HOSPITAL', $2, $3, 'CA', $4)`,
        [id, address, city, zip],
      );
    // The file's hospital_address lines: "12 Main Street, Fullerton, CA  92832", "23 Ocean Ave, San Jose, CA 94088".
    await addProvider('050999', '12 MAIN STREET', 'FULLERTON', '92832');
    const byName = await importHospitalPriceFile(db.dataSource, v3);
    expect(byName.match).toEqual({ by: 'name', providerId: '050999' });
    const [f] = await db.dataSource.query(`SELECT provider_id FROM hpt_file WHERE id = $1`, [byName.fileId]);
    expect(f.provider_id).toBe('050999');

    // Two providers of that name at the file's addresses: none is picked, both are named.
    await addProvider('050998', '23 OCEAN AVE', 'SAN JOSE', '94088');
    const twice = await importHospitalPriceFile(db.dataSource, v3);
    expect(twice.match).toEqual({
      by: 'none',
      providerId: null,
      reason:
        '2 providers named "West Mercy Hospital" at 92832, 94088, CA (050998, 050999); pass --ccn to choose.',
    });

    // The name elsewhere only: not matched, with the places looked at.
    await db.dataSource.query(`DELETE FROM provider WHERE id IN ('050999', '050998')`);
    await db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip) VALUES ('290999', 'WEST MERCY HOSPITAL', '1 A ST', 'RENO', 'NV', '89501')`,
    );
    const elsewhere = await importHospitalPriceFile(db.dataSource, v3);
    expect(elsewhere.match).toEqual({
      by: 'none',
      providerId: null,
      reason: 'No provider named "West Mercy Hospital" at 92832, 94088, CA; pass --ccn to match it.',
    });
    // --ccn wins over the name.
    const byCcn = await importHospitalPriceFile(db.dataSource, v3, { ccn: '290999' });
    expect(byCcn.match).toEqual({ by: 'ccn', providerId: '290999' });
    const unknown = await importHospitalPriceFile(db.dataSource, v3, { ccn: '999998' });
    expect(unknown.match).toEqual({
      by: 'none',
      providerId: null,
      reason: 'CCN 999998 is not in the provider directory.',
    });
    await db.dataSource.query(
      `DELETE FROM hpt_file WHERE provider_id = '290999' OR hospital_key = 'ccn:999998'`,
    );
    await db.dataSource.query(`DELETE FROM provider WHERE id = '290999'`);
  });
});
