/**
 * The page's language (issue 45): react-intl's provider with the language's messages, and the hooks the
 * screens use. Why react-intl (docs/ARCHITECTURE-DECISIONS.md, decision 10): ICU messages (plurals, numbers,
 * dates) natively, React 19, server rendering with the same provider, and no engine floor above the Node
 * versions in `engines` (i18next 27 and Lingui 6 need Node 22).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import { numberText } from '@fp/domain';
import { DEFAULT_LOCALE, INTL_TAGS, isLocale, loadMessages, type Locale, type Messages } from '@fp/i18n';
import { loadSiteText, type SiteTextTranslation } from '@fp/site-text';

export interface IntlSetup {
  locale: Locale;
  /** The language's catalogue; empty for English, whose messages are the defaults in the code. */
  messages: Messages;
  /** The site's texts (FAQ, about) in the language; none for English, the seed's own language. */
  siteText?: SiteTextTranslation;
}

/** A language's messages and site texts, fetched together (each its own chunk, for a Spanish page only). */
export async function loadIntl(locale: Locale): Promise<IntlSetup> {
  const [messages, siteText] = await Promise.all([loadMessages(locale), loadSiteText(locale)]);
  return { locale, messages, siteText };
}

const SiteTextContext = createContext<SiteTextTranslation | undefined>(undefined);

/** The site's texts in the page's language (undefined: show the English seed). */
export function useSiteText(): SiteTextTranslation | undefined {
  return useContext(SiteTextContext);
}

export const ENGLISH: IntlSetup = { locale: DEFAULT_LOCALE, messages: {} };

/** A message missing from the Spanish catalogue shows its English default; the catalogue test fails on it. */
function onIntlError(err: { code?: string; message: string }) {
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err.message);
}

/**
 * A number format that writes as `new Intl.NumberFormat(tag)` does without making one (numberText, which
 * the domain's specs compare with Intl for every tag of the site), and makes the real one only for what it
 * leaves to Intl. A page's first Intl number format costs a phone-speed CPU 40–150 ms of one task
 * (docs/benchmarks/api-build.md, "The locale probe"); react-intl makes one for a plural's `#`, a
 * `{n, number}` and `formatNumber(n)`, the dashboard's, bills' and uploads' counts among them.
 */
function plainNumberFormat(tag: string): Intl.NumberFormat {
  let real: Intl.NumberFormat | undefined;
  const intl = () => (real ??= new Intl.NumberFormat(tag));
  return {
    format: (value: number | bigint | string) =>
      (typeof value === 'number' ? numberText(value) : null) ?? intl().format(value as number),
    formatToParts: (value?: number | bigint) => intl().formatToParts(value),
    formatRange: (a: number | bigint, b: number | bigint) => intl().formatRange(a, b),
    formatRangeToParts: (a: number | bigint, b: number | bigint) => intl().formatRangeToParts(a, b),
    resolvedOptions: () => intl().resolvedOptions(),
  } as Intl.NumberFormat;
}

/**
 * react-intl's formatters for the page's language, with the plain number format (no options) already in
 * their store, so that react-intl takes it rather than making an Intl one. The store is keyed as
 * @formatjs/intl's memoizer keys it (its variadic strategy: `JSON.stringify` of the serializer's arguments,
 * the call's arguments as one array): `getNumberFormat(tag)` for a `#`, `getNumberFormat(tag, undefined)`
 * for a `{n, number}`, `getNumberFormat(tag, {})` for `formatNumber(n)`. numbers.spec.ts checks, on the
 * installed react-intl, that each of those writes a number without constructing `Intl.NumberFormat`.
 */
export function makeIntl(setup: IntlSetup): IntlShape {
  const cache = createIntlCache();
  for (const tag of new Set([INTL_TAGS[setup.locale], INTL_TAGS[DEFAULT_LOCALE]])) {
    const format = plainNumberFormat(tag);
    const store = cache.number as Record<string, unknown>;
    for (const args of [[tag], [tag, null], [tag, {}]]) store[JSON.stringify({ 0: args })] = format;
  }
  return createIntl(
    {
      locale: INTL_TAGS[setup.locale],
      defaultLocale: INTL_TAGS[DEFAULT_LOCALE],
      messages: setup.messages,
      onError: onIntlError,
    },
    cache,
  );
}

export function IntlRoot({ intl, children }: { intl: IntlSetup; children: ReactNode }) {
  const value = useMemo(() => makeIntl(intl), [intl]);
  return (
    <RawIntlProvider value={value}>
      <SiteTextContext.Provider value={intl.siteText}>{children}</SiteTextContext.Provider>
    </RawIntlProvider>
  );
}

/** The page's language as the site names it ("en", "es"). */
export function useLocale(): Locale {
  const primary = useIntl().locale.split('-')[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

/** The language the server chose for this page (it writes it in <html lang>). */
export function documentLocale(): Locale {
  const primary = document.documentElement.lang.split('-')[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
