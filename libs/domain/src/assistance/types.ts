/**
 * Financial assistance (issue 31): the shapes shared by the rules (libs/domain/src/assistance/), the
 * service, the API and the screen. Rules are data with sources: every answer names its legal basis.
 */
import type { HospitalOwnership } from '../verdict/ownership';

/** The language an answer or a letter is written in (issue 45). */
export type AssistanceLanguage = 'en' | 'es';

/** Which HHS poverty-guideline table applies. */
export type GuidelineRegion = 'CONTIGUOUS' | 'ALASKA' | 'HAWAII';

export interface HouseholdFacts {
  /** 1 or more people in the household. */
  householdSize: number;
  /** Yearly household income before tax, integer cents. */
  annualIncomeCents: number;
  /** Two-letter state of residence ("CA"). */
  state: string;
  insurance: 'UNINSURED' | 'INSURED' | 'MEDICARE' | 'MEDICAID' | 'UNKNOWN';
}

export interface HospitalFacts {
  ccn: string | null;
  name: string;
  /** The hospital's state, which decides the state law that applies. */
  state: string;
  ownership: HospitalOwnership | null;
  criticalAccess: boolean;
  /**
   * Optional: true when the hospital is in its state's higher tier (Washington's Tier 1 under
   * RCW 70.170.060(5)(a); in Illinois, a hospital that is neither rural nor Critical Access). Unknown
   * (absent or null): the answer states the floor every hospital owes and says what the higher tier adds.
   */
  higherTier?: boolean | null;
  /** Where the tier comes from (a data set and field), or why it is not known, in the answer's language. */
  tierSource?: string | null;
}

export interface BillDates {
  /**
   * The date PRINTED on the first bill sent after discharge ("YYYY-MM-DD"), which starts the 240-day
   * application period (the user's, or read from the bill's statement date; never the day it was entered).
   */
  firstBillDate: string | null;
  /** Admission / service day ("YYYY-MM-DD"): its year picks the poverty guidelines. */
  serviceDate: string | null;
  /** Discharge day ("YYYY-MM-DD"), for deadlines counted from discharge (Illinois' 90 days). */
  dischargeDate?: string | null;
  billedCents: number;
}

export interface LegalBasis {
  /** "26 CFR 1.501(r)-4", "Cal. Health & Safety Code § 127405". */
  citation: string;
  /** What it guarantees, in one sentence a patient understands. */
  guarantees: string;
  /** "YYYY-MM-DD" the text quoted took effect. */
  effective: string;
  /** Optional: what `effective` stands for when the sources did not give the day the text took effect. */
  effectiveNote?: string;
  url: string | null;
  /** Set on a Spanish answer's state rule, whose `guarantees` is still the English of its source (issue 45). */
  guaranteesLanguage?: 'en';
}

export type AssistanceOutcome =
  | 'FREE_CARE'
  | 'DISCOUNTED_CARE'
  /** A state law covers the household if a condition holds that we cannot check (insurance, tier, ownership). */
  | 'LAW_MAY_APPLY'
  | 'HOSPITAL_POLICY_DECIDES'
  | 'NOT_ELIGIBLE_BY_LAW'
  | 'NOT_ASSESSED';

/** One deadline to apply, with the rule it comes from. */
export interface ApplyDeadline {
  /** "YYYY-MM-DD". */
  date: string;
  /** The rule in words, with its citation. */
  rule: string;
  /** True when the day has passed. */
  passed: boolean;
}

export interface AssistanceAnswer {
  /** Household income as a percent of the poverty guideline for its size and region (1 decimal). */
  povertyPercent: number;
  guidelineYear: number;
  guidelineCents: number;
  outcome: AssistanceOutcome;
  /** The outcome in one sentence, said once (the screen's heading). */
  outcomeText: string;
  /** Plain sentences: what the law guarantees at this hospital, and what depends on its own policy. */
  summary: string[];
  /** Every rule the answer rests on; never empty unless NOT_ASSESSED. */
  bases: LegalBasis[];
  /** The most that may be charged if eligible (cents), with how it was estimated; null when none applies. */
  capCents: number | null;
  capText: string | null;
  /** The earliest last day to apply ("YYYY-MM-DD"); null when no date is known to count from. */
  applyBy: string | null;
  applyByText: string;
  /** Every deadline that applies, earliest first. */
  deadlines: ApplyDeadline[];
  documents: string[];
  /** Why it is NOT_ASSESSED, or a state left out because its rule could not be confirmed. */
  notAssessedReason: string | null;
  /**
   * Spanish answers only: the state rules' own words not yet written in Spanish (state-law-es.ts), in the
   * English of their sources (notes, cap texts, reasons, an AGB estimate not sent in Spanish), given apart
   * so that no Spanish sentence mixes them in. Empty for every rule today.
   */
  english?: string[];
}
