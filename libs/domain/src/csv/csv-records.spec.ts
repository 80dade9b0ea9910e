import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { csvRecords } from './csv';

async function all(text: string, chunk = 7) {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += chunk) parts.push(text.slice(i, i + chunk));
  const out = [];
  for await (const r of csvRecords(Readable.from(parts))) out.push(r);
  return out;
}

describe('csvRecords (streamed)', () => {
  it('splits plain rows, quoted fields with commas, doubled quotes and newlines, with start lines', async () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""",3\n"two\nlines",,\nlast,row,"end"';
    const recs = await all(text);
    expect(recs.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', '3'],
      ['two\nlines', '', ''],
      ['last', 'row', 'end'],
    ]);
    expect(recs.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it.each([3, 64, 100000])('reads every CMS example CSV as csv-parse does (chunks of %i)', async (chunk) => {
    const dir = path.resolve(__dirname, '../../../..', '../shared/data/hpt');
    for (const name of [
      'cms_hpt_v3.0.0_tall_csv_example.csv',
      'cms_hpt_v3.0.0_wide_csv_example.csv',
      'cms_hpt_v2.0.0_tall_csv_example.csv',
      'cms_hpt_v2.0.0_wide_csv_example.csv',
    ]) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const expected = parse(text, { bom: true, relax_column_count: true });
      expect((await all(text, chunk)).map((r) => r.fields)).toEqual(expected);
    }
  });
});
