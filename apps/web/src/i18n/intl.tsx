/**
 * The page's language (issue 45): react-intl's provider with the language's messages, and the hooks the
 * screens use. Why react-intl (docs/ARCHITECTURE-DECISIONS.md, decision 10): ICU messages (plurals, numbers,
 * dates) natively, React 19, server rendering with the same provider, and no engine floor above the Node
 * versions in `engines` (i18next 27 and Lingui 6 need Node 22).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
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

export function IntlRoot({ intl, children }: { intl: IntlSetup; children: ReactNode }) {
  return (
    <IntlProvider
      locale={INTL_TAGS[intl.locale]}
      defaultLocale={INTL_TAGS[DEFAULT_LOCALE]}
      messages={intl.messages}
      onError={onIntlError}
    >
      <SiteTextContext.Provider value={intl.siteText}>{children}</SiteTextContext.Provider>
    </IntlProvider>
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
