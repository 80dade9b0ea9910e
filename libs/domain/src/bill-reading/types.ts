/**
 * What was read from an uploaded bill (issue 30): the shapes shared by the reader (`@fp/bill-reading`,
 * server only), the reading job, the API and the prefilled forms. Every field says where on the file it
 * was read and how sure the reader is; a field below READ_CONFIDENCE_MIN is shown to the user as "not
 * read" and left blank, never guessed. The patient's name, address and account numbers are never kept.
 */

/** Below this confidence (0–1) a field is left for the user. */
export const READ_CONFIDENCE_MIN = 0.8;

/** Where a field was read: page and line are 1-based, as a person counts them. */
export interface ReadAt {
  page: number;
  line: number;
  /** 0–1: 1 for a text layer read by a rule that matched exactly; OCR word confidence otherwise. */
  confidence: number;
}

export interface ReadField<T> extends ReadAt {
  value: T;
}

export type BillLayout = 'SUMMARY' | 'ITEMIZED' | 'UB04' | 'EOB' | 'UNKNOWN';
export type ReadMethod = 'TEXT' | 'OCR';

/** One itemized line of a bill. Money is integer cents; dates "YYYY-MM-DD". */
export interface ReadLine extends ReadAt {
  date: string | null;
  /** Four-digit UB-04 revenue code ("0250"), when printed. */
  revenueCode: string | null;
  /** CPT or HCPCS code ("99283", "J1885"), when printed. */
  code: string | null;
  description: string;
  quantity: number;
  amountCents: number;
}

export interface BillReading {
  layout: BillLayout;
  method: ReadMethod;
  pages: number;
  /**
   * The hospital as printed, and the directory match when one was found (shown to the user with the match):
   * its name, and its city and state as the directory has them (public data; a reading stored before they
   * were kept has neither field, which GraphQL answers as null).
   */
  hospital: ReadField<{
    printedName: string;
    ccn: string | null;
    matchedName: string | null;
    matchedCity: string | null;
    matchedState: string | null;
  }> | null;
  statementDate: ReadField<string> | null;
  admissionDate: ReadField<string> | null;
  dischargeDate: ReadField<string> | null;
  totalChargesCents: ReadField<number> | null;
  insurancePaidCents: ReadField<number> | null;
  insuranceAdjustedCents: ReadField<number> | null;
  /** Patient responsibility / amount due. */
  patientResponsibilityCents: ReadField<number> | null;
  /** Three-digit MS-DRG, when printed. */
  drg: ReadField<string> | null;
  /**
   * The insurer or plan as printed after its label ("Primary insurance:", "Insurance:", "Payer:", "Health
   * plan:"); never a member, group or policy number (a value with one is not read).
   */
  insurer: ReadField<string> | null;
  lines: ReadLine[];
}

/** A finding of the itemized-line check (libs/domain/src/bill-reading/line-checks.ts). */
export type LineFindingKind =
  | 'DUPLICATE'
  | 'AFTER_DISCHARGE'
  | 'BEFORE_ADMISSION'
  | 'UNUSUAL_QUANTITY'
  | 'ROOM_DAYS_BEYOND_STAY'
  | 'ABOVE_PRICE_FILE';

export interface LineFinding {
  kind: LineFindingKind;
  /** Indexes into BillReading.lines (0-based) of the lines it concerns. */
  lines: number[];
  /** One plain sentence naming the lines (date, code, amount) and why they are worth asking about. */
  text: string;
  /** What the finding may be worth to the patient, in cents, when it can be said (a duplicate's amount). */
  amountCents: number | null;
}
