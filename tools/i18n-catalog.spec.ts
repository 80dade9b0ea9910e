import { catalogProblems, extractEnglish, placeholders, readCatalog } from './i18n-catalog';

describe('message catalogues (issue 45)', () => {
  it('en.json is what the code says, and the Spanish catalogue has every message with the same placeholders', () => {
    const english = extractEnglish();
    expect(Object.keys(english).length).toBeGreaterThan(0);
    const problems: string[] = [];
    const es = readCatalog('es', problems);
    expect([...problems, ...catalogProblems(english, { en: readCatalog('en'), es })]).toEqual([]);
  });

  const english = {
    'a.count': 'You have {n, plural, one {# bill} other {# bills}} from {hospital}',
    'a.tag': 'See <b>the bill</b>',
  };
  const good = {
    'a.count': 'Tiene {n, plural, one {# factura} other {# facturas}} de {hospital}',
    'a.tag': 'Vea <b>la factura</b>',
  };

  it('passes a complete translation', () => {
    expect(catalogProblems(english, { en: english, es: good })).toEqual([]);
  });

  it('finds a missing key, a key no longer used, a lost placeholder and a stale en.json', () => {
    const problems = catalogProblems(english, {
      en: { ...english, 'a.old': 'Old' },
      es: { 'a.count': 'Tiene facturas de {hospital}', 'z.old': 'Viejo' },
    });
    expect(problems).toEqual([
      'libs/i18n/src/catalog/en.json is not what the code says: run `npm run i18n:extract`',
      'a.count: placeholders differ: English hospital:argument, n:plural, Spanish hospital:argument',
      'a.tag: missing from es.json (English: "See <b>the bill</b>")',
      'z.old: in es.json but no longer in the code',
    ]);
  });

  it('finds a Spanish message that breaks the glossary, and an id that is not dotted words', () => {
    const en = { 'bill.itemized': 'Upload your itemized bill', Bad: 'x' };
    const problems = catalogProblems(en, { en, es: { 'bill.itemized': 'Suba su cuenta', Bad: 'x' } });
    expect(problems).toContain('Bad: an id is words joined by dots ("screen.part.what")');
    expect(problems).toContain(
      'bill.itemized: the glossary writes "itemized bill" as "factura detallada": "Suba su cuenta"',
    );
  });

  it('compares select options but not the plural categories each language has', () => {
    expect(placeholders('{kind, select, visit {a visit} other {a bill}}')).toEqual([
      'kind:select',
      'kind=other',
      'kind=visit',
    ]);
    expect(placeholders('{n, plural, =0 {none} one {#} other {#}}')).toEqual(['n:plural', 'n==0']);
    expect(placeholders('{n, plural, =0 {ninguna} one {#} many {#} other {#}}')).toEqual([
      'n:plural',
      'n==0',
    ]);
  });
});
