/**
 * The space and the list comma put between pieces of markup (a link and the next sentence, names in a
 * list). They are the same in English and Spanish, and as constants they are not taken for untranslated
 * text by the lint rule formatjs/no-literal-string-in-jsx (which flags `{' '}`).
 */
export const SPACE = ' ';
export const LIST_COMMA = ', ';
/** A middle dot between two items on one line (an address and its directions link). */
export const DOT_SEPARATOR = ' · ';
