/**
 * /dashboard/help: the published articles flagged as help (spec part 2 §2), with a search box that
 * filters them as the user types (title and description, literal and case-insensitive).
 */
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Link } from '../../router/Link';
import { Spinner } from '../../components/Spinner';
import { postPath } from '../blog/PostCard';
import { DashboardPage, SignedIn } from './shared';

const HelpArticles = graphql(`
  query HelpArticles {
    blogs(help: true, limit: 100) {
      id
      slug
      title
      description
    }
  }
`);

const fold = (s: string) => s.toLocaleLowerCase('en-US');

export default function HelpScreen() {
  usePageMeta('Help', 'Guides to using your dashboard.');
  return (
    <SignedIn>
      <DashboardPage title="Help" id="help-title">
        <HelpList />
      </DashboardPage>
    </SignedIn>
  );
}

function HelpList() {
  const { data, loading, error } = useQuery(HelpArticles);
  const [query, setQuery] = useState('');
  const q = fold(useDeferredValue(query).trim());
  const uid = useId();
  const articles = useMemo(
    () =>
      (data?.blogs ?? []).filter((a) => !q || fold(a.title).includes(q) || fold(a.description).includes(q)),
    [data?.blogs, q],
  );
  if (error && !data)
    return (
      <p className="alert alert-error" role="alert">
        The help articles could not be loaded. Please reload to try again.
      </p>
    );
  if (!data) return loading ? <Spinner label="Loading help articles" /> : null;
  return (
    <>
      <form role="search" className="help-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${uid}-q`}>Search help</label>
        <input
          id={`${uid}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </form>
      <p className="muted" aria-live="polite" data-testid="help-count">
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
        {q ? ` match “${query.trim()}”` : ''}
      </p>
      {articles.length ? (
        <ul className="help-list">
          {articles.map((a) => (
            <li key={a.id} className="card">
              <h2 className="help-title">
                <Link to={postPath(a)}>{a.title}</Link>
              </h2>
              {a.description ? <p>{a.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state card">
          {q ? 'No help article matches your search.' : 'There are no help articles yet.'}
        </p>
      )}
    </>
  );
}
