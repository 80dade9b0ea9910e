/**
 * Financial assistance (issue 31): the shapes shared by the rules (libs/domain/src/assistance/), the
 * service, the API and the screen. Rules are data with sources: every answer names its legal basis.
 */
import type { HospitalOwnership } from '../verdict/ownership';

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
}

export interface BillDates {
  /** The first bill sent after discharge ("YYYY-MM-DD"), which starts the 240-day application period. */
  firstBillDate: string | null;
  serviceDate: string | null;
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
}

export type AssistanceOutcome =
  'FREE_CARE' | 'DISCOUNTED_CARE' | 'HOSPITAL_POLICY_DECIDES' | 'NOT_ELIGIBLE_BY_LAW' | 'NOT_ASSESSED';

export interface AssistanceAnswer {
  /** Household income as a percent of the poverty guideline for its size and region (1 decimal). */
  povertyPercent: number;
  guidelineYear: number;
  guidelineCents: number;
  outcome: AssistanceOutcome;
  /** Plain sentences: what the law guarantees at this hospital, and what depends on its own policy. */
  summary: string[];
  /** Every rule the answer rests on; never empty unless NOT_ASSESSED. */
  bases: LegalBasis[];
  /** The most that may be charged if eligible (cents), with how it was estimated; null when none applies. */
  capCents: number | null;
  capText: string | null;
  /** Last day to apply ("YYYY-MM-DD"), with its rule; null when no bill date is known. */
  applyBy: string | null;
  applyByText: string;
  documents: string[];
  /** Why it is NOT_ASSESSED, or a state left out because its rule could not be confirmed. */
  notAssessedReason: string | null;
}
