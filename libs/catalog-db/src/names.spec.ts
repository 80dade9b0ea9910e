import { byName, categoryName, conditionName } from './catalog-read';

const rows = [
  { slug: 'asthma', name: 'Asthma attack', common: true },
  { slug: 'bronchitis', name: 'Bronchitis, bronchiolitis and whooping cough', common: false },
  { slug: 'pneumonia', name: 'Pneumonia', common: true },
  { slug: 'no-such-slug', name: 'A name nobody translated', common: false },
];

describe('the catalogue’s names by language (issue 45)', () => {
  it('names a condition and a category in Spanish, the English where none is written', () => {
    expect(conditionName(rows[2], 'es')).toBe('Neumonía');
    expect(conditionName(rows[2], 'en')).toBe('Pneumonia');
    expect(conditionName(rows[3], 'es')).toBe('A name nobody translated');
    expect(categoryName({ slug: 'heart-surgery', name: 'Open heart surgery' }, 'es')).toBe(
      'Cirugía a corazón abierto',
    );
  });

  it('orders conditions by their Spanish names in Spanish (after `first`), and leaves English as it came', () => {
    expect(byName(rows, 'en')).toBe(rows);
    expect(byName(rows, 'es').map((r) => conditionName(r, 'es'))).toEqual([
      'A name nobody translated',
      'Ataque de asma',
      'Bronquitis, bronquiolitis y tos ferina',
      'Neumonía',
    ]);
    expect(byName(rows, 'es', (r) => Number(!r.common)).map((r) => r.slug)).toEqual([
      'asthma',
      'pneumonia',
      'no-such-slug',
      'bronchitis',
    ]);
  });
});
