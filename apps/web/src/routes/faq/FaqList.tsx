/** Expandable questions (native details/summary: keyboard and screen-reader friendly without script). */
import type { FaqItem } from '@fp/site-text';
import { RichText } from './RichText';

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} className="faq" id={`faq-${item.id}`}>
          <summary>{item.question}</summary>
          <RichText text={item.answer} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}
