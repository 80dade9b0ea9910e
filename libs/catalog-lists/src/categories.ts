/**
 * Procedure and condition categories (spec part 1: the /categories page and its icon grid). The id
 * is the slug used in URLs (/categories/{categoryId}); conditions list the categories they belong to.
 * The data lives in three files under categories/ to keep each one readable.
 */
import { ICON_NAMES, type CategoryDef, type CategorySource, type IconName } from './categories/types';
import { CATEGORIES_BODY } from './categories/body';
import { CATEGORIES_ORGANS } from './categories/organs';
import { CATEGORIES_CARE } from './categories/care';
import { findCondition } from './conditions';

export { ICON_NAMES, type CategoryDef, type CategorySource, type IconName };

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
