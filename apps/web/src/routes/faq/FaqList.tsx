/** Expandable questions (native details/summary: keyboard and screen-reader friendly without script). */
import { translatedFaq, type FaqItem } from '@fp/site-text';
import { useLocale, useSiteText } from '../../i18n/intl';
import { RichText } from './RichText';

/** The questions in the page's language; one not written in it yet is shown in English, marked so. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const english = useLocale() === 'en';
  const shown = translatedFaq(items, useSiteText());
  return (
    <div className="faq-list">
      {shown.map((item) => (
        <details
          key={item.id}
          className="faq"
          id={`faq-${item.id}`}
          lang={english || item.translated ? undefined : 'en'}
        >
          <summary>{item.question}</summary>
          <RichText text={item.answer} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}

/** True when some of `items` would show in English on this page (the page then says so). */
export function useFaqUntranslated(items: readonly FaqItem[]): boolean {
  const english = useLocale() === 'en';
  const siteText = useSiteText();
  return !english && translatedFaq(items, siteText).some((item) => !item.translated);
}
