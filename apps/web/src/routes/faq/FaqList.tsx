/** Expandable questions (native details/summary: keyboard and screen-reader friendly without script). */
import type { FaqItem } from '@fp/site-text';
import { RichText } from './RichText';

/** `lang`: the language of the texts when it is not the page's (issue 45: not translated yet). */
export function FaqList({ items, lang }: { items: readonly FaqItem[]; lang?: string }) {
  return (
    <div className="faq-list" lang={lang}>
      {items.map((item) => (
        <details key={item.id} className="faq" id={`faq-${item.id}`}>
          <summary>{item.question}</summary>
          <RichText text={item.answer} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}
