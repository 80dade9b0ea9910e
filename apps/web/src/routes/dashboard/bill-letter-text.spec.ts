/**
 * The bill check letter's words in both languages (bill-letter-text.ts): every key in each, the same
 * placeholders, and Spanish written (no line left as its English but the range's dash).
 */
import { placeholdersOf } from '@fp/domain';
import { BILL_LETTER_TEXT } from './bill-letter-text';

const { en, es } = BILL_LETTER_TEXT;
const keys = Object.keys(en) as (keyof typeof en)[];

describe('the bill letter text', () => {
  it('has the same keys and placeholders in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
    for (const key of keys) expect([key, placeholdersOf(es[key])]).toEqual([key, placeholdersOf(en[key])]);
  });

  it('is written in Spanish', () => {
    expect(keys.filter((k) => en[k] === es[k])).toEqual(['range']);
  });
});
