export {
  cookieValue,
  DEFAULT_LOCALE,
  INTL_TAGS,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_NAMES,
  LOCALES,
  localeFromAcceptLanguage,
  pickLocale,
  type Locale,
} from './locale';
export { loadMessages, type Messages } from './messages';
export { GLOSSARY, type GlossaryTerm } from './glossary';
