import { createIntl } from 'react-intl';
import { loadMessages } from '@fp/i18n';
import { EMPTY_BILL, billInput, billValuesFromReading } from './bill-form';

const at = (line: number, confidence = 0.97) => ({ page: 1, line, confidence });
const line = (n: number, code: string, confidence = 0.97) => ({
  ...at(n, confidence),
  date: '2025-01-06',
  revenueCode: '0300',
  code,
  description: `LAB ${code}`,
  quantity: 1,
  amountCents: 4200,
});

describe('billValuesFromReading', () => {
  const reading = {
    statementDate: { ...at(4), value: '2025-01-28' },
    totalChargesCents: { ...at(20), value: 724600 },
    insurancePaidCents: { ...at(21), value: 310050 },
    insuranceAdjustedCents: { ...at(22), value: 289025 },
    patientResponsibilityCents: { ...at(23, 0.55), value: 125525 },
    drg: { ...at(9), value: '470' },
    lines: [line(12, '85025'), line(13, '85025'), line(14, '99284'), line(15, '80053', 0.6)],
  };

  it('fills the figures read surely, marks where, and leaves an unsure one as it was with a note', () => {
    const current = { ...EMPTY_BILL, self: '10.00', note: 'Mine' };
    const { values, notes } = billValuesFromReading(reading, current);
    expect(values).toEqual({
      ...current,
      total: '7,246.00',
      payIns: '3,100.50',
      // Read less surely: left as the user had it.
      self: '10.00',
      codes: ['MS-DRG 470', '85025', '99284'],
    });
    expect(notes).toContainEqual({
      field: 'total',
      label: 'Bill total',
      filled: true,
      text: '7,246.00, read from page 1, line 20',
      mark: 'read from page 1, line 20',
    });
    expect(notes).toContainEqual({
      field: 'self',
      label: 'You pay',
      filled: false,
      text: 'not read clearly (page 1, line 23): please fill it in from the bill',
    });
  });

  it('takes no code from a line read less surely, and says which line to check', () => {
    const { values, notes } = billValuesFromReading(reading, EMPTY_BILL);
    expect(values.codes).not.toContain('80053');
    const unsure = notes.find((n) => n.field === 'codes' && !n.filled);
    expect(unsure?.text).toContain('one line not read clearly (page 1, line 15)');
  });

  it('says the figures the bill form has no field for, without filling anything with them', () => {
    const { values, notes } = billValuesFromReading(reading, EMPTY_BILL);
    expect(notes).toContainEqual({
      field: null,
      label: 'Statement date',
      filled: false,
      text: '01/28/2025, read from page 1, line 4 (this form has no field for it)',
    });
    expect(notes.find((n) => n.label === 'Insurance adjustments')?.text).toContain('2,890.25');
    expect(values.due).toBe('');
    expect(values.note).toBe('');
  });

  it('keeps the codes the bill had and adds a read code once, whatever its case', () => {
    const { values } = billValuesFromReading(
      { drg: { ...at(9), value: '470' }, lines: [line(12, '85025')] },
      { ...EMPTY_BILL, codes: ['ms-drg 470', 'J1100'] },
    );
    expect(values.codes).toEqual(['ms-drg 470', 'J1100', '85025']);
  });

  it('gives the API the read figures in cents', () => {
    const { values } = billValuesFromReading(reading, { ...EMPTY_BILL, self: '0' });
    expect(billInput(values, 'e1', 'b1')).toMatchObject({
      id: 'b1',
      eventId: 'e1',
      totalCents: 724600,
      payInsCents: 310050,
      selfCents: 0,
      codes: ['MS-DRG 470', '85025', '99284'],
    });
  });

  it("writes its labels and notes in the page's language (Spanish: issue 45), filling the same values", async () => {
    const spanish = createIntl({
      locale: 'es-US',
      defaultLocale: 'en-US',
      messages: await loadMessages('es'),
    });
    const { values, notes } = billValuesFromReading(reading, EMPTY_BILL, spanish);
    expect(values).toEqual(billValuesFromReading(reading, EMPTY_BILL).values);
    expect(notes.find((n) => n.field === 'total')?.label).toBe('Total de la factura');
    expect(notes.find((n) => n.field === 'codes' && n.filled && n.text.includes('85025'))?.text).toBe(
      '85025, 99284, leídos de las líneas detalladas',
    );
    expect(notes.find((n) => n.field === 'codes' && !n.filled)?.text).toMatch(
      /^una línea no se leyó con claridad \(.+\): añada su código usted mismo/,
    );
  });
});
