/** The generator's material (generator.ts): real hospitals, real codes, and the wordings bills use. */

/** Real hospitals of the directory (CCN, name as the directory writes it). */
export const HOSPITALS: [string, string][] = [
  ['450431', "ST DAVID'S MEDICAL CENTER"],
  ['050454', 'UCSF MEDICAL CENTER'],
  ['220071', 'MASSACHUSETTS GENERAL HOSPITAL'],
  ['140281', 'NORTHWESTERN MEMORIAL HOSPITAL'],
  ['050625', 'CEDARS-SINAI MEDICAL CENTER'],
  ['450358', 'HOUSTON METHODIST HOSPITAL'],
  ['330024', 'MOUNT SINAI HOSPITAL'],
  ['100007', 'ADVENTHEALTH ORLANDO'],
  ['390111', 'HOSPITAL OF UNIV OF PENNSYLVANIA'],
  ['240010', 'MAYO CLINIC HOSPITAL ROCHESTER'],
  ['360180', 'CLEVELAND CLINIC'],
  ['210009', 'JOHNS HOPKINS HOSPITAL, THE'],
  ['260032', 'BARNES JEWISH HOSPITAL'],
  ['500008', 'UNIVERSITY OF WASHINGTON MEDICAL CTR'],
  ['440039', 'VANDERBILT UNIVERSITY MEDICAL CENTER'],
];

/** Items a hospital bills: revenue code, CPT/HCPCS code (or none), description, unit price in cents. */
export const ITEMS: [string, string | null, string, number][] = [
  ['0450', '99284', 'EMERGENCY DEPT VISIT MOD SEVERITY', 215000],
  ['0450', '99285', 'ER VISIT HIGH SEVERITY', 396000],
  ['0300', '85025', 'CBC W/AUTO DIFF WBC', 18600],
  ['0301', '80053', 'COMPREHEN METABOLIC PANEL', 31200],
  ['0301', '80048', 'BASIC METABOLIC PANEL', 16400],
  ['0320', '71046', 'X-RAY EXAM CHEST 2 VIEWS', 49800],
  ['0351', '70450', 'CT HEAD/BRAIN W/O DYE', 342000],
  ['0611', '70551', 'MRI BRAIN W/O DYE', 498000],
  ['0250', 'J1885', 'KETOROLAC TROMETHAMINE INJ', 4200],
  ['0258', 'J7030', 'NORMAL SALINE SOLUTION INFUS', 14500],
  ['0636', 'J2405', 'ONDANSETRON HCL INJECTION', 6800],
  ['0730', '93005', 'ELECTROCARDIOGRAM TRACING', 26500],
  ['0300', '36415', 'ROUTINE VENIPUNCTURE', 4500],
  ['0402', '76700', 'US EXAM ABDOM COMPLETE', 124000],
  ['0260', '96374', 'THER/PROPH/DIAG INJ IV PUSH', 38900],
  ['0510', '99213', 'OFFICE/OUTPATIENT VISIT EST', 32500],
  ['0360', '29881', 'ARTHROSCOPY KNEE W/MENISCECTOMY', 985000],
  ['0370', '01400', 'ANESTHESIA KNEE JOINT', 210000],
];
export const ROOM_ITEMS: [string, string, number][] = [
  ['0120', 'ROOM & BOARD SEMI-PRIVATE', 495000],
  ['0111', 'ROOM-BOARD/PVT', 420000],
  ['0200', 'INTENSIVE CARE', 780000],
];
export const DRGS: [string, string][] = [
  ['470', 'MAJOR HIP AND KNEE JOINT REPLACEMENT W/O MCC'],
  ['871', 'SEPTICEMIA OR SEVERE SEPSIS W/O MV >96 HOURS W MCC'],
  ['291', 'HEART FAILURE AND SHOCK WITH MCC'],
  ['392', 'ESOPHAGITIS, GASTROENT AND MISC DIGEST DISORDERS W/O MCC'],
  ['194', 'SIMPLE PNEUMONIA AND PLEURISY WITH CC'],
];

/** Label wordings per field, as US bills print them (vocabulary.ts says where each comes from). */
export const W = {
  statementDate: ['Statement Date:', 'Billing Date:', 'Date of Statement:', 'Bill Date', 'Statement Date'],
  admission: ['Admission Date:', 'Admit Date:', 'Admitted:', 'Admission Date'],
  discharge: ['Discharge Date:', 'Discharged:', 'Discharge Date'],
  service: ['Dates of Service:', 'Service Dates:', 'Date(s) of Service:', 'Service Period:'],
  charges: ['Total Charges', 'Gross Charges', 'Hospital Charges', 'Total Billed', 'Charges Total'],
  paid: [
    'Insurance Payments',
    'Insurance Paid',
    'Plan Paid',
    'Payments by Insurance',
    'Insurance Payment(s)',
  ],
  adjusted: [
    'Insurance Adjustments',
    'Contractual Adjustment',
    'Adjustments',
    'Discounts & Adjustments',
    'Network Discount',
  ],
  due: [
    'Amount Due',
    'Balance Due',
    'Patient Responsibility',
    'Please Pay',
    'Your Balance',
    'Patient Balance',
  ],
  drg: ['MS-DRG:', 'DRG', 'MS-DRG', 'DRG Code:'],
  titleSummary: ['PATIENT STATEMENT', 'STATEMENT OF ACCOUNT', 'Hospital Statement', 'SUMMARY BILL'],
  titleItemized: ['ITEMIZED STATEMENT', 'Itemized Bill', 'DETAIL OF CHARGES - ITEMIZED'],
  eobBilled: ['Amount billed', 'Billed charges', 'Provider charges', 'Amount Billed'],
  eobDiscount: ['Plan discount', 'Network savings', 'Discount', 'Plan Discount'],
  eobPaid: ['Plan paid', 'Paid by plan', 'Plan Paid', 'Amount plan paid'],
  eobOwe: ['You owe', 'Your responsibility', 'What you owe', 'Patient responsibility'],
  eobTotals: ['Totals', 'Claim totals', 'Total for this claim'],
  eobProvider: ['Provider:', 'Facility:', 'Provider name:', 'Rendering provider:'],
};

export const PATIENTS = ['JORDAN K TESTPERSON', 'CASEY M EXAMPLE', 'RILEY P SPECIMEN', 'MORGAN L SAMPLE'];

export type DateStyle = 'us' | 'us2' | 'long';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  if (style === 'us') return `${m}/${d}/${y}`;
  if (style === 'us2') return `${m}/${d}/${y.slice(2)}`;
  return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
}
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
