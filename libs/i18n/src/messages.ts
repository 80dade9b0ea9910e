import { DEFAULT_LOCALE, type Locale } from './locale';

/** A catalogue: message id → ICU message (https://formatjs.github.io/docs/core-concepts/icu-syntax). */
export type Messages = Record<string, string>;

/**
 * The messages of a language. English is each message's default, written in the code beside its id
 * (react-intl's `defaultMessage`), so it needs no catalogue at run time; catalog/en.json is those defaults
 * extracted (`npm run i18n:extract`), the list the translations are checked against. Spanish is its own
 * chunk, fetched only by a page shown in Spanish.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return {};
  return (await import('./catalog/es')).default;
}
