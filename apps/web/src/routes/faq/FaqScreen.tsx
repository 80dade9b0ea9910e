import { useEffect, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FAQ, FAQ_TABS, type FaqTabId } from '@fp/site-text';
import type { ScreenProps } from '../../router/RouteView';
import { useRouter } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { FaqList, useFaqUntranslated } from './FaqList';
import { Tabs, tabPanelProps } from './Tabs';
import './faq.css';

// The topics' names are the page's own words; the questions and answers are the site's texts
// (@fp/site-text, their Spanish in its es/ chunk).
const TAB_LABELS = defineMessages({
  prices: { id: 'faq.tabs.prices', defaultMessage: 'Prices and data' },
  account: { id: 'faq.tabs.account', defaultMessage: 'Account and plans' },
  privacy: { id: 'faq.tabs.privacy', defaultMessage: 'Privacy' },
  bills: { id: 'faq.tabs.bills', defaultMessage: 'Your bills' },
});

const isTab = (v: string | undefined): v is FaqTabId => FAQ_TABS.some((t) => t.id === v);

/** /faq: questions in tabs (prices, account, privacy, bills); ?tab= opens one directly. */
export default function FaqScreen({ match }: ScreenProps) {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'faq.page.title', defaultMessage: 'Frequently asked questions' }),
    intl.formatMessage({
      id: 'faq.page.description',
      defaultMessage:
        'Answers about where our hospital prices come from, what they mean, accounts and plans, privacy and your bills.',
    }),
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
  const untranslated = useFaqUntranslated(items);
  const tabs = useMemo(
    () => FAQ_TABS.map((t) => ({ id: t.id, label: intl.formatMessage(TAB_LABELS[t.id]) })),
    [intl],
  );
  return (
    <section className="page narrow faq-page" aria-labelledby="faq-title">
      <h1 id="faq-title">
        <FormattedMessage id="faq.page.heading" defaultMessage="Frequently asked questions" />
      </h1>
      <p className="lead">
        <FormattedMessage
          id="faq.page.lead"
          defaultMessage="Pick a topic, then open a question to read the answer."
        />
      </p>
      <Tabs
        tabs={tabs}
        selected={selected}
        idPrefix="faq"
        label={intl.formatMessage({ id: 'faq.tabs.label', defaultMessage: 'Question topics' })}
        onSelect={select}
      />
      <div {...tabPanelProps('faq', selected)} className="faq-panel">
        {untranslated ? (
          <p className="alert alert-info" data-testid="faq-untranslated">
            <FormattedMessage
              id="faq.page.untranslated"
              defaultMessage="The questions and answers below are not yet written in this language; they are shown in English."
            />
          </p>
        ) : null}
        <FaqList items={items} />
      </div>
    </section>
  );
}
