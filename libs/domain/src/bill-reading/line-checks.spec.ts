import { checkItemizedLines, daysBetween, UNUSUAL_UNITS } from './line-checks';
import type { BillReading, ReadLine } from './types';

const at = { page: 1, confidence: 1 };
let n = 0;
function line(p: Partial<ReadLine>): ReadLine {
  n += 1;
  return {
    ...at,
    line: n,
    date: '2026-03-02',
    revenueCode: null,
    code: null,
    description: 'Item',
    quantity: 1,
    amountCents: 1000,
    ...p,
  };
}

function reading(
  lines: ReadLine[],
  stay: [string, string] | null = ['2026-03-01', '2026-03-04'],
): BillReading {
  return {
    layout: 'ITEMIZED',
    method: 'TEXT',
    pages: 1,
    hospital: null,
    statementDate: null,
    admissionDate: stay ? { ...at, line: 1, value: stay[0] } : null,
    dischargeDate: stay ? { ...at, line: 2, value: stay[1] } : null,
    totalChargesCents: null,
    insurancePaidCents: null,
    insuranceAdjustedCents: null,
    patientResponsibilityCents: null,
    drg: null,
    insurer: null,
    lines,
  };
}

describe('checkItemizedLines', () => {
  it('finds the same code twice on one date, worth the second line', () => {
    const r = reading([
      line({ code: '85025', description: 'CBC', amountCents: 4500 }),
      line({ code: '80053', description: 'Metabolic panel', amountCents: 6000 }),
      line({ code: '85025', description: 'CBC', amountCents: 4500 }),
      // Same code on another day: not a duplicate.
      line({ code: '85025', description: 'CBC', amountCents: 4500, date: '2026-03-03' }),
    ]);
    const f = checkItemizedLines(r);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ kind: 'DUPLICATE', lines: [0, 2], amountCents: 4500 });
    expect(f[0]!.text).toContain('85025 is charged 2 times on 2026-03-02');
    expect(f[0]!.text).toContain('$45.00');
  });

  it('three of a kind: the two extra lines are the amount', () => {
    const r = reading([
      line({ code: 'J1885', amountCents: 1200 }),
      line({ code: 'J1885', amountCents: 1200 }),
      line({ code: 'J1885', amountCents: 1300 }),
    ]);
    expect(checkItemizedLines(r)).toEqual([
      expect.objectContaining({ kind: 'DUPLICATE', lines: [0, 1, 2], amountCents: 2500 }),
    ]);
  });

  it('lines without a code are compared by revenue code and description; credits are never duplicates', () => {
    const r = reading([
      line({ revenueCode: '0250', description: 'Pharmacy IV bag', amountCents: 800 }),
      line({ revenueCode: '0250', description: 'PHARMACY IV BAG', amountCents: 800 }),
      line({ revenueCode: '0250', description: 'Other drug', amountCents: 800 }),
      line({ code: '85025', amountCents: 4500 }),
      line({ code: '85025', amountCents: -4500 }),
    ]);
    const f = checkItemizedLines(r);
    expect(f.map((x) => [x.kind, x.lines])).toEqual([['DUPLICATE', [0, 1]]]);
  });

  it('flags lines after discharge (with their amount) and before admission (no amount: may be bundled)', () => {
    const r = reading([
      line({ code: '99283', date: '2026-02-27' }),
      line({ code: '71046', date: '2026-03-04', amountCents: 20000 }), // the day of discharge: fine
      line({ code: '97110', date: '2026-03-06', amountCents: 15000 }),
    ]);
    const f = checkItemizedLines(r);
    expect(f.map((x) => [x.kind, x.lines, x.amountCents])).toEqual([
      ['BEFORE_ADMISSION', [0], null],
      ['AFTER_DISCHARGE', [2], 15000],
    ]);
    expect(f[1]!.text).toContain('after your discharge on 2026-03-04');
  });

  it('without the stay dates nothing is said about dates or room days', () => {
    const r = reading(
      [line({ code: '97110', date: '2030-01-01' }), line({ revenueCode: '0120', quantity: 9 })],
      null,
    );
    expect(checkItemizedLines(r)).toEqual([]);
  });

  it('room-and-board days beyond the nights: 4 days billed for 3 nights, one day at $1,500 comes off', () => {
    const r = reading([
      line({ revenueCode: '0120', description: 'Semi-private room', quantity: 3, amountCents: 450000 }),
      line({ revenueCode: '0206', description: 'ICU', quantity: 1, amountCents: 150000 }),
      line({ revenueCode: '0250', description: 'Pharmacy', quantity: 9, amountCents: 9000 }),
    ]);
    const f = checkItemizedLines(r);
    expect(f).toEqual([
      expect.objectContaining({ kind: 'ROOM_DAYS_BEYOND_STAY', lines: [0, 1], amountCents: 150000 }),
    ]);
    expect(f[0]!.text).toContain('4 room-and-board days');
    expect(f[0]!.text).toContain('3 nights');
  });

  it('room days equal to the nights, or one day for a same-day stay, are fine', () => {
    expect(checkItemizedLines(reading([line({ revenueCode: '0120', quantity: 3 })]))).toEqual([]);
    const sameDay = reading(
      [line({ revenueCode: '0110', quantity: 1, date: '2026-03-01' })],
      ['2026-03-01', '2026-03-01'],
    );
    expect(checkItemizedLines(sameDay)).toEqual([]);
    const twoOnOneDay = reading(
      [line({ revenueCode: '0110', quantity: 2, amountCents: 3000, date: '2026-03-01' })],
      ['2026-03-01', '2026-03-01'],
    );
    expect(checkItemizedLines(twoOnOneDay)).toEqual([
      expect.objectContaining({ kind: 'ROOM_DAYS_BEYOND_STAY', amountCents: 1500 }),
    ]);
  });

  it('unusual quantities: a visit code more than once, or more than the unit limit, saying the rule', () => {
    const r = reading([
      line({ code: '99285', quantity: 2, amountCents: 240000 }),
      line({ code: 'J7050', quantity: UNUSUAL_UNITS + 1, amountCents: 5100 }),
      line({ code: 'J7050', quantity: UNUSUAL_UNITS, amountCents: 5000, date: '2026-03-03' }),
    ]);
    const f = checkItemizedLines(r);
    expect(f.map((x) => [x.kind, x.lines, x.amountCents])).toEqual([
      ['UNUSUAL_QUANTITY', [0], 120000],
      ['UNUSUAL_QUANTITY', [1], null],
    ]);
    expect(f[0]!.text).toContain('Rule used: an evaluation and management visit');
    expect(f[1]!.text).toContain(`Rule used: more than ${UNUSUAL_UNITS} units`);
  });

  it('above the price file: the amount over the highest rate times the quantity, naming the file', () => {
    const rates = new Map([
      ['85025', { minCents: 900, maxCents: 3000, source: 'cms-file.json, dated 2026-01-01' }],
      ['071046', { minCents: 5000, maxCents: 20000, source: 'cms-file.json, dated 2026-01-01' }],
    ]);
    const r = reading([
      line({ code: '85025', quantity: 2, amountCents: 7000 }), // 2 × $30 = $60: $10 above
      line({ code: '71046', amountCents: 20000 }), // equal to the rate: fine (leading zero ignored)
      line({ code: '80053', amountCents: 99999 }), // no rate: nothing said
    ]);
    const f = checkItemizedLines(r, { priceFileRates: rates });
    expect(f).toEqual([expect.objectContaining({ kind: 'ABOVE_PRICE_FILE', lines: [0], amountCents: 1000 })]);
    expect(f[0]!.text).toContain('cms-file.json, dated 2026-01-01');
    expect(checkItemizedLines(r)).toEqual([]);
  });

  it('findings come in the order of their first line', () => {
    const r = reading([
      line({ code: '97110', date: '2026-03-09' }),
      line({ code: '85025' }),
      line({ code: '85025' }),
    ]);
    expect(checkItemizedLines(r).map((f) => f.kind)).toEqual(['AFTER_DISCHARGE', 'DUPLICATE']);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across a month end and refuses malformed dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(daysBetween('2026-3-2', '2026-03-02')).toBeNull();
    expect(daysBetween(null, '2026-03-02')).toBeNull();
  });
});
