/**
 * Matching what a person typed against a name word by word: "hip repl" finds "Hip replacement",
 * "MRI brain" finds "MRI of the brain". Every typed word must begin a word of the text (in any order);
 * case and punctuation do not matter. Used by the pickers (web) and the option lists and procedure
 * names (API), so both answer the same.
 */

/** The words of a text, lower case, split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every word of `query` begins some word of `text` (an empty query matches nothing). */
export function matchesWords(text: string, query: string): boolean {
  const wanted = wordsOf(query);
  if (!wanted.length) return false;
  const have = wordsOf(text);
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}
