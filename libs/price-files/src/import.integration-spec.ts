/**
 * The price-file importer on every CMS example in ../shared/data/hpt and on the real Brattleboro
 * (VT, CCN 470011) normalized prices, on a fresh database of each kind (TEST_DB). The expected
 * counts are worked out here from the files themselves, without the importer's code.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { parse } from 'csv-parse/sync';
import { openTestDatabase, TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { PriceFilesService } from './hpt.service';
import { PriceFileImportError, importHospitalPriceFile } from './import';
import { importNormalizedJsonl } from './jsonl';

const DATA = path.resolve(__dirname, '../../..', '../shared/data/hpt');
const file = (name: string) => path.join(DATA, name);

interface Expected {
  items: number;
  rates: number;
  payerPlans: number;
}

/** JSON: one item per standard_charges entry; one rate per payers_information entry. */
function countJson(name: string): Expected {
  const doc = JSON.parse(readFileSync(file(name), 'utf8'));
  let items = 0;
  let rates = 0;
  const plans = new Set<string>();
  for (const el of doc.standard_charge_information) {
    for (const sc of el.standard_charges) {
      items++;
      for (const p of sc.payers_information ?? []) {
        rates++;
        plans.add(`${p.payer_name}|${p.plan_name}`);
      }
    }
  }
  return { items, rates, payerPlans: plans.size };
}

/**
 * CSV: data rows from row 4 that carry a code (rows with no code at all, such as modifier-only rows,
 * are not items). Tall: an item is a distinct description + codes + setting + modifiers + charges,
 * a rate is a row with a payer. Wide: an item per row, a rate per payer/plan group with a value.
 */
function countCsv(name: string): Expected {
  const rows: string[][] = parse(readFileSync(file(name)), { bom: true, relax_column_count: true });
  const header = rows[2].map((h) => h.replace(/\s*\|\s*/g, '|'));
  const data = rows
    .slice(3)
    .filter((r) => header.some((h, i) => /^code\|\d+$/.test(h) && (r[i] ?? '').trim()));
  const col = (n: string) => header.indexOf(n);
  if (header.includes('payer_name')) {
    const keyCols = header
      .map((h, i) => ({ h, i }))
      .filter(({ h }) =>
        /^(description|code\|.*|setting|modifiers|drug_.*|standard_charge\|(gross|discounted_cash))$/.test(h),
      )
      .map(({ i }) => i);
    const items = new Set(data.map((r) => keyCols.map((i) => (r[i] ?? '').trim()).join('\u0001')));
    const withPayer = data.filter((r) => (r[col('payer_name')] ?? '').trim());
    const plans = new Set(
      withPayer.map((r) => `${r[col('payer_name')].trim()}|${r[col('plan_name')].trim()}`),
    );
    return { items: items.size, rates: withPayer.length, payerPlans: plans.size };
  }
  const groups = new Map<string, number[]>();
  header.forEach((h, i) => {
    const parts = h.split('|');
    const isPayerCol =
      (parts[0] === 'standard_charge' && parts.length === 4 && parts[3] !== 'methodology') ||
      (parts.length === 3 && parts[0] !== 'code');
    if (isPayerCol)
      groups.set(`${parts[1]}|${parts[2]}`, [...(groups.get(`${parts[1]}|${parts[2]}`) ?? []), i]);
  });
  let rates = 0;
  const plans = new Set<string>();
  for (const r of data) {
    for (const [plan, cols] of groups) {
      if (cols.some((i) => (r[i] ?? '').trim())) {
        rates++;
        plans.add(plan);
      }
    }
  }
  return { items: data.length, rates, payerPlans: plans.size };
}

const EXAMPLES: { name: string; format: string; version: string; count: () => Expected }[] = [
  {
    name: 'cms_hpt_v3.0.0_json_example.json',
    format: 'json',
    version: '3.0.0',
    count: () => countJson('cms_hpt_v3.0.0_json_example.json'),
  },
  {
    name: 'cms_hpt_v2.0.0_json_example.json',
    format: 'json',
    version: '2.0.0',
    count: () => countJson('cms_hpt_v2.0.0_json_example.json'),
  },
  {
    name: 'cms_hpt_v3.0.0_tall_csv_example.csv',
    format: 'tall_csv',
    version: '3.0.0',
    count: () => countCsv('cms_hpt_v3.0.0_tall_csv_example.csv'),
  },
  {
    name: 'cms_hpt_v3.0.0_wide_csv_example.csv',
    format: 'wide_csv',
    version: '3.0.0',
    count: () => countCsv('cms_hpt_v3.0.0_wide_csv_example.csv'),
  },
  {
    name: 'cms_hpt_v2.0.0_tall_csv_example.csv',
    format: 'tall_csv',
    version: '2.0.0',
    count: () => countCsv('cms_hpt_v2.0.0_tall_csv_example.csv'),
  },
  {
    name: 'cms_hpt_v2.0.0_wide_csv_example.csv',
    format: 'wide_csv',
    version: '2.0.0',
    count: () => countCsv('cms_hpt_v2.0.0_wide_csv_example.csv'),
  },
];

const count = async (db: TestDatabase, sql: string, params: unknown[] = []): Promise<number> => {
  const rows: { n: number }[] = await db.dataSource.query(sql, params);
  return Number(rows[0]?.n ?? 0);
};

describe.each(TEST_DB_KINDS)('hospital price-file import on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    tmp = mkdtempSync(path.join(tmpdir(), 'fp-hpt-'));
    await db.dataSource.query(
      `INSERT INTO provider (id, name, address, city, state, zip, lat, lng)
       VALUES ('470011', 'BRATTLEBORO MEMORIAL HOSPITAL', '17 BELMONT AVENUE', 'BRATTLEBORO', 'VT', '05301', 42.8596, -72.5690)`,
    );
  });

  afterAll(async () => {
    await db?.drop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it.each(EXAMPLES)('imports $name with the item and payer counts the file holds', async (ex) => {
    const expected = ex.count();
    expect(expected.items).toBeGreaterThan(0);
    const s = await importHospitalPriceFile(db.dataSource, file(ex.name));
    expect({ format: s.format, version: s.version }).toEqual({ format: ex.format, version: ex.version });
    expect({ items: s.items, rates: s.rates, payerPlans: s.payerPlans }).toEqual(expected);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_item WHERE file_id = $1`, [s.fileId])).toBe(
      expected.items,
    );
    expect(await count(db, `SELECT count(*) AS n FROM hpt_rate WHERE file_id = $1`, [s.fileId])).toBe(
      expected.rates,
    );
    // Every rate's payer spelling is counted for the insurer list.
    expect(
      await count(db, `SELECT coalesce(sum(rate_count), 0) AS n FROM hpt_file_payer WHERE file_id = $1`, [
        s.fileId,
      ]),
    ).toBe(expected.rates);
    // West Mercy is fictional: it matches no provider, and each example replaces the previous one.
    expect(s.match.by).toBe('none');
    expect(s.replacedPrevious).toBe(ex !== EXAMPLES[0]);
    expect(s.meta.hospitalName).toBe('West Mercy Hospital');
    expect(
      await count(db, `SELECT count(*) AS n FROM hpt_file WHERE hospital_name = 'West Mercy Hospital'`),
    ).toBe(1);
    const [f] = await db.dataSource.query(
      `SELECT version, format, file_name, last_updated_on FROM hpt_file WHERE id = $1`,
      [s.fileId],
    );
    expect(f).toEqual({
      version: ex.version,
      format: ex.format,
      file_name: ex.name,
      last_updated_on: ex.version === '3.0.0' ? '2026-04-01' : '2024-07-01',
    });
  });

  it('stores the same rows when the COPY buffers fill many times over (PostgreSQL) or batches are tiny (PGlite)', async () => {
    const name = 'cms_hpt_v3.0.0_tall_csv_example.csv';
    const expected = countCsv(name);
    // 300 bytes holds one or two rows: every few items the buffers are sent, and a rate row longer than
    // that is sent on its own.
    const s = await importHospitalPriceFile(db.dataSource, file(name), { copyBufferBytes: 300, batchSize: 1 });
    expect({ items: s.items, rates: s.rates }).toEqual({ items: expected.items, rates: expected.rates });
    expect(await count(db, `SELECT count(*) AS n FROM hpt_item WHERE file_id = $1`, [s.fileId])).toBe(
      expected.items,
    );
    expect(await count(db, `SELECT count(*) AS n FROM hpt_rate WHERE file_id = $1`, [s.fileId])).toBe(
      expected.rates,
    );
    const codes: { n: number }[] = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM hpt_item_code WHERE file_id = $1`,
      [s.fileId],
    );
    expect(codes[0].n).toBe(s.codes);
    expect(s.writeMode).toBe(kind === 'postgres' ? 'copy' : 'insert');
  });

  it('keeps the MS-DRG item of the v3 JSON with its rates, percentiles and source line', async () => {
    const s = await importHospitalPriceFile(db.dataSource, file('cms_hpt_v3.0.0_json_example.json'));
    const doc = JSON.parse(readFileSync(file('cms_hpt_v3.0.0_json_example.json'), 'utf8'));
    const lines = readFileSync(file('cms_hpt_v3.0.0_json_example.json'), 'utf8').split('\n');
    const rows: {
      item_no: number;
      line: number;
      code_type: string;
      code: string;
      cash_cents: number | null;
    }[] = await db.dataSource.query(
      `SELECT i.item_no, i.line, c.code_type, c.code, i.cash_cents FROM hpt_item i
           JOIN hpt_item_code c USING (file_id, item_no) WHERE i.file_id = $1 AND c.code = '70551'`,
      [s.fileId],
    );
    expect(rows).toHaveLength(1);
    // The stored line is where the item's object starts and that object names the code.
    expect(lines[rows[0].line - 1].trim()).toBe('{');
    expect(lines.slice(rows[0].line - 1, rows[0].line + 4).join('\n')).toContain('MRI of brain');
    const el = doc.standard_charge_information.find((e: { code_information: { code: string }[] }) =>
      e.code_information.some((c) => c.code === '70551'),
    );
    expect(rows[0].cash_cents).toBe(Math.round(el.standard_charges[0].discounted_cash * 100));
    const withMedian = await count(
      db,
      `SELECT count(*) AS n FROM hpt_rate WHERE file_id = $1 AND median_cents IS NOT NULL`,
      [s.fileId],
    );
    let expectedMedian = 0;
    for (const e of doc.standard_charge_information)
      for (const sc of e.standard_charges)
        for (const p of sc.payers_information ?? []) if (p.median_amount !== undefined) expectedMedian++;
    expect(withMedian).toBe(expectedMedian);
  });

  it('refuses a damaged file with the validator messages and stores nothing of it', async () => {
    const before = await count(db, `SELECT count(*) AS n FROM hpt_item`);
    const damaged = path.join(tmp, 'damaged_v3_tall.csv');
    const lines = readFileSync(file('cms_hpt_v3.0.0_tall_csv_example.csv'), 'utf8').split('\n');
    // The column names row loses "setting", which every v3 file must have.
    lines[2] = lines[2].replace(',setting,', ',settings,');
    writeFileSync(damaged, lines.join('\n'));
    const err = await importHospitalPriceFile(db.dataSource, damaged).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PriceFileImportError);
    const messages = (err as PriceFileImportError).messages;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(/setting/);
    expect(messages[0]).toMatch(/^Line 3/);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_item`)).toBe(before);
    expect(
      await count(db, `SELECT count(*) AS n FROM hpt_file WHERE file_name = 'damaged_v3_tall.csv'`),
    ).toBe(0);
  });

  it('refuses a JSON file whose metadata is broken', async () => {
    const damaged = path.join(tmp, 'damaged.json');
    const doc = JSON.parse(readFileSync(file('cms_hpt_v3.0.0_json_example.json'), 'utf8'));
    delete doc.hospital_name;
    writeFileSync(damaged, JSON.stringify(doc, null, 2));
    const err = await importHospitalPriceFile(db.dataSource, damaged).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PriceFileImportError);
    expect((err as PriceFileImportError).messages.join('\n')).toMatch(/hospital_name/);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE file_name = 'damaged.json'`)).toBe(0);
  });

  it('skips a JSON item the validator rejects and names its line', async () => {
    const damaged = path.join(tmp, 'one_bad_item.json');
    const doc = JSON.parse(readFileSync(file('cms_hpt_v3.0.0_json_example.json'), 'utf8'));
    doc.standard_charge_information[2].standard_charges[0].setting = 'somewhere';
    const text = JSON.stringify(doc, null, 2);
    writeFileSync(damaged, text);
    const s = await importHospitalPriceFile(db.dataSource, damaged);
    expect(s.items).toBe(
      countJson('cms_hpt_v3.0.0_json_example.json').items -
        doc.standard_charge_information[2].standard_charges.length,
    );
    const lines = text.split('\n');
    const m = /^Line (\d+), item 3 of standard_charge_information/.exec(s.skipped[0]);
    expect(m).not.toBeNull();
    expect(lines.slice(Number(m![1]) - 1, Number(m![1]) + 2).join('\n')).toContain(
      doc.standard_charge_information[2].description,
    );
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE file_name = 'damaged.json'`)).toBe(0);
  });

  it('loads the Brattleboro normalized prices for CCN 470011, equal to the source lines', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    const lines = readFileSync(file(name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const codes = new Set(lines.map((l: { cpt: string }) => l.cpt));
    const s = await importNormalizedJsonl(db.dataSource, file(name));
    expect(s.match).toEqual({ by: 'ccn', providerId: '470011' });
    expect(s.items).toBe(codes.size);
    const cash = lines.find((l: { cpt: string; type: string }) => l.cpt === '70551' && l.type === 'cash');
    const [row] = await db.dataSource.query(
      `SELECT i.cash_cents, i.gross_cents FROM hpt_item i JOIN hpt_item_code c USING (file_id, item_no)
        JOIN hpt_file f ON f.id = i.file_id WHERE f.provider_id = '470011' AND c.code = '70551'`,
    );
    expect(row.cash_cents).toBe(Math.round(cash.price * 100));
    // A second load replaces the first.
    const copy = path.join(tmp, name);
    copyFileSync(file(name), copy);
    const again = await importNormalizedJsonl(db.dataSource, copy);
    expect(again.replacedPrevious).toBe(true);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`)).toBe(1);
  });

  const storedDate = async (fileId: string): Promise<string | null> => {
    const [f] = await db.dataSource.query(`SELECT last_updated_on FROM hpt_file WHERE id = $1`, [fileId]);
    return f.last_updated_on;
  };

  it('gives the Brattleboro file no date, since neither its lines nor the importer give one', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    // A copy written just now: a date taken from the disk would be today's.
    const copy = path.join(tmp, name);
    copyFileSync(file(name), copy);
    const s = await importNormalizedJsonl(db.dataSource, copy);
    expect({ fileDate: s.fileDate, dateFrom: s.dateFrom }).toEqual({ fileDate: null, dateFrom: 'none' });
    expect(await storedDate(s.fileId)).toBeNull();
    const service = new PriceFilesService(db.dataSource);
    const prices = await service.hospitalPrices({}, '470011', { code: '70551' });
    expect(prices!.items[0].source.lastUpdatedOn).toBeNull();
  });

  it('dates a normalized file by the date its importer gives, or by last_updated_on in its lines', async () => {
    const name = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
    const given = await importNormalizedJsonl(db.dataSource, file(name), { date: '2024-05-01' });
    expect({ fileDate: given.fileDate, dateFrom: given.dateFrom }).toEqual({
      fileDate: '2024-05-01',
      dateFrom: 'option',
    });
    expect(await storedDate(given.fileId)).toBe('2024-05-01');

    const dated = path.join(tmp, 'dated_470011.jsonl');
    writeFileSync(
      dated,
      [
        '{"cpt":"70551","type":"cash","price":100.5,"last_updated_on":"2025-01-15"}',
        '{"cpt":"70551","type":"gross","price":200,"last_updated_on":"2025-03-02"}',
        '{"cpt":"G0121","type":"cash","price":50}',
      ].join('\n'),
    );
    const fromLines = await importNormalizedJsonl(db.dataSource, dated);
    expect({ fileDate: fromLines.fileDate, dateFrom: fromLines.dateFrom, items: fromLines.items }).toEqual({
      fileDate: '2025-03-02',
      dateFrom: 'lines',
      items: 2,
    });
    expect(await storedDate(fromLines.fileId)).toBe('2025-03-02');
    // The importer's date wins over the lines'.
    const both = await importNormalizedJsonl(db.dataSource, dated, { date: '2025-02-01' });
    expect(await storedDate(both.fileId)).toBe('2025-02-01');
  });

  it('refuses a date that is not one, and keeps the previous file', async () => {
    const before = await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`);
    for (const date of ['2024-02-30', '05/01/2024', 'yesterday']) {
      const err = await importNormalizedJsonl(
        db.dataSource,
        file('hpt_normalized_cpt_prices_vt_470011.jsonl'),
        {
          date,
        },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PriceFileImportError);
      expect((err as Error).message).toContain(`the date "${date}" is not a date written YYYY-MM-DD`);
    }
    expect(await count(db, `SELECT count(*) AS n FROM hpt_file WHERE provider_id = '470011'`)).toBe(before);
  });

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
    const service = new PriceFilesService(db.dataSource);
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

  it("keeps the hospital's previous file whole when a re-import fails part way (one transaction)", async () => {
    const name = 'cms_hpt_v3.0.0_json_example.json';
    const first = await importHospitalPriceFile(db.dataSource, file(name), { ccn: '470011' });
    const itemsBefore = await count(db, `SELECT count(*) AS n FROM hpt_item WHERE file_id = $1`, [
      first.fileId,
    ]);
    const ratesBefore = await count(db, `SELECT count(*) AS n FROM hpt_rate WHERE file_id = $1`, [
      first.fileId,
    ]);
    // The file breaks off after its first items, as an interrupted download would; the validator is
    // skipped so the break is met while the items are being written, one small batch at a time.
    const text = readFileSync(file(name), 'utf8');
    const cut = text.indexOf(
      '"standard_charges"',
      text.indexOf('"standard_charges"', text.indexOf('"standard_charges"') + 1) + 1,
    );
    const broken = path.join(tmp, 'cut_short.json');
    writeFileSync(broken, text.slice(0, cut));
    const err = await importHospitalPriceFile(db.dataSource, broken, {
      ccn: '470011',
      validate: false,
      batchSize: 1,
      copyBufferBytes: 300,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PriceFileImportError);
    expect((err as Error).message).toMatch(
      /^cut_short\.json: the JSON ends at line \d+ before its \d+ open bracket\(s\) close; the file looks cut short\.$/,
    );
    const files: { id: string; file_name: string }[] = await db.dataSource.query(
      `SELECT id, file_name FROM hpt_file WHERE hospital_key = '470011'`,
    );
    expect(files).toEqual([{ id: first.fileId, file_name: name }]);
    expect(await count(db, `SELECT count(*) AS n FROM hpt_item WHERE file_id = $1`, [first.fileId])).toBe(
      itemsBefore,
    );
    expect(await count(db, `SELECT count(*) AS n FROM hpt_rate WHERE file_id = $1`, [first.fileId])).toBe(
      ratesBefore,
    );
    expect(
      await count(db, `SELECT count(*) AS n FROM hpt_item WHERE file_id NOT IN (SELECT id FROM hpt_file)`),
    ).toBe(0);
  });
});
