import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectFromHead, normalizeVersion } from './detect';
import { csvLayout } from './read-csv';

const DATA = path.resolve(__dirname, '../../..', '../shared/data/hpt');
const head = (name: string) => readFileSync(path.join(DATA, name), 'utf8').slice(0, 1 << 20);

describe('price-file detection', () => {
  it.each([
    ['cms_hpt_v3.0.0_json_example.json', 'json', '3.0.0'],
    ['cms_hpt_v2.0.0_json_example.json', 'json', '2.0.0'],
    ['cms_hpt_v3.0.0_tall_csv_example.csv', 'tall_csv', '3.0.0'],
    ['cms_hpt_v3.0.0_wide_csv_example.csv', 'wide_csv', '3.0.0'],
    ['cms_hpt_v2.0.0_tall_csv_example.csv', 'tall_csv', '2.0.0'],
    ['cms_hpt_v2.0.0_wide_csv_example.csv', 'wide_csv', '2.0.0'],
  ])('%s is %s version %s', (name, format, version) => {
    expect(detectFromHead(head(name))).toEqual({ format, version });
  });

  it('completes short version numbers and refuses what is not a price file', () => {
    expect(normalizeVersion('v2.2')).toBe('2.2.0');
    expect(() => detectFromHead('{"a": 1}')).toThrow(/version/);
    expect(() => detectFromHead('just,one\nline')).toThrow(/header rows/);
  });

  it('reads the wide layout: payer and plan groups, with their names as written', () => {
    const L = csvLayout([
      'description',
      'code|1',
      'code|1|type',
      'standard_charge|gross',
      'standard_charge|Platform_Health_Insurance|PPO|negotiated_dollar',
      'median_amount | Region Health | HMO',
    ]);
    expect(L.format).toBe('wide_csv');
    expect(L.codeCols).toEqual([[1, 2]]);
    expect(L.payerCols.map((p) => [p.payerName, p.planName, [...p.fields.keys()]])).toEqual([
      ['Platform_Health_Insurance', 'PPO', ['negotiated_dollar']],
      ['Region Health', 'HMO', ['median_amount']],
    ]);
  });
});
