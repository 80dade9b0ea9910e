/**
 * The price-file importer on every CMS example in ../shared/data/hpt, on a fresh database of each kind
 * (TEST_DB): counts, the stored rows, refused files and the one transaction of a re-import. The
 * expected counts are worked out here from the files themselves, without the importer's code.
 * Normalized (jsonl) files: jsonl.integration-spec.ts; payers and hospital matching:
 * import-matching.integration-spec.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { parse } from 'csv-parse/sync';
import { PriceFileImportError, importHospitalPriceFile } from './import';
import { TEST_DB_KINDS, type TestDatabase } from '@fp/db/testing';
import { closeImportTestDatabase, count, file, openImportTestDatabase } from './testing';

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

describe.each(TEST_DB_KINDS)('hospital price-file import on %s', (kind) => {
  let db: TestDatabase;
  let tmp: string;

  beforeAll(async () => {
    ({ db, tmp } = await openImportTestDatabase(kind));
  });

  afterAll(() => closeImportTestDatabase({ db, tmp }));

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
    const s = await importHospitalPriceFile(db.dataSource, file(name), {
      copyBufferBytes: 300,
      batchSize: 1,
    });
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
