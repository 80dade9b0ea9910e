/**
 * The longest text the API accepts where a request enters it (GraphQL arguments, REST bodies, query
 * strings and form fields), by what a field holds. These are ceilings against requests that cost the
 * server a lot for nothing (a 100,000-character search held a database statement for 5 s, issue 24);
 * each form's own rules (yup schemas, services) stay the finer, usually lower, limit.
 */

import { groupThousands } from '../money/usd';

export const TEXT_LIMITS = {
  /** Identifiers and keys: uuids, provider numbers, checkout ids, one-time keys. */
  id: 200,
  /** What a person types into a search box or picker: a few words or a code. */
  search: 200,
  /** One line: names, e-mail, addresses, titles, codes, passwords (the default). */
  line: 2_000,
  /** Free text: notes, a visit's story, a message, a comment, a description. */
  text: 20_000,
  /** A whole document: a blog post's Markdown body. */
  document: 200_000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The message for text over its limit: which field, the limit, and what to do. */
export function textTooLongMessage(field: string, max: number, length: number): string {
  return (
    `"${field}" is too long: at most ${groupThousands(max)} characters are accepted ` +
    `(this has ${groupThousands(length)}). Shorten it and try again.`
  );
}
