/**
 * The language of the sentences the API writes (issue 45): the request's language ('en' | 'es'), passed
 * down as a parameter that defaults to English. A text table is a record of templates with `{name}`
 * placeholders; its Spanish twin (`*-es.ts` beside it) has the same keys and the same placeholders
 * (text-tables.spec.ts checks both). Money stays US dollars in both languages ("$1,234.56").
 */
export type TextLanguage = 'en' | 'es';

/** A text table: every key a template with `{name}` placeholders. */
export type TextTable<K extends string = string> = Readonly<Record<K, string>>;

/** The template with each `{name}` replaced by its value (a missing value leaves the placeholder). */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders of a template, sorted, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** A table's text in the language, filled: `pick(EN, ES, lang)('key', values)`. */
export function textIn<K extends string>(en: TextTable<K>, es: TextTable<K>, lang: TextLanguage) {
  const table = lang === 'es' ? es : en;
  return (key: K, values?: Readonly<Record<string, string | number>>): string => fill(table[key], values);
}
