import { CONDITIONS, DEFAULT_CONDITION_SLUG as CATALOG_DEFAULT } from '@fp/catalog';
import { DEFAULT_CONDITION_NAME, DEFAULT_CONDITION_SLUG, startingCondition } from './start';

describe('the map default condition', () => {
  it("is the catalogue's default, written out with its name", () => {
    expect(DEFAULT_CONDITION_SLUG).toBe(CATALOG_DEFAULT);
    expect(CONDITIONS.find((c) => c.slug === DEFAULT_CONDITION_SLUG)?.name).toBe(DEFAULT_CONDITION_NAME);
  });

  it('is used when neither the address nor the session names a condition', () => {
    expect(startingCondition([], {}, null)).toEqual({ slug: 'pneumonia' });
    expect(startingCondition(['heart-failure'], {}, null)).toEqual({ slug: 'heart-failure' });
  });
});
