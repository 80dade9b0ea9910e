import { matchesWords } from '@fp/domain';

/**
 * The tag picker's filter, as plain functions. The typed text is matched literally and
 * case-insensitively: the older site built a regular expression from it unescaped, so typing "(" broke
 * the picker and ".*" matched everything.
 */

export interface PickerOption {
  id: string;
  text: string;
  /**
   * Free text: the person's own words, not an item of the list (spec §4: its id and text are both what was
   * typed). Shown as such on its tag, so a half-typed word is never mistaken for a listed diagnosis.
   */
  own?: boolean;
}

/** At most this many suggestions are shown (spec part 2 §9). */
export const MAX_SUGGESTIONS = 10;

/** Case-insensitive literal search; no regular expression is built from what the user typed. */
export function matchIndex(text: string, query: string): number {
  return query ? text.toLocaleLowerCase('en-US').indexOf(query.toLocaleLowerCase('en-US')) : -1;
}

/** 0 when the text starts with the query, 1 when a later word does, 2 for a match inside a word. */
function matchRank(text: string, at: number): number {
  if (at === 0) return 0;
  return /[\s(/-]/.test(text[at - 1]) ? 1 : 2;
}

/**
 * Unpicked options whose text contains the query, at most `max`: those starting with it first, then
 * those with a word starting with it, then the rest, then those whose words begin with each typed word
 * (@fp/domain matchesWords, as the API's option lists match), each group in list order.
 */
export function filterOptions(
  options: readonly PickerOption[],
  picked: ReadonlySet<string>,
  query: string,
  max = MAX_SUGGESTIONS,
): PickerOption[] {
  const q = query.trim();
  if (!q) return [];
  const ranked: PickerOption[][] = [[], [], [], []];
  for (const o of options) {
    if (picked.has(o.id)) continue;
    const at = matchIndex(o.text, q);
    if (at >= 0) ranked[matchRank(o.text, at)].push(o);
    // Then the texts each typed word begins a word of: "hip repl" finds "Hip replacement".
    else if (matchesWords(o.text, q)) ranked[3].push(o);
  }
  return ranked.flat().slice(0, max);
}

/** The option's text cut around the first match, for highlighting: [before, match, after]. */
export function splitMatch(text: string, query: string): [string, string, string] {
  const q = query.trim();
  const i = matchIndex(text, q);
  if (i < 0) return [text, '', ''];
  return [text.slice(0, i), text.slice(i, i + q.length), text.slice(i + q.length)];
}

/**
 * A remote answer as options: an array of {id, text}, or {hits: [...]} as the search paths answer.
 * Items without an id are dropped; `name` or `title` stand in for a missing `text`.
 */
export function toOptions(answer: unknown): PickerOption[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { hits?: unknown }).hits)
      ? (answer as { hits: unknown[] }).hits
      : null;
  if (!list) throw new Error('The answer is not a list of options.');
  const out: PickerOption[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    if (r.id === undefined || r.id === null) continue;
    const text = r.text ?? r.name ?? r.title ?? r.id;
    out.push({ id: String(r.id), text: String(text) });
  }
  return out;
}

/** The new list replaces the old one, but picked options missing from it are kept (spec §7). */
export function replaceKeepingPicked(
  current: readonly PickerOption[],
  incoming: readonly PickerOption[],
  picked: readonly string[],
): PickerOption[] {
  const ids = new Set(incoming.map((o) => o.id));
  const kept = current.filter((o) => picked.includes(o.id) && !ids.has(o.id));
  return [...kept, ...incoming];
}

/** Single mode: a pick replaces the others. Multi mode: a pick toggles. */
export function togglePick(picked: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id];
}
