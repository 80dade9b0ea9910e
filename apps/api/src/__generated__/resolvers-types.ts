import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  SystemEntity,
  CategoryEntity,
  DiagnosisEntity,
  CodeEntity,
  DatasetEntity,
  BlogEntity,
  BlogCommentEntity,
  UserEntity,
} from '@fp/db';
import type {
  EventRecord,
  BillRecord,
  FileRecord,
  StatusChangeRecord,
  TaskRecord,
  BillCheckAnswer,
  BillAssistanceFactsView,
  AssistanceHospitalView,
  FileReadingView,
  BillCheckPriceFileAnswer,
} from '@fp/records';
import type { HospitalFigure } from '@fp/domain';
import type { ProviderView, YearRangeView } from '@fp/pricing';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A calendar date without time or zone, written YYYY-MM-DD, e.g. "2026-11-21". */
  Date: { input: string; output: string };
  /** An instant, written as ISO-8601 in UTC, e.g. "2026-11-21T09:30:00.000Z". */
  DateTime: { input: Date; output: Date | string };
};

/**
 * What the viewer may see, from the access rules (pass, free allowance, search count). The rule: an
 * anonymous visitor sees list ranges and detail prices for the session's first 4 searches (a search is a
 * new condition or location, or a detail opening), and an address gets at most 30 free detail openings a
 * day over all its sessions; a signed-in user sees list ranges always and detail prices with an active
 * pass or during the account's own 3 free searches (counted on the account, once). Counts are kept on the
 * server, never in the session cookie.
 */
export type AccessInfo = {
  __typename?: 'AccessInfo';
  /** Detail prices (per-DRG figures, estimate) may be shown. */
  detailPrices: Scalars['Boolean']['output'];
  /** Price ranges may be shown in the list. */
  listPrices: Scalars['Boolean']['output'];
  /** The prompt to show instead of hidden prices. */
  prompt: AccessPrompt;
};

/** What the viewer should be prompted to do to see more. */
export type AccessPrompt =
  /** Nothing: the viewer sees detail prices. */
  | 'NONE'
  /** Signed in without a pass or free allowance: offer a paid plan. */
  | 'PAY'
  /** Anonymous and past the free searches: offer to sign up. */
  | 'SIGN_UP';

/** A request for access (name and e-mail), passed on to the help desk. */
export type AccessRequestInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** An acknowledgement with the message to show (thank-you pages). */
export type Ack = {
  __typename?: 'Ack';
  /** Message to show the person. */
  message: Scalars['String']['output'];
  /** The request was accepted. Deliberately true for reset and resend even when no account exists. */
  ok: Scalars['Boolean']['output'];
};

/** The signed-in user's postal address (affiliate payout form). */
export type AddressInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Second address line (optional). */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** State. */
  state: Scalars['String']['input'];
  /** ZIP code. */
  zip: Scalars['String']['input'];
};

/** The hospital of a bill as the financial assistance rules see it. */
export type AssistanceHospital = {
  __typename?: 'AssistanceHospital';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** True for a CMS "Critical Access Hospitals" type. */
  criticalAccess: Scalars['Boolean']['output'];
  /** CMS hospital type; null when unknown. */
  hospitalType: Maybe<Scalars['String']['output']>;
  /** CMS Certification Number (CCN). */
  id: Scalars['ID']['output'];
  /** The kind in words and what it means for financial assistance. */
  kindText: Scalars['String']['output'];
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** CMS ownership text; null when unknown. */
  ownership: Maybe<Scalars['String']['output']>;
  /** The ownership's kind; null when unknown. */
  ownershipKind: Maybe<HospitalOwnershipKind>;
  /** USPS state code: decides which state's law applies. */
  state: Scalars['String']['output'];
  /** ZIP code. */
  zip: Scalars['String']['output'];
};

/** An itemized bill of an event. */
export type Bill = {
  __typename?: 'Bill';
  /** Bill type, e.g. "Hospital" or "Lab". */
  billType: Maybe<Scalars['String']['output']>;
  /** Billing codes entered as tags. */
  codes: Array<Scalars['String']['output']>;
  /** When the bill was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** Due date. */
  due: Maybe<Scalars['Date']['output']>;
  /** The event the bill belongs to. */
  event: Event;
  /** Files attached to the bill. */
  files: Array<FileItem>;
  /** Bill id. */
  id: Scalars['ID']['output'];
  /** Free note. */
  note: Maybe<Scalars['String']['output']>;
  /** What insurance paid, in cents. */
  payInsCents: Maybe<Scalars['Int']['output']>;
  /** What the user paid or owes themselves, in cents. */
  selfCents: Scalars['Int']['output'];
  /** Workflow state. */
  status: BillStatus;
  /** Every status the bill has had, oldest first, with when it changed (the first entry is its creation). */
  statusHistory: Array<BillStatusChange>;
  /** Bill total, in cents. */
  totalCents: Scalars['Int']['output'];
  /** When the bill was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What the financial assistance rules need of one of the signed-in user's bills (money in cents). */
export type BillAssistanceFacts = {
  __typename?: 'BillAssistanceFacts';
  /** Admission date. */
  admitted: Maybe<Scalars['Date']['output']>;
  /**
   * The estimated amounts generally billed for this bill (26 CFR 1.501(r)-5, Medicare look-back from the
   * CMS figures): the most a nonprofit may charge an eligible patient. Null when not a nonprofit or no
   * figure fits.
   */
  agbCents: Maybe<Scalars['Float']['output']>;
  /** How agbCents was estimated, with its source; null with it. */
  agbText: Maybe<Scalars['String']['output']>;
  /** The bill's date (the day it was recorded). */
  billDate: Scalars['Date']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** Amount billed, in cents. */
  billedCents: Scalars['Float']['output'];
  /** Discharge date. */
  departed: Maybe<Scalars['Date']['output']>;
  /** The bill's visit. */
  eventId: Scalars['ID']['output'];
  /** The visit's name. */
  eventName: Scalars['String']['output'];
  /**
   * The date printed on the visit's first bill after discharge, which starts the 240-day application period
   * (26 CFR 1.501(r)-1(b)(3)): as the user gave it (setFirstBillDate), else a read bill file's statement
   * date, else the day the first bill was entered (firstBillDateSource says which).
   */
  firstBillDate: Scalars['Date']['output'];
  /** Where firstBillDate comes from. */
  firstBillDateSource: FirstBillDateSource;
  /** The visit's hospital; null when none was picked from the directory. */
  hospital: Maybe<AssistanceHospital>;
  /** No insurance payment and no insurance named. */
  selfPay: Scalars['Boolean']['output'];
};

/** What a bill is compared with. */
export type BillBenchmark =
  /**
   * The estimated amounts generally billed of a nonprofit hospital (26 CFR 1.501(r)-5). No longer a
   * benchmark of the verdict (it is the cap for patients who qualify: BillCheck.assistanceCapCents); kept so
   * older answers still read.
   */
  | 'AMOUNT_GENERALLY_BILLED'
  /** The hospital's average covered charges for the DRG (compared with the amount billed). */
  | 'AVERAGE_CHARGE'
  /** The hospital's discounted cash price from its price file. */
  | 'CASH_PRICE'
  /** Medicare's payment × the published commercial-to-Medicare inpatient price ratio (an estimate). */
  | 'COMMERCIAL_ESTIMATE'
  /** Medicare's average total payment to the hospital for the DRG, the patient's share included. */
  | 'MEDICARE_PAYMENT';

/** One comparison of the bill with a benchmark, like with like, in the bill's dollars. */
export type BillBenchmarkComparison = {
  __typename?: 'BillBenchmarkComparison';
  /** The figure moved to the bill's dollars, in cents (before any multiplier). */
  adjustedCents: Maybe<Scalars['Float']['output']>;
  /** The year of those dollars (the bill's year, or the latest CPI year before it). */
  adjustedYear: Maybe<Scalars['Int']['output']>;
  /** The adjustment in words. */
  adjustmentLabel: Maybe<Scalars['String']['output']>;
  /** The amount compared (billed or paid), in cents. */
  askedCents: Scalars['Float']['output'];
  /** The benchmark. */
  benchmark: BillBenchmark;
  /** The benchmark in the bill's dollars, in cents. */
  benchmarkCents: Scalars['Float']['output'];
  /** The benchmark in one sentence a person understands. */
  benchmarkSentence: Scalars['String']['output'];
  /** Which amount of the bill is compared. */
  compares: BillComparedAmount;
  /** CPI-U medical care of adjustedYear ÷ that of originalYear. */
  factor: Maybe<Scalars['Float']['output']>;
  /** A multiplier applied after the adjustment (RAND ratio, AGB percentage); null when none. */
  multiplier: Maybe<Scalars['Float']['output']>;
  /** What the multiplier is. */
  multiplierWhat: Maybe<Scalars['String']['output']>;
  /** The CMS figure as published, in cents; null for the hospital's own price file. */
  originalCents: Maybe<Scalars['Float']['output']>;
  /** The data year of that figure. */
  originalYear: Maybe<Scalars['Int']['output']>;
  /** askedCents ÷ benchmarkCents. */
  ratio: Scalars['Float']['output'];
  /** The comparison in one sentence, the benchmark named. */
  sentence: Scalars['String']['output'];
  /** Where the figures come from. */
  source: Scalars['String']['output'];
  /** The verdict of this comparison. */
  verdict: BillVerdict;
  /** The verdict in words. */
  verdictLabel: Scalars['String']['output'];
};

/**
 * A bill (or an event's bills together) compared, like with like and in the bill's own dollars, with the
 * benchmarks that fit it (comparisons, headline first; notAssessed with why): the hospital's average charge
 * for the DRG, the payment benchmark for who paid, its price file. Where the hospital stands among the other
 * hospitals within 75 km (percentile). The amounts generally billed are given apart, as the cap for patients
 * who qualify for financial assistance (assistanceCapCents). Every figure comes with its source, data year
 * and how it was computed (method).
 */
export type BillCheck = {
  __typename?: 'BillCheck';
  /** Admission date. */
  admitted: Maybe<Scalars['Date']['output']>;
  /**
   * What to add to the visit for a fuller check (who paid, when the insurance field is blank); null when
   * nothing is missing.
   */
  ask: Maybe<Scalars['String']['output']>;
  /**
   * The estimated amounts generally billed for this bill (26 CFR 1.501(r)-5, Medicare look-back), in cents:
   * the most this nonprofit hospital may charge a patient WHO QUALIFIES for its financial assistance. Never
   * a benchmark of the verdict. Null when the hospital is not known to be a nonprofit or has no usable figure.
   */
  assistanceCapCents: Maybe<Scalars['Float']['output']>;
  /** That cap in words, with how it was estimated and its source. */
  assistanceCapText: Maybe<Scalars['String']['output']>;
  /** The headline benchmark in one sentence a person understands; null when nothing is assessed. */
  benchmark: Maybe<Scalars['String']['output']>;
  /** How many bills the amounts sum. */
  billCount: Scalars['Int']['output'];
  /** The bill's date (the day it was recorded). */
  billDate: Scalars['Date']['output'];
  /** The bill checked; null when an event's bills are checked together. */
  billId: Maybe<Scalars['ID']['output']>;
  /** Amount billed, in cents. */
  billedCents: Scalars['Float']['output'];
  /** Amount billed ÷ the hospital's average covered charges moved to the bill's dollars (charges with charges). */
  billedRatio: Maybe<Scalars['Float']['output']>;
  /** The five cheapest hospitals of the comparison. */
  cheapest: Array<BillCheckFigure>;
  /** The bill's codes. */
  codes: Array<Scalars['String']['output']>;
  /**
   * Whether the other hospitals' figures (nearby, cheapest, percentile) are in this answer, and if not what
   * showing them takes. They follow the map's rule for detail prices.
   */
  comparison: BillCheckComparison;
  /** Every comparison that fits the bill, like with like and in the bill's dollars, the headline first. */
  comparisons: Array<BillBenchmarkComparison>;
  /**
   * The hospital's average total payment moved to the bill's dollars (CPI-U medical care adjustment, an
   * estimate).
   */
  currentAvgTotalPaymentCents: Maybe<Scalars['Float']['output']>;
  /**
   * The adjustment in words, original figure and year beside the adjusted one, e.g. "$10,884.95 in 2011 is
   * $15,333.56 in 2024 dollars …".
   */
  currentDollarsLabel: Maybe<Scalars['String']['output']>;
  /** Discharge date. */
  departed: Maybe<Scalars['Date']['output']>;
  /** The DRG found among the codes. */
  drg: Maybe<Scalars['String']['output']>;
  /** The visit. */
  eventId: Scalars['ID']['output'];
  /** The visit's name. */
  eventName: Scalars['String']['output'];
  /** How the verdict was reached, or why the bill is not assessed. */
  explanation: Scalars['String']['output'];
  /** The hospital's newest figure for the DRG. */
  figure: Maybe<BillCheckFigure>;
  /** The visit's hospital, when one was picked from the directory. */
  hospital: Maybe<BillCheckHospital>;
  /**
   * What a letter to the billing office may quote: only the comparisons that hold, each with its
   * benchmark, the year of the figure and the adjustment.
   */
  letterLines: Array<BillLetterLine>;
  /** How each figure was computed, with its source and year. */
  method: Array<Scalars['String']['output']>;
  /**
   * Every hospital of the comparison, cheapest first (empty unless comparison is SHOWN, or NONE: then the
   * bill's own hospital only).
   */
  nearby: Array<BillCheckFigure>;
  /** Other hospitals within 75 km in the comparison (the bill's own hospital left out). */
  nearbyCount: Scalars['Int']['output'];
  /** Stays at those other hospitals. */
  nearbyStays: Scalars['Int']['output'];
  /** The steps that apply, with deadlines. */
  nextSteps: Array<BillCheckStep>;
  /** The benchmarks that do not fit this bill, each with why ("not assessed"). */
  notAssessed: Array<BillNotAssessed>;
  /** Insurance paid plus the patient's share, when the insurance payment is recorded; in cents. */
  paidCents: Maybe<Scalars['Float']['output']>;
  /** Who paid, as the benchmark was chosen (from the visit's insurance and whether an insurer paid). */
  payer: BillPayer;
  /**
   * The headline ratio when it compares what was paid (insurer + patient) with a payment benchmark; null
   * otherwise: a charge is never divided by a payment.
   */
  paymentRatio: Maybe<Scalars['Float']['output']>;
  /**
   * Where the hospital stands: the stays-weighted percentile of its average total payment among the OTHER
   * hospitals less than 75 km away (unrounded distance, the same rule as nearbyCount and nearby) with
   * figures for the DRG and year (stays at lower ones plus half of those at an equal one); null when fewer
   * than 3 other hospitals are near.
   */
  percentile: Maybe<Scalars['Float']['output']>;
  /**
   * The hospital's own published prices for the bill's codes, when it has an imported price file that
   * publishes any of them; null otherwise.
   */
  priceFile: Maybe<BillCheckPriceFile>;
  /** The visit says no insurance (payer SELF_PAY). A blank insurance field is not self-pay. */
  selfPay: Scalars['Boolean']['output'];
  /**
   * The year of the bill's service: every CMS figure is moved to its dollars (or to the latest CPI year
   * before it, and the adjustment says so).
   */
  serviceYear: Scalars['Int']['output'];
  /** The public data the figures come from. */
  source: Scalars['String']['output'];
  /** The verdict thresholds in words. */
  thresholds: Scalars['String']['output'];
  /**
   * Always null: it multiplied a charge by a payment-to-charge ratio, mixing the two.
   * @deprecated It mixed a charge into a payment; see comparisons (the benchmark by payer, in the bill's dollars).
   */
  typicalPaymentCents: Maybe<Scalars['Float']['output']>;
  /** Whether paymentRatio used the amount paid (it always does when it is not null). */
  usedPaid: Scalars['Boolean']['output'];
  /** The verdict. */
  verdict: BillVerdict;
  /** The verdict in words. */
  verdictLabel: Scalars['String']['output'];
};

/**
 * Other hospitals' figures in a bill check (the comparison with the hospitals within 75 km) are prices of
 * the map and follow its rule for detail prices. `billCheck` counts nothing and carries them only with an
 * active pass; `openBillComparison` counts one detail opening on the account (as opening a hospital on the
 * map does; nothing with a pass) and carries them while the free searches last.
 */
export type BillCheckComparison =
  /** Not in this answer; openBillComparison will show them and use one of the account's free searches. */
  | 'FREE_SEARCH'
  /** There is no other hospital to compare with (not assessed, or none within 75 km). */
  | 'NONE'
  /** Not in this answer; the free searches are used: a pass shows them. */
  | 'PAY'
  /** The other hospitals' figures are in this answer. */
  | 'SHOWN'
  /** Not in this answer; sign in (never answered to a signed-in owner). */
  | 'SIGN_UP';

/** One hospital's published CMS figure for a DRG in one data year (money in cents). */
export type BillCheckFigure = {
  __typename?: 'BillCheckFigure';
  /** Average covered charges (what the hospital billed), in cents. */
  avgCoveredChargeCents: Scalars['Float']['output'];
  /** Average Medicare payment, in cents. */
  avgMedicarePaymentCents: Scalars['Float']['output'];
  /** Average total payment (Medicare, the patient and other payers), in cents. */
  avgTotalPaymentCents: Scalars['Float']['output'];
  /** Stays (discharges) behind the averages. */
  discharges: Scalars['Int']['output'];
  /** Distance from the visit's hospital in km (nearby list only; 0 otherwise). */
  distanceKm: Maybe<Scalars['Float']['output']>;
  /** MS-DRG code. */
  drg: Scalars['String']['output'];
  /** The hospital's CCN. */
  providerId: Scalars['ID']['output'];
  /** The hospital's name. */
  providerName: Scalars['String']['output'];
  /** Data year of the figure. */
  year: Scalars['Int']['output'];
};

/** The hospital of the checked visit, from the provider directory. */
export type BillCheckHospital = {
  __typename?: 'BillCheckHospital';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** CMS hospital type, e.g. "Acute Care Hospitals" or "Critical Access Hospitals"; null when unknown. */
  hospitalType: Maybe<Scalars['String']['output']>;
  /** CMS Certification Number (CCN). */
  id: Scalars['ID']['output'];
  /**
   * The ownership's kind in words and what it means for financial assistance (nonprofit: 26 U.S.C. 501(r)
   * applies; government; for-profit: state rules only), with "critical access" for that CMS type.
   */
  kindText: Scalars['String']['output'];
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** CMS ownership, e.g. "Voluntary non-profit - Private", "Proprietary"; null when unknown. */
  ownership: Maybe<Scalars['String']['output']>;
  /** USPS state code. */
  state: Scalars['String']['output'];
  /** ZIP code. */
  zip: Scalars['String']['output'];
};

/**
 * The bill compared with the hospital's own price file (45 CFR 180). For a bill without a DRG this
 * comparison gives the check's verdict (usedForVerdict); thresholds in BillCheck.thresholds.
 */
export type BillCheckPriceFile = {
  __typename?: 'BillCheckPriceFile';
  /**
   * The expected allowed amount for the compared codes together, in cents; null when not published for the
   * plan or no plan is saved.
   */
  allowedCents: Maybe<Scalars['Int']['output']>;
  /** What was asked (paid when the insurance payment is recorded, else billed), in cents. */
  askedCents: Maybe<Scalars['Float']['output']>;
  /** What was asked was compared with; null when not assessed. */
  basis: Maybe<PriceFileBasis>;
  /** How the verdict was reached, or why not. */
  explanation: Scalars['String']['output'];
  /** The published figures, one per code of the bill the file publishes. */
  lines: Array<BillCheckPriceLine>;
  /** How each figure was computed, each naming the file, its date and version. */
  method: Array<Scalars['String']['output']>;
  /** The patient's share the bill asks, when the insurance payment is recorded, in cents. */
  patientAskedCents: Maybe<Scalars['Float']['output']>;
  /** The user's insurer (saved plan), or null without a plan. */
  payerName: Maybe<Scalars['String']['output']>;
  /**
   * What the user should owe by the plan for the allowed amount (the visit counted as one), with the formula;
   * NOT_PUBLISHED when the plan's rate is not published; null without a saved plan.
   */
  planEstimate: Maybe<PersonalEstimate>;
  /** The user's plan name, when given. */
  planName: Maybe<Scalars['String']['output']>;
  /** askedCents ÷ referenceCents. */
  ratio: Maybe<Scalars['Float']['output']>;
  /** The basis summed over the compared codes, in cents. */
  referenceCents: Maybe<Scalars['Int']['output']>;
  /** The price file every figure here comes from. */
  source: PriceFileSource;
  /** The source in words: "file name, dated …, version …". */
  sourceLabel: Scalars['String']['output'];
  /** The bill's codes the file does not publish. */
  unpublishedCodes: Array<Scalars['String']['output']>;
  /** True when this comparison gives BillCheck.verdict (a bill without a DRG). */
  usedForVerdict: Scalars['Boolean']['output'];
  /** The comparison's verdict (NOT_ASSESSED with the reason in explanation when the file cannot judge). */
  verdict: BillVerdict;
  /** The verdict in words. */
  verdictLabel: Scalars['String']['output'];
};

/** One of the bill's codes as the hospital's price file publishes it (money in cents). */
export type BillCheckPriceLine = {
  __typename?: 'BillCheckPriceLine';
  /**
   * The expected allowed amount: the negotiated rate of the user's payer and plan, in cents; null when the
   * file publishes none for the plan (or no plan is saved). Never another plan's rate.
   */
  allowedCents: Maybe<Scalars['Int']['output']>;
  /** The discounted cash price, in cents. */
  cashCents: Maybe<Scalars['Int']['output']>;
  /** The bill's code (CPT/HCPCS, or the DRG). */
  code: Scalars['String']['output'];
  /** The code's type as the file gives it: CPT, HCPCS or MS-DRG. */
  codeType: Scalars['String']['output'];
  /** The hospital's description (empty for scraped files that have none). */
  description: Scalars['String']['output'];
  /** The gross charge (list price), in cents. */
  grossCents: Maybe<Scalars['Int']['output']>;
  /** The line of the file where the item starts. */
  line: Scalars['Int']['output'];
  /** The highest payer-negotiated rate, in cents. */
  maxNegotiatedCents: Maybe<Scalars['Int']['output']>;
  /** The lowest payer-negotiated rate, in cents. */
  minNegotiatedCents: Maybe<Scalars['Int']['output']>;
  /** How many payer-plan rates the file publishes for the item. */
  rateCount: Scalars['Int']['output'];
  /** inpatient, outpatient or both; null when the file does not say. */
  setting: Maybe<Scalars['String']['output']>;
};

/** A next step for a checked bill, with its deadline and the rule's source. */
export type BillCheckStep = {
  __typename?: 'BillCheckStep';
  /** Items to tick (common billing errors). */
  checklist: Array<Scalars['String']['output']>;
  /** Deadline computed from the bill's dates, if one is known. */
  dueDate: Maybe<Scalars['Date']['output']>;
  /** CHECK_ERRORS: what the check of the itemized lines found on the bill's read files (empty otherwise). */
  findings: Array<BillLineFinding>;
  /** ITEMIZED_BILL, CHECK_ERRORS, FINANCIAL_ASSISTANCE or NSA_DISPUTE. */
  key: Scalars['String']['output'];
  /**
   * When the deadline is before today (UTC): what that means for this step and what can still be done, in
   * the answer's language. Null when it has not passed or is not known.
   */
  passedText: Maybe<Scalars['String']['output']>;
  /** The rule and where it is written. */
  source: Scalars['String']['output'];
  /** What to do. */
  text: Scalars['String']['output'];
  /** Short title. */
  title: Scalars['String']['output'];
};

/** Which amount of the bill a benchmark is compared with. */
export type BillComparedAmount =
  /** The amount billed (charges). */
  | 'CHARGES'
  /** What was paid (insurer + patient). */
  | 'PAID';

/** A bill to create (no id) or update (with id). */
export type BillInput = {
  /** Bill type. */
  billType?: InputMaybe<Scalars['String']['input']>;
  /** Billing codes. */
  codes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Due date. */
  due?: InputMaybe<Scalars['Date']['input']>;
  /** The event the bill belongs to (required for a new bill). */
  eventId: Scalars['ID']['input'];
  /** Already uploaded files to attach. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The bill to update; omit to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Free note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** What insurance paid, in cents. */
  payInsCents?: InputMaybe<Scalars['Int']['input']>;
  /** What the user paid or owes, in cents. */
  selfCents: Scalars['Int']['input'];
  /** Workflow state (default NEW). */
  status?: InputMaybe<BillStatus>;
  /** Bill total, in cents. */
  totalCents: Scalars['Int']['input'];
};

/** How a bill is laid out, as the reader recognised it. */
export type BillLayout =
  /** An explanation of benefits from the insurer. */
  | 'EOB'
  /** An itemized bill (a line per charge). */
  | 'ITEMIZED'
  /** A summary statement (totals, no lines). */
  | 'SUMMARY'
  /** A UB-04 claim form. */
  | 'UB04'
  /** Not recognised. */
  | 'UNKNOWN';

/** A comparison the letter to the billing office may quote. */
export type BillLetterLine = {
  __typename?: 'BillLetterLine';
  /** How the figure was moved to the bill's dollars; null when nothing was moved. */
  adjustment: Maybe<Scalars['String']['output']>;
  /** The benchmark. */
  benchmark: BillBenchmark;
  /** Where the figures come from. */
  source: Scalars['String']['output'];
  /** The sentence for the letter. */
  text: Scalars['String']['output'];
  /** The verdict of the comparison. */
  verdict: BillVerdict;
  /** The data year of the figure; null for the hospital's own price file. */
  year: Maybe<Scalars['Int']['output']>;
};

/** A line finding of one of the bill's read files, as the bill check lists it. */
export type BillLineFinding = {
  __typename?: 'BillLineFinding';
  /** What it may be worth to the patient, in cents, when that can be said. */
  amountCents: Maybe<Scalars['Int']['output']>;
  /** The file it was read from. */
  fileId: Scalars['ID']['output'];
  /** That file's name. */
  fileName: Scalars['String']['output'];
  /** What kind of question. */
  kind: LineFindingKind;
  /** Each line it concerns, as found on paper (description, code, date, amount, page and line). */
  lines: Array<Scalars['String']['output']>;
  /** One sentence naming the lines and why they are worth asking about. */
  text: Scalars['String']['output'];
};

/** A benchmark that does not fit the bill, and why. */
export type BillNotAssessed = {
  __typename?: 'BillNotAssessed';
  /** The benchmark. */
  benchmark: BillBenchmark;
  /** Why it is not assessed, in words. */
  reason: Scalars['String']['output'];
};

/** Who paid for a bill, for the choice of its benchmark. */
export type BillPayer =
  /** A health plan: compared with Medicare's payment × RAND's commercial-to-Medicare ratio. */
  | 'COMMERCIAL'
  /** Medicare (Medicare Advantage included): compared with Medicare's payment. */
  | 'MEDICARE'
  /**
   * The visit says no insurance ("none", "self-pay", "uninsured") and no insurer paid: what was paid is
   * compared with the hospital's cash price. A blank insurance field is UNKNOWN, not this.
   */
  | 'SELF_PAY'
  /**
   * Not recorded (a blank insurance field), or a program no published ratio covers (Medicaid, TRICARE, …):
   * payments not assessed, the charges compared, and BillCheck.ask says what to add.
   */
  | 'UNKNOWN';

/**
 * A bill's fields as read. Each field says where it was read (page and line, counted from 1) and how sure the
 * reader is (0–1); below the site's threshold a form leaves the field blank for the user.
 */
export type BillReading = {
  __typename?: 'BillReading';
  /** The admission or first service date (YYYY-MM-DD). */
  admissionDate: Maybe<ReadText>;
  /** The discharge or last service date (YYYY-MM-DD). */
  dischargeDate: Maybe<ReadText>;
  /** The three-digit MS-DRG, when printed. */
  drg: Maybe<ReadText>;
  /** The hospital as printed, with its directory match when one was found. */
  hospital: Maybe<ReadHospital>;
  /** Insurance adjustments (discounts), cents. */
  insuranceAdjustedCents: Maybe<ReadMoney>;
  /** What insurance paid, cents. */
  insurancePaidCents: Maybe<ReadMoney>;
  /**
   * The insurer or plan as printed after its label ("Primary insurance:", "Payer:", "Health plan:"); never a
   * member, group or policy number. Null when none is printed (or the reading is older than this field).
   */
  insurer: Maybe<ReadText>;
  /** The layout recognised. */
  layout: BillLayout;
  /** The itemized lines, in the order printed. */
  lines: Array<ReadLine>;
  /** Text layer or OCR. */
  method: ReadMethod;
  /** Pages read. */
  pages: Scalars['Int']['output'];
  /** What the patient is asked to pay, cents. */
  patientResponsibilityCents: Maybe<ReadMoney>;
  /** The statement date (YYYY-MM-DD). */
  statementDate: Maybe<ReadText>;
  /** Total charges, cents. */
  totalChargesCents: Maybe<ReadMoney>;
};

/** Whether one of the user's bills is shared, could be, and what its anonymous report holds (money in cents). */
export type BillSharing = {
  __typename?: 'BillSharing';
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** Amount billed, in cents. */
  billedCents: Scalars['Float']['output'];
  /** Why the bill cannot be shared, in words; null when it can. */
  blocker: Maybe<Scalars['String']['output']>;
  /** Whether the user agreed to share. */
  consented: Scalars['Boolean']['output'];
  /** The MS-DRG found among the bill's codes. */
  drg: Maybe<Scalars['String']['output']>;
  /** Month of the stay (1–12); never the day. */
  month: Scalars['Int']['output'];
  /** Insurance paid plus the patient's share, when the insurance payment is recorded; in cents. */
  paidCents: Maybe<Scalars['Float']['output']>;
  /** The visit's directory hospital (CCN); null when none was picked. */
  providerId: Maybe<Scalars['ID']['output']>;
  /** The hospital's name. */
  providerName: Maybe<Scalars['String']['output']>;
  /** Whether the bill is shared now. */
  shared: Scalars['Boolean']['output'];
  /** Year of the stay. */
  year: Scalars['Int']['output'];
};

/** Sort key for bills. */
export type BillSort =
  /** By creation time. */
  | 'CREATED_AT'
  /** By due date. */
  | 'DUE'
  /** By status. */
  | 'STATUS'
  /** By total amount. */
  | 'TOTAL';

/** Bill workflow state. */
export type BillStatus =
  /** Settled. */
  | 'COMPLETE'
  /** Being negotiated. */
  | 'NEGOTIATING'
  /** Recorded, not yet worked on. */
  | 'NEW';

/** One status a bill took, and when. */
export type BillStatusChange = {
  __typename?: 'BillStatusChange';
  /** When the bill took it. */
  changedAt: Scalars['DateTime']['output'];
  /** The status taken. */
  status: BillStatus;
};

/** How many of the user's bills have one status. */
export type BillStatusCount = {
  __typename?: 'BillStatusCount';
  /** Number of bills with it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: BillStatus;
};

/**
 * The plain-words verdict of a bill check, like with like and in the bill's own dollars (BillCheck.comparisons
 * lists every comparison). A bill with a DRG: when something was paid (insurer + you), what was paid is
 * compared with the payment benchmark for who paid (Medicare's average total payment; that × RAND's
 * commercial-to-Medicare ratio for a health plan; the hospital's cash price for self-pay); when nothing is
 * paid yet, the amount billed is compared with the hospital's own average covered charges for the DRG,
 * whoever the payer, so a bill equal to that average is never above it. A CMS figure is moved to the bill's
 * year with the CPI-U medical care index (BLS CUUR0000SAM, an estimate; see BillCheck.currentDollarsLabel).
 * The amounts generally billed are never the benchmark: they are the cap for patients who qualify for
 * financial assistance (BillCheck.assistanceCapCents). A bill without a DRG whose CPT/HCPCS codes the
 * hospital's own price file publishes (45 CFR 180, BillCheckPriceFile) is compared with that file's
 * discounted cash price (self-pay) or the expected allowed amount of your saved plan (insured).
 * Against a CMS average "far above" starts at 2×; against the hospital's own price at 1.5×. Thresholds in
 * words: BillCheck.thresholds.
 */
export type BillVerdict =
  /** Above the benchmark, but less than twice a CMS average, or less than 1.5× the hospital's own price. */
  | 'ABOVE_TYPICAL'
  /**
   * What was compared is at most its benchmark (a CMS average in the bill's dollars, or the hospital's own
   * cash price or expected allowed amount).
   */
  | 'AT_OR_BELOW_TYPICAL'
  /** Worth questioning: twice a CMS average or more, or 1.5× the hospital's own price or more. */
  | 'FAR_ABOVE_TYPICAL'
  /**
   * The data cannot judge (the explanation says why): for CMS, e.g. fewer than 11 stays behind the average
   * or no hospital picked; for the price file, a code it does not publish, no rate published for your plan
   * (another plan's rate is never used), no saved plan, or the insurer's payment not yet recorded.
   */
  | 'NOT_ASSESSED';

/** A blog article. */
export type Blog = {
  __typename?: 'Blog';
  /** Body in Markdown. */
  body: Scalars['String']['output'];
  /** Body rendered to HTML and sanitized, safe to insert into the page. */
  bodyHtml: Scalars['String']['output'];
  /** Comments, oldest first (hidden ones only for admins). */
  comments: Array<BlogComment>;
  /** Short description for lists. */
  description: Scalars['String']['output'];
  /** Listed on the dashboard help screen. */
  help: Scalars['Boolean']['output'];
  /** Article id (linked as /blog/post/{id}/id when there is no slug). */
  id: Scalars['Int']['output'];
  /** Header image URL. */
  image: Maybe<Scalars['String']['output']>;
  /** Visible to readers. */
  isPublished: Scalars['Boolean']['output'];
  /** Publication time; null for a draft that was never published. */
  published: Maybe<Scalars['DateTime']['output']>;
  /** URL slug (/blog/post/{slug}); null when none is set. */
  slug: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A reader's comment on a blog article. */
export type BlogComment = {
  __typename?: 'BlogComment';
  /** The writer's display name. */
  authorName: Scalars['String']['output'];
  /** Comment text (plain text). */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Hidden by an admin. */
  hidden: Scalars['Boolean']['output'];
  /** Comment id. */
  id: Scalars['ID']['output'];
};

/** A blog article to create (no id) or update (with id). Admins only. */
export type BlogInput = {
  /** Body in Markdown. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Short description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Listed on the help screen. */
  help?: InputMaybe<Scalars['Boolean']['input']>;
  /** The article to update; omit to create one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Header image URL. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Visible to readers. */
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publication time; defaults to now when first published. */
  published?: InputMaybe<Scalars['DateTime']['input']>;
  /** URL slug; lower case letters, digits and hyphens. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
};

/** A procedure or condition category, e.g. "stroke" or "c-section", shown as an icon grid on /categories. */
export type Category = {
  __typename?: 'Category';
  /** Active conditions in this category, by name. */
  diagnoses: Array<Diagnosis>;
  /** Icon URL or icon name; null when none is set. */
  icon: Maybe<Scalars['String']['output']>;
  /** The slug, e.g. "liver-transplant". */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The slug (same as id), used in /categories/{slug}. */
  slug: Scalars['String']['output'];
};

/** A completed checkout as read back from the payment provider. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** Amount paid, in cents. */
  amountTotalCents: Scalars['Int']['output'];
  /** The payment provider's customer id. */
  customer: Maybe<Scalars['String']['output']>;
  /** The customer's e-mail address (customer_details.email). */
  customerEmail: Maybe<Scalars['String']['output']>;
  /** Checkout session id. */
  id: Scalars['ID']['output'];
  /** True when the checkout is complete and paid. */
  paid: Scalars['Boolean']['output'];
  /** The plan bought; null when it cannot be told. */
  planName: Maybe<Scalars['String']['output']>;
  /** Checkout state: "open", "complete" or "expired". */
  status: Scalars['String']['output'];
  /** The subscription id, for plans that renew. */
  subscription: Maybe<Scalars['String']['output']>;
};

/** A card-payment checkout page to send the browser to. */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** The checkout page URL. */
  url: Scalars['String']['output'];
};

/** A US city for the location box and autocomplete. */
export type City = {
  __typename?: 'City';
  /** Label for the location box, e.g. "Austin, TX, USA". */
  label: Scalars['String']['output'];
  /** Latitude of the city centre. */
  lat: Scalars['Float']['output'];
  /** Longitude of the city centre. */
  lng: Scalars['Float']['output'];
  /** City name, e.g. "Austin". */
  name: Scalars['String']['output'];
  /** Two-letter state code, e.g. "TX". */
  state: Scalars['String']['output'];
};

/** An MS-DRG (Medicare Severity Diagnosis Related Group): the unit CMS publishes hospital prices by. */
export type Code = {
  __typename?: 'Code';
  /** The complication qualifier from the title. */
  complication: Complication;
  /** The 3-digit DRG code (same as id). */
  drg: Scalars['String']['output'];
  /** True when the DRG is a "with CC/MCC" group (complication is one of the WITH_ values). */
  hasComplication: Scalars['Boolean']['output'];
  /** The 3-digit DRG code, e.g. "193". */
  id: Scalars['ID']['output'];
  /** MDC number; null for pre-MDC and ungroupable DRGs. */
  mdc: Maybe<Scalars['Int']['output']>;
  /** CMS relative weight (resource use compared with the average case); null when unknown. */
  relativeWeight: Maybe<Scalars['Float']['output']>;
  /** The body system of the MDC; null when mdc is null. */
  system: Maybe<System>;
  /** Official title (the spec's "desc"), e.g. "SIMPLE PNEUMONIA AND PLEURISY WITH MCC". */
  title: Scalars['String']['output'];
  /** Medical or surgical. */
  type: CodeType;
};

/** MS-DRG partition. */
export type CodeType =
  /** Medical DRG. */
  | 'MEDICAL'
  /** Surgical DRG. */
  | 'SURGICAL';

/** The complication qualifier carried in an MS-DRG title. */
export type Complication =
  /** The title has no complication qualifier. */
  | 'NONE'
  /** Without a CC. */
  | 'WITHOUT_CC'
  /** Without a CC or an MCC. */
  | 'WITHOUT_CC_MCC'
  /** Without an MCC. */
  | 'WITHOUT_MCC'
  /** With a complication or comorbidity (CC). */
  | 'WITH_CC'
  /** With a CC or an MCC. */
  | 'WITH_CC_MCC'
  /** With a major complication or comorbidity (MCC). */
  | 'WITH_MCC';

/** A contact form message. */
export type ContactMessageInput = {
  /** E-mail address to answer. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
};

/**
 * A figure's amounts restated in current dollars with the CPI-U medical care index (BLS series
 * CUUR0000SAM, U.S. city average, annual averages). An ADJUSTMENT, not a published price: it moves the
 * published figure by the change of consumer medical prices between its data year and cpiYear.
 */
export type CurrentDollarFigure = {
  __typename?: 'CurrentDollarFigure';
  /** Average covered charges in cpiYear dollars, in cents (adjusted). */
  averageCoveredChargeCents: Scalars['Int']['output'];
  /** Average Medicare payment in cpiYear dollars, in cents (adjusted). */
  averageMedicarePaymentCents: Scalars['Int']['output'];
  /** Average total payment in cpiYear dollars, in cents (adjusted). */
  averageTotalPaymentCents: Scalars['Int']['output'];
  /** The year whose dollars the adjusted amounts are in (the latest year of the CPI table). */
  cpiYear: Scalars['Int']['output'];
  /** The data year the amounts were adjusted from. */
  fromYear: Scalars['Int']['output'];
  /** What to show beside the adjusted amounts, e.g. "2011 prices in 2024 dollars (CPI-U medical care, estimate)". */
  label: Scalars['String']['output'];
};

/**
 * A price range restated in current dollars with the CPI-U medical care index (BLS series CUUR0000SAM,
 * annual averages): each DRG figure is adjusted from its own year, then the range is taken. An ADJUSTMENT,
 * not a published price.
 */
export type CurrentDollarRange = {
  __typename?: 'CurrentDollarRange';
  /** Average price in cpiYear dollars, in cents (adjusted). */
  averageCents: Scalars['Int']['output'];
  /** The year whose dollars the adjusted amounts are in (the latest year of the CPI table). */
  cpiYear: Scalars['Int']['output'];
  /** The oldest data year among the figures adjusted. */
  fromYear: Scalars['Int']['output'];
  /** Every data year among the figures adjusted, oldest first; each figure was moved from its own year. */
  fromYears: Array<Scalars['Int']['output']>;
  /** Highest price in cpiYear dollars, in cents (adjusted). */
  highestCents: Scalars['Int']['output'];
  /**
   * What to show beside the adjusted range, naming every year it was moved from, e.g. "2011 and 2022 prices
   * in 2024 dollars (CPI-U medical care, estimate)".
   */
  label: Scalars['String']['output'];
  /** Lowest price in cpiYear dollars, in cents (adjusted). */
  lowestCents: Scalars['Int']['output'];
};

/** The dashboard's summary of the signed-in user's bills. */
export type DashboardOverview = {
  __typename?: 'DashboardOverview';
  /** Number of bills. */
  billCount: Scalars['Int']['output'];
  /** Their share of the open bills due today or in the next 30 days, in cents. */
  dueSoonCents: Scalars['Int']['output'];
  /** Number of open bills due today or in the next 30 days. */
  dueSoonCount: Scalars['Int']['output'];
  /** Number of events. */
  eventCount: Scalars['Int']['output'];
  /** What the user still owes: their share of the bills that are not complete, in cents. */
  owedCents: Scalars['Int']['output'];
  /** The last 12 months, oldest first, by the visit's admission date (else when the visit was recorded). */
  spendingByMonth: Array<MonthSpending>;
  /** Bills per status, in workflow order (new, negotiating, complete). */
  statusCounts: Array<BillStatusCount>;
};

/** The state of the price data load. */
export type DataLoadState =
  /** The load failed; the server log says why, and the server tries again (the message says when). */
  | 'FAILED'
  /** The shipped CMS price files are being loaded; results may be incomplete. */
  | 'LOADING'
  /** All price data is loaded. */
  | 'READY';

/** How far the background load of the price data is. */
export type DataStatus = {
  __typename?: 'DataStatus';
  /** What is being loaded, or why the load failed; null when ready. */
  message: Maybe<Scalars['String']['output']>;
  /** Percent loaded, 0-100 (100 when ready). */
  percent: Scalars['Int']['output'];
  /** Ready, loading or failed. */
  state: DataLoadState;
};

/** One imported price file and how its import went. */
export type Dataset = {
  __typename?: 'Dataset';
  /** SHA-256 of the file, hex. */
  checksum: Scalars['String']['output'];
  /** The imported file's name. */
  fileName: Scalars['String']['output'];
  /** Dataset id. */
  id: Scalars['ID']['output'];
  /** When the import finished. */
  importedAt: Scalars['DateTime']['output'];
  /** True for made-up demo data. */
  isDemo: Scalars['Boolean']['output'];
  /** Human-readable source name. */
  name: Scalars['String']['output'];
  /** Rows imported as figures. */
  rowsImported: Scalars['Int']['output'];
  /** Data rows read from the file. */
  rowsRead: Scalars['Int']['output'];
  /** Rows skipped (invalid or unknown DRG). */
  rowsSkipped: Scalars['Int']['output'];
  /** Machine name of the source, e.g. "cms-ipps-drg100". */
  source: Scalars['String']['output'];
  /** Data year as the source states it. */
  year: Scalars['Int']['output'];
};

/** The result of deleting a bill. */
export type DeleteBillPayload = {
  __typename?: 'DeleteBillPayload';
  /** Its event, with the totals recalculated in the same transaction. */
  event: Event;
  /** The deleted bill's id. */
  id: Scalars['ID']['output'];
};

/** The result of deleting an event. */
export type DeleteEventPayload = {
  __typename?: 'DeleteEventPayload';
  /** How many bills were deleted with it. */
  deletedBills: Scalars['Int']['output'];
  /** The deleted event's id. */
  id: Scalars['ID']['output'];
};

/** A condition a visitor can search prices for (the spec's "diagnosis"), e.g. "Upper Respiratory Infection". */
export type Diagnosis = {
  __typename?: 'Diagnosis';
  /** Whether the condition is offered to visitors. */
  active: Scalars['Boolean']['output'];
  /** Categories the condition appears under. */
  categories: Array<Category>;
  /** The MS-DRGs whose published prices stand for this condition. */
  cmsCodes: Array<Code>;
  /** Listed first in the condition selector. */
  common: Scalars['Boolean']['output'];
  /** True when at least one hospital in the loaded price data has prices for this condition. */
  hasPrices: Scalars['Boolean']['output'];
  /** Hospitalization likelihood on a 0-4 scale: 0 No, 1 Unlikely, 2 Unlikely but Possible, 3 Possible, 4 Yes. */
  hospitalization: Scalars['Int']['output'];
  /** The hospitalization scale value as text, e.g. "Possible". */
  hospitalizationLabel: Scalars['String']['output'];
  /** ICD-10-CM codes that map to this condition, e.g. "J06.9". */
  icdCodes: Array<Scalars['String']['output']>;
  /** Catalogue id, stable across imports (used in /?diagnosis={id}). */
  id: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /**
   * Why the loaded Medicare data has no figures for this condition, in one sentence (for example that
   * Medicare rarely pays for childbirth); null when it has figures.
   */
  noFiguresReason: Maybe<Scalars['String']['output']>;
  /**
   * How many hospitals in the loaded price data have prices for this condition (0: none; the picker marks
   * it as having no prices). Precomputed when the data changes, so asking for it is cheap.
   */
  pricedHospitals: Scalars['Int']['output'];
  /**
   * How many hospitals have prices for this condition within 75 km of the point (the map's search radius);
   * 0 when none there. The condition picker shows it beside pricedHospitals (the national count).
   */
  pricedHospitalsNear: Scalars['Int']['output'];
  /** URL slug, used in /map/{slug}. */
  slug: Scalars['String']['output'];
  /** Medical specialties that usually treat it, e.g. "Pulmonology". */
  specialties: Array<Scalars['String']['output']>;
  /** Short plain-language description; null when none is written. */
  summary: Maybe<Scalars['String']['output']>;
  /** The body system the condition belongs to; null when unassigned. */
  system: Maybe<System>;
  /** Work the condition may need, with likelihoods. */
  work: Array<WorkItem>;
};

/** A condition a visitor can search prices for (the spec's "diagnosis"), e.g. "Upper Respiratory Infection". */
export type DiagnosisPricedHospitalsNearArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** A hospital of the provider directory, as the event form's picker shows it. */
export type DirectoryHospital = {
  __typename?: 'DirectoryHospital';
  /** City. */
  city: Scalars['String']['output'];
  /** CMS Certification Number (CCN); EventInput.providerId takes it. */
  id: Scalars['ID']['output'];
  /** True for a made-up demo hospital. */
  isDemo: Scalars['Boolean']['output'];
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** 5-digit ZIP code. */
  zip: Scalars['String']['output'];
};

/**
 * An upload the user left before submitting the visit form (a draft visit holding files), offered on the
 * upload page to finish or discard.
 */
export type DraftVisit = {
  __typename?: 'DraftVisit';
  /** When its first file was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** How many files it holds. */
  files: Scalars['Int']['output'];
  /** The draft visit's id (upload to it, saveVisit it, or deleteEvent it). */
  id: Scalars['ID']['output'];
};

/** Which kind of estimate this is. */
export type EstimateKind =
  /** From the user's plan and the negotiated rate published for the user's payer and plan. */
  | 'ESTIMATE'
  /** The user has a plan but the hospital publishes no dollar rate for it: no estimate, never a substitute. */
  | 'NOT_PUBLISHED'
  /** No plan saved (or signed out): the older site's split, the patient's 20 % of the price. */
  | 'NO_PLAN';

/** A medical visit the user recorded. Totals are recalculated from its bills. */
export type Event = {
  __typename?: 'Event';
  /** Admission date. */
  admitted: Maybe<Scalars['Date']['output']>;
  /** Number of bills (the spec's bill_total). */
  billCount: Scalars['Int']['output'];
  /** The event's bills, newest first (at most 1000; billCount counts them all). */
  bills: Array<Bill>;
  /**
   * A page of the event's bills, newest first. Start without `after`; then pass the previous page's
   * endCursor. BAD_USER_INPUT for a cursor that was not given by this API.
   */
  billsPage: EventBillsPage;
  /** Review text. */
  body: Maybe<Scalars['String']['output']>;
  /** Other condition names as one text. */
  conditionName: Maybe<Scalars['String']['output']>;
  /** Picked other conditions. */
  conditions: Array<Option>;
  /** When the event was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** Departure date; null when not given. */
  departed: Maybe<Scalars['Date']['output']>;
  /** Picked diagnoses. */
  diagnoses: Array<Option>;
  /** Diagnosis names as one text. */
  diagnosisName: Maybe<Scalars['String']['output']>;
  /** Files attached to the event itself. */
  files: Array<FileItem>;
  /** Event id. */
  id: Scalars['ID']['output'];
  /** Insurance company. */
  insurance: Maybe<Scalars['String']['output']>;
  /** Name of the visit. */
  name: Scalars['String']['output'];
  /** Procedure names as one text. */
  procedureName: Maybe<Scalars['String']['output']>;
  /** Picked procedures. */
  procedures: Array<Option>;
  /** The provider, when one was picked from the directory. */
  provider: Maybe<Provider>;
  /** The directory hospital's CCN, when one was picked (provider gives its details). */
  providerId: Maybe<Scalars['ID']['output']>;
  /** Clinic or facility name. */
  providerName: Maybe<Scalars['String']['output']>;
  /** Sum of what the user paid themselves, in cents. */
  selfCents: Scalars['Int']['output'];
  /** The user's rating of the facility, 1 to 5; null when they gave none. */
  stars: Maybe<Scalars['Int']['output']>;
  /** Sum of the bills' totals, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** A medical visit the user recorded. Totals are recalculated from its bills. */
export type EventBillsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One page of an event's bills, newest first. Pages are read by cursor, so a page costs the same however
 * many bills the event has; the event's totals (totalCents, selfCents, billCount) are kept on the event and
 * never depend on the pages read.
 */
export type EventBillsPage = {
  __typename?: 'EventBillsPage';
  /** Pass as `after` to read the next page; null when the page is empty. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when older bills follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The bills on this page, newest first. */
  hits: Array<Bill>;
};

/** An event to create (no id) or update (with id). */
export type EventInput = {
  /** Admission date. */
  admitted?: InputMaybe<Scalars['Date']['input']>;
  /** Review text. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Other condition names as one text. */
  conditionName?: InputMaybe<Scalars['String']['input']>;
  /** Picked other conditions. */
  conditions?: InputMaybe<Array<OptionInput>>;
  /** Departure date. */
  departed?: InputMaybe<Scalars['Date']['input']>;
  /** Picked diagnoses. */
  diagnoses?: InputMaybe<Array<OptionInput>>;
  /** Diagnosis names as one text. */
  diagnosisName?: InputMaybe<Scalars['String']['input']>;
  /** Already uploaded files to attach to the event. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The event to update; omit to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Insurance company. */
  insurance?: InputMaybe<Scalars['String']['input']>;
  /** Line items to add as bills of the event. */
  lines?: InputMaybe<Array<EventLineInput>>;
  /** Name of the visit. */
  name: Scalars['String']['input'];
  /** Procedure names as one text. */
  procedureName?: InputMaybe<Scalars['String']['input']>;
  /** Picked procedures. */
  procedures?: InputMaybe<Array<OptionInput>>;
  /** A provider from the directory (CCN). */
  providerId?: InputMaybe<Scalars['ID']['input']>;
  /** Clinic or facility name. */
  providerName?: InputMaybe<Scalars['String']['input']>;
  /**
   * The user's rating of the facility, 1 to 5; null or omitted: no rating (a visit is not rated unless the
   * user picks one).
   */
  stars?: InputMaybe<Scalars['Int']['input']>;
};

/** A line item entered with a visit; saved as a bill of the event. */
export type EventLineInput = {
  /** Bill type. */
  billType?: InputMaybe<Scalars['String']['input']>;
  /** Already uploaded files to attach. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** What insurance paid, in cents. */
  payInsCents?: InputMaybe<Scalars['Int']['input']>;
  /** What the user paid, in cents. */
  selfCents: Scalars['Int']['input'];
  /**
   * The new bill's status (default NEW); COMPLETE for a bill already paid in full, which the dashboard's
   * "You owe" then leaves out. Ignored for an existing line (its status is kept).
   */
  status?: InputMaybe<BillStatus>;
  /** Line total, in cents. */
  totalCents: Scalars['Int']['input'];
};

/** Sort key for events. */
export type EventSort =
  /** By admission date. */
  | 'ADMITTED'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By total amount. */
  | 'TOTAL';

/** An uploaded file attached to an event or a bill. Files are uploaded over REST (multipart), not GraphQL. */
export type FileItem = {
  __typename?: 'FileItem';
  /** When it was uploaded. */
  created: Scalars['DateTime']['output'];
  /** Extension without the dot, e.g. "pdf". */
  ext: Scalars['String']['output'];
  /** File id. */
  id: Scalars['ID']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** The file name as uploaded. */
  text: Scalars['String']['output'];
  /** URL to download the file (only works for its owner). */
  url: Scalars['String']['output'];
};

/**
 * The reading of one uploaded bill (a PDF or a photo or scan) into a filled-in bill, and the check of its
 * itemized lines. Nothing read is saved to the user's visits or bills until the user saves a form.
 */
export type FileReading = {
  __typename?: 'FileReading';
  /** What was read (DONE only). */
  bill: Maybe<BillReading>;
  /** Why the file was not read, in words saying what to do (FAILED only). */
  error: Maybe<Scalars['String']['output']>;
  /** The file read. */
  fileId: Scalars['ID']['output'];
  /** The file's name as uploaded. */
  fileName: Scalars['String']['output'];
  /** The lines worth asking the billing office about (DONE only; empty when none). */
  findings: Array<LineFinding>;
  /** Pages read so far. */
  pagesDone: Scalars['Int']['output'];
  /** The file's pages, once known. */
  pagesTotal: Maybe<Scalars['Int']['output']>;
  /** Queued, reading, done or failed. */
  status: FileReadingStatus;
  /** The text the fields were read from (DONE only). */
  text: Maybe<Scalars['String']['output']>;
  /** When the reading last changed. */
  updated: Scalars['DateTime']['output'];
};

/** How far the reading of an uploaded bill is. */
export type FileReadingStatus =
  /** Read: see bill and findings. */
  | 'DONE'
  /** Not read: see error. */
  | 'FAILED'
  /** Waiting its turn. */
  | 'QUEUED'
  /** Being read now (see pagesDone and pagesTotal). */
  | 'READING';

/** Where the date of a visit's first bill comes from. */
export type FirstBillDateSource =
  /** Given by the user: the date printed on the bill. */
  | 'ENTERED'
  /** Read from an uploaded bill's statement date. */
  | 'READ'
  /** Neither: the day the first bill was entered in the site (ask for the printed date). */
  | 'RECORDED';

/** A point on the map. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Latitude in degrees. */
  lat: Scalars['Float']['output'];
  /** Longitude in degrees. */
  lng: Scalars['Float']['output'];
};

/** The visitor's map location and condition, kept in the session. */
export type GeoSession = {
  __typename?: 'GeoSession';
  /** The location box text, e.g. "Austin, TX, USA". */
  address: Maybe<Scalars['String']['output']>;
  /** City name; null before a location is chosen. */
  city: Maybe<Scalars['String']['output']>;
  /** The chosen condition. */
  diagnosis: Maybe<Option>;
  /** Latitude. */
  lat: Maybe<Scalars['Float']['output']>;
  /** Longitude. */
  lng: Maybe<Scalars['Float']['output']>;
  /** Searches so far in this session (condition or location changes and detail openings). */
  searchCount: Scalars['Int']['output'];
  /** Two-letter state code. */
  state: Maybe<Scalars['String']['output']>;
  /** ZIP code. */
  zip: Maybe<Scalars['String']['output']>;
};

/** New geo session values. The search count is kept by the server and cannot be set. */
export type GeoSessionInput = {
  /** The location box text. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City name. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The chosen condition. */
  diagnosis?: InputMaybe<OptionInput>;
  /** Latitude. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude. */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** Two-letter state code. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** ZIP code. */
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** The kind of a hospital's owner, from CMS Hospital General Information's ownership text. */
export type HospitalOwnershipKind =
  /** Proprietary or physician-owned: state rules and its own policy only. */
  | 'FOR_PROFIT'
  /** Government (state, local, district, tribal, federal): state rules and its own policy. */
  | 'GOVERNMENT'
  /** Voluntary non-profit: the federal rules for tax-exempt hospitals (26 U.S.C. 501(r)) apply. */
  | 'NONPROFIT';

/** One item of a hospital's price file: a code set in one setting with its standard charges. */
export type HospitalPriceItem = {
  __typename?: 'HospitalPriceItem';
  /** The discounted cash price, in cents. */
  cashCents: Maybe<Scalars['Int']['output']>;
  /** Every code the file gives the item. */
  codes: Array<PriceFileCode>;
  /** The hospital's description (empty for scraped files that have none). */
  description: Scalars['String']['output'];
  /** The viewer's estimate for this item. */
  estimate: PersonalEstimate;
  /** The gross charge (list price), in cents. */
  grossCents: Maybe<Scalars['Int']['output']>;
  /** The line of the file where the item starts. */
  line: Scalars['Int']['output'];
  /** The highest payer-negotiated rate, in cents. */
  maxNegotiatedCents: Maybe<Scalars['Int']['output']>;
  /** The lowest payer-negotiated rate, in cents (the file's minimum, else the lowest dollar rate). */
  minNegotiatedCents: Maybe<Scalars['Int']['output']>;
  /**
   * What the item is in a patient's words: the file's description, else the site's name for its
   * CPT/HCPCS code (a list of common procedures written for patients), else null.
   */
  plainName: Maybe<Scalars['String']['output']>;
  /** True when plainName is the site's words, not the hospital's (the file gives no description). */
  plainNameIsOurs: Scalars['Boolean']['output'];
  /** How many payer-plan rates the file publishes for the item. */
  rateCount: Scalars['Int']['output'];
  /** inpatient, outpatient or both; null when the file does not say. */
  setting: Maybe<Scalars['String']['output']>;
  /** The file the figures come from. */
  source: PriceFileSource;
};

/** A hospital's price-file prices for a code or a list of DRGs. */
export type HospitalPrices = {
  __typename?: 'HospitalPrices';
  /** City. */
  city: Scalars['String']['output'];
  /** The matching items; empty when the file does not publish the code. */
  items: Array<HospitalPriceItem>;
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** The hospital's CCN. */
  providerId: Scalars['ID']['output'];
  /** The hospital's current price file. */
  source: PriceFileSource;
  /** USPS state code. */
  state: Scalars['String']['output'];
};

/** An image from the image library. */
export type ImageItem = {
  __typename?: 'ImageItem';
  /** Height in pixels at the size the URL asks for. */
  height: Scalars['Int']['output'];
  /** Orientation. */
  orientation: ImageOrientation;
  /** Library or site the image comes from. */
  site: Scalars['String']['output'];
  /** Thumbnail URL. */
  thumb: Scalars['String']['output'];
  /** Title, usable as the image's alt text. */
  title: Scalars['String']['output'];
  /** Image URL (at most 1200 px wide when no size is given). */
  url: Scalars['String']['output'];
  /** Width in pixels at the size the URL asks for. */
  width: Scalars['Int']['output'];
};

/** Image orientation filter for the image library. */
export type ImageOrientation =
  /** Wider than tall. */
  | 'LANDSCAPE'
  /** Taller than wide. */
  | 'PORTRAIT'
  /** About as wide as tall. */
  | 'SQUARE';

/** The signed-in user's health plan. Money in cents. */
export type Insurance = {
  __typename?: 'Insurance';
  /** The patient's share after the deductible, in percent. */
  coinsurancePercent: Scalars['Float']['output'];
  /** The fixed amount per visit or stay. */
  copayCents: Scalars['Int']['output'];
  /** The yearly deductible. */
  deductibleCents: Scalars['Int']['output'];
  /** What is left of the deductible. */
  deductibleRemainingCents: Scalars['Int']['output'];
  /** The yearly out-of-pocket maximum. */
  oopMaxCents: Scalars['Int']['output'];
  /** What is left of the out-of-pocket maximum. */
  oopRemainingCents: Scalars['Int']['output'];
  /** The insurer's key in the payer list. */
  payerKey: Scalars['ID']['output'];
  /** The insurer's name. */
  payerName: Scalars['String']['output'];
  /** The plan's name as hospitals publish it (e.g. "PPO"); empty matches the insurer's only rate. */
  planName: Scalars['String']['output'];
  /** When the plan was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The insurance share shown with the alternative display factors. */
export type InsuranceDisplay = {
  __typename?: 'InsuranceDisplay';
  /** 96 percent of the average price, in cents. */
  averageCents: Scalars['Int']['output'];
  /** 97 percent of the highest price, in cents. */
  maxCents: Scalars['Int']['output'];
  /** 95 percent of the lowest price, in cents. */
  minCents: Scalars['Int']['output'];
};

/** The user's health plan, as the settings form sends it. Money in cents. */
export type InsuranceInput = {
  /** The patient's share after the deductible, 0 to 100 percent. */
  coinsurancePercent: Scalars['Float']['input'];
  /** The fixed amount per visit or stay. */
  copayCents: Scalars['Int']['input'];
  /** The yearly deductible. */
  deductibleCents: Scalars['Int']['input'];
  /** What is left of the deductible (at most the deductible). */
  deductibleRemainingCents: Scalars['Int']['input'];
  /** The yearly out-of-pocket maximum. */
  oopMaxCents: Scalars['Int']['input'];
  /** What is left of the out-of-pocket maximum (at most the maximum). */
  oopRemainingCents: Scalars['Int']['input'];
  /** The insurer's key from `payers`. */
  payerKey: Scalars['String']['input'];
  /** The plan's name as hospitals publish it; may be empty. */
  planName?: InputMaybe<Scalars['String']['input']>;
};

/** A language of the site (issue 45), as HTML's lang attribute writes it. */
export type Language =
  /** English. */
  | 'en'
  /** Spanish (the Spanish of the United States). */
  | 'es';

/** Lines of a read bill worth asking the billing office about. */
export type LineFinding = {
  __typename?: 'LineFinding';
  /** What it may be worth to the patient, in cents, when that can be said. */
  amountCents: Maybe<Scalars['Int']['output']>;
  /** What kind of question. */
  kind: LineFindingKind;
  /** Indexes (from 0) into the reading's lines. */
  lines: Array<Scalars['Int']['output']>;
  /** One sentence naming the lines and why they are worth asking about. */
  text: Scalars['String']['output'];
};

/** What kind of question a line finding raises. */
export type LineFindingKind =
  /** A line above the hospital's own price-file rate for its code. */
  | 'ABOVE_PRICE_FILE'
  /** A line dated after discharge. */
  | 'AFTER_DISCHARGE'
  /** A line dated before admission. */
  | 'BEFORE_ADMISSION'
  /** The same code twice or more on one date. */
  | 'DUPLICATE'
  /** More room-and-board days than the stay's nights. */
  | 'ROOM_DAYS_BEYOND_STAY'
  /** A quantity out of the ordinary (the text says the rule used). */
  | 'UNUSUAL_QUANTITY';

/** Where a provider's map point comes from. */
export type LocationSource =
  /** The street address, placed by a geocoder. */
  | 'ADDRESS'
  /** The hospital's building (HIFLD hospitals layer). */
  | 'BUILDING'
  /** Approximate: the centre of the hospital's ZIP code. */
  | 'ZIP_CENTROID';

/** What the user's bills add up to in one calendar month. */
export type MonthSpending = {
  __typename?: 'MonthSpending';
  /** The month, "YYYY-MM". */
  month: Scalars['String']['output'];
  /** Sum of the user's own share, in cents. */
  selfCents: Scalars['Int']['output'];
  /** Sum of the bills' totals, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** Write operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds the financial assistance application's tasks to the signed-in user's to-do list, linked to the bill:
   * ask for the policy and form (30 days before the earliest deadline) and send the application (by every
   * deadline that applies, earliest first: 240 days after the first bill; a state's period from discharge,
   * e.g. Illinois' 90 days). Adding again adds nothing, nor a task the bill check added for the same thing. NOT_FOUND when the bill is missing or not
   * theirs.
   */
  addAssistanceTasks: Array<Task>;
  /**
   * Adds the bill check's next steps to the signed-in user's to-do list, each with its deadline; returns the
   * tasks added.
   */
  addBillCheckTasks: Array<Task>;
  /** Comment on a blog article (signed in). */
  addComment: BlogComment;
  /** Add an open task to the signed-in user's list (blank text is refused). */
  addTask: Task;
  /**
   * Cancel the signed-in account's pass: it stays active until its end date and nothing more is charged (a
   * subscription ends at the close of its paid period). BAD_USER_INPUT when there is no active pass, or it
   * is already cancelled.
   */
  cancelPass: User;
  /**
   * The local test checkout's "Pay (test)" button (only when no payment provider is configured, never in
   * production): records the payment as the provider's webhook would.
   */
  completeTestCheckout: CheckoutResult;
  /**
   * Use the link sent to a new e-mail address: the account takes that address and the old one is told.
   * BAD_USER_INPUT when the link is unknown, used or expired.
   */
  confirmEmailChange: Ack;
  /** Send a contact form message. */
  contact: Ack;
  /** Start a card-payment checkout for a plan; the browser is sent to the returned URL. */
  createCheckout: CheckoutSession;
  /**
   * Delete the signed-in account after the confirmation (its e-mail address or its password): every record,
   * uploaded file and session goes; payment records stay, as the law requires, without the person's name
   * or address. This browser is signed out.
   */
  deleteAccount: Ack;
  /**
   * Delete a bill; its event's totals are recalculated in the same transaction. NOT_FOUND when missing or
   * not theirs.
   */
  deleteBill: DeleteBillPayload;
  /** Delete one of the signed-in user's events with its bills and files. NOT_FOUND when missing or not theirs. */
  deleteEvent: DeleteEventPayload;
  /** Delete one of the signed-in user's files; true when deleted. */
  deleteFile: Scalars['Boolean']['output'];
  /** Removes the signed-in user's health plan; true when there was one. Needs sign-in. */
  deleteInsurance: Scalars['Boolean']['output'];
  /** Hide or show a comment (admins). */
  hideComment: BlogComment;
  /** Sign in with e-mail and password. */
  logIn: Token;
  /** Sign in with a one-time access link. */
  logInWithKey: Token;
  /** Sign out; always true. */
  logOut: Scalars['Boolean']['output'];
  /**
   * The bill check with the comparison with the hospitals nearby opened: when there is one, counts one
   * detail opening on the account (as opening a hospital on the map; nothing with a pass) and carries the
   * other hospitals' figures exactly when the map would show detail prices (see BillCheckComparison).
   * NOT_FOUND when the bill or visit is missing or not theirs.
   */
  openBillComparison: BillCheck;
  /**
   * Read one of the signed-in user's uploaded bills (PDF, PNG or JPEG, up to 20 pages) into a filled-in bill,
   * off the request path: answers at once with the reading queued; poll fileReading for its progress. A file
   * already read or being read is answered as it stands unless `again`.
   */
  readFile: FileReading;
  /**
   * Save an affiliate code from a ?reference= link in the session; it is credited at sign-up. Always true
   * (a malformed code is ignored).
   */
  rememberReference: Scalars['Boolean']['output'];
  /** Remove one of the signed-in user's tasks; answers its id. NOT_FOUND when it is missing or not theirs. */
  removeTask: Scalars['ID']['output'];
  /** Ask for access (passed on to the help desk). */
  requestAccess: Ack;
  /** Send a one-time sign-in link when an account exists. */
  requestAccessLink: Ack;
  /** Send a password-reset link when an account exists (the answer never says whether it does). */
  requestPasswordReset: Ack;
  /** Send the activation link again when an unverified account exists. */
  resendActivation: Ack;
  /**
   * Create or update a bill; its event's totals are recalculated in the same transaction. NOT_FOUND when
   * the bill or the event is missing or not theirs.
   */
  saveBill: SaveBillPayload;
  /** Create or update a blog article (admins). */
  saveBlog: Blog;
  /**
   * Create or update one of the signed-in user's events (line items become bills). NOT_FOUND when the id
   * is missing or not theirs.
   */
  saveEvent: SaveEventPayload;
  /** Saves the signed-in user's health plan; returns it. Needs sign-in. */
  saveInsurance: Insurance;
  /**
   * Save the signed-in user's whole to-do list, merged by id (not replaced): items without an id are added;
   * items with an id update that task unless it changed after readAt; stored tasks missing from the list are
   * removed only when unchanged since readAt (without readAt nothing is removed). Returns the list, open first.
   */
  saveTasks: Array<Task>;
  /**
   * The upload form's save (the REST shim's save/update visit): without id, a new visit from the fields
   * given, named after its clinic or first diagnosis unless named; with the id of one of the user's visits
   * (or of the draft its first upload made), only the fields the input carries change (a field left out
   * keeps its value, null clears it) and lines with an id change only that bill's given fields. NOT_FOUND
   * when the id is missing or not theirs.
   */
  saveVisit: SaveEventPayload;
  /**
   * Sets the date printed on the first bill after discharge of this bill's visit (null clears it, and the
   * date read from a bill file or entered is used again). BAD_INPUT for a date that is not a real day or is
   * in the future; NOT_FOUND when the bill is missing or not theirs. Answers the facts again.
   */
  setFirstBillDate: BillAssistanceFacts;
  /** Save the visitor's location and condition; returns the updated geo session. */
  setGeoSession: GeoSession;
  /**
   * Sets the signed-in account's language (its e-mails, and the site after signing in); the page itself
   * follows the `fp_lang` cookie, set here too. Needs a signed-in session.
   */
  setLanguage: User;
  /**
   * Set a password with a key from an activation, reset or purchase link. The account counts as verified;
   * every session of the account ends, and the person then logs in with the new password.
   */
  setPassword: Ack;
  /**
   * Gives (true) or withdraws (false) consent to share bills' prices anonymously. Withdrawing deletes every
   * report the user shared.
   */
  setPriceSharing: PriceSharing;
  /** Set free session values. */
  setSessionValues: SessionValues;
  /**
   * Shares one of the user's bills anonymously (hospital, DRG, month, amounts), or refreshes its report.
   * BAD_USER_INPUT without consent, a directory hospital or a DRG; NOT_FOUND when not theirs.
   */
  shareBillPrice: BillSharing;
  /**
   * Sign the account out of every other browser, or (keepThisOne false) of every browser including this
   * one. Answers how many sessions ended.
   */
  signOutEverywhere: Scalars['Int']['output'];
  /** Create an account for an e-mail address and send the activation link. */
  signUp: Ack;
  /** Stops sharing one of the user's bills: its report is deleted. NOT_FOUND when not theirs. */
  unshareBillPrice: BillSharing;
  /** Save the signed-in user's postal address. */
  updateAddress: User;
  /** Mark the signed-in user's free allowance as used. */
  updateFree: Token;
  /** Change the signed-in user's settings. */
  updateSettings: User;
  /**
   * Record a finished checkout: on the signed-in buyer's account, or held for the owner of the address typed,
   * who is e-mailed a confirmation link. Only the browser that started the checkout (or the account it
   * belongs to) may call it; to anyone else the checkout does not exist (NOT_FOUND).
   */
  updateSubscription: SubscriptionUpdate;
  /** Change the given fields of one of the signed-in user's tasks. NOT_FOUND when it is missing or not theirs. */
  updateTask: Task;
  /** Confirm an e-mail address from the activation link. */
  verify: Ack;
};

/** Write operations. */
export type MutationAddAssistanceTasksArgs = {
  billId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationAddBillCheckTasksArgs = {
  billId?: InputMaybe<Scalars['ID']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
};

/** Write operations. */
export type MutationAddCommentArgs = {
  blogId: Scalars['Int']['input'];
  body: Scalars['String']['input'];
};

/** Write operations. */
export type MutationAddTaskArgs = {
  input: NewTaskInput;
};

/** Write operations. */
export type MutationCompleteTestCheckoutArgs = {
  sessionId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationConfirmEmailChangeArgs = {
  key: Scalars['String']['input'];
};

/** Write operations. */
export type MutationContactArgs = {
  input: ContactMessageInput;
};

/** Write operations. */
export type MutationCreateCheckoutArgs = {
  email: Scalars['String']['input'];
  priceId: Scalars['String']['input'];
};

/** Write operations. */
export type MutationDeleteAccountArgs = {
  confirm: Scalars['String']['input'];
};

/** Write operations. */
export type MutationDeleteBillArgs = {
  id: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationHideCommentArgs = {
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationLogInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Write operations. */
export type MutationLogInWithKeyArgs = {
  email: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

/** Write operations. */
export type MutationOpenBillComparisonArgs = {
  billId?: InputMaybe<Scalars['ID']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
};

/** Write operations. */
export type MutationReadFileArgs = {
  again?: InputMaybe<Scalars['Boolean']['input']>;
  fileId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationRememberReferenceArgs = {
  reference: Scalars['String']['input'];
};

/** Write operations. */
export type MutationRemoveTaskArgs = {
  id: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationRequestAccessArgs = {
  input: AccessRequestInput;
};

/** Write operations. */
export type MutationRequestAccessLinkArgs = {
  email: Scalars['String']['input'];
};

/** Write operations. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};

/** Write operations. */
export type MutationResendActivationArgs = {
  email: Scalars['String']['input'];
};

/** Write operations. */
export type MutationSaveBillArgs = {
  input: BillInput;
};

/** Write operations. */
export type MutationSaveBlogArgs = {
  input: BlogInput;
};

/** Write operations. */
export type MutationSaveEventArgs = {
  input: EventInput;
};

/** Write operations. */
export type MutationSaveInsuranceArgs = {
  input: InsuranceInput;
};

/** Write operations. */
export type MutationSaveTasksArgs = {
  readAt?: InputMaybe<Scalars['DateTime']['input']>;
  tasks: Array<TaskInput>;
};

/** Write operations. */
export type MutationSaveVisitArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: VisitInput;
};

/** Write operations. */
export type MutationSetFirstBillDateArgs = {
  billId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['Date']['input']>;
};

/** Write operations. */
export type MutationSetGeoSessionArgs = {
  input: GeoSessionInput;
};

/** Write operations. */
export type MutationSetLanguageArgs = {
  language: Language;
};

/** Write operations. */
export type MutationSetPasswordArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Write operations. */
export type MutationSetPriceSharingArgs = {
  consent: Scalars['Boolean']['input'];
};

/** Write operations. */
export type MutationSetSessionValuesArgs = {
  input: SessionValuesInput;
};

/** Write operations. */
export type MutationShareBillPriceArgs = {
  billId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationSignOutEverywhereArgs = {
  keepThisOne?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Write operations. */
export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Write operations. */
export type MutationUnshareBillPriceArgs = {
  billId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationUpdateAddressArgs = {
  input: AddressInput;
};

/** Write operations. */
export type MutationUpdateSettingsArgs = {
  input: SettingsInput;
};

/** Write operations. */
export type MutationUpdateSubscriptionArgs = {
  checkoutSessionId: Scalars['ID']['input'];
};

/** Write operations. */
export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: TaskPatchInput;
};

/** Write operations. */
export type MutationVerifyArgs = {
  email: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

/** A new to-do item. */
export type NewTaskInput = {
  /** Optional link to one of the user's bills (NOT_FOUND for anyone else's). */
  billId?: InputMaybe<Scalars['ID']['input']>;
  /** Optional due day. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Optional link to one of the user's events (NOT_FOUND for anyone else's). */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** Task text: trimmed, not blank, at most 500 characters. */
  text: Scalars['String']['input'];
};

/** A picker option: an id and its text. */
export type Option = {
  __typename?: 'Option';
  /** Option id (for free-text entries, the text itself). */
  id: Scalars['ID']['output'];
  /** Text shown. */
  text: Scalars['String']['output'];
};

/** A picker option sent by the client. */
export type OptionInput = {
  /** Option id (for free-text entries, the text itself). */
  id: Scalars['ID']['input'];
  /** Text shown. */
  text: Scalars['String']['input'];
};

/** Which picker option list to read. */
export type OptionKind =
  /** Bill types. */
  | 'BILL_TYPE'
  /** Clinics and facilities. */
  | 'CLINIC'
  /** Other conditions. */
  | 'CONDITION'
  /** Conditions (diagnoses). */
  | 'DIAGNOSIS'
  /** Insurance companies. */
  | 'INSURANCE'
  /** Procedures. */
  | 'PROCEDURE';

/** A page of bills. */
export type PagedBills = {
  __typename?: 'PagedBills';
  /** Total number of matching bills (capped at 10000). */
  count: Scalars['Int']['output'];
  /** True when another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Bills on this page. */
  hits: Array<Bill>;
  /** Page size used. */
  limit: Scalars['Int']['output'];
  /** This page's number, 1-based (after clamping to the pages that exist). */
  page: Scalars['Int']['output'];
};

/** A page of events. */
export type PagedEvents = {
  __typename?: 'PagedEvents';
  /** Total number of matching events (capped at 10000). */
  count: Scalars['Int']['output'];
  /** True when another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Events on this page. */
  hits: Array<Event>;
  /** Page size used. */
  limit: Scalars['Int']['output'];
  /** This page's number, 1-based (after clamping to the pages that exist). */
  page: Scalars['Int']['output'];
};

/**
 * What patients reported for one MS-DRG at a hospital (only when at least PatientPrices.minReporters
 * different people with a verified e-mail address shared; one report per person): bands around the median,
 * never the lowest or highest amount, the number of reports or the years.
 */
export type PatientPriceSummary = {
  __typename?: 'PatientPriceSummary';
  /** The band holding the median amount billed. */
  billed: ReportedBand;
  /** MS-DRG code. */
  drg: Scalars['String']['output'];
  /**
   * The band holding the median amount paid (insurance plus the patient); null unless as many people
   * reported an amount paid.
   */
  paid: Maybe<ReportedBand>;
  /**
   * The MS-DRG's official title, e.g. "HEART FAILURE AND SHOCK WITH MCC" (the same code list the CMS figures'
   * titles come from); null for a DRG not in that list.
   */
  title: Maybe<Scalars['String']['output']>;
};

/** Prices patients shared for a hospital ("reported by patients"), beside the CMS figures. */
export type PatientPrices = {
  __typename?: 'PatientPrices';
  /** Different people (verified e-mail addresses) needed before a DRG's reports are shown. */
  minReporters: Scalars['Int']['output'];
  /** The hospital (CCN). */
  providerId: Scalars['ID']['output'];
  /** One entry per DRG with enough reports; empty when none has. */
  summaries: Array<PatientPriceSummary>;
};

/** An insurer in the normalised payer list: spellings such as "UHC" and "United Healthcare" share one key. */
export type Payer = {
  __typename?: 'Payer';
  /** Stable key, stored with every rate and in the user's plan (e.g. "aetna"). */
  key: Scalars['ID']['output'];
  /** True for the curated big insurers; false for payers found only in imported price files. */
  known: Scalars['Boolean']['output'];
  /** Name to show. */
  name: Scalars['String']['output'];
};

/**
 * What the viewer would pay for one item. With a plan: min(remaining out-of-pocket maximum,
 * deductible part + coinsurance × (negotiated − deductible part)), where deductible part =
 * min(remaining deductible, negotiated); a per-visit copay is not in it (it is paid once per visit, not
 * per item: see visitCopayCents). When the plan has several different rates for the item, the figures
 * are at the lowest and highPatientCents/highBasisCents at the highest.
 */
export type PersonalEstimate = {
  __typename?: 'PersonalEstimate';
  /** The negotiated rate used (ESTIMATE), or the price the 20 % is taken of (NO_PLAN), in cents. */
  basisCents: Maybe<Scalars['Int']['output']>;
  /** True when the remaining out-of-pocket maximum capped the estimate. */
  cappedByOopMax: Maybe<Scalars['Boolean']['output']>;
  /** The coinsurance share of the rest, in cents (ESTIMATE only). */
  coinsurancePartCents: Maybe<Scalars['Int']['output']>;
  /**
   * The copay added to this item, in cents (ESTIMATE only): 0, since a per-visit copay is counted once
   * per visit (visitCopayCents), not per item.
   */
  copayCents: Maybe<Scalars['Int']['output']>;
  /**
   * "Plus your $25.00 copay once per visit" when the plan has a copay (ESTIMATE only); null otherwise, and
   * when the item alone reaches the out-of-pocket maximum (the copay then adds nothing).
   */
  copayNote: Maybe<Scalars['String']['output']>;
  /** The part paid towards the deductible, in cents (ESTIMATE only). */
  deductiblePartCents: Maybe<Scalars['Int']['output']>;
  /** The formula with this case's figures, e.g. "min($3,000.00 out-of-pocket left, $500.00 deductible + 20% × …) = $670.00". */
  formula: Maybe<Scalars['String']['output']>;
  /**
   * When the plan has two or more different rates for the item: the highest, in cents (basisCents is
   * then the lowest); null when the plan has one rate.
   */
  highBasisCents: Maybe<Scalars['Int']['output']>;
  /** What the viewer would pay at the highest rate (highBasisCents), in cents; null when the plan has one rate. */
  highPatientCents: Maybe<Scalars['Int']['output']>;
  /** Which rule applied. */
  kind: EstimateKind;
  /** "Not published for your plan" when NOT_PUBLISHED; null otherwise. */
  message: Maybe<Scalars['String']['output']>;
  /** What the viewer would pay, in cents; null when NOT_PUBLISHED. */
  patientCents: Maybe<Scalars['Int']['output']>;
  /**
   * When the plan has several rates: the sentence saying so, e.g. "The price file publishes 2 different
   * rates for your plan for this item, from $100.00 to $150.00; both ends are shown because the file does
   * not say which one applies."; null otherwise.
   */
  rateNote: Maybe<Scalars['String']['output']>;
  /**
   * The plan's per-visit copay, in cents, NOT included in patientCents: add it once per visit, however
   * many items the visit has (ESTIMATE only).
   */
  visitCopayCents: Maybe<Scalars['Int']['output']>;
};

/** A paid plan offered on /account/welcome. */
export type Plan = {
  __typename?: 'Plan';
  /** Feature lines shown on the plan card. */
  features: Array<Scalars['String']['output']>;
  /** Marked as the suggested choice. */
  highlighted: Scalars['Boolean']['output'];
  /** Plan id, e.g. "monthly". */
  id: Scalars['ID']['output'];
  /** Billing interval, e.g. "month", "year" or "once". */
  interval: Scalars['String']['output'];
  /** Shown under the price, e.g. "for 1 month". */
  intervalText: Scalars['String']['output'];
  /** Length of the pass in months. */
  months: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Price in cents. */
  priceCents: Scalars['Int']['output'];
  /**
   * The payment provider's price id (test or live set, by configuration; "test_..." ids with the local
   * test checkout); null when payments are not configured for this plan.
   */
  priceId: Maybe<Scalars['String']['output']>;
};

/** How the average price splits between patient and insurance. */
export type PriceEstimate = {
  __typename?: 'PriceEstimate';
  /** Insurance display at 95/96/97 percent of min/average/max. */
  insuranceDisplay: InsuranceDisplay;
  /** The insurance share: 80 percent of the average price (the rest of it), in cents, as patientShareCents. */
  insuranceShareCents: Scalars['Int']['output'];
  /**
   * The patient's share: 20 percent of the average price, in cents: of the published average
   * (priceRange.averageCents, in the dollars of the years it was paid, not CPI-adjusted). The web app shows
   * the same shares of priceRange.currentDollars.averageCents, the price it shows.
   */
  patientShareCents: Scalars['Int']['output'];
};

/** What a bill-check price-file comparison was made against. */
export type PriceFileBasis =
  /** The expected allowed amount: the negotiated rate the file publishes for the user's payer and plan. */
  | 'ALLOWED_AMOUNT'
  /** The hospital's discounted cash price (self-pay bills). */
  | 'CASH_PRICE';

/** One code of a price-file item. */
export type PriceFileCode = {
  __typename?: 'PriceFileCode';
  /** The code, e.g. "70551" or "470". */
  code: Scalars['String']['output'];
  /** Its type as the file states it: CPT, HCPCS, MS-DRG, APR-DRG, RC, LOCAL, NDC, ... */
  type: Scalars['String']['output'];
};

/** The hospital price files loaded, as /procedures introduces them. */
export type PriceFileCoverage = {
  __typename?: 'PriceFileCoverage';
  /** Hospitals with at least one loaded price file. */
  hospitals: Scalars['Int']['output'];
  /** The hospitals, by state then name (at most 100). */
  list: Array<PriceFileHospital>;
  /** The newest file date; null when no file gives one. */
  newestDate: Maybe<Scalars['Date']['output']>;
  /** The oldest file date; null when no file gives one. */
  oldestDate: Maybe<Scalars['Date']['output']>;
  /** USPS state codes of those hospitals, sorted. */
  states: Array<Scalars['String']['output']>;
  /** Loaded files that give no date. */
  undatedFiles: Scalars['Int']['output'];
};

/** A hospital whose price file is loaded. */
export type PriceFileHospital = {
  __typename?: 'PriceFileHospital';
  /** City. */
  city: Scalars['String']['output'];
  /** The newest file's date; null when the file gives none. */
  fileDate: Maybe<Scalars['Date']['output']>;
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** The hospital's CCN. */
  providerId: Scalars['ID']['output'];
  /** USPS state code. */
  state: Scalars['String']['output'];
};

/** The hospital price file a figure comes from. */
export type PriceFileSource = {
  __typename?: 'PriceFileSource';
  /** The imported file's name. */
  fileName: Scalars['String']['output'];
  /** json, tall_csv, wide_csv or jsonl. */
  format: Scalars['String']['output'];
  /** The date the hospital gives in the file (last_updated_on); null when it gives none. */
  lastUpdatedOn: Maybe<Scalars['Date']['output']>;
  /** The CMS schema version the file follows ("2.0.0", "2.2.0", "3.0.0"; "normalized" for scraped lines). */
  version: Scalars['String']['output'];
};

/** A provider's price range for one condition, derived from its figures for the condition's DRGs. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** Number of figures the range is computed from. */
  amount: Scalars['Int']['output'];
  /** Average price as published, in cents. */
  averageCents: Scalars['Int']['output'];
  /**
   * The published figures behind the range, one entry per data year, newest first. lowestCents and
   * highestCents above may mix years (see year and oldestYear); these never do.
   */
  byYear: Array<PriceYearRange>;
  /**
   * The range in current dollars (an adjustment with the CPI-U medical care index, not a published price);
   * null when a figure's year has no CPI value. This is the figure the map compares hospitals by (list
   * order by price, chart, "N of the others cost more"), since the published figures may be of different
   * years.
   */
  currentDollars: Maybe<CurrentDollarRange>;
  /** Highest price as published, in cents. */
  highestCents: Scalars['Int']['output'];
  /**
   * Lowest price as published, in cents (may come from another data year than highestCents when
   * oldestYear differs from year; compare with currentDollars).
   */
  lowestCents: Scalars['Int']['output'];
  /** The oldest data year among its figures; equals year unless the DRGs come from different years. */
  oldestYear: Scalars['Int']['output'];
  /** True when only one figure exists and the range is that value minus and plus 15 percent. */
  singleValue: Scalars['Boolean']['output'];
  /** The dataset of the figures (the newest one when several contribute). */
  source: PriceSource;
  /** The data year of the range: the newest year among its figures (per DRG only the newest year is used). */
  year: Scalars['Int']['output'];
};

/** The signed-in user's consent to share bills' prices anonymously. */
export type PriceSharing = {
  __typename?: 'PriceSharing';
  /** Whether the user agreed to share. */
  consented: Scalars['Boolean']['output'];
  /** When the user agreed; null when not. */
  consentedAt: Maybe<Scalars['DateTime']['output']>;
  /** How many of the user's bills are shared now. */
  sharedBills: Scalars['Int']['output'];
};

/** Where a price figure comes from: one imported dataset. */
export type PriceSource = {
  __typename?: 'PriceSource';
  /** The dataset's id. */
  datasetId: Scalars['ID']['output'];
  /** The imported file's name. */
  fileName: Scalars['String']['output'];
  /** True for made-up demo figures, which must be labelled as such. */
  isDemo: Scalars['Boolean']['output'];
  /** Human-readable source name, e.g. "CMS Medicare Inpatient Hospitals by Provider and Service". */
  name: Scalars['String']['output'];
  /** Data year as the source states it. */
  year: Scalars['Int']['output'];
};

/**
 * The published figures of one data year behind a price range (as published, not adjusted): the map shows
 * them beside the comparable range, each with its own year.
 */
export type PriceYearRange = {
  __typename?: 'PriceYearRange';
  /** Number of DRG figures of this year. */
  amount: Scalars['Int']['output'];
  /** The discharge-weighted average of this year's figures, in cents. */
  averageCents: Scalars['Int']['output'];
  /** The highest published figure of this year, in cents. */
  highestCents: Scalars['Int']['output'];
  /** The lowest published figure of this year, in cents (one figure: the figure itself, no spread). */
  lowestCents: Scalars['Int']['output'];
  /** The dataset of this year's figures. */
  source: PriceSource;
  /**
   * The label shown with these figures, naming their source and year, e.g. "CMS Medicare inpatient,
   * FY2011" ("Demo data" for made-up figures).
   */
  sourceLabel: Scalars['String']['output'];
  /** The data year of these figures. */
  year: Scalars['Int']['output'];
};

/** The answer to a search that found no hospital: what the data covers and what to try instead. */
export type PricesUnavailable = {
  __typename?: 'PricesUnavailable';
  /** How many conditions have prices in the loaded data. */
  coveredConditions: Scalars['Int']['output'];
  /**
   * A sentence for the visitor, e.g. "Our price data covers 120 conditions; the nearest hospital with
   * prices for Otitis media is ... about 820 km away."
   */
  message: Scalars['String']['output'];
  /** The nearest hospital with prices for the condition (with distanceKm; no prices); null with NO_PRICES. */
  nearest: Maybe<Provider>;
  /** Why nothing was found. */
  reason: PricesUnavailableReason;
  /** Related conditions (same body system or category) that have prices within 500 km of the point. */
  related: Array<Diagnosis>;
};

/** Why a search found no hospital. */
export type PricesUnavailableReason =
  /** Hospitals have prices for it, but none within 500 km of the point. */
  | 'NONE_NEARBY'
  /** No hospital in the loaded price data has prices for the condition. */
  | 'NO_PRICES';

/** The hospital as printed on the bill. */
export type PrintedHospital = {
  __typename?: 'PrintedHospital';
  /** The CMS Certification Number of the directory match, if any. */
  ccn: Maybe<Scalars['String']['output']>;
  /**
   * The directory's city of the match, as the directory spells it (e.g. "BOISE"); null without a match or
   * for a reading stored before it was kept.
   */
  matchedCity: Maybe<Scalars['String']['output']>;
  /** The directory's name for the match, if any. */
  matchedName: Maybe<Scalars['String']['output']>;
  /** The directory's state of the match (two letters). */
  matchedState: Maybe<Scalars['String']['output']>;
  /** The name as printed. */
  printedName: Scalars['String']['output'];
};

/** A hospital near the searched point that publishes the procedure. */
export type ProcedureHit = {
  __typename?: 'ProcedureHit';
  /** Street address. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Distance from the searched point, in km (one decimal). */
  distanceKm: Scalars['Float']['output'];
  /** The hospital's items for the procedure's codes. */
  items: Array<HospitalPriceItem>;
  /** Where it is. */
  location: GeoPoint;
  /** Hospital name. */
  name: Scalars['String']['output'];
  /** The hospital's CCN. */
  providerId: Scalars['ID']['output'];
  /** USPS state code. */
  state: Scalars['String']['output'];
  /** 5-digit ZIP code. */
  zip: Scalars['String']['output'];
};

/** A procedure search: a CPT/HCPCS code or words of its name, near a point. */
export type ProcedureSearchInput = {
  /** Latitude of the point. */
  lat: Scalars['Float']['input'];
  /** Most hospitals to return; default 20, at most 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Longitude of the point. */
  lng: Scalars['Float']['input'];
  /** A code ("70551") or words of the procedure's name ("MRI of brain"); at least two characters. */
  query: Scalars['String']['input'];
  /** Search radius in km; default 75, at most 500. */
  radiusKm?: InputMaybe<Scalars['Float']['input']>;
};

/** Hospitals publishing a procedure near a point, nearest first. */
export type ProcedureSearchResult = {
  __typename?: 'ProcedureSearchResult';
  /** The CPT/HCPCS codes the query stood for (the code itself, or codes whose description matched). */
  codes: Array<Scalars['String']['output']>;
  /**
   * Hospitals within the radius with a loaded price file, whatever they publish. 0 means that no price
   * file covers the area (the answer is then not "no procedure matches"); see priceFileCoverage.
   */
  filesNearby: Scalars['Int']['output'];
  /** The hospitals, nearest first. */
  hits: Array<ProcedureHit>;
};

/** A hospital or other provider, keyed by its CMS Certification Number (CCN). */
export type Provider = {
  __typename?: 'Provider';
  /** Street address. */
  address: Scalars['String']['output'];
  /** Staffed beds (HIFLD hospitals layer); null when unknown. */
  beds: Maybe<Scalars['Int']['output']>;
  /** True when the hospital meets CMS's birthing-friendly criteria; null when unknown. */
  birthingFriendly: Maybe<Scalars['Boolean']['output']>;
  /** CMS Certification Number, e.g. "010001". */
  ccn: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Distance in kilometres from the searched point; null outside a search. */
  distanceKm: Maybe<Scalars['Float']['output']>;
  /** True when CMS lists an emergency department; null when unknown. */
  emergencyServices: Maybe<Scalars['Boolean']['output']>;
  /** CMS hospital type, e.g. "Acute Care Hospitals" or "Critical Access Hospitals"; null when unknown. */
  hospitalType: Maybe<Scalars['String']['output']>;
  /** The CCN (same as ccn). */
  id: Scalars['ID']['output'];
  /** True for a made-up demo provider. */
  isDemo: Scalars['Boolean']['output'];
  /** Map position; null when the provider has not been geocoded. */
  location: Maybe<GeoPoint>;
  /** Where the map point comes from; null when the provider has no point. */
  locationSource: Maybe<LocationSource>;
  /** Provider name. */
  name: Scalars['String']['output'];
  /**
   * CMS ownership, e.g. "Voluntary non-profit - Private", "Proprietary", "Government - State"; null when
   * unknown.
   */
  ownership: Maybe<Scalars['String']['output']>;
  /** Phone number as published; null when unknown. */
  phone: Maybe<Scalars['String']['output']>;
  /**
   * Price range for a condition; null when the viewer may not see list prices (see
   * AccessInfo.listPrices) or the provider has no figure for it.
   */
  priceRange: Maybe<PriceRange>;
  /**
   * Per-DRG figures for the opened condition. Only a provider detail answer (the `provider` query, a
   * counted opening) carries them, and only when the viewer may see detail prices (see
   * AccessInfo.detailPrices); everywhere else (search hits, providers reached through other types) this
   * is empty.
   */
  prices: Array<ProviderPrice>;
  /** CMS Care Compare overall star rating; null when CMS publishes none for this hospital. */
  starRating: Maybe<StarRating>;
  /** Two-letter state code, e.g. "TX". */
  state: Scalars['String']['output'];
  /** The hospital's web site (HIFLD hospitals layer); null when unknown. */
  website: Maybe<Scalars['String']['output']>;
  /** 5-digit ZIP code. */
  zip: Scalars['String']['output'];
};

/** A hospital or other provider, keyed by its CMS Certification Number (CCN). */
export type ProviderPriceRangeArgs = {
  diagnosisId?: InputMaybe<Scalars['Int']['input']>;
};

/** A hospital or other provider, keyed by its CMS Certification Number (CCN). */
export type ProviderPricesArgs = {
  diagnosisId?: InputMaybe<Scalars['Int']['input']>;
};

/** The provider detail popup: the provider, what the viewer may see and the estimate. */
export type ProviderDetail = {
  __typename?: 'ProviderDetail';
  /** What the viewer may see and which prompt to show. */
  access: AccessInfo;
  /** The patient/insurance split; null when detail prices are hidden or there is no figure. */
  estimate: Maybe<PriceEstimate>;
  /** The provider (its prices are empty when detail prices are hidden). */
  provider: Provider;
  /**
   * The viewer's search count after opening the detail: the account's when signed in, else the session's
   * (nothing is added while a pass is active).
   */
  searchCount: Scalars['Int']['output'];
};

/** One published figure: a provider's averages for one DRG in one source year. */
export type ProviderPrice = {
  __typename?: 'ProviderPrice';
  /** Average amount the hospital billed (covered charges), in cents. */
  averageCoveredChargeCents: Scalars['Int']['output'];
  /** Average Medicare payment, in cents. */
  averageMedicarePaymentCents: Scalars['Int']['output'];
  /** Average total payment (Medicare, co-payments, deductibles, other payers), in cents. */
  averageTotalPaymentCents: Scalars['Int']['output'];
  /** The same amounts in current dollars (an adjustment); null when the year has no CPI value. */
  currentDollars: Maybe<CurrentDollarFigure>;
  /** Number of discharges the averages are over. */
  discharges: Scalars['Int']['output'];
  /** The DRG the figure is for. */
  drg: Code;
  /** The dataset the figure comes from. */
  source: PriceSource;
  /** The data year of the figure (when a hospital published several years for the DRG, the newest is used). */
  year: Scalars['Int']['output'];
};

/** A hospital's price-file prices for a condition's MS-DRGs, summed up for the map's list. Money in cents. */
export type ProviderPriceFileSummary = {
  __typename?: 'ProviderPriceFileSummary';
  /** The lowest discounted cash price among them; null when the file publishes none. */
  cashCents: Maybe<Scalars['Int']['output']>;
  /** True when the viewer has a plan saved (signed in). */
  hasPlan: Scalars['Boolean']['output'];
  /** How many items of the file stand for the condition's DRGs. */
  itemCount: Scalars['Int']['output'];
  /** What the viewer would pay at that rate (the PersonalEstimate rule); null when myInsurerCents is null. */
  myEstimateCents: Maybe<Scalars['Int']['output']>;
  /**
   * The lowest rate published for the viewer's insurer and plan among them; null without a saved plan or
   * when the file publishes no rate for it.
   */
  myInsurerCents: Maybe<Scalars['Int']['output']>;
  /** The hospital's CCN. */
  providerId: Scalars['ID']['output'];
  /** The hospital's current price file. */
  source: PriceFileSource;
};

/** A map search: providers near a point with prices for one condition. */
export type ProviderSearchInput = {
  /**
   * Whether the visitor chose both the condition and the place (picked, typed, followed a link naming them,
   * or saved earlier), rather than the page's defaults. Only a chosen pair is counted as one of the free
   * searches (a pair the visitor did not choose is counted when they open a hospital's details in it).
   * Default true: a caller that does not say is counted. False is believed only of a search of the default
   * condition or at the default place (Austin, TX); any other pair is counted whatever this says.
   */
  chosen?: InputMaybe<Scalars['Boolean']['input']>;
  /** The condition, by id. Give diagnosisId or diagnosisSlug. */
  diagnosisId?: InputMaybe<Scalars['Int']['input']>;
  /** The condition, by slug. Give diagnosisId or diagnosisSlug. */
  diagnosisSlug?: InputMaybe<Scalars['String']['input']>;
  /** Latitude of the search centre. */
  lat: Scalars['Float']['input'];
  /** Page size, at most 1000 (default 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Longitude of the search centre. */
  lng: Scalars['Float']['input'];
  /** 1-based page number (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Search radius in kilometres (default 75). */
  radiusKm?: InputMaybe<Scalars['Float']['input']>;
};

/** The result of a map search. */
export type ProviderSearchResult = {
  __typename?: 'ProviderSearchResult';
  /** What the viewer may see. */
  access: AccessInfo;
  /** Total number of matching providers (all pages). */
  count: Scalars['Int']['output'];
  /**
   * Whether this search counted against the viewer's free searches (a new condition or point that found
   * hospitals).
   */
  counted: Scalars['Boolean']['output'];
  /** The searched condition; null when the id or slug matched none. */
  diagnosis: Maybe<Diagnosis>;
  /** Providers on this page, nearest first. */
  hits: Array<Provider>;
  /**
   * The viewer's search count after this search: the account's when signed in, else the session's. The
   * count measures the free allowance: while a pass is active nothing is added to it.
   */
  searchCount: Scalars['Int']['output'];
  /**
   * Set when the search found no hospital: why, and where prices for the condition are. Such a search is
   * not counted against the free searches.
   */
  unavailable: Maybe<PricesUnavailable>;
  /**
   * True when nothing was within the radius and the search was repeated within 500 km (the nearest
   * hospitals up to that distance); the page then says so above the list.
   */
  widened: Scalars['Boolean']['output'];
};

/** Read operations. */
export type Query = {
  __typename?: 'Query';
  /** One of the signed-in user's bills. NOT_FOUND when it is missing or not theirs. */
  bill: Maybe<Bill>;
  /**
   * The facts of one of the signed-in user's bills that the financial assistance rules need. NOT_FOUND when
   * missing or not theirs. Counts nothing.
   */
  billAssistanceFacts: BillAssistanceFacts;
  /**
   * "Was my bill fair?": one of the signed-in user's bills (billId), or a visit's bills together (eventId),
   * compared with the hospital's public figures. NOT_FOUND when missing or not theirs.
   */
  billCheck: BillCheck;
  /** Whether one of the signed-in user's bills is shared or could be. NOT_FOUND when missing or not theirs. */
  billSharing: BillSharing;
  /** The signed-in user's bills across events, optionally of one event or one status. */
  bills: PagedBills;
  /** One article by slug or id; null when unknown or unpublished (admins see drafts). */
  blog: Maybe<Blog>;
  /** Published blog articles, newest first. */
  blogs: Array<Blog>;
  /** All categories by name. */
  categories: Array<Category>;
  /** One category; null when unknown. */
  category: Maybe<Category>;
  /**
   * A checkout, for the test checkout and purchase pages: answered only to the browser that started it (or
   * the account it belongs to); NOT_FOUND to anyone else.
   */
  checkout: CheckoutResult;
  /** US cities whose name starts with the prefix (location box autocomplete). */
  cities: Array<City>;
  /** The signed-in user's dashboard summary: owed, due soon, bills per status, spending by month. */
  dashboard: DashboardOverview;
  /**
   * Whether the price data is complete: the first start of an empty site loads the shipped CMS files in
   * the background, and searches meanwhile see only what is loaded so far.
   */
  dataStatus: DataStatus;
  /** Imported price datasets, newest first. */
  datasets: Array<Dataset>;
  /** Conditions, common ones first, then by name; filtered by system and by a name search. */
  diagnoses: Array<Diagnosis>;
  /** One condition by id or slug; null when unknown. */
  diagnosis: Maybe<Diagnosis>;
  /** The signed-in user's unfinished uploads: draft visits that hold files, newest first (at most 5). */
  draftVisits: Array<DraftVisit>;
  /** One of the signed-in user's events. NOT_FOUND when it is missing or not theirs. */
  event: Maybe<Event>;
  /** The signed-in user's events. */
  events: PagedEvents;
  /**
   * The reading of one of the signed-in user's uploaded files, with its progress and, once done, the fields
   * read and the line findings; null when the file was never read.
   */
  fileReading: Maybe<FileReading>;
  /** The visitor's geo session. */
  geoSession: GeoSession;
  /** A hospital's price-file prices for one code (any type) or a list of DRGs; null when it has no price file. */
  hospitalPrices: Maybe<HospitalPrices>;
  /**
   * The hospital directory by name, city or CCN (every word must match), for the event form's picker. Empty
   * for fewer than 2 characters; BAD_USER_INPUT over 100.
   */
  hospitals: Array<DirectoryHospital>;
  /**
   * Image library search, used by the post editor's image picker. Only the site's own library ("local")
   * is searchable unless another site is configured; other sites give a BAD_USER_INPUT error. The library
   * holds public illustrations only, so the search needs no sign-in.
   */
  images: Array<ImageItem>;
  /** The signed-in user; null when signed out. */
  me: Maybe<User>;
  /** The signed-in user's health plan; null when none is saved. Needs sign-in. */
  myInsurance: Maybe<Insurance>;
  /** The city nearest to a point (after browser geolocation); null when nothing is near. */
  nearestCity: Maybe<City>;
  /** Picker options of one kind. */
  options: Array<Option>;
  /**
   * Prices patients shared for a hospital and the DRGs of a condition; null when the viewer may not see
   * list prices (AccessInfo.listPrices).
   */
  patientPrices: Maybe<PatientPrices>;
  /** The normalised payer list for the insurance settings: the big insurers, then payers found in price files. */
  payers: Array<Payer>;
  /** Health check; answers "ok". */
  ping: Scalars['String']['output'];
  /** Paid plans. */
  plans: Array<Plan>;
  /** Which hospitals' price files are loaded (count, states, dates). Public. */
  priceFileCoverage: PriceFileCoverage;
  /**
   * Price-file prices of a list of hospitals (the map's search hits) for a condition's MS-DRGs, in two
   * database queries whatever their number. Hospitals without a price file, or whose file publishes none of
   * the DRGs, are left out. At most 100 hospitals.
   */
  priceFileSummaries: Array<ProviderPriceFileSummary>;
  /** The signed-in user's price sharing consent. UNAUTHENTICATED when signed out. */
  priceSharing: PriceSharing;
  /**
   * Provider detail popup, the only answer with per-DRG figures and the estimate. Opening it is part of the
   * search it was opened from (the condition at `lat`,`lng`): it counts as one search only when that pair
   * was not counted yet (for an anonymous visitor it is also one of the client address's free detail
   * openings of the day). Without a point, each hospital and condition counts once,
   * so it changes state: a documented exception to "queries do not write". Like a mutation it needs the
   * session's security token: GET /api/csrf (keeping the session cookie) and send its csrfToken in the
   * x-csrf-token header, else the request is refused (HTTP 403). Null when the provider is unknown.
   */
  provider: Maybe<ProviderDetail>;
  /** The signed-in user's referral link and the number of sign-ups through it. */
  referral: Referral;
  /**
   * Hospitals near a point whose price file publishes a procedure (CPT/HCPCS code or name), with cash
   * price, negotiated range and the viewer's estimate.
   */
  searchProcedures: ProcedureSearchResult;
  /**
   * Map search: providers near a point with price ranges for a condition (never per-DRG figures: those
   * come only with `provider`).
   *
   * Counts as one search the first time the viewer searches this condition at this point (a pair searched
   * before, in any order, is never counted again) and only when `chosen`, so it
   * changes state: a documented exception to "queries do not write". Like a mutation it needs the session's
   * security token: GET /api/csrf (keeping the session cookie) and send its csrfToken in the x-csrf-token
   * header, else the request is refused (HTTP 403). Anonymous searches count on the session, a signed-in
   * user's on the account (see AccessInfo).
   */
  searchProviders: ProviderSearchResult;
  /**
   * This browser session's security token, to send in the x-csrf-token header with mutations and counted
   * queries. Answered without the token; the same value GET /api/csrf gives.
   */
  securityToken: Scalars['String']['output'];
  /** Free session values. */
  sessionValues: SessionValues;
  /** The browsers signed in to the signed-in account, newest first. UNAUTHENTICATED when signed out. */
  signedInSessions: Array<SignedInSession>;
  /** One body system; null when unknown. */
  system: Maybe<System>;
  /** Body systems by id. */
  systems: Array<System>;
  /** The signed-in user's to-do list, open tasks first. */
  tasks: Array<Task>;
  /**
   * The signed-in user's token; null when signed out. Read-only: a pass past its end date reads as
   * inactive (the server's housekeeping switches it off and tells its owner).
   */
  token: Maybe<Token>;
  /**
   * The towns near a point, largest first, for the map's labels (from the gazetteer shipped with the app).
   * The point is rounded to a tenth of a degree. BAD_USER_INPUT for a latitude outside -90..90 or a longitude
   * outside -180..180.
   */
  townsNear: Array<TownName>;
};

/** Read operations. */
export type QueryBillArgs = {
  id: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryBillAssistanceFactsArgs = {
  billId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryBillCheckArgs = {
  billId?: InputMaybe<Scalars['ID']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Language>;
};

/** Read operations. */
export type QueryBillSharingArgs = {
  billId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryBillsArgs = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<BillSort>;
  status?: InputMaybe<BillStatus>;
};

/** Read operations. */
export type QueryBlogArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Read operations. */
export type QueryBlogsArgs = {
  help?: InputMaybe<Scalars['Boolean']['input']>;
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Read operations. */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryCheckoutArgs = {
  sessionId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryCitiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  prefix: Scalars['String']['input'];
};

/** Read operations. */
export type QueryDiagnosesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  systemId?: InputMaybe<Scalars['Int']['input']>;
};

/** Read operations. */
export type QueryDiagnosisArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Read operations. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryEventsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<EventSort>;
};

/** Read operations. */
export type QueryFileReadingArgs = {
  fileId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryHospitalPricesArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  drgs?: InputMaybe<Array<Scalars['String']['input']>>;
  providerId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryHospitalsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** Read operations. */
export type QueryImagesArgs = {
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  orientation?: InputMaybe<ImageOrientation>;
  query: Scalars['String']['input'];
  site: Scalars['String']['input'];
};

/** Read operations. */
export type QueryNearestCityArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** Read operations. */
export type QueryOptionsArgs = {
  kind: OptionKind;
  query?: InputMaybe<Scalars['String']['input']>;
};

/** Read operations. */
export type QueryPatientPricesArgs = {
  diagnosisId?: InputMaybe<Scalars['Int']['input']>;
  providerId: Scalars['ID']['input'];
};

/** Read operations. */
export type QueryPriceFileSummariesArgs = {
  diagnosisId: Scalars['Int']['input'];
  providerIds: Array<Scalars['ID']['input']>;
};

/** Read operations. */
export type QueryProviderArgs = {
  diagnosisId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
};

/** Read operations. */
export type QuerySearchProceduresArgs = {
  input: ProcedureSearchInput;
};

/** Read operations. */
export type QuerySearchProvidersArgs = {
  input: ProviderSearchInput;
};

/** Read operations. */
export type QuerySystemArgs = {
  id: Scalars['Int']['input'];
};

/** Read operations. */
export type QuerySystemsArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Read operations. */
export type QueryTownsNearArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** The hospital as read, with where and how surely. */
export type ReadHospital = {
  __typename?: 'ReadHospital';
  /** 0–1: how sure the reader is. */
  confidence: Scalars['Float']['output'];
  /** Line on the page, from 1. */
  line: Scalars['Int']['output'];
  /** Page, from 1. */
  page: Scalars['Int']['output'];
  /** The hospital as printed and matched. */
  value: PrintedHospital;
};

/** One itemized line of a bill as read. */
export type ReadLine = {
  __typename?: 'ReadLine';
  /** The line's amount, cents. */
  amountCents: Scalars['Int']['output'];
  /** CPT or HCPCS code, when printed. */
  code: Maybe<Scalars['String']['output']>;
  /** 0–1: how sure the reader is. */
  confidence: Scalars['Float']['output'];
  /** Service date (YYYY-MM-DD), when printed. */
  date: Maybe<Scalars['Date']['output']>;
  /** The description as printed. */
  description: Scalars['String']['output'];
  /** Line on the page, from 1. */
  line: Scalars['Int']['output'];
  /** Page, from 1. */
  page: Scalars['Int']['output'];
  /** Units. */
  quantity: Scalars['Float']['output'];
  /** Four-digit UB-04 revenue code, when printed. */
  revenueCode: Maybe<Scalars['String']['output']>;
};

/** How the text was got: from the PDF's text layer, or by OCR of an image. */
export type ReadMethod =
  /** Optical character recognition of a scan or photo. */
  | 'OCR'
  /** The PDF's own text. */
  | 'TEXT';

/** An amount as read, in cents, with where and how surely. */
export type ReadMoney = {
  __typename?: 'ReadMoney';
  /** 0–1: how sure the reader is. */
  confidence: Scalars['Float']['output'];
  /** Line on the page, from 1. */
  line: Scalars['Int']['output'];
  /** Page, from 1. */
  page: Scalars['Int']['output'];
  /** Cents. */
  value: Scalars['Int']['output'];
};

/** A text field as read, with where and how surely. */
export type ReadText = {
  __typename?: 'ReadText';
  /** 0–1: how sure the reader is. */
  confidence: Scalars['Float']['output'];
  /** Line on the page, from 1. */
  line: Scalars['Int']['output'];
  /** Page, from 1. */
  page: Scalars['Int']['output'];
  /** The value read. */
  value: Scalars['String']['output'];
};

/** The signed-in user's referral link and what it brought. */
export type Referral = {
  __typename?: 'Referral';
  /** The link to share: {host}/?reference={reference}. */
  link: Scalars['String']['output'];
  /** The user's affiliate code. */
  reference: Scalars['String']['output'];
  /** How many accounts were created through the link. */
  signups: Scalars['Int']['output'];
};

/**
 * The band of amounts (cents) that holds the median of what patients reported: from fromCents up to, not
 * including, toCents. The bands are fixed (1-2-5 scale: $10,000, $20,000, $50,000, ...), so no one
 * person's amount can be worked out from it, even by someone who made every other report.
 */
export type ReportedBand = {
  __typename?: 'ReportedBand';
  /** The band's bottom (included). */
  fromCents: Scalars['Float']['output'];
  /** The band's top (not included); null for the top band. */
  toCents: Maybe<Scalars['Float']['output']>;
};

/** The result of saving a bill. */
export type SaveBillPayload = {
  __typename?: 'SaveBillPayload';
  /** The saved bill. */
  bill: Bill;
  /** Its event, with the totals recalculated in the same transaction. */
  event: Event;
};

/** The result of saving an event. */
export type SaveEventPayload = {
  __typename?: 'SaveEventPayload';
  /** The saved event with its recalculated totals. */
  event: Event;
};

/** Free session values used by the signed-in screens. */
export type SessionValues = {
  __typename?: 'SessionValues';
  /** Last chosen diagnosis id. */
  diagnosis: Maybe<Scalars['String']['output']>;
  /** Last latitude. */
  lat: Maybe<Scalars['Float']['output']>;
  /** Last longitude. */
  lng: Maybe<Scalars['Float']['output']>;
  /** Last location text. */
  location: Maybe<Scalars['String']['output']>;
  /** A test value (kept for the screens that read it). */
  test: Maybe<Scalars['String']['output']>;
};

/** Session values to set; omitted fields are left as they are, null clears a value. */
export type SessionValuesInput = {
  /** Diagnosis id. */
  diagnosis?: InputMaybe<Scalars['String']['input']>;
  /** Latitude. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude. */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** Location text. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Test value. */
  test?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the signed-in user's settings; omitted fields stay as they are. */
export type SettingsInput = {
  /** The current password, required to change e-mail or password. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** New e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** New password (same strength rule as set-password). */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** A browser signed in to the account. Sessions are never named by their id. */
export type SignedInSession = {
  __typename?: 'SignedInSession';
  /** When this browser signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** The browser that asked. */
  current: Scalars['Boolean']['output'];
  /** When it will be signed out if it stays unused. */
  expiresAt: Scalars['DateTime']['output'];
};

/** Sort direction. */
export type SortOrder =
  /** Smallest or oldest first. */
  | 'ASC'
  /** Largest or newest first. */
  | 'DESC';

/** A hospital quality rating with where it comes from. */
export type StarRating = {
  __typename?: 'StarRating';
  /** The date the rating was published; null when the source does not say. */
  asOf: Maybe<Scalars['Date']['output']>;
  /** Who rates, e.g. "CMS Care Compare overall star rating". */
  source: Scalars['String']['output'];
  /** Stars, 1 to 5. */
  value: Scalars['Int']['output'];
};

/** The outcome of recording a purchase (answered only to the browser that started the checkout). */
export type SubscriptionUpdate = {
  __typename?: 'SubscriptionUpdate';
  /**
   * True when the pass waits for the owner of the checkout's address to open the link e-mailed there (a
   * purchase made without being signed in); opening it turns the pass on and signs them in, or lets them
   * choose a password first.
   */
  awaitingConfirmation: Scalars['Boolean']['output'];
  /** The address the confirmation link was sent to (the one the buyer typed); null when nothing waits. */
  confirmationSentTo: Maybe<Scalars['String']['output']>;
  /**
   * The account's token after the update; only when this browser is signed in as the account that holds the
   * pass (a purchase never signs anyone in).
   */
  token: Maybe<Token>;
};

/** A body system: one MS-DRG Major Diagnostic Category (MDC). The home page lists up to 20 active systems. */
export type System = {
  __typename?: 'System';
  /** Whether the system is shown to visitors. */
  active: Scalars['Boolean']['output'];
  /** One plain-language sentence about what the system covers; null when none is written. */
  description: Maybe<Scalars['String']['output']>;
  /** Conditions in this system, by name. */
  diagnoses: Array<Diagnosis>;
  /** The MDC number, 1 to 25. */
  id: Scalars['Int']['output'];
  /** Image URL for the home page tile; null when none is set. */
  image: Maybe<Scalars['String']['output']>;
  /** Display name, e.g. "Diseases and Disorders of the Respiratory System". */
  name: Scalars['String']['output'];
};

/** A body system: one MS-DRG Major Diagnostic Category (MDC). The home page lists up to 20 active systems. */
export type SystemDiagnosesArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An item on the user's to-do list. */
export type Task = {
  __typename?: 'Task';
  /** Id of the user's bill this task is about. */
  billId: Maybe<Scalars['ID']['output']>;
  /** When the task was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Optional date and time (the older site's free date; the list orders by dueDate). */
  date: Maybe<Scalars['DateTime']['output']>;
  /** Done (checked). */
  done: Scalars['Boolean']['output'];
  /** Due day. Open tasks sort by it (tasks without one last). */
  dueDate: Maybe<Scalars['Date']['output']>;
  /** Id of the user's event (visit) this task is about. */
  eventId: Maybe<Scalars['ID']['output']>;
  /** Name of that event. */
  eventName: Maybe<Scalars['String']['output']>;
  /** Task id. */
  id: Scalars['ID']['output'];
  /** An open task whose due day has passed (UTC calendar day). */
  overdue: Scalars['Boolean']['output'];
  /** What added the task when it was not the user (for example bill-check); null for the user's own. */
  source: Maybe<Scalars['String']['output']>;
  /** Task text. */
  text: Scalars['String']['output'];
  /** Last change. A whole-list save keeps tasks changed after its readAt. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A to-do item as saved by the client; the list is merged by id into the stored one (see saveTasks). */
export type TaskInput = {
  /** Optional date and time. */
  date?: InputMaybe<Scalars['DateTime']['input']>;
  /** Done. */
  done: Scalars['Boolean']['input'];
  /** Optional due day. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Existing task id; omit for a new task. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Task text (blank tasks are refused). */
  text: Scalars['String']['input'];
};

/** Changes to one to-do item. Fields left out stay as they are, so two tabs changing different fields keep both. */
export type TaskPatchInput = {
  /** Linked bill; null clears it. */
  billId?: InputMaybe<Scalars['ID']['input']>;
  /** Done (checked) or open. */
  done?: InputMaybe<Scalars['Boolean']['input']>;
  /** Due day; null clears it. */
  dueDate?: InputMaybe<Scalars['Date']['input']>;
  /** Linked event; null clears it. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** New text: trimmed, not blank, at most 500 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user's token: what the screens need to decide access. */
export type Token = {
  __typename?: 'Token';
  /** The user's e-mail address. */
  email: Scalars['String']['output'];
  /** The free allowance has been used. */
  freeUsed: Scalars['Boolean']['output'];
  /** A paid pass is active. */
  passActive: Scalars['Boolean']['output'];
  /** Affiliate code, used in {host}/?reference={reference}. */
  reference: Scalars['String']['output'];
};

/** A town the map names as it zooms in around a point. */
export type TownName = {
  __typename?: 'TownName';
  /** Latitude of the town's centre. */
  lat: Scalars['Float']['output'];
  /** Longitude of the town's centre. */
  lng: Scalars['Float']['output'];
  /** The map zoom from which the name is shown (larger towns earlier). */
  minZoom: Scalars['Int']['output'];
  /** The town's name. */
  name: Scalars['String']['output'];
};

/** A signed-up person (only ever the signed-in user themself, or any user for an admin). */
export type User = {
  __typename?: 'User';
  /** Street address. */
  address: Maybe<Scalars['String']['output']>;
  /** Second address line. */
  address2: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address (lower case). */
  email: Scalars['String']['output'];
  /** First name; null until given. */
  firstName: Maybe<Scalars['String']['output']>;
  /** The free allowance has been used. */
  freeUsed: Scalars['Boolean']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** The user may edit the blog and moderate comments. */
  isAdmin: Scalars['Boolean']['output'];
  /**
   * The account's language: its e-mails are written in it and the site opens in it after signing in. Set
   * at sign-up from the page's language, changed by the language switch while signed in (setLanguage).
   */
  language: Language;
  /** Last name; null until given. */
  lastName: Maybe<Scalars['String']['output']>;
  /** A paid pass is active. */
  passActive: Scalars['Boolean']['output'];
  /**
   * True when the owner cancelled the pass: it stays active until passEndsAt and is not charged again.
   * Answered only to the account itself (false for anyone else).
   */
  passCanceled: Scalars['Boolean']['output'];
  /** When the active pass ends; null without an active pass or for a pass without an end. */
  passEndsAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * A new e-mail address waiting for its confirmation link to be opened; null when none. Answered only to
   * the account itself.
   */
  pendingEmail: Maybe<Scalars['String']['output']>;
  /** Affiliate code. */
  reference: Scalars['String']['output'];
  /** State. */
  state: Maybe<Scalars['String']['output']>;
  /** ZIP code. */
  zip: Maybe<Scalars['String']['output']>;
};

/** The upload form's visit fields (saveVisit). On a saved visit a field left out keeps its value. */
export type VisitInput = {
  /** Admission date. */
  admitted?: InputMaybe<Scalars['Date']['input']>;
  /** Review text. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Picked other conditions. */
  conditions?: InputMaybe<Array<OptionInput>>;
  /** Departure date. */
  departed?: InputMaybe<Scalars['Date']['input']>;
  /** Picked diagnoses. */
  diagnoses?: InputMaybe<Array<OptionInput>>;
  /** Already uploaded files to attach to the visit itself. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Insurance company. */
  insurance?: InputMaybe<Scalars['String']['input']>;
  /** Line items: new bills, or changes to the visit's bills. */
  lines?: InputMaybe<Array<VisitLineInput>>;
  /** Name of the visit; a new visit without one is called after its clinic or first diagnosis. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Picked procedures. */
  procedures?: InputMaybe<Array<OptionInput>>;
  /** A provider from the directory (CCN); null with providerName: typed as free text. */
  providerId?: InputMaybe<Scalars['ID']['input']>;
  /** Clinic or facility name. */
  providerName?: InputMaybe<Scalars['String']['input']>;
  /** The user's rating of the facility, 1 to 5; null: no rating. */
  stars?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A line of the upload form: a new bill of the visit (no id; totalCents required) or a change to one of its
 * bills (with id; a field left out keeps the bill's value).
 */
export type VisitLineInput = {
  /** Bill type. */
  billType?: InputMaybe<Scalars['String']['input']>;
  /**
   * The codes printed on the bill (its MS-DRG above all: the bill check reads it); on a saved bill, omitted
   * keeps its codes.
   */
  codes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Already uploaded files to attach to the line's bill. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of the visit's bills to change; omit for a new bill. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** What insurance paid, in cents; null when unknown. */
  payInsCents?: InputMaybe<Scalars['Int']['input']>;
  /** What the user paid, in cents (a new bill: 0 when omitted). */
  selfCents?: InputMaybe<Scalars['Int']['input']>;
  /** Line total, in cents (required for a new bill). */
  totalCents?: InputMaybe<Scalars['Int']['input']>;
};

/** A kind of work (labs, X-ray, CT scan...) a condition may need, with its likelihood. */
export type WorkItem = {
  __typename?: 'WorkItem';
  /** How likely this work is for the condition. */
  likelihood: WorkLikelihood;
  /** Work type, e.g. "Labs", "Xray", "CT scan", "Surgery". */
  name: Scalars['String']['output'];
};

/** How likely a kind of work is for a condition. */
export type WorkLikelihood =
  /** Usually needed. */
  | 'LIKELY'
  /** Needed only in rare cases. */
  | 'RARE'
  /** Usually not needed. */
  | 'UNLIKELY';

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessInfo: ResolverTypeWrapper<AccessInfo>;
  AccessPrompt: AccessPrompt;
  AccessRequestInput: AccessRequestInput;
  Ack: ResolverTypeWrapper<Ack>;
  AddressInput: AddressInput;
  AssistanceHospital: ResolverTypeWrapper<AssistanceHospitalView>;
  Bill: ResolverTypeWrapper<BillRecord>;
  BillAssistanceFacts: ResolverTypeWrapper<BillAssistanceFactsView>;
  BillBenchmark: BillBenchmark;
  BillBenchmarkComparison: ResolverTypeWrapper<BillBenchmarkComparison>;
  BillCheck: ResolverTypeWrapper<BillCheckAnswer>;
  BillCheckComparison: BillCheckComparison;
  BillCheckFigure: ResolverTypeWrapper<HospitalFigure>;
  BillCheckHospital: ResolverTypeWrapper<BillCheckHospital>;
  BillCheckPriceFile: ResolverTypeWrapper<BillCheckPriceFileAnswer>;
  BillCheckPriceLine: ResolverTypeWrapper<BillCheckPriceLine>;
  BillCheckStep: ResolverTypeWrapper<BillCheckStep>;
  BillComparedAmount: BillComparedAmount;
  BillInput: BillInput;
  BillLayout: BillLayout;
  BillLetterLine: ResolverTypeWrapper<BillLetterLine>;
  BillLineFinding: ResolverTypeWrapper<BillLineFinding>;
  BillNotAssessed: ResolverTypeWrapper<BillNotAssessed>;
  BillPayer: BillPayer;
  BillReading: ResolverTypeWrapper<BillReading>;
  BillSharing: ResolverTypeWrapper<BillSharing>;
  BillSort: BillSort;
  BillStatus: BillStatus;
  BillStatusChange: ResolverTypeWrapper<StatusChangeRecord>;
  BillStatusCount: ResolverTypeWrapper<BillStatusCount>;
  BillVerdict: BillVerdict;
  Blog: ResolverTypeWrapper<BlogEntity>;
  BlogComment: ResolverTypeWrapper<BlogCommentEntity>;
  BlogInput: BlogInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<CategoryEntity>;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CheckoutSession: ResolverTypeWrapper<CheckoutSession>;
  City: ResolverTypeWrapper<City>;
  Code: ResolverTypeWrapper<CodeEntity>;
  CodeType: CodeType;
  Complication: Complication;
  ContactMessageInput: ContactMessageInput;
  CurrentDollarFigure: ResolverTypeWrapper<CurrentDollarFigure>;
  CurrentDollarRange: ResolverTypeWrapper<CurrentDollarRange>;
  DashboardOverview: ResolverTypeWrapper<DashboardOverview>;
  DataLoadState: DataLoadState;
  DataStatus: ResolverTypeWrapper<DataStatus>;
  Dataset: ResolverTypeWrapper<DatasetEntity>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteBillPayload: ResolverTypeWrapper<
    Omit<DeleteBillPayload, 'event'> & { event: ResolversTypes['Event'] }
  >;
  DeleteEventPayload: ResolverTypeWrapper<DeleteEventPayload>;
  Diagnosis: ResolverTypeWrapper<DiagnosisEntity>;
  DirectoryHospital: ResolverTypeWrapper<DirectoryHospital>;
  DraftVisit: ResolverTypeWrapper<DraftVisit>;
  EstimateKind: EstimateKind;
  Event: ResolverTypeWrapper<EventRecord>;
  EventBillsPage: ResolverTypeWrapper<Omit<EventBillsPage, 'hits'> & { hits: Array<ResolversTypes['Bill']> }>;
  EventInput: EventInput;
  EventLineInput: EventLineInput;
  EventSort: EventSort;
  FileItem: ResolverTypeWrapper<FileRecord>;
  FileReading: ResolverTypeWrapper<FileReadingView>;
  FileReadingStatus: FileReadingStatus;
  FirstBillDateSource: FirstBillDateSource;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GeoSession: ResolverTypeWrapper<GeoSession>;
  GeoSessionInput: GeoSessionInput;
  HospitalOwnershipKind: HospitalOwnershipKind;
  HospitalPriceItem: ResolverTypeWrapper<HospitalPriceItem>;
  HospitalPrices: ResolverTypeWrapper<HospitalPrices>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageItem: ResolverTypeWrapper<ImageItem>;
  ImageOrientation: ImageOrientation;
  Insurance: ResolverTypeWrapper<Insurance>;
  InsuranceDisplay: ResolverTypeWrapper<InsuranceDisplay>;
  InsuranceInput: InsuranceInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  LineFinding: ResolverTypeWrapper<LineFinding>;
  LineFindingKind: LineFindingKind;
  LocationSource: LocationSource;
  MonthSpending: ResolverTypeWrapper<MonthSpending>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewTaskInput: NewTaskInput;
  Option: ResolverTypeWrapper<Option>;
  OptionInput: OptionInput;
  OptionKind: OptionKind;
  PagedBills: ResolverTypeWrapper<Omit<PagedBills, 'hits'> & { hits: Array<ResolversTypes['Bill']> }>;
  PagedEvents: ResolverTypeWrapper<Omit<PagedEvents, 'hits'> & { hits: Array<ResolversTypes['Event']> }>;
  PatientPriceSummary: ResolverTypeWrapper<PatientPriceSummary>;
  PatientPrices: ResolverTypeWrapper<PatientPrices>;
  Payer: ResolverTypeWrapper<Payer>;
  PersonalEstimate: ResolverTypeWrapper<PersonalEstimate>;
  Plan: ResolverTypeWrapper<Plan>;
  PriceEstimate: ResolverTypeWrapper<PriceEstimate>;
  PriceFileBasis: PriceFileBasis;
  PriceFileCode: ResolverTypeWrapper<PriceFileCode>;
  PriceFileCoverage: ResolverTypeWrapper<PriceFileCoverage>;
  PriceFileHospital: ResolverTypeWrapper<PriceFileHospital>;
  PriceFileSource: ResolverTypeWrapper<PriceFileSource>;
  PriceRange: ResolverTypeWrapper<
    Omit<PriceRange, 'byYear'> & { byYear: Array<ResolversTypes['PriceYearRange']> }
  >;
  PriceSharing: ResolverTypeWrapper<PriceSharing>;
  PriceSource: ResolverTypeWrapper<PriceSource>;
  PriceYearRange: ResolverTypeWrapper<YearRangeView>;
  PricesUnavailable: ResolverTypeWrapper<
    Omit<PricesUnavailable, 'nearest' | 'related'> & {
      nearest?: Maybe<ResolversTypes['Provider']>;
      related: Array<ResolversTypes['Diagnosis']>;
    }
  >;
  PricesUnavailableReason: PricesUnavailableReason;
  PrintedHospital: ResolverTypeWrapper<PrintedHospital>;
  ProcedureHit: ResolverTypeWrapper<ProcedureHit>;
  ProcedureSearchInput: ProcedureSearchInput;
  ProcedureSearchResult: ResolverTypeWrapper<ProcedureSearchResult>;
  Provider: ResolverTypeWrapper<ProviderView>;
  ProviderDetail: ResolverTypeWrapper<
    Omit<ProviderDetail, 'provider'> & { provider: ResolversTypes['Provider'] }
  >;
  ProviderPrice: ResolverTypeWrapper<Omit<ProviderPrice, 'drg'> & { drg: ResolversTypes['Code'] }>;
  ProviderPriceFileSummary: ResolverTypeWrapper<ProviderPriceFileSummary>;
  ProviderSearchInput: ProviderSearchInput;
  ProviderSearchResult: ResolverTypeWrapper<
    Omit<ProviderSearchResult, 'diagnosis' | 'hits' | 'unavailable'> & {
      diagnosis?: Maybe<ResolversTypes['Diagnosis']>;
      hits: Array<ResolversTypes['Provider']>;
      unavailable?: Maybe<ResolversTypes['PricesUnavailable']>;
    }
  >;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadHospital: ResolverTypeWrapper<ReadHospital>;
  ReadLine: ResolverTypeWrapper<ReadLine>;
  ReadMethod: ReadMethod;
  ReadMoney: ResolverTypeWrapper<ReadMoney>;
  ReadText: ResolverTypeWrapper<ReadText>;
  Referral: ResolverTypeWrapper<Referral>;
  ReportedBand: ResolverTypeWrapper<ReportedBand>;
  SaveBillPayload: ResolverTypeWrapper<
    Omit<SaveBillPayload, 'bill' | 'event'> & { bill: ResolversTypes['Bill']; event: ResolversTypes['Event'] }
  >;
  SaveEventPayload: ResolverTypeWrapper<Omit<SaveEventPayload, 'event'> & { event: ResolversTypes['Event'] }>;
  SessionValues: ResolverTypeWrapper<SessionValues>;
  SessionValuesInput: SessionValuesInput;
  SettingsInput: SettingsInput;
  SignedInSession: ResolverTypeWrapper<SignedInSession>;
  SortOrder: SortOrder;
  StarRating: ResolverTypeWrapper<StarRating>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionUpdate: ResolverTypeWrapper<SubscriptionUpdate>;
  System: ResolverTypeWrapper<SystemEntity>;
  Task: ResolverTypeWrapper<TaskRecord>;
  TaskInput: TaskInput;
  TaskPatchInput: TaskPatchInput;
  Token: ResolverTypeWrapper<Token>;
  TownName: ResolverTypeWrapper<TownName>;
  User: ResolverTypeWrapper<UserEntity>;
  VisitInput: VisitInput;
  VisitLineInput: VisitLineInput;
  WorkItem: ResolverTypeWrapper<WorkItem>;
  WorkLikelihood: WorkLikelihood;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessInfo: AccessInfo;
  AccessRequestInput: AccessRequestInput;
  Ack: Ack;
  AddressInput: AddressInput;
  AssistanceHospital: AssistanceHospitalView;
  Bill: BillRecord;
  BillAssistanceFacts: BillAssistanceFactsView;
  BillBenchmarkComparison: BillBenchmarkComparison;
  BillCheck: BillCheckAnswer;
  BillCheckFigure: HospitalFigure;
  BillCheckHospital: BillCheckHospital;
  BillCheckPriceFile: BillCheckPriceFileAnswer;
  BillCheckPriceLine: BillCheckPriceLine;
  BillCheckStep: BillCheckStep;
  BillInput: BillInput;
  BillLetterLine: BillLetterLine;
  BillLineFinding: BillLineFinding;
  BillNotAssessed: BillNotAssessed;
  BillReading: BillReading;
  BillSharing: BillSharing;
  BillStatusChange: StatusChangeRecord;
  BillStatusCount: BillStatusCount;
  Blog: BlogEntity;
  BlogComment: BlogCommentEntity;
  BlogInput: BlogInput;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryEntity;
  CheckoutResult: CheckoutResult;
  CheckoutSession: CheckoutSession;
  City: City;
  Code: CodeEntity;
  ContactMessageInput: ContactMessageInput;
  CurrentDollarFigure: CurrentDollarFigure;
  CurrentDollarRange: CurrentDollarRange;
  DashboardOverview: DashboardOverview;
  DataStatus: DataStatus;
  Dataset: DatasetEntity;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteBillPayload: Omit<DeleteBillPayload, 'event'> & { event: ResolversParentTypes['Event'] };
  DeleteEventPayload: DeleteEventPayload;
  Diagnosis: DiagnosisEntity;
  DirectoryHospital: DirectoryHospital;
  DraftVisit: DraftVisit;
  Event: EventRecord;
  EventBillsPage: Omit<EventBillsPage, 'hits'> & { hits: Array<ResolversParentTypes['Bill']> };
  EventInput: EventInput;
  EventLineInput: EventLineInput;
  FileItem: FileRecord;
  FileReading: FileReadingView;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  GeoSession: GeoSession;
  GeoSessionInput: GeoSessionInput;
  HospitalPriceItem: HospitalPriceItem;
  HospitalPrices: HospitalPrices;
  ID: Scalars['ID']['output'];
  ImageItem: ImageItem;
  Insurance: Insurance;
  InsuranceDisplay: InsuranceDisplay;
  InsuranceInput: InsuranceInput;
  Int: Scalars['Int']['output'];
  LineFinding: LineFinding;
  MonthSpending: MonthSpending;
  Mutation: Record<PropertyKey, never>;
  NewTaskInput: NewTaskInput;
  Option: Option;
  OptionInput: OptionInput;
  PagedBills: Omit<PagedBills, 'hits'> & { hits: Array<ResolversParentTypes['Bill']> };
  PagedEvents: Omit<PagedEvents, 'hits'> & { hits: Array<ResolversParentTypes['Event']> };
  PatientPriceSummary: PatientPriceSummary;
  PatientPrices: PatientPrices;
  Payer: Payer;
  PersonalEstimate: PersonalEstimate;
  Plan: Plan;
  PriceEstimate: PriceEstimate;
  PriceFileCode: PriceFileCode;
  PriceFileCoverage: PriceFileCoverage;
  PriceFileHospital: PriceFileHospital;
  PriceFileSource: PriceFileSource;
  PriceRange: Omit<PriceRange, 'byYear'> & { byYear: Array<ResolversParentTypes['PriceYearRange']> };
  PriceSharing: PriceSharing;
  PriceSource: PriceSource;
  PriceYearRange: YearRangeView;
  PricesUnavailable: Omit<PricesUnavailable, 'nearest' | 'related'> & {
    nearest?: Maybe<ResolversParentTypes['Provider']>;
    related: Array<ResolversParentTypes['Diagnosis']>;
  };
  PrintedHospital: PrintedHospital;
  ProcedureHit: ProcedureHit;
  ProcedureSearchInput: ProcedureSearchInput;
  ProcedureSearchResult: ProcedureSearchResult;
  Provider: ProviderView;
  ProviderDetail: Omit<ProviderDetail, 'provider'> & { provider: ResolversParentTypes['Provider'] };
  ProviderPrice: Omit<ProviderPrice, 'drg'> & { drg: ResolversParentTypes['Code'] };
  ProviderPriceFileSummary: ProviderPriceFileSummary;
  ProviderSearchInput: ProviderSearchInput;
  ProviderSearchResult: Omit<ProviderSearchResult, 'diagnosis' | 'hits' | 'unavailable'> & {
    diagnosis?: Maybe<ResolversParentTypes['Diagnosis']>;
    hits: Array<ResolversParentTypes['Provider']>;
    unavailable?: Maybe<ResolversParentTypes['PricesUnavailable']>;
  };
  Query: Record<PropertyKey, never>;
  ReadHospital: ReadHospital;
  ReadLine: ReadLine;
  ReadMoney: ReadMoney;
  ReadText: ReadText;
  Referral: Referral;
  ReportedBand: ReportedBand;
  SaveBillPayload: Omit<SaveBillPayload, 'bill' | 'event'> & {
    bill: ResolversParentTypes['Bill'];
    event: ResolversParentTypes['Event'];
  };
  SaveEventPayload: Omit<SaveEventPayload, 'event'> & { event: ResolversParentTypes['Event'] };
  SessionValues: SessionValues;
  SessionValuesInput: SessionValuesInput;
  SettingsInput: SettingsInput;
  SignedInSession: SignedInSession;
  StarRating: StarRating;
  String: Scalars['String']['output'];
  SubscriptionUpdate: SubscriptionUpdate;
  System: SystemEntity;
  Task: TaskRecord;
  TaskInput: TaskInput;
  TaskPatchInput: TaskPatchInput;
  Token: Token;
  TownName: TownName;
  User: UserEntity;
  VisitInput: VisitInput;
  VisitLineInput: VisitLineInput;
  WorkItem: WorkItem;
};

export type AccessInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccessInfo'] = ResolversParentTypes['AccessInfo'],
> = {
  detailPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['AccessPrompt'], ParentType, ContextType>;
};

export type AckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Ack'] = ResolversParentTypes['Ack'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AssistanceHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AssistanceHospital'] = ResolversParentTypes['AssistanceHospital'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criticalAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hospitalType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kindText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownershipKind?: Resolver<Maybe<ResolversTypes['HospitalOwnershipKind']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Bill'] = ResolversParentTypes['Bill'],
> = {
  billType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  due?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['FileItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payInsCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['BillStatusChange']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BillAssistanceFactsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillAssistanceFacts'] =
    ResolversParentTypes['BillAssistanceFacts'],
> = {
  admitted?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  agbCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  agbText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billedCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  departed?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstBillDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstBillDateSource?: Resolver<ResolversTypes['FirstBillDateSource'], ParentType, ContextType>;
  hospital?: Resolver<Maybe<ResolversTypes['AssistanceHospital']>, ParentType, ContextType>;
  selfPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BillBenchmarkComparisonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillBenchmarkComparison'] =
    ResolversParentTypes['BillBenchmarkComparison'],
> = {
  adjustedCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  adjustedYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  adjustmentLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  askedCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  benchmark?: Resolver<ResolversTypes['BillBenchmark'], ParentType, ContextType>;
  benchmarkCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  benchmarkSentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compares?: Resolver<ResolversTypes['BillComparedAmount'], ParentType, ContextType>;
  factor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  multiplier?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  multiplierWhat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  originalYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['BillVerdict'], ParentType, ContextType>;
  verdictLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillCheckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheck'] = ResolversParentTypes['BillCheck'],
> = {
  admitted?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  ask?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assistanceCapCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  assistanceCapText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  benchmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  billId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  billedCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billedRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cheapest?: Resolver<Array<ResolversTypes['BillCheckFigure']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  comparison?: Resolver<ResolversTypes['BillCheckComparison'], ParentType, ContextType>;
  comparisons?: Resolver<Array<ResolversTypes['BillBenchmarkComparison']>, ParentType, ContextType>;
  currentAvgTotalPaymentCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currentDollarsLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departed?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  drg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  figure?: Resolver<Maybe<ResolversTypes['BillCheckFigure']>, ParentType, ContextType>;
  hospital?: Resolver<Maybe<ResolversTypes['BillCheckHospital']>, ParentType, ContextType>;
  letterLines?: Resolver<Array<ResolversTypes['BillLetterLine']>, ParentType, ContextType>;
  method?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nearby?: Resolver<Array<ResolversTypes['BillCheckFigure']>, ParentType, ContextType>;
  nearbyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nearbyStays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextSteps?: Resolver<Array<ResolversTypes['BillCheckStep']>, ParentType, ContextType>;
  notAssessed?: Resolver<Array<ResolversTypes['BillNotAssessed']>, ParentType, ContextType>;
  paidCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payer?: Resolver<ResolversTypes['BillPayer'], ParentType, ContextType>;
  paymentRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percentile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceFile?: Resolver<Maybe<ResolversTypes['BillCheckPriceFile']>, ParentType, ContextType>;
  selfPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thresholds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typicalPaymentCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  usedPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['BillVerdict'], ParentType, ContextType>;
  verdictLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillCheckFigureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheckFigure'] = ResolversParentTypes['BillCheckFigure'],
> = {
  avgCoveredChargeCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgMedicarePaymentCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalPaymentCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discharges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  drg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillCheckHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheckHospital'] = ResolversParentTypes['BillCheckHospital'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hospitalType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kindText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillCheckPriceFileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheckPriceFile'] = ResolversParentTypes['BillCheckPriceFile'],
> = {
  allowedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  askedCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  basis?: Resolver<Maybe<ResolversTypes['PriceFileBasis']>, ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BillCheckPriceLine']>, ParentType, ContextType>;
  method?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  patientAskedCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planEstimate?: Resolver<Maybe<ResolversTypes['PersonalEstimate']>, ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referenceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceFileSource'], ParentType, ContextType>;
  sourceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unpublishedCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  usedForVerdict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['BillVerdict'], ParentType, ContextType>;
  verdictLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillCheckPriceLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheckPriceLine'] = ResolversParentTypes['BillCheckPriceLine'],
> = {
  allowedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cashCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxNegotiatedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNegotiatedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  setting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillCheckStepResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillCheckStep'] = ResolversParentTypes['BillCheckStep'],
> = {
  checklist?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['BillLineFinding']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passedText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillLetterLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillLetterLine'] = ResolversParentTypes['BillLetterLine'],
> = {
  adjustment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  benchmark?: Resolver<ResolversTypes['BillBenchmark'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['BillVerdict'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BillLineFindingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillLineFinding'] = ResolversParentTypes['BillLineFinding'],
> = {
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LineFindingKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillNotAssessedResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillNotAssessed'] = ResolversParentTypes['BillNotAssessed'],
> = {
  benchmark?: Resolver<ResolversTypes['BillBenchmark'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillReadingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillReading'] = ResolversParentTypes['BillReading'],
> = {
  admissionDate?: Resolver<Maybe<ResolversTypes['ReadText']>, ParentType, ContextType>;
  dischargeDate?: Resolver<Maybe<ResolversTypes['ReadText']>, ParentType, ContextType>;
  drg?: Resolver<Maybe<ResolversTypes['ReadText']>, ParentType, ContextType>;
  hospital?: Resolver<Maybe<ResolversTypes['ReadHospital']>, ParentType, ContextType>;
  insuranceAdjustedCents?: Resolver<Maybe<ResolversTypes['ReadMoney']>, ParentType, ContextType>;
  insurancePaidCents?: Resolver<Maybe<ResolversTypes['ReadMoney']>, ParentType, ContextType>;
  insurer?: Resolver<Maybe<ResolversTypes['ReadText']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['BillLayout'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReadLine']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ReadMethod'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientResponsibilityCents?: Resolver<Maybe<ResolversTypes['ReadMoney']>, ParentType, ContextType>;
  statementDate?: Resolver<Maybe<ResolversTypes['ReadText']>, ParentType, ContextType>;
  totalChargesCents?: Resolver<Maybe<ResolversTypes['ReadMoney']>, ParentType, ContextType>;
};

export type BillSharingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillSharing'] = ResolversParentTypes['BillSharing'],
> = {
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billedCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  blocker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consented?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  drg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  providerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillStatusChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillStatusChange'] = ResolversParentTypes['BillStatusChange'],
> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillStatus'], ParentType, ContextType>;
};

export type BillStatusCountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillStatusCount'] = ResolversParentTypes['BillStatusCount'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillStatus'], ParentType, ContextType>;
};

export type BlogResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Blog'] = ResolversParentTypes['Blog'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['BlogComment']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  help?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  published?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogCommentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BlogComment'] = ResolversParentTypes['BlogComment'],
> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CategoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
> = {
  diagnoses?: Resolver<Array<ResolversTypes['Diagnosis']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult'],
> = {
  amountTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession'],
> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Code'] = ResolversParentTypes['Code'],
> = {
  complication?: Resolver<ResolversTypes['Complication'], ParentType, ContextType>;
  drg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasComplication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mdc?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  relativeWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['System']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CodeType'], ParentType, ContextType>;
};

export type CurrentDollarFigureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CurrentDollarFigure'] =
    ResolversParentTypes['CurrentDollarFigure'],
> = {
  averageCoveredChargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageMedicarePaymentCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageTotalPaymentCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cpiYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentDollarRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CurrentDollarRange'] = ResolversParentTypes['CurrentDollarRange'],
> = {
  averageCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cpiYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  highestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardOverviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DashboardOverview'] = ResolversParentTypes['DashboardOverview'],
> = {
  billCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueSoonCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueSoonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendingByMonth?: Resolver<Array<ResolversTypes['MonthSpending']>, ParentType, ContextType>;
  statusCounts?: Resolver<Array<ResolversTypes['BillStatusCount']>, ParentType, ContextType>;
};

export type DataStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DataStatus'] = ResolversParentTypes['DataStatus'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DataLoadState'], ParentType, ContextType>;
};

export type DatasetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Dataset'] = ResolversParentTypes['Dataset'],
> = {
  checksum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsImported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsSkipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteBillPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeleteBillPayload'] = ResolversParentTypes['DeleteBillPayload'],
> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteEventPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeleteEventPayload'] = ResolversParentTypes['DeleteEventPayload'],
> = {
  deletedBills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DiagnosisResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Diagnosis'] = ResolversParentTypes['Diagnosis'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  cmsCodes?: Resolver<Array<ResolversTypes['Code']>, ParentType, ContextType>;
  common?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hospitalization?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hospitalizationLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icdCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noFiguresReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricedHospitals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricedHospitalsNear?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<DiagnosisPricedHospitalsNearArgs, 'lat' | 'lng'>
  >;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialties?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  system?: Resolver<Maybe<ResolversTypes['System']>, ParentType, ContextType>;
  work?: Resolver<Array<ResolversTypes['WorkItem']>, ParentType, ContextType>;
};

export type DirectoryHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DirectoryHospital'] = ResolversParentTypes['DirectoryHospital'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DraftVisitResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DraftVisit'] = ResolversParentTypes['DraftVisit'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event'],
> = {
  admitted?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  billCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bills?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
  billsPage?: Resolver<
    ResolversTypes['EventBillsPage'],
    ParentType,
    ContextType,
    RequireFields<EventBillsPageArgs, 'first'>
  >;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conditionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  departed?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  diagnoses?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  diagnosisName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['FileItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insurance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  procedureName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  procedures?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['Provider']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  providerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selfCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventBillsPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EventBillsPage'] = ResolversParentTypes['EventBillsPage'],
> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
};

export type FileItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FileItem'] = ResolversParentTypes['FileItem'],
> = {
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileReadingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FileReading'] = ResolversParentTypes['FileReading'],
> = {
  bill?: Resolver<Maybe<ResolversTypes['BillReading']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  findings?: Resolver<Array<ResolversTypes['LineFinding']>, ParentType, ContextType>;
  pagesDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pagesTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FileReadingStatus'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GeoPointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint'],
> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GeoSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GeoSession'] = ResolversParentTypes['GeoSession'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosis?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  searchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HospitalPriceItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HospitalPriceItem'] = ResolversParentTypes['HospitalPriceItem'],
> = {
  cashCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['PriceFileCode']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimate?: Resolver<ResolversTypes['PersonalEstimate'], ParentType, ContextType>;
  grossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxNegotiatedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNegotiatedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plainName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plainNameIsOurs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  setting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceFileSource'], ParentType, ContextType>;
};

export type HospitalPricesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HospitalPrices'] = ResolversParentTypes['HospitalPrices'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HospitalPriceItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceFileSource'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ImageItem'] = ResolversParentTypes['ImageItem'],
> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['ImageOrientation'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InsuranceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Insurance'] = ResolversParentTypes['Insurance'],
> = {
  coinsurancePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  copayCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deductibleCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deductibleRemainingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oopMaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oopRemainingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payerKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type InsuranceDisplayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InsuranceDisplay'] = ResolversParentTypes['InsuranceDisplay'],
> = {
  averageCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineFindingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LineFinding'] = ResolversParentTypes['LineFinding'],
> = {
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LineFindingKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthSpendingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MonthSpending'] = ResolversParentTypes['MonthSpending'],
> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selfCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addAssistanceTasks?: Resolver<
    Array<ResolversTypes['Task']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddAssistanceTasksArgs, 'billId'>
  >;
  addBillCheckTasks?: Resolver<
    Array<ResolversTypes['Task']>,
    ParentType,
    ContextType,
    Partial<MutationAddBillCheckTasksArgs>
  >;
  addComment?: Resolver<
    ResolversTypes['BlogComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddCommentArgs, 'blogId' | 'body'>
  >;
  addTask?: Resolver<
    ResolversTypes['Task'],
    ParentType,
    ContextType,
    RequireFields<MutationAddTaskArgs, 'input'>
  >;
  cancelPass?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  completeTestCheckout?: Resolver<
    ResolversTypes['CheckoutResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteTestCheckoutArgs, 'sessionId'>
  >;
  confirmEmailChange?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmEmailChangeArgs, 'key'>
  >;
  contact?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationContactArgs, 'input'>
  >;
  createCheckout?: Resolver<
    ResolversTypes['CheckoutSession'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCheckoutArgs, 'email' | 'priceId'>
  >;
  deleteAccount?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAccountArgs, 'confirm'>
  >;
  deleteBill?: Resolver<
    ResolversTypes['DeleteBillPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBillArgs, 'id'>
  >;
  deleteEvent?: Resolver<
    ResolversTypes['DeleteEventPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteEventArgs, 'id'>
  >;
  deleteFile?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteFileArgs, 'id'>
  >;
  deleteInsurance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideComment?: Resolver<
    ResolversTypes['BlogComment'],
    ParentType,
    ContextType,
    RequireFields<MutationHideCommentArgs, 'hidden' | 'id'>
  >;
  logIn?: Resolver<
    ResolversTypes['Token'],
    ParentType,
    ContextType,
    RequireFields<MutationLogInArgs, 'email' | 'password'>
  >;
  logInWithKey?: Resolver<
    ResolversTypes['Token'],
    ParentType,
    ContextType,
    RequireFields<MutationLogInWithKeyArgs, 'email' | 'key'>
  >;
  logOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openBillComparison?: Resolver<
    ResolversTypes['BillCheck'],
    ParentType,
    ContextType,
    Partial<MutationOpenBillComparisonArgs>
  >;
  readFile?: Resolver<
    ResolversTypes['FileReading'],
    ParentType,
    ContextType,
    RequireFields<MutationReadFileArgs, 'fileId'>
  >;
  rememberReference?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRememberReferenceArgs, 'reference'>
  >;
  removeTask?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveTaskArgs, 'id'>
  >;
  requestAccess?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestAccessArgs, 'input'>
  >;
  requestAccessLink?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestAccessLinkArgs, 'email'>
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetArgs, 'email'>
  >;
  resendActivation?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationResendActivationArgs, 'email'>
  >;
  saveBill?: Resolver<
    ResolversTypes['SaveBillPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveBillArgs, 'input'>
  >;
  saveBlog?: Resolver<
    ResolversTypes['Blog'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveBlogArgs, 'input'>
  >;
  saveEvent?: Resolver<
    ResolversTypes['SaveEventPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveEventArgs, 'input'>
  >;
  saveInsurance?: Resolver<
    ResolversTypes['Insurance'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveInsuranceArgs, 'input'>
  >;
  saveTasks?: Resolver<
    Array<ResolversTypes['Task']>,
    ParentType,
    ContextType,
    RequireFields<MutationSaveTasksArgs, 'tasks'>
  >;
  saveVisit?: Resolver<
    ResolversTypes['SaveEventPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveVisitArgs, 'input'>
  >;
  setFirstBillDate?: Resolver<
    ResolversTypes['BillAssistanceFacts'],
    ParentType,
    ContextType,
    RequireFields<MutationSetFirstBillDateArgs, 'billId'>
  >;
  setGeoSession?: Resolver<
    ResolversTypes['GeoSession'],
    ParentType,
    ContextType,
    RequireFields<MutationSetGeoSessionArgs, 'input'>
  >;
  setLanguage?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationSetLanguageArgs, 'language'>
  >;
  setPassword?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPasswordArgs, 'key' | 'password'>
  >;
  setPriceSharing?: Resolver<
    ResolversTypes['PriceSharing'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPriceSharingArgs, 'consent'>
  >;
  setSessionValues?: Resolver<
    ResolversTypes['SessionValues'],
    ParentType,
    ContextType,
    RequireFields<MutationSetSessionValuesArgs, 'input'>
  >;
  shareBillPrice?: Resolver<
    ResolversTypes['BillSharing'],
    ParentType,
    ContextType,
    RequireFields<MutationShareBillPriceArgs, 'billId'>
  >;
  signOutEverywhere?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationSignOutEverywhereArgs, 'keepThisOne'>
  >;
  signUp?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationSignUpArgs, 'email'>
  >;
  unshareBillPrice?: Resolver<
    ResolversTypes['BillSharing'],
    ParentType,
    ContextType,
    RequireFields<MutationUnshareBillPriceArgs, 'billId'>
  >;
  updateAddress?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateAddressArgs, 'input'>
  >;
  updateFree?: Resolver<ResolversTypes['Token'], ParentType, ContextType>;
  updateSettings?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSettingsArgs, 'input'>
  >;
  updateSubscription?: Resolver<
    ResolversTypes['SubscriptionUpdate'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSubscriptionArgs, 'checkoutSessionId'>
  >;
  updateTask?: Resolver<
    ResolversTypes['Task'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>
  >;
  verify?: Resolver<
    ResolversTypes['Ack'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyArgs, 'email' | 'key'>
  >;
};

export type OptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PagedBillsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PagedBills'] = ResolversParentTypes['PagedBills'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PagedEventsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PagedEvents'] = ResolversParentTypes['PagedEvents'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientPriceSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PatientPriceSummary'] =
    ResolversParentTypes['PatientPriceSummary'],
> = {
  billed?: Resolver<ResolversTypes['ReportedBand'], ParentType, ContextType>;
  drg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<Maybe<ResolversTypes['ReportedBand']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientPricesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PatientPrices'] = ResolversParentTypes['PatientPrices'],
> = {
  minReporters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  summaries?: Resolver<Array<ResolversTypes['PatientPriceSummary']>, ParentType, ContextType>;
};

export type PayerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Payer'] = ResolversParentTypes['Payer'],
> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  known?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalEstimateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalEstimate'] = ResolversParentTypes['PersonalEstimate'],
> = {
  basisCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cappedByOopMax?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  coinsurancePartCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  copayCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  copayNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deductiblePartCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  formula?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  highBasisCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  highPatientCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EstimateKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rateNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitCopayCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlanResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan'],
> = {
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  highlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intervalText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceEstimateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceEstimate'] = ResolversParentTypes['PriceEstimate'],
> = {
  insuranceDisplay?: Resolver<ResolversTypes['InsuranceDisplay'], ParentType, ContextType>;
  insuranceShareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientShareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceFileCodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceFileCode'] = ResolversParentTypes['PriceFileCode'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceFileCoverageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceFileCoverage'] = ResolversParentTypes['PriceFileCoverage'],
> = {
  hospitals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['PriceFileHospital']>, ParentType, ContextType>;
  newestDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  oldestDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  undatedFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceFileHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceFileHospital'] = ResolversParentTypes['PriceFileHospital'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceFileSourceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceFileSource'] = ResolversParentTypes['PriceFileSource'],
> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUpdatedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange'],
> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byYear?: Resolver<Array<ResolversTypes['PriceYearRange']>, ParentType, ContextType>;
  currentDollars?: Resolver<Maybe<ResolversTypes['CurrentDollarRange']>, ParentType, ContextType>;
  highestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  singleValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceSharingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceSharing'] = ResolversParentTypes['PriceSharing'],
> = {
  consented?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sharedBills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceSourceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceSource'] = ResolversParentTypes['PriceSource'],
> = {
  datasetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceYearRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PriceYearRange'] = ResolversParentTypes['PriceYearRange'],
> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowestCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  sourceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PricesUnavailableResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PricesUnavailable'] = ResolversParentTypes['PricesUnavailable'],
> = {
  coveredConditions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nearest?: Resolver<Maybe<ResolversTypes['Provider']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PricesUnavailableReason'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Diagnosis']>, ParentType, ContextType>;
};

export type PrintedHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PrintedHospital'] = ResolversParentTypes['PrintedHospital'],
> = {
  ccn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcedureHitResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProcedureHit'] = ResolversParentTypes['ProcedureHit'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HospitalPriceItem']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcedureSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProcedureSearchResult'] =
    ResolversParentTypes['ProcedureSearchResult'],
> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  filesNearby?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ProcedureHit']>, ParentType, ContextType>;
};

export type ProviderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Provider'] = ResolversParentTypes['Provider'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  birthingFriendly?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ccn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  emergencyServices?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hospitalType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  locationSource?: Resolver<Maybe<ResolversTypes['LocationSource']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceRange?: Resolver<
    Maybe<ResolversTypes['PriceRange']>,
    ParentType,
    ContextType,
    Partial<ProviderPriceRangeArgs>
  >;
  prices?: Resolver<
    Array<ResolversTypes['ProviderPrice']>,
    ParentType,
    ContextType,
    Partial<ProviderPricesArgs>
  >;
  starRating?: Resolver<Maybe<ResolversTypes['StarRating']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderDetailResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProviderDetail'] = ResolversParentTypes['ProviderDetail'],
> = {
  access?: Resolver<ResolversTypes['AccessInfo'], ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['PriceEstimate']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['Provider'], ParentType, ContextType>;
  searchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProviderPriceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProviderPrice'] = ResolversParentTypes['ProviderPrice'],
> = {
  averageCoveredChargeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageMedicarePaymentCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageTotalPaymentCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentDollars?: Resolver<Maybe<ResolversTypes['CurrentDollarFigure']>, ParentType, ContextType>;
  discharges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drg?: Resolver<ResolversTypes['Code'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceSource'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProviderPriceFileSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProviderPriceFileSummary'] =
    ResolversParentTypes['ProviderPriceFileSummary'],
> = {
  cashCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myEstimateCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  myInsurerCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PriceFileSource'], ParentType, ContextType>;
};

export type ProviderSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProviderSearchResult'] =
    ResolversParentTypes['ProviderSearchResult'],
> = {
  access?: Resolver<ResolversTypes['AccessInfo'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  diagnosis?: Resolver<Maybe<ResolversTypes['Diagnosis']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Provider']>, ParentType, ContextType>;
  searchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['PricesUnavailable']>, ParentType, ContextType>;
  widened?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  bill?: Resolver<Maybe<ResolversTypes['Bill']>, ParentType, ContextType, RequireFields<QueryBillArgs, 'id'>>;
  billAssistanceFacts?: Resolver<
    ResolversTypes['BillAssistanceFacts'],
    ParentType,
    ContextType,
    RequireFields<QueryBillAssistanceFactsArgs, 'billId'>
  >;
  billCheck?: Resolver<ResolversTypes['BillCheck'], ParentType, ContextType, Partial<QueryBillCheckArgs>>;
  billSharing?: Resolver<
    ResolversTypes['BillSharing'],
    ParentType,
    ContextType,
    RequireFields<QueryBillSharingArgs, 'billId'>
  >;
  bills?: Resolver<
    ResolversTypes['PagedBills'],
    ParentType,
    ContextType,
    RequireFields<QueryBillsArgs, 'limit' | 'order' | 'page' | 'sort'>
  >;
  blog?: Resolver<Maybe<ResolversTypes['Blog']>, ParentType, ContextType, Partial<QueryBlogArgs>>;
  blogs?: Resolver<
    Array<ResolversTypes['Blog']>,
    ParentType,
    ContextType,
    RequireFields<QueryBlogsArgs, 'includeDrafts' | 'limit'>
  >;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<
    Maybe<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoryArgs, 'id'>
  >;
  checkout?: Resolver<
    ResolversTypes['CheckoutResult'],
    ParentType,
    ContextType,
    RequireFields<QueryCheckoutArgs, 'sessionId'>
  >;
  cities?: Resolver<
    Array<ResolversTypes['City']>,
    ParentType,
    ContextType,
    RequireFields<QueryCitiesArgs, 'limit' | 'prefix'>
  >;
  dashboard?: Resolver<ResolversTypes['DashboardOverview'], ParentType, ContextType>;
  dataStatus?: Resolver<ResolversTypes['DataStatus'], ParentType, ContextType>;
  datasets?: Resolver<Array<ResolversTypes['Dataset']>, ParentType, ContextType>;
  diagnoses?: Resolver<
    Array<ResolversTypes['Diagnosis']>,
    ParentType,
    ContextType,
    RequireFields<QueryDiagnosesArgs, 'limit'>
  >;
  diagnosis?: Resolver<
    Maybe<ResolversTypes['Diagnosis']>,
    ParentType,
    ContextType,
    Partial<QueryDiagnosisArgs>
  >;
  draftVisits?: Resolver<Array<ResolversTypes['DraftVisit']>, ParentType, ContextType>;
  event?: Resolver<
    Maybe<ResolversTypes['Event']>,
    ParentType,
    ContextType,
    RequireFields<QueryEventArgs, 'id'>
  >;
  events?: Resolver<
    ResolversTypes['PagedEvents'],
    ParentType,
    ContextType,
    RequireFields<QueryEventsArgs, 'limit' | 'order' | 'page' | 'sort'>
  >;
  fileReading?: Resolver<
    Maybe<ResolversTypes['FileReading']>,
    ParentType,
    ContextType,
    RequireFields<QueryFileReadingArgs, 'fileId'>
  >;
  geoSession?: Resolver<ResolversTypes['GeoSession'], ParentType, ContextType>;
  hospitalPrices?: Resolver<
    Maybe<ResolversTypes['HospitalPrices']>,
    ParentType,
    ContextType,
    RequireFields<QueryHospitalPricesArgs, 'providerId'>
  >;
  hospitals?: Resolver<
    Array<ResolversTypes['DirectoryHospital']>,
    ParentType,
    ContextType,
    RequireFields<QueryHospitalsArgs, 'query'>
  >;
  images?: Resolver<
    Array<ResolversTypes['ImageItem']>,
    ParentType,
    ContextType,
    RequireFields<QueryImagesArgs, 'query' | 'site'>
  >;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myInsurance?: Resolver<Maybe<ResolversTypes['Insurance']>, ParentType, ContextType>;
  nearestCity?: Resolver<
    Maybe<ResolversTypes['City']>,
    ParentType,
    ContextType,
    RequireFields<QueryNearestCityArgs, 'lat' | 'lng'>
  >;
  options?: Resolver<
    Array<ResolversTypes['Option']>,
    ParentType,
    ContextType,
    RequireFields<QueryOptionsArgs, 'kind'>
  >;
  patientPrices?: Resolver<
    Maybe<ResolversTypes['PatientPrices']>,
    ParentType,
    ContextType,
    RequireFields<QueryPatientPricesArgs, 'providerId'>
  >;
  payers?: Resolver<Array<ResolversTypes['Payer']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  priceFileCoverage?: Resolver<ResolversTypes['PriceFileCoverage'], ParentType, ContextType>;
  priceFileSummaries?: Resolver<
    Array<ResolversTypes['ProviderPriceFileSummary']>,
    ParentType,
    ContextType,
    RequireFields<QueryPriceFileSummariesArgs, 'diagnosisId' | 'providerIds'>
  >;
  priceSharing?: Resolver<ResolversTypes['PriceSharing'], ParentType, ContextType>;
  provider?: Resolver<
    Maybe<ResolversTypes['ProviderDetail']>,
    ParentType,
    ContextType,
    RequireFields<QueryProviderArgs, 'id'>
  >;
  referral?: Resolver<ResolversTypes['Referral'], ParentType, ContextType>;
  searchProcedures?: Resolver<
    ResolversTypes['ProcedureSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchProceduresArgs, 'input'>
  >;
  searchProviders?: Resolver<
    ResolversTypes['ProviderSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchProvidersArgs, 'input'>
  >;
  securityToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionValues?: Resolver<ResolversTypes['SessionValues'], ParentType, ContextType>;
  signedInSessions?: Resolver<Array<ResolversTypes['SignedInSession']>, ParentType, ContextType>;
  system?: Resolver<
    Maybe<ResolversTypes['System']>,
    ParentType,
    ContextType,
    RequireFields<QuerySystemArgs, 'id'>
  >;
  systems?: Resolver<
    Array<ResolversTypes['System']>,
    ParentType,
    ContextType,
    RequireFields<QuerySystemsArgs, 'activeOnly' | 'limit'>
  >;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['Token']>, ParentType, ContextType>;
  townsNear?: Resolver<
    Array<ResolversTypes['TownName']>,
    ParentType,
    ContextType,
    RequireFields<QueryTownsNearArgs, 'lat' | 'lng'>
  >;
};

export type ReadHospitalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadHospital'] = ResolversParentTypes['ReadHospital'],
> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['PrintedHospital'], ParentType, ContextType>;
};

export type ReadLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadLine'] = ResolversParentTypes['ReadLine'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReadMoneyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadMoney'] = ResolversParentTypes['ReadMoney'],
> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReadTextResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadText'] = ResolversParentTypes['ReadText'],
> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral'],
> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportedBandResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReportedBand'] = ResolversParentTypes['ReportedBand'],
> = {
  fromCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  toCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SaveBillPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SaveBillPayload'] = ResolversParentTypes['SaveBillPayload'],
> = {
  bill?: Resolver<ResolversTypes['Bill'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
};

export type SaveEventPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SaveEventPayload'] = ResolversParentTypes['SaveEventPayload'],
> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
};

export type SessionValuesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SessionValues'] = ResolversParentTypes['SessionValues'],
> = {
  diagnosis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  test?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignedInSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SignedInSession'] = ResolversParentTypes['SignedInSession'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StarRatingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StarRating'] = ResolversParentTypes['StarRating'],
> = {
  asOf?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionUpdateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SubscriptionUpdate'] = ResolversParentTypes['SubscriptionUpdate'],
> = {
  awaitingConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmationSentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['Token']>, ParentType, ContextType>;
};

export type SystemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['System'] = ResolversParentTypes['System'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnoses?: Resolver<
    Array<ResolversTypes['Diagnosis']>,
    ParentType,
    ContextType,
    RequireFields<SystemDiagnosesArgs, 'activeOnly'>
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task'],
> = {
  billId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eventName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TokenResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Token'] = ResolversParentTypes['Token'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TownNameResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TownName'] = ResolversParentTypes['TownName'],
> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minZoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WorkItem'] = ResolversParentTypes['WorkItem'],
> = {
  likelihood?: Resolver<ResolversTypes['WorkLikelihood'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccessInfo?: AccessInfoResolvers<ContextType>;
  Ack?: AckResolvers<ContextType>;
  AssistanceHospital?: AssistanceHospitalResolvers<ContextType>;
  Bill?: BillResolvers<ContextType>;
  BillAssistanceFacts?: BillAssistanceFactsResolvers<ContextType>;
  BillBenchmarkComparison?: BillBenchmarkComparisonResolvers<ContextType>;
  BillCheck?: BillCheckResolvers<ContextType>;
  BillCheckFigure?: BillCheckFigureResolvers<ContextType>;
  BillCheckHospital?: BillCheckHospitalResolvers<ContextType>;
  BillCheckPriceFile?: BillCheckPriceFileResolvers<ContextType>;
  BillCheckPriceLine?: BillCheckPriceLineResolvers<ContextType>;
  BillCheckStep?: BillCheckStepResolvers<ContextType>;
  BillLetterLine?: BillLetterLineResolvers<ContextType>;
  BillLineFinding?: BillLineFindingResolvers<ContextType>;
  BillNotAssessed?: BillNotAssessedResolvers<ContextType>;
  BillReading?: BillReadingResolvers<ContextType>;
  BillSharing?: BillSharingResolvers<ContextType>;
  BillStatusChange?: BillStatusChangeResolvers<ContextType>;
  BillStatusCount?: BillStatusCountResolvers<ContextType>;
  Blog?: BlogResolvers<ContextType>;
  BlogComment?: BlogCommentResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Code?: CodeResolvers<ContextType>;
  CurrentDollarFigure?: CurrentDollarFigureResolvers<ContextType>;
  CurrentDollarRange?: CurrentDollarRangeResolvers<ContextType>;
  DashboardOverview?: DashboardOverviewResolvers<ContextType>;
  DataStatus?: DataStatusResolvers<ContextType>;
  Dataset?: DatasetResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteBillPayload?: DeleteBillPayloadResolvers<ContextType>;
  DeleteEventPayload?: DeleteEventPayloadResolvers<ContextType>;
  Diagnosis?: DiagnosisResolvers<ContextType>;
  DirectoryHospital?: DirectoryHospitalResolvers<ContextType>;
  DraftVisit?: DraftVisitResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventBillsPage?: EventBillsPageResolvers<ContextType>;
  FileItem?: FileItemResolvers<ContextType>;
  FileReading?: FileReadingResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  GeoSession?: GeoSessionResolvers<ContextType>;
  HospitalPriceItem?: HospitalPriceItemResolvers<ContextType>;
  HospitalPrices?: HospitalPricesResolvers<ContextType>;
  ImageItem?: ImageItemResolvers<ContextType>;
  Insurance?: InsuranceResolvers<ContextType>;
  InsuranceDisplay?: InsuranceDisplayResolvers<ContextType>;
  LineFinding?: LineFindingResolvers<ContextType>;
  MonthSpending?: MonthSpendingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  PagedBills?: PagedBillsResolvers<ContextType>;
  PagedEvents?: PagedEventsResolvers<ContextType>;
  PatientPriceSummary?: PatientPriceSummaryResolvers<ContextType>;
  PatientPrices?: PatientPricesResolvers<ContextType>;
  Payer?: PayerResolvers<ContextType>;
  PersonalEstimate?: PersonalEstimateResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PriceEstimate?: PriceEstimateResolvers<ContextType>;
  PriceFileCode?: PriceFileCodeResolvers<ContextType>;
  PriceFileCoverage?: PriceFileCoverageResolvers<ContextType>;
  PriceFileHospital?: PriceFileHospitalResolvers<ContextType>;
  PriceFileSource?: PriceFileSourceResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PriceSharing?: PriceSharingResolvers<ContextType>;
  PriceSource?: PriceSourceResolvers<ContextType>;
  PriceYearRange?: PriceYearRangeResolvers<ContextType>;
  PricesUnavailable?: PricesUnavailableResolvers<ContextType>;
  PrintedHospital?: PrintedHospitalResolvers<ContextType>;
  ProcedureHit?: ProcedureHitResolvers<ContextType>;
  ProcedureSearchResult?: ProcedureSearchResultResolvers<ContextType>;
  Provider?: ProviderResolvers<ContextType>;
  ProviderDetail?: ProviderDetailResolvers<ContextType>;
  ProviderPrice?: ProviderPriceResolvers<ContextType>;
  ProviderPriceFileSummary?: ProviderPriceFileSummaryResolvers<ContextType>;
  ProviderSearchResult?: ProviderSearchResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadHospital?: ReadHospitalResolvers<ContextType>;
  ReadLine?: ReadLineResolvers<ContextType>;
  ReadMoney?: ReadMoneyResolvers<ContextType>;
  ReadText?: ReadTextResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReportedBand?: ReportedBandResolvers<ContextType>;
  SaveBillPayload?: SaveBillPayloadResolvers<ContextType>;
  SaveEventPayload?: SaveEventPayloadResolvers<ContextType>;
  SessionValues?: SessionValuesResolvers<ContextType>;
  SignedInSession?: SignedInSessionResolvers<ContextType>;
  StarRating?: StarRatingResolvers<ContextType>;
  SubscriptionUpdate?: SubscriptionUpdateResolvers<ContextType>;
  System?: SystemResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  Token?: TokenResolvers<ContextType>;
  TownName?: TownNameResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WorkItem?: WorkItemResolvers<ContextType>;
};
