import { classifyErrors } from './import';
import { describeError } from './validate';

describe('validator messages in words', () => {
  const header = ['description', 'code | 1', 'code | 1 | type', 'setting'];

  it('names the line and the column of a CSV cell', () => {
    expect(
      describeError(
        { path: 'D12', field: null, message: 'setting must be one of inpatient, outpatient, both' },
        { header },
      ),
    ).toBe('Line 12, column D ("setting"): setting must be one of inpatient, outpatient, both');
    expect(describeError({ path: 'row 17', field: null, message: 'needs a code' })).toBe(
      'Line 17: needs a code',
    );
  });

  it('names the item of a JSON file, with its line when known', () => {
    const e = {
      path: '/standard_charge_information/3/standard_charges/0/setting',
      field: null,
      message: 'must be equal to one of the allowed values',
    };
    expect(describeError(e, { elementLine: (i) => (i === 3 ? 120 : undefined) })).toBe(
      'Line 120, item 4 of standard_charge_information at standard_charges.0.setting: must be equal to one of the allowed values',
    );
    expect(
      describeError({ path: '', field: null, message: "must have required property 'hospital_name'" }),
    ).toBe("must have required property 'hospital_name'");
  });

  it('refuses the file for header and metadata errors, skips flagged rows and items', () => {
    const r = classifyErrors([
      { path: 'C2', field: null, message: 'bad date' },
      { path: 'row 17', field: null, message: 'needs a code' },
      { path: 'B40', field: null, message: 'bad number' },
      { path: '/standard_charge_information/5/description', field: null, message: 'required' },
      { path: '/hospital_name', field: null, message: 'required' },
    ]);
    expect(r.fatal.map((e) => e.path)).toEqual(['C2', '/hospital_name']);
    expect([...r.records]).toEqual([17, 40]);
    expect([...r.elements]).toEqual([5]);
  });
});
