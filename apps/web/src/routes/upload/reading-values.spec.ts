import { EMPTY_VISIT } from './visit-form';
import { valuesFromReading } from './reading-values';

const at = (line: number, confidence = 1) => ({ page: 1, line, confidence });

describe('valuesFromReading', () => {
  it('fills what was read surely, marks where, and leaves an unsure field blank with a note', () => {
    const { values, notes } = valuesFromReading(
      {
        hospital: {
          ...at(1),
          value: {
            printedName: 'NORTHWESTERN MEMORIAL HOSPITAL',
            ccn: '140281',
            matchedName: 'Northwestern Memorial Hospital',
          },
        },
        admissionDate: { ...at(6), value: '2025-01-06' },
        dischargeDate: { ...at(6), value: '2025-01-06' },
        totalChargesCents: { ...at(20), value: 123456 },
        insurancePaidCents: { ...at(21, 0.5), value: 99 },
      },
      { ...EMPTY_VISIT, payIns: '' },
    );
    expect(values).toMatchObject({
      clinic: 'Northwestern Memorial Hospital',
      providerId: '140281',
      admitted: '01/06/2025',
      departed: '01/06/2025',
      total: '1,234.56',
      payIns: '',
    });
    expect(notes.find((n) => n.field === 'total')).toEqual({
      field: 'total',
      label: 'Total',
      filled: true,
      text: '1,234.56, read from page 1, line 20',
      mark: 'read from page 1, line 20',
    });
    expect(notes.find((n) => n.field === 'payIns')).toMatchObject({ filled: false });
    expect(notes.find((n) => n.field === 'payIns')!.text).toContain('not read clearly (page 1, line 21)');
  });

  it('keeps the printed name as free text when the directory found no match', () => {
    const { values } = valuesFromReading(
      { hospital: { ...at(1), value: { printedName: 'SMALL CLINIC', ccn: null, matchedName: null } } },
      EMPTY_VISIT,
    );
    expect(values).toMatchObject({ clinic: 'SMALL CLINIC', providerId: '' });
  });

  it('keeps the amount due and the printed MS-DRG (issue 41)', () => {
    const { values, notes } = valuesFromReading(
      {
        patientResponsibilityCents: { ...at(24), value: 45000 },
        drg: { ...at(3), value: '470' },
      },
      EMPTY_VISIT,
    );
    expect(values).toMatchObject({ pay: '450.00', codes: ['MS-DRG 470'] });
    expect(notes.find((n) => n.field === 'codes')).toMatchObject({
      filled: true,
      text: 'MS-DRG 470, read from page 1, line 3',
    });
  });

  it('fills the insurer printed on the bill, so the bill check compares with what that payer pays', () => {
    const { values, notes } = valuesFromReading(
      { insurer: { ...at(19), value: 'Blue Cross of Idaho' } },
      { ...EMPTY_VISIT, insurance: '' },
    );
    expect(values.insurance).toBe('Blue Cross of Idaho');
    expect(notes.find((n) => n.field === 'insurance')).toMatchObject({
      label: 'Insurance company',
      filled: true,
      text: 'Blue Cross of Idaho, read from page 1, line 19',
    });
    const unsure = valuesFromReading({ insurer: { ...at(19, 0.4), value: 'Blue Crass' } }, EMPTY_VISIT);
    expect(unsure.values.insurance).toBe('');
  });
});
