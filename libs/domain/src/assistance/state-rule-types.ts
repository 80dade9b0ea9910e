/** The shape of a state's charity-care law, as data (issue 31). The rules themselves: state-rules*.ts. */
import type { LegalBasis } from './types';

/** Which hospitals a state rule binds. */
export type RuleBinds = 'ALL_HOSPITALS' | 'NONPROFIT_HOSPITALS' | 'PROGRAM_HOSPITALS';

/** Which patients a band covers: anyone (insured patients' own share included), or the uninsured only. */
export type RulePatients =
  | 'ANY'
  | 'ANY_BUT_MEDICAID'
  | 'UNINSURED'
  | 'UNINSURED_OR_HIGH_COST'
  /** New York: uninsured, benefits exhausted, or "underinsured" (out-of-pocket costs over 10 % of income). */
  | 'UNINSURED_OR_UNDERINSURED';

export interface IncomeBand {
  /** Highest income covered, as a percent of the poverty guideline; at or below unless `below`. */
  upToPercent: number;
  /** True when the law says "less than", not "at or below". */
  below?: boolean;
  /**
   * A line in dollars instead of a percent (Minnesota: annual household income less than $125,000,
   * whatever the household's size): income must be below this many cents; `upToPercent` is then unused.
   */
  incomeBelowCents?: number;
  kind: 'FREE' | 'DISCOUNT';
  /** The least discount off the bill the law sets, in percent; null when the law caps the price instead. */
  minDiscountPercent: number | null;
  /** Overrides the rule's `patients` for this band. */
  patients?: RulePatients;
  /** Overrides the rule's `residentsOnly` for this band. */
  residentsOnly?: boolean;
  /** What the band gives, in a sentence a patient understands. */
  text: string;
  /** The band's own price cap in words, when it differs from the rule's `capText` (New York's 10 % and 20 %). */
  capText?: string;
}

export interface StateAssistanceRule {
  state: string;
  stateName: string;
  /** STATE_FLOOR: a state law owes some patients free or discounted care; FEDERAL_ONLY: none found. */
  kind: 'STATE_FLOOR' | 'FEDERAL_ONLY';
  binds: RuleBinds;
  /** Which hospitals, in words ("every licensed general acute care hospital"). */
  bindsText: string;
  patients: RulePatients;
  /** State residents only. */
  residentsOnly?: boolean;
  /** Ascending by upToPercent; the first band the income falls in applies. Empty for FEDERAL_ONLY. */
  bands: IncomeBand[];
  /**
   * The bands for care before a day, when the law changed (Maine's 150 % before July 1, 2026), with the
   * notes that held then when they differ from today's (New York's old text covered the uninsured only).
   */
  earlier?: { before: string; bands: IncomeBand[]; citation: string; notes?: string[] };
  /** Bands for the state's higher tier of hospitals (Washington's Tier 1), when it has one. */
  higherTier?: { text: string; bands: IncomeBand[]; excludesCriticalAccess?: boolean };
  /** A cap on what an eligible patient may be charged, in words; null when the law sets none. */
  capText: string | null;
  /**
   * True when the law also owes reduced-cost care above its last band, in amounts the hospital's own
   * policy sets (Maryland): above the bands the hospital's policy decides, even at a for-profit hospital.
   */
  reducedCostAbove?: boolean;
  /**
   * The law covers only bills over an amount a visit or stay (Illinois: over $150 at an urban hospital,
   * $300 at a rural or Critical Access one): `cents` at the lower tier, `higherTierCents` at the higher.
   */
  minimumBill?: { cents: number; higherTierCents: number; citation: string };
  /**
   * An application deadline counted from discharge (or service), when the state law sets one; `laterIf`
   * names later events that restart it (Illinois: the hospital's screening, a denial of public coverage).
   */
  applyWithinDaysOfDischarge?: { days: number; citation: string; laterIf?: string };
  /** The state law lets the patient apply at any time (New York): no deadline of its own, said as such. */
  applyAnyTime?: { text: string; citation: string };
  /** Conditions a patient should know (asset tests, rural exceptions, Medicaid screening first). */
  notes: string[];
  bases: LegalBasis[];
  /** For FEDERAL_ONLY: why only federal rules apply. */
  reason?: string;
  /** For FEDERAL_ONLY: the state law we read to reach that, when it has an address. */
  checkedUrl?: string | null;
}

/** A state the rules leave out, with why (its rule could not be confirmed from its source). */
export interface StateLeftOut {
  state: string;
  stateName: string;
  reason: string;
}
