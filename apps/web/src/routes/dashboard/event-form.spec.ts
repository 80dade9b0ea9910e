import { EMPTY_EVENT, eventValuesFromReading } from './event-form';

const at = (line: number, confidence = 0.95) => ({ page: 1, line, confidence });

describe('eventValuesFromReading', () => {
  const saved = {
    ...EMPTY_EVENT,
    name: 'ER visit',
    providerName: 'Old clinic',
    admitted: '01/05/2025',
    departed: '',
    insurance: 'Aetna',
  };

  it('fills the hospital (the directory match) and the dates read surely, and nothing else', () => {
    const { values, notes } = eventValuesFromReading(
      {
        hospital: {
          ...at(1),
          value: {
            printedName: 'NORTHWESTERN MEMORIAL HOSPITAL',
            ccn: '140281',
            matchedName: 'Northwestern Memorial',
          },
        },
        admissionDate: { ...at(6), value: '2025-01-06' },
        dischargeDate: { ...at(6), value: '2025-01-07' },
        totalChargesCents: { ...at(20), value: 724600 },
      },
      saved,
    );
    expect(values).toEqual({
      ...saved,
      providerName: 'Northwestern Memorial',
      providerId: '140281',
      admitted: '01/06/2025',
      departed: '01/07/2025',
    });
    expect(notes.find((n) => n.field === 'providerName')?.text).toBe(
      'Northwestern Memorial, read from page 1, line 1',
    );
    expect(notes.find((n) => n.label === 'Total charges')).toMatchObject({ field: null, filled: false });
  });

  it('leaves a date read less surely as saved, with a note', () => {
    const { values, notes } = eventValuesFromReading(
      { admissionDate: { ...at(6, 0.4), value: '2025-01-06' } },
      saved,
    );
    expect(values.admitted).toBe('01/05/2025');
    expect(notes).toEqual([
      {
        field: 'admitted',
        label: 'Admitted',
        filled: false,
        text: 'not read clearly (page 1, line 6): please fill it in from the bill',
      },
    ]);
  });

  it('keeps a hospital the directory did not match as printed, as free text', () => {
    const { values } = eventValuesFromReading(
      { hospital: { ...at(1), value: { printedName: 'SMALL CLINIC', ccn: null, matchedName: null } } },
      { ...saved, providerId: '999999' },
    );
    expect(values).toMatchObject({ providerName: 'SMALL CLINIC', providerId: '' });
  });

  it('fills the insurer printed on the bill into the visit', () => {
    const { values, notes } = eventValuesFromReading(
      { insurer: { ...at(19), value: 'Blue Cross of Idaho' } },
      { ...saved, insurance: '' },
    );
    expect(values.insurance).toBe('Blue Cross of Idaho');
    expect(notes).toEqual([
      {
        field: 'insurance',
        label: 'Insurance company',
        filled: true,
        text: 'Blue Cross of Idaho, read from page 1, line 19',
        mark: 'read from page 1, line 19',
      },
    ]);
  });
});
