/** The kept text: the patient's name, address and account numbers are taken out, the bill's figures kept. */
import { keptText } from './privacy';
import type { BillText } from './text-types';

const bill = (...lines: string[]): BillText => ({
  method: 'TEXT',
  pages: [{ lines: lines.map((text) => ({ text, confidence: 1 })) }],
});

describe('keptText', () => {
  it('takes out labelled names and account numbers, addresses and city lines, and keeps the rest of the line', () => {
    const t = keptText(
      bill(
        'MASSACHUSETTS GENERAL HOSPITAL',
        'Patient Name: JANE Q SAMPLE              Account Number:      40021987',
        '128 Maple Street                         Admission Date:      02/10/2025',
        'Springfield, IL 62704                    Discharge Date:      02/13/2025',
        'Member ID:   W123456789      Claim number:   E7Y1N0QX22',
        'Total Charges       $54,074.45',
      ),
    );
    for (const secret of [
      'JANE Q SAMPLE',
      '40021987',
      '128 Maple',
      'Springfield',
      '62704',
      'W123456789',
      'E7Y1N0QX22',
    ])
      expect(t).not.toContain(secret);
    for (const kept of [
      'MASSACHUSETTS GENERAL HOSPITAL',
      'Admission Date:      02/10/2025',
      'Discharge Date:      02/13/2025',
      '$54,074.45',
    ])
      expect(t).toContain(kept);
    expect(t.startsWith('--- Page 1 of 1 ---\n')).toBe(true);
  });

  it('takes out a form’s values under its private labels and an address block under a "Bill to" heading', () => {
    const t = keptText(
      bill(
        '8 PATIENT NAME                        9 PATIENT ADDRESS',
        'SAMPLE, MARIA L                       4410 ORCHARD AVE, PASADENA CA 91101',
        '10 BIRTHDATE     12 ADMISSION DATE',
        '03121961         071425',
        'Bill to:',
        'ROBERT T EXAMPLE',
        'PO Box 12',
        'Amount Due   $1,255.25',
      ),
    );
    for (const secret of ['SAMPLE, MARIA', 'ORCHARD', '03121961', 'ROBERT T EXAMPLE', 'PO Box'])
      expect(t).not.toContain(secret);
    expect(t).toContain('071425');
    expect(t).toContain('12 ADMISSION DATE');
    expect(t).toContain('Amount Due   $1,255.25');
  });

  it('takes out a name written surname first even where the OCR lost its label, and keeps companies', () => {
    const t = keptText(
      bill(
        '"5 FED. TAX NO.                     6 STATEMENT COVERS PERIOD',
        '95-1644600                          071425              071825',
        'SAMPLE, MARIA L',
        "O'NEIL-PARK, ANN B",
        'Payer   ACME HEALTH PLAN, INC         BLUE SHIELD OF CA',
        'Attending   SMITH, JOHN MD            Balance Due   $1,500.00',
      ),
    );
    expect(t).not.toContain('SAMPLE, MARIA');
    expect(t).not.toContain("O'NEIL");
    expect(t).toContain('071425              071825');
    expect(t).toContain('ACME HEALTH PLAN, INC');
    expect(t).toContain('BLUE SHIELD OF CA');
    expect(t).toContain('Balance Due   $1,500.00');
  });
});
