import {
  flattenBracketed,
  legacyStamp,
  normaliseLegacyForm,
  parseBracketed,
  parseLegacyDate,
  splitBracketedKey,
  toLegacyForm,
  type LegacyFormSpec,
} from './legacy-form';

const spec: LegacyFormSpec = {
  name: 'text',
  admitted: 'date',
  departed: 'date',
  month: 'month',
  insured: 'checkbox',
  newsletter: 'checkbox',
  clinic: 'select',
  insurance: 'select',
  diagnoses: 'multiselect',
  procedures: 'multiselect',
  total: 'money',
  visits: 'number',
  file: 'file',
  meta: 'json',
  bills: { group: { total: 'money', due: 'date', paid: 'checkbox' } },
};

describe('bracketed names', () => {
  it('splits names into their parts', () => {
    expect(splitBracketedKey('bills[0][total]')).toEqual(['bills', '0', 'total']);
    expect(splitBracketedKey('tags[]')).toEqual(['tags', '']);
    expect(splitBracketedKey('plain')).toEqual(['plain']);
    expect(splitBracketedKey('bad]name')).toBeNull();
  });

  it('names ending in [] become arrays', () => {
    expect(
      parseBracketed([
        ['tags[]', 'a'],
        ['tags[]', 'b'],
      ]),
    ).toEqual({ tags: ['a', 'b'] });
    // Express's urlencoded parser hands repeated names over as one array
    expect(parseBracketed({ 'tags[]': ['a', 'b'], one: 'x' })).toEqual({ tags: ['a', 'b'], one: 'x' });
  });

  it('groups become arrays of nested objects, in index order with gaps closed', () => {
    expect(
      parseBracketed([
        ['bills[2][total]', '5'],
        ['bills[0][total]', '1'],
        ['bills[0][paid]', '1'],
        ['address[city]', 'Omaha'],
        ['address[geo][lat]', '41.2'],
      ]),
    ).toEqual({
      bills: [{ total: '1', paid: '1' }, { total: '5' }],
      address: { city: 'Omaha', geo: { lat: '41.2' } },
    });
  });

  it('a plain name sent twice keeps both values', () => {
    expect(
      parseBracketed([
        ['pick', '1'],
        ['pick', '2'],
      ]),
    ).toEqual({ pick: ['1', '2'] });
  });

  it('refuses prototype keys, deep nesting and huge indexes', () => {
    expect(() => parseBracketed([['a[__proto__][x]', '1']])).toThrow(/not accepted/);
    expect(() => parseBracketed([['a[b][c][d][e][f][g]', '1']])).toThrow(/not accepted/);
    expect(() => parseBracketed([['a[99999999]', '1']])).toThrow(/too long/);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('normaliseLegacyForm: older shapes in, typed values out', () => {
  const body = {
    name: 'Pat',
    admitted: '2025-03-04T10:20:30',
    departed: 'null',
    month: '2025-03',
    insured: '1',
    newsletter: '0',
    clinic: '{}',
    insurance: '7',
    diagnoses: 'null',
    procedures: ['3', '9'],
    total: '1,234.50',
    visits: '3',
    file: '',
    meta: '{"a":1}',
    bills: [
      { total: '10', due: 'null', paid: '1' },
      { total: '0.29', due: '2025-01-31T00:00:00', paid: '0' },
    ],
    extra: 'null',
  };
  const out = normaliseLegacyForm(body, spec);

  it('dates: the UTC stamp becomes a Date, "null" becomes null', () => {
    expect(out.admitted).toEqual(new Date('2025-03-04T10:20:30Z'));
    expect(out.departed).toBeNull();
  });
  it('month-only dates become the 1st at 12:00 UTC', () => {
    expect(out.month).toEqual(new Date('2025-03-01T12:00:00Z'));
    expect(normaliseLegacyForm({ month: '2025-03-17T08:00:00' }, spec).month).toEqual(
      new Date('2025-03-01T12:00:00Z'),
    );
  });
  it('checkboxes 1 or 0 become true or false; missing is false', () => {
    expect(out.insured).toBe(true);
    expect(out.newsletter).toBe(false);
    expect(normaliseLegacyForm({}, { c: 'checkbox' }).c).toBe(false);
    expect(normaliseLegacyForm({ c: 'on' }, { c: 'checkbox' }).c).toBe(true);
  });
  it('an empty single-select ({}) is null, a chosen one its id', () => {
    expect(out.clinic).toBeNull();
    expect(out.insurance).toBe('7');
    expect(normaliseLegacyForm({ clinic: {} }, spec).clinic).toBeNull();
    expect(normaliseLegacyForm({ clinic: { id: 4, text: 'X' } }, spec).clinic).toBe('4');
  });
  it('an empty multi-select ("null") is an empty list; one value is a list of one', () => {
    expect(out.diagnoses).toEqual([]);
    expect(out.procedures).toEqual(['3', '9']);
    expect(normaliseLegacyForm({ diagnoses: '5' }, spec).diagnoses).toEqual(['5']);
  });
  it('money becomes integer cents, numbers numbers', () => {
    expect(out.total).toBe(123450);
    expect(out.visits).toBe(3);
    expect(normaliseLegacyForm({ visits: 'x' }, spec).visits).toBeNull();
  });
  it('file, JSON and image fields without content are omitted; JSON text is parsed', () => {
    expect('file' in out).toBe(false);
    expect(out.meta).toEqual({ a: 1 });
    expect('meta' in normaliseLegacyForm({ meta: 'null' }, spec)).toBe(false);
  });
  it('groups become arrays of typed objects', () => {
    expect(out.bills).toEqual([
      { total: 1000, due: null, paid: true },
      { total: 29, due: new Date('2025-01-31T00:00:00Z'), paid: false },
    ]);
  });
  it('fields not in the list keep their text, with "null" and {} as null', () => {
    expect(out.extra).toBeNull();
    expect(normaliseLegacyForm({ a: 'x', b: {}, c: ['null', 'y'] })).toEqual({
      a: 'x',
      b: null,
      c: [null, 'y'],
    });
  });
  it('reads MM/DD/YYYY and full ISO dates too, and refuses impossible ones', () => {
    expect(parseLegacyDate('07/04/2025')).toEqual(new Date('2025-07-04T00:00:00Z'));
    expect(parseLegacyDate('2025-07-04T10:00:00.000Z')).toEqual(new Date('2025-07-04T10:00:00Z'));
    expect(parseLegacyDate('2025-02-30T00:00:00')).toBeNull();
    expect(parseLegacyDate('soon')).toBeNull();
  });
});

describe("toLegacyForm: a form's values out in the older shapes", () => {
  const values = {
    name: 'Pat',
    admitted: new Date('2025-03-04T10:20:30.900Z'),
    departed: '',
    month: '2025-03',
    insured: true,
    newsletter: false,
    clinic: null,
    insurance: '7',
    diagnoses: [],
    procedures: ['3', '9'],
    total: '1,234.50',
    visits: '3',
    file: null,
    meta: '',
    bills: [{ total: '10', due: '01/31/2025', paid: true }],
  };
  const out = toLegacyForm(values, spec);

  it('dates as UTC YYYY-MM-DDTHH:mm:ss with the real seconds (no "+1 second"), empty as "null"', () => {
    expect(out.admitted).toBe('2025-03-04T10:20:30');
    expect(legacyStamp(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31T23:59:59');
    expect(out.departed).toBe('null');
  });
  it('month-only dates as the 1st at 12:00', () => {
    expect(out.month).toBe('2025-03-01T12:00:00');
  });
  it('checkboxes 1 or 0, empty single-select {}, empty multi-select "null"', () => {
    expect([out.insured, out.newsletter]).toEqual([1, 0]);
    expect(out.clinic).toEqual({});
    expect(out.insurance).toBe('7');
    expect(out.diagnoses).toBe('null');
    expect(out.procedures).toEqual(['3', '9']);
  });
  it('money as a number without commas; empty file and JSON fields left out; groups nested', () => {
    expect(out.total).toBe(1234.5);
    expect(out.visits).toBe(3);
    expect('file' in out).toBe(false);
    expect('meta' in out).toBe(false);
    expect(out.bills).toEqual([{ total: 10, due: '2025-01-31T00:00:00', paid: 1 }]);
  });

  it('flattens to bracketed keys, and the REST edge reads them back to the same typed values', () => {
    const pairs = flattenBracketed(out);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['clinic', '{}'],
        ['procedures[]', '3'],
        ['procedures[]', '9'],
        ['bills[0][total]', '10'],
        ['bills[0][due]', '2025-01-31T00:00:00'],
        ['bills[0][paid]', '1'],
      ]),
    );
    const back = normaliseLegacyForm(parseBracketed(pairs), spec);
    expect(back).toEqual({
      name: 'Pat',
      admitted: new Date('2025-03-04T10:20:30Z'),
      departed: null,
      month: new Date('2025-03-01T12:00:00Z'),
      insured: true,
      newsletter: false,
      clinic: null,
      insurance: '7',
      diagnoses: [],
      procedures: ['3', '9'],
      total: 123450,
      visits: 3,
      bills: [{ total: 1000, due: new Date('2025-01-31T00:00:00Z'), paid: true }],
    });
  });
});
