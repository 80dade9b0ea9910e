import { useEffect, useMemo, useState } from 'react';
import { FAQ, FAQ_TABS, type FaqTabId } from '@fp/site-text';
import type { ScreenProps } from '../../router/RouteView';
import { useRouter } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FaqList } from './FaqList';
import { Tabs, tabPanelProps } from './Tabs';
import './faq.css';

const isTab = (v: string | undefined): v is FaqTabId => FAQ_TABS.some((t) => t.id === v);

/** /faq: questions in tabs (prices, account, privacy, bills); ?tab= opens one directly. */
export default function FaqScreen({ match }: ScreenProps) {
  usePageMeta(
    'Frequently asked questions',
    'Answers about where our hospital prices come from, what they mean, accounts and plans, privacy and your bills.',
  );
  const { href } = useRouter();
  const [selected, setSelected] = useState<FaqTabId>(
    isTab(match.query.tab) ? match.query.tab : FAQ_TABS[0].id,
  );
  const select = (id: string) => {
    if (!isTab(id)) return;
    setSelected(id);
    // Keep the topic in the address so it can be linked to, without a page transition.
    window.history.replaceState(window.history.state, '', href(`/faq?tab=${id}`));
  };
  // A link to another topic while on this page arrives as a new query.
  const fromQuery = match.query.tab;
  useEffect(() => {
    if (isTab(fromQuery)) setSelected(fromQuery);
  }, [fromQuery]);
  const items = useMemo(() => FAQ.filter((f) => f.tab === selected), [selected]);
  return (
    <section className="page narrow faq-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently asked questions</h1>
      <p className="lead">Pick a topic, then open a question to read the answer.</p>
      <Tabs tabs={FAQ_TABS} selected={selected} idPrefix="faq" label="Question topics" onSelect={select} />
      <div {...tabPanelProps('faq', selected)} className="faq-panel">
        <FaqList items={items} />
      </div>
    </section>
  );
}
