import type { Specialty } from '../specialties';
import type { HospitalizationLevel, Likelihood, WorkType } from '../work';

/**
 * A condition or procedure a visitor can search prices for (spec part 1: Diagnosis). `drgs` are the
 * MS-DRGs a hospital stay for it is billed under; the importer links price rows through them.
 */
export interface ConditionDef {
  /** Stable id, stored in the database and in URLs (?diagnosis=); never reused. */
  id: number;
  /** Lowercase a-z, 0-9 and hyphens; unique. */
  slug: string;
  name: string;
  /** Body system (MDC number, 1-25). */
  systemId: number;
  /** Offered in the condition selector. */
  active: boolean;
  /** Shown among the first suggestions. */
  common: boolean;
  /** CategoryDef ids. */
  categories: string[];
  specialties: string[];
  work: { name: WorkType; likely: Likelihood }[];
  /** 0 No, 1 Unlikely, 2 Unlikely but Possible, 3 Possible, 4 Yes. */
  hospitalization: HospitalizationLevel;
  /** Three-digit MS-DRG codes ("291"). */
  drgs: string[];
  /** A few representative ICD-10-CM codes, without the dot ("I509"). */
  icd10: string[];
  /** One plain-language sentence for patients. */
  summary: string;
}

/** What a condition file writes; the helper fills in systemId, defaults and the DRG list. */
export interface ConditionInput {
  id: number;
  slug: string;
  name: string;
  /** Defaults to the file's system; set for the few conditions filed elsewhere. */
  systemId?: number;
  active?: boolean;
  common?: boolean;
  categories: string[];
  specialties: Specialty[];
  work: { name: WorkType; likely: Likelihood }[];
  hospitalization: HospitalizationLevel;
  /** Space-separated codes and inclusive ranges: "291-293 296". */
  drgs: string;
  icd10: string[];
  summary: string;
}
