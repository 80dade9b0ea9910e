/**
 * A space between two elements of a sentence (`{SPACE}`): the lint rule against English written in the
 * markup (formatjs/no-literal-string-in-jsx, issue 45) flags even `{' '}`, which no language translates.
 */
export const SPACE = ' ';
