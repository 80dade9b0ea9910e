/**
 * Conditions and procedures visitors search prices for, with the MS-DRGs their hospital stays are
 * billed under. The data is split by body system under conditions/; ids are stable and never reused
 * (ranges per file: MDC number x 100 + n).
 */
import { BLOOD_CONDITIONS, CANCER_CONDITIONS } from './conditions/blood-cancer';
import { CIRCULATORY_CONDITIONS } from './conditions/circulatory';
import { DIGESTIVE_CONDITIONS } from './conditions/digestive';
import { ENDOCRINE_CONDITIONS } from './conditions/endocrine';
import { ENT_CONDITIONS, EYE_CONDITIONS } from './conditions/eye-ent';
import { HEPATOBILIARY_CONDITIONS } from './conditions/hepatobiliary';
import { HIV_CONDITIONS, INFECTIOUS_CONDITIONS } from './conditions/infectious';
import { BURN_CONDITIONS, INJURY_CONDITIONS, TRAUMA_CONDITIONS } from './conditions/injury';
import { KIDNEY_CONDITIONS } from './conditions/kidney';
import { MENTAL_CONDITIONS, SUBSTANCE_CONDITIONS } from './conditions/mental';
import { MUSCULOSKELETAL_CONDITIONS } from './conditions/musculoskeletal';
import { NERVOUS_CONDITIONS } from './conditions/nervous';
import { OTHER_CONDITIONS } from './conditions/other';
import { NEWBORN_CONDITIONS, PREGNANCY_CONDITIONS } from './conditions/pregnancy';
import { FEMALE_CONDITIONS, MALE_CONDITIONS } from './conditions/reproductive';
import { RESPIRATORY_CONDITIONS } from './conditions/respiratory';
import { SKIN_CONDITIONS } from './conditions/skin';
import type { ConditionDef } from './conditions/types';
import { normalizeDrgCode } from './drgs';

export type { ConditionDef, ConditionInput } from './conditions/types';
export { expandDrgs } from './conditions/helpers';

/**
 * The map opens on this condition. Spec part 1 named Upper Respiratory Infection, but the Medicare data
 * prices it only in New York (an inpatient DRG of a mostly outpatient illness), so the first screen at
 * the default place (Austin, TX) found nothing near; pneumonia is priced at the default place in the
 * shipped CMS snapshot and in the demo data alike (issue 28).
 */
export const DEFAULT_CONDITION_SLUG = 'pneumonia';

/** Every condition, ordered by body system (MDC 1 to 25). */
export const CONDITIONS: ConditionDef[] = [
  ...NERVOUS_CONDITIONS,
  ...EYE_CONDITIONS,
  ...ENT_CONDITIONS,
  ...RESPIRATORY_CONDITIONS,
  ...CIRCULATORY_CONDITIONS,
  ...DIGESTIVE_CONDITIONS,
  ...HEPATOBILIARY_CONDITIONS,
  ...MUSCULOSKELETAL_CONDITIONS,
  ...SKIN_CONDITIONS,
  ...ENDOCRINE_CONDITIONS,
  ...KIDNEY_CONDITIONS,
  ...MALE_CONDITIONS,
  ...FEMALE_CONDITIONS,
  ...PREGNANCY_CONDITIONS,
  ...NEWBORN_CONDITIONS,
  ...BLOOD_CONDITIONS,
  ...CANCER_CONDITIONS,
  ...INFECTIOUS_CONDITIONS,
  ...MENTAL_CONDITIONS,
  ...SUBSTANCE_CONDITIONS,
  ...INJURY_CONDITIONS,
  ...BURN_CONDITIONS,
  ...OTHER_CONDITIONS,
  ...TRAUMA_CONDITIONS,
  ...HIV_CONDITIONS,
];

const BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
const BY_SLUG = new Map(CONDITIONS.map((c) => [c.slug, c]));
const BY_DRG = new Map<string, ConditionDef[]>();
for (const condition of CONDITIONS) {
  for (const code of condition.drgs) BY_DRG.set(code, [...(BY_DRG.get(code) ?? []), condition]);
}

/** Conditions whose hospital stays bill under this MS-DRG ("39", "039" and "039 - TITLE" all work). */
export function conditionsForDrg(code: string): ConditionDef[] {
  const normalized = normalizeDrgCode(code);
  return normalized ? (BY_DRG.get(normalized) ?? []) : [];
}

/** By numeric id (also as a string, as in ?diagnosis=501) or by slug. */
export function findCondition(idOrSlug: string | number): ConditionDef | undefined {
  if (typeof idOrSlug === 'number') return BY_ID.get(idOrSlug);
  const trimmed = idOrSlug.trim();
  if (/^\d+$/.test(trimmed)) return BY_ID.get(Number(trimmed));
  return BY_SLUG.get(trimmed.toLowerCase());
}

/** Conditions listed under a category, in catalogue order. */
export function conditionsInCategory(categoryId: string): ConditionDef[] {
  return CONDITIONS.filter((c) => c.categories.includes(categoryId));
}

/**
 * The codes among `codes` that no condition maps to, each once, in first-seen order: the importer
 * reports them so a price row is never silently dropped. Codes are returned normalized ("039");
 * a value that is not a DRG code at all is returned as given.
 */
export function unreachableDrgs(codes: Iterable<string>): string[] {
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const raw of codes) {
    const code = normalizeDrgCode(raw) ?? raw;
    if (seen.has(code)) continue;
    seen.add(code);
    if (!BY_DRG.has(code)) missing.push(code);
  }
  return missing;
}
