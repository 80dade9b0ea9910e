/**
 * The Spanish text tables of the sentences the API writes (issue 45): every English key has its Spanish,
 * with the same placeholders and the same figures (numbers, money, citations), and nothing is left in
 * English by mistake (a Spanish template equal to its English one).
 */
import { fill, placeholdersOf, textIn } from './text-language';
import { VERDICT_TEXT_EN } from '../verdict/verdict-text';
import { VERDICT_TEXT_ES } from '../verdict/verdict-text-es';
import { BILL_CHECK_TEXT_EN } from '../bill-check/bill-check-text';
import { BILL_CHECK_TEXT_ES } from '../bill-check/bill-check-text-es';
import { LINE_CHECK_TEXT_EN } from '../bill-reading/line-checks-text';
import { LINE_CHECK_TEXT_ES } from '../bill-reading/line-checks-text-es';

const TABLES: [string, Record<string, string>, Record<string, string>][] = [
  ['verdict', VERDICT_TEXT_EN, VERDICT_TEXT_ES],
  ['bill check', BILL_CHECK_TEXT_EN, BILL_CHECK_TEXT_ES],
  ['line checks', LINE_CHECK_TEXT_EN, LINE_CHECK_TEXT_ES],
];

/** The same in both languages on purpose: names and code prefixes. */
const SAME_ON_PURPOSE = new Set(['rev', 'cmsSource', 'commercialSource'].map(String));

/** Figures written in a template (not placeholders): numbers, citations' section numbers. */
const figures = (t: string) => (t.replace(/\{\w+\}/g, '').match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe.each(TABLES)('the %s text table in Spanish', (_name, en, es) => {
  it('has every English key, and no other', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s: the same placeholders and figures', (key) => {
    expect(placeholdersOf(es[key]!)).toEqual(placeholdersOf(en[key]!));
    expect(figures(es[key]!)).toEqual(figures(en[key]!));
  });

  it('is written in Spanish (no template left as its English)', () => {
    const same = Object.keys(en).filter((k) => en[k] === es[k] && !SAME_ON_PURPOSE.has(k));
    expect(same).toEqual([]);
  });
});

describe('fill and textIn', () => {
  it('fills every placeholder, repeated ones too, and leaves unknown ones', () => {
    expect(fill('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
  });

  it('picks the language', () => {
    expect(textIn(LINE_CHECK_TEXT_EN, LINE_CHECK_TEXT_ES, 'es')('on', { date: '2026-01-02' })).toBe(
      'el 2026-01-02',
    );
    expect(textIn(LINE_CHECK_TEXT_EN, LINE_CHECK_TEXT_ES, 'en')('on', { date: '2026-01-02' })).toBe(
      'on 2026-01-02',
    );
  });
});
