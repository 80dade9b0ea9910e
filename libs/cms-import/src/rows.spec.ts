import { detectLayout } from './layouts';
import { createRowParser, drgTitleFromDefinition, normalizeCcn } from './rows';

const fy2011 = detectLayout(
  'DRG Definition,Provider Id,Provider Name,Provider Street Address,Provider City,Provider State,Provider Zip Code,Hospital Referral Region Description,Total Discharges,Average Covered Charges,Average Total Payments,Average Medicare Payments'.split(
    ',',
  ),
);
const GOOD = [
  '039 - EXTRACRANIAL PROCEDURES W/O CC/MCC',
  '10001',
  'SOUTHEAST ALABAMA MEDICAL CENTER',
  '1108 ROSS CLARK CIRCLE',
  'DOTHAN',
  'AL',
  '36301',
  'AL - Dothan',
  '91',
  '$32,963.07',
  '5777.24',
  '4763.73',
];

describe('row checks', () => {
  const parse = createRowParser(fy2011.columns);
  const withField = (i: number, value: string) => GOOD.map((v, k) => (k === i ? value : v));

  it('reads a good row into cents, a padded CCN and the DRG title', () => {
    const result = parse(GOOD);
    expect(result).toEqual({
      ok: true,
      row: {
        ccn: '010001',
        name: 'SOUTHEAST ALABAMA MEDICAL CENTER',
        street: '1108 ROSS CLARK CIRCLE',
        city: 'DOTHAN',
        state: 'AL',
        zip: '36301',
        drg: '039',
        drgTitle: 'EXTRACRANIAL PROCEDURES W/O CC/MCC',
        discharges: 91,
        coveredChargeCents: 3296307,
        totalPaymentCents: 577724,
        medicarePaymentCents: 476373,
      },
    });
  });

  it.each([
    [1, '', 'missing provider CCN'],
    [9, 'abc', 'non-numeric average covered charges "abc"'],
    [0, '000 - NOTHING', 'unknown DRG "000"'],
    [0, '050 - NOT A DRG', 'unknown DRG "050"'],
    [6, 'ABCDE', 'bad ZIP "ABCDE"'],
    [5, 'XX', 'bad state "XX"'],
    [8, '1.5', 'non-numeric total discharges "1.5"'],
    [2, ' ', 'missing provider name'],
  ])('column %d = %j is a bad row: %s', (i, value, reason) => {
    expect(parse(withField(i, value))).toEqual({ ok: false, reason });
  });

  it('reports every problem of a row and refuses short rows', () => {
    const result = parse(withField(1, '').map((v, k) => (k === 6 ? '1234567' : v)));
    expect(result).toEqual({ ok: false, reason: 'missing provider CCN; bad ZIP "1234567"' });
    expect(parse(GOOD.slice(0, 5))).toEqual({ ok: false, reason: 'too few columns (5 of 12)' });
  });

  it('takes ZIP+4 and ZIPs that lost their leading zero', () => {
    const a = parse(withField(6, '2114-1234'));
    expect(a.ok && a.row.zip).toBe('02114');
  });
});

describe('helpers', () => {
  it('normalizes CCNs', () => {
    expect(normalizeCcn(' 10001 ')).toBe('010001');
    expect(normalizeCcn('330005')).toBe('330005');
    expect(normalizeCcn('05t123')).toBe('05T123');
    expect(normalizeCcn('12-34')).toBeNull();
  });
  it('takes the title out of a DRG definition', () => {
    expect(drgTitleFromDefinition('039 - EXTRACRANIAL PROCEDURES W/O CC/MCC')).toBe(
      'EXTRACRANIAL PROCEDURES W/O CC/MCC',
    );
    expect(drgTitleFromDefinition('HEART FAILURE AND SHOCK WITH MCC')).toBe(
      'HEART FAILURE AND SHOCK WITH MCC',
    );
    expect(drgTitleFromDefinition('193')).toBeNull();
  });
});
