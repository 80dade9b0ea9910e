/**
 * Punctuation put between pieces of markup on the map (names in a list, an address and its link). The same
 * in English and Spanish, and as constants not taken for untranslated text by the lint rule
 * formatjs/no-literal-string-in-jsx (which flags even `{', '}`).
 */
export const LIST_COMMA = ', ';
/** A middle dot between two items on one line (an address and its directions link). */
export const DOT_SEPARATOR = ' · ';
