/**
 * The bill check's answer shapes (BillCheckService, bill-check.service.ts): the check of a bill or a visit,
 * and its comparison with the hospital's own price file. Money in cents; dates "YYYY-MM-DD".
 */
import type { PriceFileItemView, PriceFileSourceView } from '@fp/price-files';
import type { BillCheckResult, HospitalFiguresOffer, NextStep, PriceFileCheckResult } from '@fp/domain';
import type { NearbyFigure } from './bill-check-figures';

/** The hospital of a bill as the bill check and the assistance screen show it. */
export interface BillCheckHospital {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** CMS's ownership text and hospital type (null: not in the directory). */
  ownership: string | null;
  hospitalType: string | null;
}

export interface BillCheckAnswer extends Omit<BillCheckResult, 'drg'> {
  /** The bill checked, or null when an event's bills are checked together. */
  billId: string | null;
  eventId: string;
  eventName: string;
  /** How many bills the amounts sum. */
  billCount: number;
  hospital: BillCheckHospital | null;
  admitted: string | null;
  departed: string | null;
  /** The bill's date as recorded ("YYYY-MM-DD"). */
  billDate: string;
  /**
   * The date of the visit's first bill after discharge ("YYYY-MM-DD"): the date printed on it as the user
   * gave it, else a read bill file's statement date, else the day the first bill was entered (see source).
   */
  firstBillDate: string;
  /** Where firstBillDate comes from: the user (ENTERED), a read file (READ), or the day it was recorded. */
  firstBillDateSource: 'ENTERED' | 'READ' | 'RECORDED';
  billedCents: number;
  paidCents: number | null;
  selfPay: boolean;
  codes: string[];
  drg: string | null;
  /** The public data the figures come from. */
  source: string;
  /** The verdict thresholds, in words (BILL_CHECK_RULES). */
  thresholds: string;
  /**
   * Hospitals within 75 km with a figure for the DRG and year, cheapest first (the chart); empty unless
   * `comparison` is 'shown' (or 'none': then only the bill's own hospital).
   */
  nearby: NearbyFigure[];
  /** Whether other hospitals' figures are in this answer, and if not what showing them takes. */
  comparison: HospitalFiguresOffer;
  nextSteps: NextStep[];
  /** The hospital's price-file figures for the bill's codes; null when it has no file or publishes none. */
  priceFile: BillCheckPriceFileAnswer | null;
}

/** One code of the bill as the hospital's price file publishes it (money in cents). */
export interface BillCheckPriceLine extends Pick<
  PriceFileItemView,
  | 'description'
  | 'setting'
  | 'grossCents'
  | 'cashCents'
  | 'minNegotiatedCents'
  | 'maxNegotiatedCents'
  | 'rateCount'
  | 'line'
> {
  code: string;
  /** CPT, HCPCS or MS-DRG, as the file gives it. */
  codeType: string;
  /** The negotiated rate of the user's payer and plan (expected allowed amount); null when not published. */
  allowedCents: number | null;
  /** The plan's highest rate when it has several different ones for the code; null otherwise. */
  allowedHighCents: number | null;
}

/** The bill compared with the hospital's own price file (45 CFR 180). */
export interface BillCheckPriceFileAnswer extends PriceFileCheckResult {
  source: PriceFileSourceView;
  /** "file name, dated …, version …": named with every figure. */
  sourceLabel: string;
  /** True when this comparison gives the check's verdict (a bill without a DRG). */
  usedForVerdict: boolean;
  payerName: string | null;
  planName: string | null;
  /** The patient's share the bill asks, when the insurance payment is recorded. */
  patientAskedCents: number | null;
  lines: BillCheckPriceLine[];
}
