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
