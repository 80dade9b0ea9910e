import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { ABOUT_TABS, FAQ, HOME_FAQ_IDS, STATEMENTS, type AboutTabId, type Statement } from '@fp/site-text';
import { graphql } from '../../__generated__';
import type { HomeQuery as HomeQueryData } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { useLocale, useSiteText } from '../../i18n/intl';
import { FaqList, useFaqUntranslated } from '../faq/FaqList';
import { RichText } from '../faq/RichText';
import { Tabs, tabPanelProps } from '../faq/Tabs';
import { SystemTiles } from '../systems/SystemTiles';
import { PostCard } from '../blog/PostCard';
import '../faq/faq.css';
import '../systems/systems.css';
import '../blog/blog.css';
import './home.css';

export const HomeQuery = graphql(`
  query Home {
    systems(limit: 20) {
      ...SystemTile
    }
    blogs(limit: 3) {
      id
      ...PostCard
    }
    datasets {
      id
      name
      source
      year
      isDemo
      rowsImported
    }
    token {
      email
    }
  }
`);

// The wizard brings the form kit (formik, yup, downshift, the pickers): load it only when first opened, so
// the home page's first load stays small (its budget is checked by apps/web/vite.route-sizes.mjs).
const loadWizard = () => import('./StartBillWizard');
const StartBillWizard = lazy(loadWizard);

const M = defineMessages({
  title: { id: 'home.page.title', defaultMessage: 'Know what care costs before you go' },
  description: {
    id: 'home.page.description',
    defaultMessage:
      'Compare what US hospitals charge for a condition near you, from public Medicare data. Browse by body system, read our guides to medical bills, and track your own bills.',
  },
  redirecting: { id: 'home.page.redirecting', defaultMessage: 'Opening the price map' },
  loadingSystems: { id: 'home.systems.loading', defaultMessage: 'Loading body systems' },
  loadingArticles: { id: 'home.articles.loading', defaultMessage: 'Loading articles' },
  openingWizard: { id: 'home.hero.openingWizard', defaultMessage: 'Opening the wizard' },
  aboutLabel: { id: 'home.about.label', defaultMessage: 'About us' },
  loadingDatasets: { id: 'home.datasets.loading', defaultMessage: 'Loading the list of datasets' },
  startBill: { id: 'home.hero.startBill', defaultMessage: 'Start on a bill' },
});

/**
 * The promises and the about tabs' names in the page's language: their English repeats @fp/site-text's
 * (STATEMENTS, ABOUT_TABS), which gives their ids and order. The about tabs' bodies are site texts, in
 * Spanish from @fp/site-text's es/ chunk (one not written yet is shown in English under a note).
 */
const STATEMENT_TEXT: Record<Statement['id'], { title: MessageDescriptor; body: MessageDescriptor }> = {
  'no-sale': defineMessages({
    title: { id: 'home.statement.noSale.title', defaultMessage: 'We do not sell your data' },
    body: {
      id: 'home.statement.noSale.body',
      defaultMessage: 'Your account, your searches and your bills are never sold or shared with advertisers.',
    },
  }),
  'public-data': defineMessages({
    title: { id: 'home.statement.publicData.title', defaultMessage: 'We use public government data' },
    body: {
      id: 'home.statement.publicData.body',
      defaultMessage: 'Our prices come from data published by CMS, and each one shows its source and year.',
    },
  }),
  'anonymised-bills': defineMessages({
    title: { id: 'home.statement.anonymisedBills.title', defaultMessage: 'We accept anonymised bills' },
    body: {
      id: 'home.statement.anonymisedBills.body',
      defaultMessage:
        'Upload a bill with your personal details removed and help other patients see what care really costs.',
    },
  }),
};

const ABOUT_TEXT: Record<AboutTabId, { label: MessageDescriptor; title: MessageDescriptor }> = {
  who: defineMessages({
    label: { id: 'home.about.who.label', defaultMessage: 'Who we are' },
    title: { id: 'home.about.who.title', defaultMessage: 'Who we are' },
  }),
  why: defineMessages({
    label: { id: 'home.about.why.label', defaultMessage: 'Why' },
    title: { id: 'home.about.why.title', defaultMessage: 'Why we do this' },
  }),
  how: defineMessages({
    label: { id: 'home.about.how.label', defaultMessage: 'How we gather data' },
    title: { id: 'home.about.how.title', defaultMessage: 'How data is gathered' },
  }),
  what: defineMessages({
    label: { id: 'home.about.what.label', defaultMessage: 'Your data' },
    title: { id: 'home.about.what.title', defaultMessage: 'What we do with your data' },
  }),
};

/** Over site texts shown in English on a page in another language (they are not translated yet). */
function UntranslatedNote() {
  return (
    <p className="alert alert-info" data-testid="home-untranslated">
      <FormattedMessage
        id="home.untranslated"
        defaultMessage="The texts below are not yet written in this language; they are shown in English."
      />
    </p>
  );
}

const HOME_FAQ = HOME_FAQ_IDS.map((id) => FAQ.find((f) => f.id === id)).filter((f) => f !== undefined);

/** /?diagnosis={id} (the links on /systems/{id}) goes on to the map for that condition. */
function useDiagnosisRedirect(match: ScreenProps['match']): boolean {
  const navigate = useNavigate();
  const id = match.query.diagnosis;
  const valid = id !== undefined && /^\d{1,9}$/.test(id);
  useEffect(() => {
    if (!valid) return;
    // Every other query variable (a referral code, say) travels along.
    const params = new URLSearchParams(match.query);
    navigate(`/map?${params.toString()}`, { replace: true });
  }, [valid, match.query, navigate]);
  return valid;
}

export default function HomeScreen({ match }: ScreenProps) {
  const intl = useIntl();
  const english = useLocale() === 'en';
  const faqUntranslated = useFaqUntranslated(HOME_FAQ);
  usePageMeta(intl.formatMessage(M.title), intl.formatMessage(M.description));
  const redirecting = useDiagnosisRedirect(match);
  // errorPolicy all: one failing part (say, the viewer's token) must not blank the whole page.
  const { data, error, loading } = useQuery(HomeQuery, { skip: redirecting, errorPolicy: 'all' });

  if (redirecting) return <Spinner label={intl.formatMessage(M.redirecting)} />;

  return (
    <div className="page home">
      <HomeHero signedIn={Boolean(data?.token)} />

      <section aria-labelledby="promises-title" className="home-section">
        <h2 id="promises-title" className="visually-hidden">
          <FormattedMessage id="home.promises.title" defaultMessage="Our promises" />
        </h2>
        <ul className="statements">
          {STATEMENTS.map((s) => (
            <li key={s.id} className="card statement" data-testid={`statement-${s.id}`}>
              <h3>{intl.formatMessage(STATEMENT_TEXT[s.id].title)}</h3>
              <p>{intl.formatMessage(STATEMENT_TEXT[s.id].body)}</p>
            </li>
          ))}
        </ul>
      </section>

      {error && (
        <div role="alert" className="alert alert-error">
          <FormattedMessage
            id="home.page.failed"
            defaultMessage="Some of this page could not be loaded. Please reload to try again."
          />
        </div>
      )}

      <section aria-labelledby="systems-title" className="home-section">
        <h2 id="systems-title">
          <FormattedMessage id="home.systems.title" defaultMessage="Browse by body system" />
        </h2>
        {loading && !data ? (
          <Spinner label={intl.formatMessage(M.loadingSystems)} />
        ) : data?.systems.length ? (
          <SystemTiles systems={data.systems} />
        ) : (
          <p className="muted">
            <FormattedMessage id="home.systems.none" defaultMessage="There are no results" />
          </p>
        )}
      </section>

      <LatestArticles blogs={data?.blogs} loading={loading && !data} />

      <section aria-labelledby="faq-title" className="home-section">
        <h2 id="faq-title">
          <FormattedMessage id="home.faq.title" defaultMessage="Common questions" />
        </h2>
        {faqUntranslated ? <UntranslatedNote /> : null}
        <FaqList items={HOME_FAQ} />
        <p>
          <Link to="/faq">
            <FormattedMessage id="home.faq.more" defaultMessage="More questions and answers" />
          </Link>
        </p>
      </section>

      <AboutSection datasets={data?.datasets} loading={loading} english={english} />
    </div>
  );
}

/** The title, the two ways in (the map, a bill) and, for a signed-in user, the landing wizard. */
function HomeHero({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  // "Start on a bill" opens the landing wizard for a signed-in user (spec part 2 §2).
  const [wizard, setWizard] = useState(false);
  // Mounted from the first opening on, so closing it keeps its code and state.
  const [wizardUsed, setWizardUsed] = useState(false);
  return (
    <>
      {signedIn && wizardUsed ? (
        <Suspense fallback={<Spinner label={intl.formatMessage(M.openingWizard)} />}>
          <StartBillWizard open={wizard} onClose={() => setWizard(false)} />
        </Suspense>
      ) : null}
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{intl.formatMessage(M.title)}</h1>
        <p className="lead">
          <FormattedMessage
            id="home.hero.lead"
            defaultMessage="Pick a condition and a US city to see nearby hospitals and what care there is likely to cost, from public government data."
          />
        </p>
        <p className="home-actions">
          <Link to="/map" className="button">
            <FormattedMessage id="home.hero.search" defaultMessage="Search prices on the map" />
          </Link>
          {signedIn ? (
            <button
              type="button"
              className="button secondary"
              // Fetch the wizard's code as soon as the visitor heads for the button.
              onPointerEnter={() => void loadWizard()}
              onFocus={() => void loadWizard()}
              onClick={() => {
                setWizardUsed(true);
                setWizard(true);
              }}
            >
              {intl.formatMessage(M.startBill)}
            </button>
          ) : (
            <Link to="/account/welcome" className="button secondary">
              {intl.formatMessage(M.startBill)}
            </Link>
          )}
        </p>
        {!signedIn && (
          <p className="muted home-hint">
            <FormattedMessage
              id="home.hero.hint"
              defaultMessage="Create a free account to record your bills and get help with them."
            />
          </p>
        )}
      </section>
    </>
  );
}

function LatestArticles({ blogs, loading }: { blogs?: HomeQueryData['blogs']; loading: boolean }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="latest-title" className="home-section">
      <h2 id="latest-title">
        <FormattedMessage id="home.articles.title" defaultMessage="Latest articles" />
      </h2>
      {loading ? (
        <Spinner label={intl.formatMessage(M.loadingArticles)} />
      ) : blogs?.length ? (
        <ul className="post-grid">
          {blogs.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          <FormattedMessage id="home.articles.none" defaultMessage="No content available at this time." />
        </p>
      )}
      <p>
        <Link to="/blog">
          <FormattedMessage id="home.articles.all" defaultMessage="All articles" />
        </Link>
      </p>
    </section>
  );
}

function AboutSection({
  datasets,
  loading,
  english,
}: {
  datasets?: DatasetRow[];
  loading: boolean;
  english: boolean;
}) {
  const intl = useIntl();
  const [about, setAbout] = useState<AboutTabId>('who');
  const aboutTab = ABOUT_TABS.find((t) => t.id === about) ?? ABOUT_TABS[0];
  // The body in the page's language where written (@fp/site-text es/), else the English under a note.
  const shownBody = useSiteText()?.about[aboutTab.id] ?? aboutTab.body;
  return (
    <section aria-labelledby="about-title" className="home-section about">
      <h2 id="about-title">
        <FormattedMessage id="home.about.title" defaultMessage="About FairPrice Health" />
      </h2>
      <Tabs
        tabs={ABOUT_TABS.map((t) => ({ id: t.id, label: intl.formatMessage(ABOUT_TEXT[t.id].label) }))}
        selected={about}
        onSelect={(id) => setAbout(id as AboutTabId)}
        idPrefix="about"
        label={intl.formatMessage(M.aboutLabel)}
      />
      <div {...tabPanelProps('about', about)} className="about-panel">
        <h3>{intl.formatMessage(ABOUT_TEXT[aboutTab.id].title)}</h3>
        {shownBody === aboutTab.body && !english ? <UntranslatedNote /> : null}
        <div lang={shownBody === aboutTab.body && !english ? 'en' : undefined}>
          <RichText text={shownBody} />
        </div>
        {about === 'how' && <DatasetList datasets={datasets} loading={loading} />}
      </div>
    </section>
  );
}

type DatasetRow = {
  id: string;
  name: string;
  source: string;
  year: number;
  isDemo: boolean;
  rowsImported: number;
};

/** The "how data is gathered" tab names the sources and years actually loaded. */
function DatasetList({ datasets, loading }: { datasets?: DatasetRow[]; loading: boolean }) {
  const intl = useIntl();
  if (loading && !datasets) return <Spinner label={intl.formatMessage(M.loadingDatasets)} />;
  if (!datasets?.length) {
    return (
      <p className="muted" data-testid="datasets">
        <FormattedMessage id="home.datasets.none" defaultMessage="No price data is loaded yet." />
      </p>
    );
  }
  return (
    <ul className="datasets" data-testid="datasets">
      {datasets.map((d) => (
        <li key={d.id}>
          <FormattedMessage
            id="home.datasets.item"
            defaultMessage="<name></name>, data year {year} ({count, plural, one {# figure} other {# figures}}){demo, select, yes {<badge> demo data, not real prices</badge>} other {}}"
            values={{
              name: () => <strong translate="no">{d.name}</strong>,
              year: String(d.year),
              count: d.rowsImported,
              demo: d.isDemo ? 'yes' : 'no',
              badge: (chunks) => <span className="demo-badge">{chunks}</span>,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
