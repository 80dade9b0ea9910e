/**
 * The pages write numbers without Intl.NumberFormat (libs/domain money/usd.ts: its first use costs a phone
 * a long task). That holds only while every language of the site writes numbers as en-US does: a language
 * added to INTL_TAGS that groups or marks decimals otherwise fails here.
 */
import { decimalText, groupThousands, usd } from '@fp/domain';
import { INTL_TAGS } from '@fp/i18n';

describe.each(Object.values(INTL_TAGS))('numbers written out, as %s writes them', (tag) => {
  it('whole numbers, decimals and dollars match Intl', () => {
    const decimal = (digits: number) =>
      new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 98765432109]) {
      expect(groupThousands(n)).toBe(new Intl.NumberFormat(tag).format(n));
      expect(usd(n)).toBe(dollars.format(n / 100));
    }
    for (const d of [0.04, 2.45, 9.96, 74.5, 1234.567])
      for (const digits of [0, 1, 2]) expect(decimalText(d, digits)).toBe(decimal(digits).format(d));
  });
});
