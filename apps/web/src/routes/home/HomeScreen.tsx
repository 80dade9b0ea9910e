import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ABOUT_TABS, FAQ, HOME_FAQ_IDS, STATEMENTS, type AboutTabId } from '@fp/site-text';
import { graphql } from '../../__generated__';
import type { HomeQuery as HomeQueryData } from '../../__generated__/graphql';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { FaqList } from '../faq/FaqList';
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
  usePageMeta(
    'Know what care costs before you go',
    'Compare what US hospitals charge for a condition near you, from public Medicare data. Browse by body system, read our guides to medical bills, and track your own bills.',
  );
  const redirecting = useDiagnosisRedirect(match);
  // errorPolicy all: one failing part (say, the viewer's token) must not blank the whole page.
  const { data, error, loading } = useQuery(HomeQuery, { skip: redirecting, errorPolicy: 'all' });

  if (redirecting) return <Spinner label="Opening the price map" />;

  return (
    <div className="page home">
      <HomeHero signedIn={Boolean(data?.token)} />

      <section aria-labelledby="promises-title" className="home-section">
        <h2 id="promises-title" className="visually-hidden">
          Our promises
        </h2>
        <ul className="statements">
          {STATEMENTS.map((s) => (
            <li key={s.id} className="card statement" data-testid={`statement-${s.id}`}>
              <h3>{s.title}</h3>
              <p>{s.body}</p>
            </li>
          ))}
        </ul>
      </section>

      {error && (
        <div role="alert" className="alert alert-error">
          Some of this page could not be loaded. Please reload to try again.
        </div>
      )}

      <section aria-labelledby="systems-title" className="home-section">
        <h2 id="systems-title">Browse by body system</h2>
        {loading && !data ? (
          <Spinner label="Loading body systems" />
        ) : data?.systems.length ? (
          <SystemTiles systems={data.systems} />
        ) : (
          <p className="muted">There are no results</p>
        )}
      </section>

      <LatestArticles blogs={data?.blogs} loading={loading && !data} />

      <section aria-labelledby="faq-title" className="home-section">
        <h2 id="faq-title">Common questions</h2>
        <FaqList items={HOME_FAQ} />
        <p>
          <Link to="/faq">More questions and answers</Link>
        </p>
      </section>

      <AboutSection datasets={data?.datasets} loading={loading} />
    </div>
  );
}

/** The title, the two ways in (the map, a bill) and, for a signed-in user, the landing wizard. */
function HomeHero({ signedIn }: { signedIn: boolean }) {
  // "Start on a bill" opens the landing wizard for a signed-in user (spec part 2 §2).
  const [wizard, setWizard] = useState(false);
  // Mounted from the first opening on, so closing it keeps its code and state.
  const [wizardUsed, setWizardUsed] = useState(false);
  return (
    <>
      {signedIn && wizardUsed ? (
        <Suspense fallback={<Spinner label="Opening the wizard" />}>
          <StartBillWizard open={wizard} onClose={() => setWizard(false)} />
        </Suspense>
      ) : null}
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Know what care costs before you go</h1>
        <p className="lead">
          Pick a condition and a US city to see nearby hospitals and what care there is likely to cost, from
          public government data.
        </p>
        <p className="home-actions">
          <Link to="/map" className="button">
            Search prices on the map
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
              Start on a bill
            </button>
          ) : (
            <Link to="/account/welcome" className="button secondary">
              Start on a bill
            </Link>
          )}
        </p>
        {!signedIn && (
          <p className="muted home-hint">
            Create a free account to record your bills and get help with them.
          </p>
        )}
      </section>
    </>
  );
}

function LatestArticles({ blogs, loading }: { blogs?: HomeQueryData['blogs']; loading: boolean }) {
  return (
    <section aria-labelledby="latest-title" className="home-section">
      <h2 id="latest-title">Latest articles</h2>
      {loading ? (
        <Spinner label="Loading articles" />
      ) : blogs?.length ? (
        <ul className="post-grid">
          {blogs.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No content available at this time.</p>
      )}
      <p>
        <Link to="/blog">All articles</Link>
      </p>
    </section>
  );
}

function AboutSection({ datasets, loading }: { datasets?: DatasetRow[]; loading: boolean }) {
  const [about, setAbout] = useState<AboutTabId>('who');
  const aboutTab = ABOUT_TABS.find((t) => t.id === about) ?? ABOUT_TABS[0];
  return (
    <section aria-labelledby="about-title" className="home-section about">
      <h2 id="about-title">About FairPrice Health</h2>
      <Tabs
        tabs={ABOUT_TABS.map((t) => ({ id: t.id, label: t.label }))}
        selected={about}
        onSelect={(id) => setAbout(id as AboutTabId)}
        idPrefix="about"
        label="About us"
      />
      <div {...tabPanelProps('about', about)} className="about-panel">
        <h3>{aboutTab.title}</h3>
        <RichText text={aboutTab.body} />
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
  if (loading && !datasets) return <Spinner label="Loading the list of datasets" />;
  if (!datasets?.length) {
    return (
      <p className="muted" data-testid="datasets">
        No price data is loaded yet.
      </p>
    );
  }
  return (
    <ul className="datasets" data-testid="datasets">
      {datasets.map((d) => (
        <li key={d.id}>
          <strong>{d.name}</strong>, data year {d.year} ({d.rowsImported.toLocaleString('en-US')} figures)
          {d.isDemo && <span className="demo-badge"> demo data, not real prices</span>}
        </li>
      ))}
    </ul>
  );
}
