/**
 * The catalogue's names in Spanish (issue 45): body systems, categories, conditions and the specialties
 * named on a condition's card, as a Spanish page
 * shows them (the API's `name` fields answer by the request's language). A reviewed table per kind,
 * beside the English; names-es.spec.ts checks that each English name has its Spanish.
 */
import { findCondition } from '../conditions';
import { CATEGORY_NAMES_ES } from './categories';
import { CONDITION_NAMES_ES } from './conditions';
import { SPECIALTY_NAMES_ES } from './specialties';
import { SYSTEM_DESCRIPTIONS_ES, SYSTEM_NAMES_ES } from './systems';

export { CATEGORY_NAMES_ES, CONDITION_NAMES_ES, SPECIALTY_NAMES_ES, SYSTEM_DESCRIPTIONS_ES, SYSTEM_NAMES_ES };

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** A condition's Spanish name by its slug. */
export function spanishConditionName(slug: string): string | undefined {
  return own(CONDITION_NAMES_ES, slug);
}

/** A category's Spanish name by its slug (a condition's own tile is named as the condition). */
export function spanishCategoryName(slug: string): string | undefined {
  return own(CATEGORY_NAMES_ES, slug) ?? (findCondition(slug) ? spanishConditionName(slug) : undefined);
}

/** A body system's Spanish name by its id (its MDC). */
export function spanishSystemName(id: number): string | undefined {
  return own(SYSTEM_NAMES_ES, String(id));
}

/** A medical specialty's Spanish name (a name not in the list stays as it is). */
export function spanishSpecialty(name: string): string {
  return own(SPECIALTY_NAMES_ES, name) ?? name;
}

/** A body system's one-sentence description in Spanish, by its id. */
export function spanishSystemDescription(id: number): string | undefined {
  return own(SYSTEM_DESCRIPTIONS_ES, String(id));
}
