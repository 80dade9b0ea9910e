/**
 * The shapes of the category data (categories/*.ts import them from here, and categories.ts, which
 * imports those files, re-exports them), and the helpers the data files write their entries with.
 */

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

export const cat = (id: string, name: string, icon: IconName): CategoryDef => ({ id, name, icon });
/** The tile of the condition with the same slug: it takes the condition's name (one name per condition). */
export const tile = (id: string, icon: IconName): CategorySource => ({ id, icon });
