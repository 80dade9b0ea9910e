/**
 * The pages write numbers without Intl.NumberFormat (libs/domain money/usd.ts: its first use costs a phone
 * a long task). That holds only while every language of the site writes numbers as en-US does: a language
 * added to INTL_TAGS that groups or marks decimals otherwise fails here.
 */
import { decimalText, groupThousands, usd } from '@fp/domain';
import { INTL_TAGS, LOCALES } from '@fp/i18n';
import { makeIntl } from './intl';

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

describe.each(LOCALES)(
  "react-intl's numbers in %s, written without an Intl number format (i18n/intl.tsx)",
  (locale) => {
    // A translated message (the page's language) and a default one (English, the code's) take two paths
    // through @formatjs/intl; both must find the plain number format in the store makeIntl fills.
    const translated: Record<string, string> =
      locale === 'en'
        ? {}
        : { 't.rows': '{n, plural, one {# fila} other {# filas}}', 't.total': 'total {n, number}' };
    const rows = locale === 'en' ? 'rows' : 'filas';

    it('a plural #, a {n, number} and formatNumber(n), as Intl writes them', () => {
      // Every Intl.NumberFormat made from here on is counted (its static methods still answer).
      const Real = Intl.NumberFormat;
      let made = 0;
      Intl.NumberFormat = new Proxy(Real, {
        construct: (target, args: ConstructorParameters<typeof Real>) => {
          made++;
          return new target(...args);
        },
        apply: (target, _this, args: ConstructorParameters<typeof Real>) => {
          made++;
          return target(...args);
        },
      });
      try {
        const intl = makeIntl({ locale, messages: translated });
        const rowsOf = (n: number) =>
          intl.formatMessage(
            { id: 't.rows', defaultMessage: '{n, plural, one {# row} other {# rows}}' },
            { n },
          );
        expect(rowsOf(12345)).toBe(`12,345 ${rows}`);
        expect(rowsOf(1)).toMatch(/^1 /);
        expect(
          intl.formatMessage({ id: 't.total', defaultMessage: 'total {n, number}' }, { n: 1234.5 }),
        ).toBe('total 1,234.5');
        expect(intl.formatNumber(98765.4321)).toBe('98,765.432');
        // A message only in English on a Spanish page (its default) goes the other way through react-intl.
        expect(
          intl.formatMessage(
            { id: 't.only-default', defaultMessage: '{n, plural, other {# items}}' },
            { n: 2500 },
          ),
        ).toBe('2,500 items');
        expect(made).toBe(0);
        // With options it is Intl's own, as before.
        expect(intl.formatNumber(0.256, { style: 'percent' })).toBe(
          new Real('en-US', { style: 'percent' }).format(0.256),
        );
        expect(made).toBeGreaterThan(0);
      } finally {
        Intl.NumberFormat = Real;
      }
    });

    it('what it leaves to Intl is still written by Intl', () => {
      const intl = makeIntl({ locale, messages: translated });
      const real = new Intl.NumberFormat(INTL_TAGS[locale]);
      for (const value of [-0, Number.POSITIVE_INFINITY, Number.NaN, 2e21])
        expect(intl.formatNumber(value)).toBe(real.format(value));
    });
  },
);
