/**
 * Procedure and condition categories (spec part 1: the /categories page and its icon grid). The id
 * is the slug used in URLs (/categories/{categoryId}); conditions list the categories they belong to.
 * The data lives in three files under categories/ to keep each one readable.
 */
import { CATEGORIES_BODY } from './categories/body';
import { CATEGORIES_ORGANS } from './categories/organs';
import { CATEGORIES_CARE } from './categories/care';

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
}

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

/** Every category, in the order the grid shows them (heart first, general care last). */
export const CATEGORIES: CategoryDef[] = [...CATEGORIES_BODY, ...CATEGORIES_ORGANS, ...CATEGORIES_CARE];

const CATEGORIES_BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

export function findCategory(id: string): CategoryDef | undefined {
  return CATEGORIES_BY_ID.get(id);
}
