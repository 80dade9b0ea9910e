import type { AboutTabId } from './seed/about';
import type { FaqItem } from './seed/faq';

/** The site's texts written in a language other than English (issue 45). */
export interface SiteTextTranslation {
  faq: Readonly<Record<string, { question: string; answer: string }>>;
  about: Readonly<Record<AboutTabId, string>>;
}

/**
 * The site's texts in `locale` ('en': none, the English is the seed's own). Spanish is its own chunk,
 * fetched only by a Spanish page, like the messages (@fp/i18n loadMessages).
 */
export async function loadSiteText(locale: string): Promise<SiteTextTranslation | undefined> {
  if (locale !== 'es') return undefined;
  const es = await import('./es');
  return { faq: es.FAQ_ES, about: es.ABOUT_BODIES_ES };
}

/** The FAQ's items in the translation's words, where written (the others stay English: `translated` false). */
export function translatedFaq(
  items: readonly FaqItem[],
  translation: SiteTextTranslation | undefined,
): (FaqItem & { translated: boolean })[] {
  return items.map((item) => {
    const t = translation?.faq[item.id];
    return t ? { ...item, ...t, translated: true } : { ...item, translated: false };
  });
}
