/**
 * The field parser, text in and fields out (no file, no OCR): labels beside and under their values,
 * tables with a totals row, UB-04 dates, credits, OCR confidence, and nothing read where nothing is printed.
 */
import { READ_CONFIDENCE_MIN } from '@fp/domain';
import { detectLayout, parseBill, readHospital, readHospitalPlace, readInsurer } from './parse-bill';
import type { BillText, TextLine } from './text-types';
import { findDates, findMoney, isProcedureCode, isRevenueCode } from './values';

const text = (...pages: string[][]): BillText => ({
  method: 'TEXT',
  pages: pages.map((lines) => ({ lines: lines.map((t) => ({ text: t, confidence: 1 })) })),
});

/** An OCR line whose words have the given confidences (one per word, in order). */
function ocrLine(t: string, confidences: number[]): TextLine {
  const words = [...t.matchAll(/\S+/g)].map((m, i) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    confidence: confidences[i] ?? 0.95,
  }));
  return { text: t, confidence: Math.min(...words.map((w) => w.confidence)), words };
}

/** A one-page bill as OCR read it, every word at the default confidence. */
const ocrBill = (lines: string[]) =>
  parseBill({ method: 'OCR', pages: [{ lines: lines.map((t) => ocrLine(t, [])) }] });

/** The lines the forms would fill in (read at their confidence): [code, amount in cents]. */
const filledLines = (r: ReturnType<typeof parseBill>) =>
  r.lines.filter((l) => l.confidence >= READ_CONFIDENCE_MIN).map((l) => [l.code, l.amountCents]);

describe('values', () => {
  it('reads money as integer cents, credits as negative, and only with cents printed', () => {
    expect(findMoney('Total $12,345.67').map((m) => m.value)).toEqual([1234567]);
    expect(findMoney('Paid -$3,100.50   (45.00)   12.00 CR').map((m) => m.value)).toEqual([
      -310050, -4500, -1200,
    ]);
    expect(findMoney('Code 99284 qty 2 on 01/06/2025')).toEqual([]);
    // OCR split at the thousands comma: one figure, not 258.00.
    expect(findMoney('TOTALS     10, 258.00').map((m) => m.value)).toEqual([1025800]);
  });

  it('reads US, ISO, month-name and UB-04 dates; refuses impossible ones', () => {
    expect(findDates('03/14/2025 and 2025-02-10 and Nov 20, 2024').map((d) => d.value)).toEqual([
      '2025-03-14',
      '2025-02-10',
      '2024-11-20',
    ]);
    expect(findDates('071425', 0, 6, { compact: true }).map((d) => d.value)).toEqual(['2025-07-14']);
    expect(findDates('071425')).toEqual([]);
    expect(findDates('02/30/2025 13/01/2025')).toEqual([]);
  });

  it('reads a period whose hyphen OCR joined to its dates ("04/10/25-04/11/25") as two dates', () => {
    expect(findDates('Service: 04/10/25-04/11/25').map((d) => [d.value, d.start, d.end])).toEqual([
      ['2025-04-10', 9, 17],
      ['2025-04-11', 18, 26],
    ]);
    expect(findDates('Ref 04/10/25-123')).toEqual([]);
  });

  it('reads a date whose separators OCR lost only when asked (beside a date label), two-digit month and day', () => {
    const loose = (t: string) => findDates(t, 0, t.length, { lostSeparators: true }).map((d) => d.value);
    expect(loose('03/142026 0314/2026 03142026 03/1426 020226')).toEqual([
      '2026-03-14',
      '2026-03-14',
      '2026-03-14',
      '2026-03-14',
      '2026-02-02',
    ]);
    // Ambiguous (3/14/2026 or 31/4/2026), not a calendar date, or a longer number: not read.
    expect(loose('3/142026 13142026 02302026 0314202610 20250314')).toEqual([]);
    // A phone number's tail and a money figure are not dates.
    expect(loose('Call (800) 555-0199 or 555-1426; $031426.00')).toEqual([]);
    // Printed dates win where the forms overlap; without the option nothing of the above is read.
    expect(loose('03/14/2026')).toEqual(['2026-03-14']);
    expect(findDates('03/142026 03142026 020226')).toEqual([]);
  });

  it('reads a lost-separator date beside its label, never a bare number elsewhere on the bill', () => {
    const r = parseBill(
      text([
        'ST MARY MEDICAL CENTER',
        'PATIENT STATEMENT                        Statement Date:   03142026',
        'Account No: 03012026                     Admission Date:   02/022026',
        'Claim 031526                             Discharge Date:   020526',
        '                               Total Charges           $4,160.45',
      ]),
    );
    expect(r.statementDate).toMatchObject({ value: '2026-03-14', line: 2 });
    expect(r.admissionDate).toMatchObject({ value: '2026-02-02', line: 3 });
    expect(r.dischargeDate).toMatchObject({ value: '2026-02-05', line: 4 });
    // The account and claim numbers (03/01/2026 and 03/15/26 as dates) are read as no date at all.
    const dates = [r.statementDate, r.admissionDate, r.dischargeDate].map((d) => d?.value);
    expect(dates).not.toContain('2026-03-01');
    expect(dates).not.toContain('2026-03-15');
  });

  it('tells revenue codes from CPT and HCPCS codes', () => {
    expect(['0450', '0250', '0000', '450'].map(isRevenueCode)).toEqual([true, true, false, false]);
    expect(['99284', 'J1885', '0075T', '1234', 'Z1234'].map(isProcedureCode)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('parseBill', () => {
  it('reads a summary statement: hospital, dates, totals (credits as amounts), DRG, lines by revenue code', () => {
    const r = parseBill(
      text([
        'MASSACHUSETTS GENERAL HOSPITAL',
        'PATIENT STATEMENT                        Statement Date:        03/14/2025',
        'Patient Name: JANE Q SAMPLE              Admission Date:        02/10/2025',
        '                                         Discharge Date:        02/13/2025',
        'MS-DRG: 470   MAJOR HIP AND KNEE JOINT REPLACEMENT W/O MCC',
        'REV CODE   DESCRIPTION                    UNITS        CHARGES',
        '0120       ROOM & BOARD SEMI-PRIVATE          3     $14,850.00',
        '0250       PHARMACY                           1      $2,310.45',
        '                               Total Charges           $17,160.45',
        '                               Insurance Payments     -$10,000.00',
        '                               Insurance Adjustments   -$6,160.45',
        '                               Amount Due               $1,000.00',
      ]),
    );
    expect(r.layout).toBe('SUMMARY');
    expect(r.hospital).toMatchObject({
      value: { printedName: 'MASSACHUSETTS GENERAL HOSPITAL', ccn: null },
      page: 1,
      line: 1,
    });
    expect(r.statementDate).toMatchObject({ value: '2025-03-14', line: 2, confidence: 1 });
    expect(r.admissionDate?.value).toBe('2025-02-10');
    expect(r.dischargeDate?.value).toBe('2025-02-13');
    expect(r.drg).toMatchObject({ value: '470', line: 5 });
    expect(r.totalChargesCents?.value).toBe(1716045);
    expect(r.insurancePaidCents?.value).toBe(1000000);
    expect(r.insuranceAdjustedCents?.value).toBe(616045);
    expect(r.patientResponsibilityCents?.value).toBe(100000);
    expect(r.lines).toEqual([
      expect.objectContaining({
        revenueCode: '0120',
        code: null,
        date: null,
        description: 'ROOM & BOARD SEMI-PRIVATE',
        quantity: 3,
        amountCents: 1485000,
        line: 7,
      }),
      expect.objectContaining({ revenueCode: '0250', quantity: 1, amountCents: 231045 }),
    ]);
  });

  it('reads an EOB: provider after its label, service period, totals row under the column headings', () => {
    const r = parseBill(
      text([
        'Aetna Life Insurance Company',
        'EXPLANATION OF BENEFITS                  Date processed:     02/03/2025',
        'THIS IS NOT A BILL',
        'Provider: HOUSTON METHODIST HOSPITAL',
        'Dates of service: 01/14/2025 - 01/15/2025',
        'Service date   Code    Description          Amount billed   Plan discount   Plan paid   You owe',
        '01/14/2025     29881   Arthroscopy knee         $9,850.00       $6,402.50   $2,758.00   $689.50',
        '01/15/2025     J2704   Propofol 10 mg              $96.00          $62.40      $26.88     $6.72',
        'Totals                                          $9,946.00       $6,464.90   $2,784.88   $696.22',
      ]),
    );
    expect(r.layout).toBe('EOB');
    expect(r.hospital?.value.printedName).toBe('HOUSTON METHODIST HOSPITAL');
    expect(r.statementDate?.value).toBe('2025-02-03');
    expect([r.admissionDate?.value, r.dischargeDate?.value]).toEqual(['2025-01-14', '2025-01-15']);
    expect([
      r.totalChargesCents?.value,
      r.insuranceAdjustedCents?.value,
      r.insurancePaidCents?.value,
      r.patientResponsibilityCents?.value,
    ]).toEqual([994600, 646490, 278488, 69622]);
    expect(r.totalChargesCents?.line).toBe(9);
    // The billed amount is an EOB line's amount; the description keeps its numbers.
    expect(r.lines.map((l) => [l.date, l.code, l.description, l.amountCents])).toEqual([
      ['2025-01-14', '29881', 'Arthroscopy knee', 985000],
      ['2025-01-15', 'J2704', 'Propofol 10 mg', 9600],
    ]);
  });

  it("finds an EOB's totals row by its sums when OCR spoiled its label, and never a row that does not add up", () => {
    const eob = (totals: string) =>
      ocrBill([
        'Explanation of Benefits                      Date processed:          08/12/25',
        'Rendering provider: VANDERBILT UNIVERSITY MEDICAL CENTER',
        'Service date    Code    Description            Provider charges   Network savings   Paid by plan   What you owe',
        '07/25/25        99284   EMERGENCY DEPT VISIT        $2,150.00           $779.34        $981.51        $389.15',
        '07/25/25        99213   OFFICE/OUTPATIENT VISIT       $325.00           $109.43        $190.64         $24.93',
        '07/25/25        J7030   NORMAL SALINE SOLUTION        $145.00            $70.02         $57.93         $17.05',
        totals,
      ]);
    const money = (r: ReturnType<typeof parseBill>) => [
      r.totalChargesCents?.value,
      r.insuranceAdjustedCents?.value,
      r.insurancePaidCents?.value,
      r.patientResponsibilityCents?.value,
    ];
    const spoiled = eob(
      'craim totals                                  $2,620.00           $958.79      $1,230.08        $431.13',
    );
    expect(money(spoiled)).toEqual([262000, 95879, 123008, 43113]);
    expect(spoiled.totalChargesCents?.line).toBe(7);
    // One figure off (OCR read 958.79 as 958.70): no label, no sums, nothing taken from that row.
    const off = eob(
      'craim totals                                  $2,620.00           $958.70      $1,230.08        $431.13',
    );
    expect(money(off)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('reads an EOB line\'s "$143 64" as $143.64 and "$9916" as 99.16 only when the line then reconciles', () => {
    const eob = (
      second: string,
      totals = 'Claim totals                                           $310.00       $120.56     $160.17      $29.27',
    ) =>
      ocrBill([
        'Explanation of Benefits                      Date processed:          05/20/2025',
        'Rendering provider: HOUSTON METHODIST HOSPITAL',
        'Service date    Code     Description                Provider charges     Discount    Plan paid   Your responsibility',
        '04/25/2025      36415   ROUTINE VENIPUNCTURE                $45.00        $21.40      $16.53       $7.07',
        second,
        totals,
      ]);
    const lost = eob(
      '04/25/2025     93005    ELECTROCARDIOGRAM TRACING         $265.00        $99.16      $143 64      $22.20',
    );
    expect(filledLines(lost)).toEqual([
      ['36415', 4500],
      ['93005', 26500],
    ]);
    // 265.00 − 99.16 − 143.65 is not 22.20: the repair is not taken, the line is not filled in.
    const wrong = eob(
      '04/25/2025     93005    ELECTROCARDIOGRAM TRACING         $265.00        $99.16      $143 65      $22.20',
    );
    expect(filledLines(wrong)).toEqual([['36415', 4500]]);
    const dropped = eob(
      '04/25/2025     93005    ELECTROCARDIOGRAM TRACING         $265.00         $9916      $143.64      $22.20',
    );
    expect(filledLines(dropped)).toEqual([
      ['36415', 4500],
      ['93005', 26500],
    ]);
    // A line in whole dollars that would reconcile divided by a hundred is never read so (no totals row
    // here to hold it back).
    const dollars = eob(
      '04/25/2025     93005    ELECTROCARDIOGRAM TRACING            $500          $200         $200        $100',
      '',
    );
    expect(filledLines(dollars)).toEqual([['36415', 4500]]);
  });

  it('reads an itemized line\'s "32 00" as 32.00 only when every line then adds up to the total', () => {
    const itemized = (total: string) =>
      ocrBill([
        'UCSF Medical Center',
        '                       ITEMIZATION OF CHARGES          Print Date:          Dec 30, 2024',
        '                                                        Admit Date:            12/11/2024',
        '                                                        Disch Date:            12/11/2024',
        'Post Date     Rev    CPT     Item                                  Units        Charge',
        '12/11/24      0300   85025   HEMOGRAM W/DIFF                           1         99.00',
        '12/11/24      0301   80053   METABOLIC PANEL COMP                      1        219.00',
        '12/11/24      0610   70551   MRI BRAIN WITHOUT CONTRAST                1      4,025.00',
        '12/11/24      0636   J2405   ONDANSETRON 1MG INJ                       4         32 00',
        `                                        Total Amount                      ${total}`,
      ]);
    const filled = (r: ReturnType<typeof parseBill>) =>
      r.lines
        .filter((l) => l.confidence >= READ_CONFIDENCE_MIN)
        .map((l) => [l.code, l.quantity, l.amountCents]);
    expect(filled(itemized('$4,375.00'))).toEqual([
      ['85025', 1, 9900],
      ['80053', 1, 21900],
      ['70551', 1, 402500],
      ['J2405', 4, 3200],
    ]);
    // The lines do not add up to this total: "32 00" is not taken on its own.
    expect(filled(itemized('$4,475.00')).map((l) => l[0])).not.toContain('J2405');
  });

  it('reads a UB-04: values under the form locators, MMDDYY dates, the 0001 totals line', () => {
    const r = parseBill(
      text([
        '                                                     UB-04 CMS-1450',
        'CEDARS-SINAI MEDICAL CENTER',
        '5 FED. TAX NO.       6 STATEMENT COVERS PERIOD',
        '95-1644600            071425       071825',
        '                      12 ADMISSION DATE     13 HR',
        '                      071425                08',
        '0250     PHARMACY                           071425       1       3,845.20',
        '0300     LABORATORY          85025          071525       1         210.00',
        '0001     PAGE 1 OF 1         CREATION DATE  072225      TOTALS     4,055.20',
        '50 PAYER NAME          54 PRIOR PAYMENTS      55 EST. AMOUNTDUE',
        'BLUE SHIELD OF CA            2,000.00                 150.00',
      ]),
    );
    expect(r.layout).toBe('UB04');
    expect(r.hospital?.value.printedName).toBe('CEDARS-SINAI MEDICAL CENTER');
    expect([r.admissionDate?.value, r.dischargeDate?.value, r.statementDate?.value]).toEqual([
      '2025-07-14',
      '2025-07-18',
      '2025-07-22',
    ]);
    expect(r.totalChargesCents).toMatchObject({ value: 405520, line: 9 });
    expect(r.insurancePaidCents?.value).toBe(200000);
    expect(r.patientResponsibilityCents?.value).toBe(15000);
    expect(r.insuranceAdjustedCents).toBeNull();
    expect(r.lines.map((l) => [l.revenueCode, l.code, l.date, l.quantity, l.amountCents])).toEqual([
      ['0250', null, '2025-07-14', 1, 384520],
      ['0300', '85025', '2025-07-15', 1, 21000],
    ]);
  });

  it('invents nothing: fields the bill does not print are null, a table heading without totals is not filled from its first item', () => {
    const r = parseBill(
      text([
        'The Mount Sinai Hospital',
        'Statement                    Statement Date:   Nov 20, 2024',
        'Date    Code    Description                Amount billed   You owe',
        '11/03/2024   99213   OFFICE VISIT               $325.00     $325.00',
      ]),
    );
    expect(r.statementDate?.value).toBe('2024-11-20');
    for (const f of [
      'admissionDate',
      'dischargeDate',
      'totalChargesCents',
      'insurancePaidCents',
      'insuranceAdjustedCents',
      'patientResponsibilityCents',
      'drg',
    ] as const)
      expect(r[f]).toBeNull();
    expect(
      parseBill(text(['Thank you for choosing us.', 'Call 212-241-6500 with questions.'])),
    ).toMatchObject({
      layout: 'UNKNOWN',
      hospital: null,
      statementDate: null,
      totalChargesCents: null,
      lines: [],
    });
  });

  it('gives an OCR value the confidence of its words, and raises figures the bill’s arithmetic confirms', () => {
    const bill: BillText = {
      method: 'OCR',
      pages: [
        {
          lines: [
            ocrLine('NORTHWESTERN MEMORIAL HOSPITAL', [0.95, 0.95, 0.95]),
            ocrLine('Statement Date:   01/28/2025', [0.3, 0.9, 0.55]),
            ocrLine('Total Charges   $500.00', [0.95, 0.95, 0.7]),
            ocrLine('Insurance Paid   -$300.00', [0.95, 0.95, 0.75]),
            ocrLine('Patient Balance   $200.00', [0.95, 0.95, 0.96]),
          ],
        },
      ],
    };
    const r = parseBill(bill);
    expect(r.method).toBe('OCR');
    // A doubtful date is kept with its low confidence: shown as not read, never passed off as sure.
    expect(r.statementDate).toMatchObject({ value: '2025-01-28', confidence: 0.55 });
    expect(r.statementDate!.confidence).toBeLessThan(READ_CONFIDENCE_MIN);
    // 500.00 − 300.00 = 200.00: the three figures confirm each other.
    expect(r.totalChargesCents?.confidence).toBeGreaterThanOrEqual(READ_CONFIDENCE_MIN);
    expect(r.insurancePaidCents?.confidence).toBeGreaterThanOrEqual(READ_CONFIDENCE_MIN);
    const unconfirmed = parseBill({ ...bill, pages: [{ lines: bill.pages[0].lines.slice(0, 4) }] });
    expect(unconfirmed.totalChargesCents?.confidence).toBe(0.7);
  });

  it('tells the layouts apart by their titles', () => {
    expect(detectLayout(text(['ITEMIZED STATEMENT']))).toBe('ITEMIZED');
    expect(detectLayout(text(['UB-04 CMS-1450']))).toBe('UB04');
    expect(detectLayout(text(['Explanation of Benefits']))).toBe('EOB');
    expect(detectLayout(text(['Patient statement']))).toBe('SUMMARY');
  });
});

describe("readHospitalPlace (the printed hospital's city line, for the directory match)", () => {
  const placeOf = (bill: BillText) => {
    const hospital = readHospital(bill);
    expect(hospital).not.toBeNull();
    return readHospitalPlace(bill, hospital);
  };

  it('reads the city line under the name, beside another column or after a street and a suite', () => {
    expect(
      placeOf(
        text([
          "St. Luke's Regional Medical Center                      PATIENT ACCOUNT SUMMARY",
          '190 E Bannock St                                        Statement date: 03/14/2026',
          'Boise, ID 83712                                         Please pay by: 04/13/2026',
        ]),
      ),
    ).toEqual({ city: 'Boise', state: 'ID', zip: '83712' });
    expect(
      placeOf(
        text(['Provider: MERCY HOSPITAL', '615 S NEW BALLAS RD', 'SUITE 200', 'ST LOUIS MO 63141-8277']),
      ),
    ).toEqual({ city: 'ST LOUIS', state: 'MO', zip: '63141' });
    expect(placeOf(text(['MASSACHUSETTS GENERAL HOSPITAL', '55 Fruit Street, Boston, MA 02114']))).toEqual({
      city: 'Boston',
      state: 'MA',
      zip: '02114',
    });
    // As OCR reads a phone photo of it: "1D" for ID, "0H" for OH.
    expect(placeOf(text(["St. Luke's Regional Medical Center", 'Boise, 1D 83712']))).toEqual({
      city: 'Boise',
      state: 'ID',
      zip: '83712',
    });
    expect(placeOf(text(['Mercy Health Hospital', 'Toledo, 0H 43608']))?.state).toBe('OH');
  });

  it('reads nothing from further down the page, from another page, a code that is not a state, or without a hospital', () => {
    // The patient's address further down is not the hospital's.
    expect(
      placeOf(
        text([
          'Riverside Community Hospital',
          'Statement date 03/14/2026',
          'Questions? Call (555) 201-3000',
          'Amount due 120.00',
          'Pay online at example.org',
          'Mail to:',
          'Springfield, IL 62704',
        ]),
      ),
    ).toBeNull();
    expect(placeOf(text(['Riverside Community Hospital'], ['Springfield, IL 62704']))).toBeNull();
    expect(placeOf(text(['Riverside Community Hospital', 'Springfield, ZZ 62704']))).toBeNull();
    // A payment lockbox under the name is not where the hospital is.
    expect(
      placeOf(text(['Riverside Community Hospital', 'Remit to: PO Box 740760', 'Cincinnati, OH 45274'])),
    ).toBeNull();
    expect(placeOf(text(['Riverside Community Hospital', 'PO Box 4410, Dallas, TX 75265']))).toBeNull();
    expect(readHospitalPlace(text(['Springfield, IL 62704']), null)).toBeNull();
  });
});

describe('readInsurer (the plan printed after its label)', () => {
  const insurer = (...lines: string[]) => readInsurer(text(lines))?.value ?? null;

  it('reads the name after its label, in a column of its own or beside another', () => {
    expect(insurer('Primary insurance: Blue Cross of Idaho   Principal diagnosis: Kidney infection')).toBe(
      'Blue Cross of Idaho',
    );
    expect(insurer('Statement date 03/14/2026', 'Insurance Company: UnitedHealthcare.')).toBe(
      'UnitedHealthcare',
    );
    expect(insurer('Payer: MEDICARE PART A')).toBe('MEDICARE PART A');
    expect(insurer('Health plan: Kaiser Permanente')).toBe('Kaiser Permanente');
    expect(readInsurer(text(['x', 'Ins Plan: Aetna Choice POS II']))).toMatchObject({
      line: 2,
      confidence: 1,
    });
  });

  it('reads no identifier, amount, secondary insurer or figure row as a plan', () => {
    expect(insurer('Insurance: W123456789')).toBeNull();
    expect(insurer('Insurance ID: XJH4471')).toBeNull();
    expect(insurer('Insurance: Member ID 55-A')).toBeNull();
    expect(insurer('Insurance: $1,200.00')).toBeNull();
    expect(insurer('Secondary insurance: Medicaid')).toBeNull();
    expect(insurer('Insurance payments          -9,870.22')).toBeNull();
    expect(insurer('No insurance is on file for this visit.')).toBeNull();
    // A claim's status after the label is not a plan.
    for (const status of ['Pending', 'Billed 02/10/2026', 'Paid', 'Not on file', 'See below', 'In process'])
      expect(insurer(`Insurance: ${status}`)).toBeNull();
    // The first plausible one wins: an identifier first is skipped, the name after it read.
    expect(insurer('Insurance: 0012345', 'Primary insurance: Cigna')).toBe('Cigna');
  });
});
