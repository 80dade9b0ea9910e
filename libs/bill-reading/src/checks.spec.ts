/**
 * Issue 39's worst cases and checks, text in and fields out: a label is not a hospital, a UB-04 box number
 * is not part of the name, figures that do not reconcile are not filled in, dates out of order are not,
 * an MS-DRG CMS never published is not, an OCR'd code read unsurely is dropped, an EOB's service dates come
 * from its lines, and a header's figures are taken by column, not by counting.
 */
import { READ_CONFIDENCE_MIN } from '@fp/domain';
import { parseBill } from './parse-bill';
import type { BillText, TextLine } from './text-types';

const text = (...lines: string[]): BillText => ({
  method: 'TEXT',
  pages: [{ lines: lines.map((t) => ({ text: t, confidence: 1 })) }],
});

function ocrLine(t: string, confidences: Record<string, number> = {}): TextLine {
  const words = [...t.matchAll(/\S+/g)].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    confidence: confidences[m[0]] ?? 0.96,
  }));
  return { text: t, confidence: Math.min(...words.map((w) => w.confidence)), words };
}

const filled = (f: { confidence: number } | null | undefined) => !!f && f.confidence >= READ_CONFIDENCE_MIN;

describe('the hospital', () => {
  it('is not read from a label that starts with "Hospital" ("Hospital Charges", "Hospital Statement")', () => {
    const r = parseBill(
      text(
        'ST DAVIDS MEDICAL CENTER',
        'Hospital Statement                         Statement Date: 03/02/2025',
        'Hospital Charges   Insurance Payment(s)   Patient Responsibility',
        '$1,200.00          $900.00                $300.00',
      ),
    );
    expect(r.hospital?.value.printedName).toBe('ST DAVIDS MEDICAL CENTER');
    expect(r.totalChargesCents?.value).toBe(120000);
    expect(r.insurancePaidCents?.value).toBe(90000);
    expect(r.patientResponsibilityCents?.value).toBe(30000);
  });

  it('drops a UB-04 form locator number before the name', () => {
    const r = parseBill(text('   1 UCSF MEDICAL CENTER', '     505 PARNASSUS AVE', 'UB-04 CMS-1450'));
    expect(r.hospital?.value.printedName).toBe('UCSF MEDICAL CENTER');
  });

  it('needs the colon after a bare "Facility"', () => {
    expect(parseBill(text('Facility: HOUSTON METHODIST HOSPITAL')).hospital?.value.printedName).toBe(
      'HOUSTON METHODIST HOSPITAL',
    );
    expect(parseBill(text('Facility charges apply to this visit')).hospital).toBeNull();
  });
});

describe('checks before confidence', () => {
  it('does not fill in figures that do not reconcile (charges − paid − adjustments ≠ amount due)', () => {
    const r = parseBill(
      text(
        'PATIENT STATEMENT',
        'Total Charges            $5,000.00',
        'Insurance Payments       $3,000.00',
        'Insurance Adjustments    $1,500.00',
        'Amount Due                 $600.00',
      ),
    );
    expect(r.totalChargesCents?.value).toBe(500000);
    for (const f of [
      r.totalChargesCents,
      r.insurancePaidCents,
      r.insuranceAdjustedCents,
      r.patientResponsibilityCents,
    ])
      expect(filled(f)).toBe(false);
  });

  it('fills in figures that reconcile, and a UB-04 whose amount due leaves room for an unprinted adjustment', () => {
    const ok = parseBill(
      text(
        'Total Charges  $5,000.00',
        'Insurance Payments  $3,000.00',
        'Adjustments  $1,500.00',
        'Amount Due  $500.00',
      ),
    );
    expect(filled(ok.patientResponsibilityCents)).toBe(true);
    expect(filled(ok.insuranceAdjustedCents)).toBe(true);
    const ub = parseBill({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('UB-04 CMS-1450'),
            ocrLine('0001   PAGE 1 OF 1    TOTALS    1,000.00'),
            ocrLine('50 PAYER NAME   54 PRIOR PAYMENTS   55 EST. AMOUNT DUE'),
            // "0.00" misread as "0.60": charges − 0.60 leaves less than the amount due: not filled in.
            ocrLine('AETNA                  0.60               1,000.00'),
          ],
        },
      ],
    });
    expect(ub.insurancePaidCents?.value).toBe(60);
    expect(filled(ub.insurancePaidCents)).toBe(false);
    expect(filled(ub.patientResponsibilityCents)).toBe(false);
  });

  it('does not fill in dates out of order', () => {
    const r = parseBill(
      text('Statement Date: 03/01/2025', 'Admission Date: 02/20/2025', 'Discharge Date: 02/12/2025'),
    );
    expect(r.admissionDate?.value).toBe('2025-02-20');
    expect(filled(r.admissionDate)).toBe(false);
    expect(filled(r.dischargeDate)).toBe(false);
    const later = parseBill(text('Statement Date: 01/05/2025', 'Admission Date: 02/10/2025'));
    expect(filled(later.statementDate)).toBe(false);
  });

  it('does not fill in an MS-DRG that CMS has never published', () => {
    expect(filled(parseBill(text('MS-DRG: 470  MAJOR HIP AND KNEE')).drg)).toBe(true);
    const r = parseBill(text('MS-DRG: 044  SOMETHING'));
    expect(r.drg?.value).toBe('044');
    expect(filled(r.drg)).toBe(false);
  });

  it('drops a code OCR read unsurely from its line, and keeps the line', () => {
    const r = parseBill({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('ITEMIZED STATEMENT'),
            ocrLine('01/06/2025   0611   76551   MRI BRAIN W/O DYE   1   4,980.00', { '76551': 0.86 }),
            ocrLine('01/06/2025   0300   85025   CBC W/AUTO DIFF   1   186.00'),
          ],
        },
      ],
    });
    expect(r.lines.map((l) => l.code)).toEqual([null, '85025']);
    expect(r.lines.map((l) => l.amountCents)).toEqual([498000, 18600]);
  });
});

describe("checks of an OCR'd line's code and quantity", () => {
  const ocrBill = (...lines: TextLine[]): BillText => ({ method: 'OCR', pages: [{ lines }] });

  it('drops a code one digit from a listed code (20881 for 29881) unless it is read very surely', () => {
    const line = (code: string, c: number) =>
      ocrLine(`01/17/2025   0360   ${code}   ARTHROSCOPY KNEE W/MEN   1   9,850.00`, { [code]: c });
    const codes = (code: string, c: number) =>
      parseBill(ocrBill(ocrLine('ITEMIZED STATEMENT'), line(code, c))).lines;
    // Read as surely as any code is taken: not on the list, one digit from 29881 which is.
    expect(codes('20881', 0.9).map((l) => [l.code, l.amountCents])).toEqual([[null, 985000]]);
    // The listed code itself, read as surely, is taken.
    expect(codes('29881', 0.9).map((l) => l.code)).toEqual(['29881']);
    // A code near a listed one read very surely is taken (99213 is one digit from the listed 99203).
    expect(codes('99213', 0.96).map((l) => l.code)).toEqual(['99213']);
  });

  it('does not fill in a line whose quantity OCR lost where the other lines print one', () => {
    const r = parseBill(
      ocrBill(
        ocrLine('ITEMIZED STATEMENT'),
        // The units column of the first line was not read: 1 would be a guess (it printed 3).
        ocrLine('01/16/2025   0200   INTENSIVE CARE                         23,400.00'),
        ocrLine('01/17/2025   0351   70450   CT HEAD/BRAIN W/O DYE     1      3,420.00'),
      ),
    );
    expect(r.lines.map((l) => [l.amountCents, filled(l)])).toEqual([
      [2340000, false],
      [342000, true],
    ]);
  });

  it('checks quantity × unit price when OCR read the unit price\'s comma as a period ("1.240.00")', () => {
    const read = (unit: string) =>
      parseBill(
        ocrBill(
          ocrLine('ITEMIZED STATEMENT'),
          ocrLine(`US EXAM ABDOM COMPLETE   04/04/2025   76700   2   ${unit}   2,480.00`),
          ocrLine('ROUTINE VENIPUNCTURE     04/04/2025   36415   1      45.00      45.00'),
        ),
      ).lines[0];
    // 2 × 1,240.00 = 2,480.00: the quantity is read and the line filled in.
    expect([read('1.240.00').quantity, filled(read('1.240.00'))]).toEqual([2, true]);
    // 2 × 1,250.00 is not 2,480.00: one of them was misread.
    expect(filled(read('1.250.00'))).toBe(false);
  });

  it('reads a quantity with a speck beside it ("1:") as its digit', () => {
    const r = parseBill(
      ocrBill(
        ocrLine('PATIENT STATEMENT'),
        ocrLine('0730   ELECTROCARDIOGRAM TRACING          1:          265.00'),
        ocrLine('0611   MRI BRAIN W/O DYE                  2         9,960.00'),
      ),
    );
    expect(r.lines.map((l) => [l.quantity, filled(l)])).toEqual([
      [1, true],
      [2, true],
    ]);
    // A lone 1 read as a letter of its shape.
    const i = parseBill(
      ocrBill(
        ocrLine('PATIENT STATEMENT'),
        ocrLine('0272   STERILE SUPPLY          i          1,204.00'),
        ocrLine('0420   PHYSICAL THERAPY        4          1,120.00'),
      ),
    );
    expect(i.lines.map((l) => [l.quantity, filled(l)])).toEqual([
      [1, true],
      [4, true],
    ]);
  });

  it('fills in lines without a quantity when no line prints one', () => {
    const r = parseBill(
      ocrBill(
        ocrLine('ITEMIZED STATEMENT'),
        ocrLine('01/16/2025   0200   INTENSIVE CARE                         23,400.00'),
        ocrLine('01/17/2025   0351   70450   CT HEAD/BRAIN W/O DYE          3,420.00'),
      ),
    );
    expect(r.lines.map((l) => [l.amountCents, l.quantity, filled(l)])).toEqual([
      [2340000, 1, true],
      [342000, 1, true],
    ]);
  });
});

describe('fields by layout', () => {
  it('reads an EOB header’s totals by column even when one header is not in the vocabulary', () => {
    const r = parseBill(
      text(
        'EXPLANATION OF BENEFITS',
        'Date        Code    Service            Amount billed   Not allowed    Plan paid      You owe',
        '03/03/25    45378   Colonoscopy            $3,120.00     $1,480.00    $1,312.00     $328.00',
        'Totals                                     $3,120.00     $1,480.00    $1,312.00     $328.00',
      ),
    );
    expect(r.totalChargesCents?.value).toBe(312000);
    expect(r.insurancePaidCents?.value).toBe(131200);
    expect(r.patientResponsibilityCents?.value).toBe(32800);
    // "Not allowed" is not a label here: its figure is not shifted onto another field.
    expect(r.insuranceAdjustedCents).toBeNull();
  });

  it('reads an EOB’s dates of service from its lines when it prints no period', () => {
    const r = parseBill(
      text(
        'EXPLANATION OF BENEFITS',
        'Service date   Code    Amount billed   Plan paid   You owe',
        '03/03/25       45378       $3,120.00   $2,792.00   $328.00',
        '03/04/25       00811         $940.00     $840.00   $100.00',
      ),
    );
    expect(r.admissionDate?.value).toBe('2025-03-03');
    expect(r.dischargeDate?.value).toBe('2025-03-04');
  });

  it('never reads a lone column header ("CHARGES") from the first item under it', () => {
    const r = parseBill(
      text(
        'PATIENT STATEMENT',
        'REV    DESCRIPTION                    UNITS     CHARGES',
        '0250   PHARMACY                           1    2,310.45',
      ),
    );
    expect(r.totalChargesCents).toBeNull();
  });

  it('reads the wordings of statements the first vocabulary missed', () => {
    const r = parseBill(
      text(
        'STATEMENT OF SERVICES',
        'Date(s) of Service:    05/02/2025 - 05/03/2025',
        'Gross Charges                 $1,932.00',
        'Payments by Insurance          $1,012.40',
        'Contractual Write-off           $521.10',
        'Your Balance                    $398.50',
      ),
    );
    expect(r.admissionDate?.value).toBe('2025-05-02');
    expect(r.dischargeDate?.value).toBe('2025-05-03');
    expect([
      r.totalChargesCents?.value,
      r.insurancePaidCents?.value,
      r.insuranceAdjustedCents?.value,
      r.patientResponsibilityCents?.value,
    ]).toEqual([193200, 101240, 52110, 39850]);
    expect(filled(r.patientResponsibilityCents)).toBe(true);
  });
});

describe('itemized lines', () => {
  it('does not fill in a line whose amount was misread as no money ("1.060.00")', () => {
    const r = parseBill({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('ITEMIZED STATEMENT'),
            ocrLine('02/07/25   0730   93005   ELECTROCARDIOGRAM TRACING   4   265.00   1.060.00'),
            ocrLine('02/07/25   0730   93005   ELECTROCARDIOGRAM TRACING   1   265.00   265.00'),
          ],
        },
      ],
    });
    expect(r.lines.map((l) => [l.amountCents, filled(l)])).toEqual([
      [26500, false],
      [26500, true],
    ]);
  });

  it('does not fill in a line whose amount lost its point ("126 00"), so its unit price would be taken', () => {
    const r = parseBill({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('ITEMIZED STATEMENT'),
            ocrLine('KETOROLAC TROMETHAMINE INJ   05/10/2025   0250   J1885   3   42.00   126 00'),
            ocrLine('BASIC METABOLIC PANEL        05/10/2025   0301   80048   1  164.00   164.00'),
          ],
        },
      ],
    });
    expect(r.lines.map((l) => [l.amountCents, filled(l)])).toEqual([
      [4200, false],
      [16400, true],
    ]);
  });

  it('does not fill in an EOB line that lost a figure (its billed amount joined to the description)', () => {
    const r = parseBill({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('EXPLANATION OF BENEFITS'),
            ocrLine(
              'Date of service   Code    Description   Amount Billed   Discount   Paid by plan   You owe',
            ),
            ocrLine('08/26/2025   99284   EMERGENCY DEPT VISIT   $2,150.00   $669.12   $1,120.02   $360.86', {
              '$2,150.00': 0.7,
            }),
            ocrLine(
              '08/26/2025   29881   ARTHROSCOPY KNEE W/MENISE%,850.00   $2,775.04   $5,275.96   $1,799.00',
              {
                'W/MENISE%,850.00': 0.1,
              },
            ),
          ],
        },
      ],
    });
    // The first reconciles (2,150.00 − 669.12 − 1,120.02 = 360.86), so it is sure however OCR rated it.
    expect(r.lines.map((l) => [l.amountCents, filled(l)])).toEqual([
      [215000, true],
      [277504, false],
    ]);
  });

  it('does not fill in a line whose quantity × unit price is not its amount', () => {
    const r = parseBill(
      text(
        'ITEMIZED STATEMENT',
        '01/06/2025   0300   85025   CBC W/AUTO DIFF          1      186.00      372.00',
        '01/06/2025   0301   80053   COMPREHEN METABOLIC      2      312.00      624.00',
      ),
    );
    expect(r.lines.map((l) => [l.amountCents, l.confidence >= READ_CONFIDENCE_MIN])).toEqual([
      [37200, false],
      [62400, true],
    ]);
  });

  describe('an OCR read whose lines add up to the total charges', () => {
    const bill = (total: string): BillText => ({
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('ITEMIZED STATEMENT'),
            ocrLine('Service Period:   01/05/2025 - 01/07/2025'),
            ocrLine('01/06/2025   0300   85025   CBC W/AUTO DIFF       1   186.00   186.00', {
              '01/06/2025': 0.7,
              '0300': 0.7,
            }),
            ocrLine('01/09/2025   0301   80053   COMPREHEN METABOLIC   2   150.00   300.00', {
              '01/09/2025': 0.7,
            }),
            ocrLine('01/07/2025   0250   J1885   KETOROLAC             3   100.00   200.00', { '0250': 0.7 }),
            ocrLine('01/07/2025   0450   99283   ED VISIT                       1,200.00', {
              '1,200.00': 0.7,
            }),
            ocrLine(`Total Charges   ${total}`),
          ],
        },
      ],
    });

    it('fills in its unsure lines, each part only when it passes its own check', () => {
      const r = parseBill(bill('$1,886.00'));
      expect(r.lines.map((l) => [l.date, l.revenueCode, l.amountCents, filled(l)])).toEqual([
        // Its date lies within the stay; its revenue code has no check and was read unsurely.
        ['2025-01-06', null, 18600, true],
        // Its date lies outside the stay and was read unsurely.
        [null, '0301', 30000, true],
        // 3 × 100.00 is not 200.00: one of them was misread.
        ['2025-01-07', '0250', 20000, false],
        // No quantity read and no unit price, where the other lines print one: OCR may have lost it.
        ['2025-01-07', '0450', 120000, false],
      ]);
    });

    it('fills in none of them when they do not add up to it', () => {
      const r = parseBill(bill('$1,986.00'));
      expect(r.lines.map((l) => filled(l))).toEqual([false, false, false, false]);
    });
  });
});
