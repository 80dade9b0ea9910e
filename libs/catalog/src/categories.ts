/**
 * Procedure and condition categories (spec part 1: the /categories page and its icon grid). The id
 * is the slug used in URLs (/categories/{categoryId}); conditions list the categories they belong to.
 * The data lives in three files under categories/ to keep each one readable.
 */
import { CATEGORIES_BODY } from './categories/body';
import { CATEGORIES_ORGANS } from './categories/organs';
import { CATEGORIES_CARE } from './categories/care';
import { findCondition } from './conditions';

/** Icons the web app draws for category tiles; one SVG per name. */
export const ICON_NAMES = [
  'heart',
  'brain',
  'lungs',
  'bone',
  'joint',
  'spine',
  'kidney',
  'bladder',
  'stomach',
  'intestine',
  'liver',
  'pancreas',
  'baby',
  'pregnancy',
  'eye',
  'ear',
  'nose-throat',
  'skin',
  'blood',
  'virus',
  'bacteria',
  'pill',
  'syringe',
  'scalpel',
  'tooth',
  'female',
  'male',
  'child',
  'mind',
  'hormone',
  'injury',
  'burn',
  'ambulance',
  'bandage',
  'xray',
  'transplant',
  'cancer',
  'vessel',
  'stethoscope',
  'hospital',
  'scale',
  'lab',
  'ribbon',
  'wheelchair',
  'sleep',
  'allergy',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export interface CategoryDef {
  /** Slug, also the URL segment ("liver-transplant"). */
  id: string;
  name: string;
  icon: IconName;
  /**
   * A group broader than the condition that shares its slug ("Arthritis" holds osteoarthritis, gout and
   * rheumatoid arthritis): it keeps its own name. Any other category of a condition's slug is that
   * condition's tile and is named by it.
   */
  group?: true;
}

/**
 * A category as written in categories/: with its own name, or (no name) the tile of the condition with
 * the same slug, which takes that condition's name, so that a condition reads the same on /categories
 * and on the map ("Angioplasty and coronary stent", not also "Angioplasty and stent").
 */
export type CategorySource = CategoryDef | { id: string; name?: undefined; icon: IconName };

function named(c: CategorySource): CategoryDef {
  if (c.name !== undefined) {
    if (!c.group && findCondition(c.id))
      throw new Error(`category "${c.id}" is a condition's tile: its name comes from the condition`);
    return c;
  }
  const condition = findCondition(c.id);
  if (!condition) throw new Error(`category "${c.id}" has no name and no condition of that slug`);
  return { id: c.id, name: condition.name, icon: c.icon };
}

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

/** Every category, in the order the grid shows them (heart first, general care last). */
export const CATEGORIES: CategoryDef[] = [...CATEGORIES_BODY, ...CATEGORIES_ORGANS, ...CATEGORIES_CARE].map(
  named,
);

const CATEGORIES_BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

export function findCategory(id: string): CategoryDef | undefined {
  return CATEGORIES_BY_ID.get(id);
}
