import { CATEGORIES } from '../categories';
import { CONDITIONS } from '../conditions';
import { SPECIALTIES } from '../specialties';
import { SYSTEMS } from '../systems';
import {
  CATEGORY_NAMES_ES,
  CONDITION_NAMES_ES,
  spanishCategoryName,
  spanishConditionName,
  spanishSpecialty,
  spanishSystemDescription,
  spanishSystemName,
  SYSTEM_NAMES_ES,
} from '.';

/** Names that are the same in both languages: a proper name or an abbreviation, or the same word. */
const SAME_IN_SPANISH = new Set([
  'COVID-19',
  'Diabetes',
  'Anemia',
  'Sepsis',
  'Meningitis',
  'Glaucoma',
  'Osteoporosis',
  'Diverticulitis',
  'Endometriosis',
  'Pancreatitis',
  'Tuberculosis',
]);

describe('the catalogue in Spanish (issue 45)', () => {
  it('names every condition, category and body system, and nothing else', () => {
    expect(CONDITIONS.filter((c) => !spanishConditionName(c.slug)).map((c) => c.slug)).toEqual([]);
    expect(CATEGORIES.filter((c) => !spanishCategoryName(c.id)).map((c) => c.id)).toEqual([]);
    expect(SYSTEMS.filter((s) => !spanishSystemName(s.id)).map((s) => s.id)).toEqual([]);
    expect(SYSTEMS.filter((s) => !spanishSystemDescription(s.id)).map((s) => s.id)).toEqual([]);
    const conditionSlugs = new Set(CONDITIONS.map((c) => c.slug));
    const categoryIds = new Set(CATEGORIES.map((c) => c.id));
    expect(Object.keys(CONDITION_NAMES_ES).filter((s) => !conditionSlugs.has(s))).toEqual([]);
    expect(Object.keys(CATEGORY_NAMES_ES).filter((s) => !categoryIds.has(s))).toEqual([]);
    expect(Object.keys(SYSTEM_NAMES_ES).length).toBe(SYSTEMS.length);
  });

  it('writes them in Spanish, not as the English', () => {
    const same = [
      ...CONDITIONS.map((c) => [c.name, spanishConditionName(c.slug)]),
      ...CATEGORIES.map((c) => [c.name, spanishCategoryName(c.id)]),
      ...SYSTEMS.map((s) => [s.name, spanishSystemName(s.id)]),
    ].filter(([en, es]) => en === es && !SAME_IN_SPANISH.has(en!) && !/^[A-Z0-9-]+$/.test(en!));
    expect(same).toEqual([]);
  });

  it('names every specialty in Spanish', () => {
    expect(SPECIALTIES.filter((s) => spanishSpecialty(s) === s)).toEqual([]);
  });

  it('keeps the abbreviation in parentheses when the English has one', () => {
    expect(spanishConditionName('pneumonia')).toBe('Neumonía');
    expect(spanishConditionName('tavr')).toBe('Reemplazo de válvula por catéter (TAVR)');
    // A condition's own tile in the grid is named as the condition.
    expect(spanishCategoryName('pneumonia')).toBe('Neumonía');
  });
});
