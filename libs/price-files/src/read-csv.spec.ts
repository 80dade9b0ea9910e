/**
 * A tall CSV item's negotiated min and max come from ALL its rows (issue 27): in the CMS v3 tall
 * example, CPT 80048 (basic metabolic panel) has two rows: Platform Health PPO at $150 (min 150, max 150)
 * and Region Health HMO at $125 (min 125, max 150). The item is $125–$150, not the first row's $150–$150.
 */
import path from 'node:path';
import { readCsvItems } from './read-csv';

const FILE = path.resolve(__dirname, '../../..', '../shared/data/hpt/cms_hpt_v3.0.0_tall_csv_example.csv');

describe('tall CSV items', () => {
  it('take the min/max negotiated across every row of the item', async () => {
    const found = [];
    for await (const item of readCsvItems(FILE, () => undefined))
      if (item.codes.some((c) => c.code === '80048')) found.push(item);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ minCents: 12_500, maxCents: 15_000 });
    expect(found[0].rates.map((r) => r.negotiatedCents)).toEqual([15_000, 12_500]);
  });
});

describe('record numbers (the CMS validator’s, which count blank lines)', () => {
  it('skip the row the validator named when a blank line comes before it', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const { parseCsv } = await import('@fp/domain');
    const text = fs.readFileSync(FILE, 'utf8');
    const records = parseCsv(text);
    const r = records.findIndex((rec) => rec.fields.includes('80048') && rec.fields.includes('150'));
    expect(r).toBeGreaterThan(2);
    // A blank line just before that row: it is now record r + 2 (1-based, the blank line counted).
    const lines = text.split('\n');
    lines.splice(records[r].line - 1, 0, '');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fp-csv-')), 'blank-line.csv');
    fs.writeFileSync(file, lines.join('\n'));
    const found = [];
    for await (const item of readCsvItems(file, () => undefined, undefined, new Set([r + 2])))
      if (item.codes.some((c) => c.code === '80048')) found.push(item);
    // The $150 row is the one skipped; the $125 row stays.
    expect(found.flatMap((i) => i.rates.map((x) => x.negotiatedCents))).toEqual([12_500]);
  });
});
