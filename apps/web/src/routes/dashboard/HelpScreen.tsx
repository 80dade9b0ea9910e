/**
 * /dashboard/help: the published articles flagged as help (spec part 2 §2), with a search box that
 * filters them as the user types (title and description, literal and case-insensitive). The articles are
 * written in English only so far (issue 45): on a page in another language their words are marked
 * lang="en", under a note that says so, as the blog does.
 */
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { usePageMeta } from '../../lib/meta';
import { Link } from '../../router/Link';
import { Spinner } from '../../components/Spinner';
import { useLocale } from '../../i18n/intl';
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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'help.title', defaultMessage: 'Help' });
  usePageMeta(
    title,
    intl.formatMessage({ id: 'help.description', defaultMessage: 'Guides to using your dashboard.' }),
  );
  return (
    <SignedIn>
      <DashboardPage title={title} id="help-title">
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
  const intl = useIntl();
  const lang = useLocale() === 'en' ? undefined : 'en';
  const articles = useMemo(
    () =>
      (data?.blogs ?? []).filter((a) => !q || fold(a.title).includes(q) || fold(a.description).includes(q)),
    [data?.blogs, q],
  );
  if (error && !data)
    return (
      <p className="alert alert-error" role="alert">
        <FormattedMessage
          id="help.loadFailed"
          defaultMessage="The help articles could not be loaded. Please reload to try again."
        />
      </p>
    );
  if (!data)
    return loading ? (
      <Spinner label={intl.formatMessage({ id: 'help.loading', defaultMessage: 'Loading help articles' })} />
    ) : null;
  return (
    <>
      <form role="search" className="help-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${uid}-q`}>
          <FormattedMessage id="help.search" defaultMessage="Search help" />
        </label>
        <input
          id={`${uid}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </form>
      <p className="muted" aria-live="polite" data-testid="help-count">
        {q ? (
          <FormattedMessage
            id="help.countMatching"
            defaultMessage="{count, plural, one {# article} other {# articles}} match “{query}”"
            values={{ count: articles.length, query: <span translate="no">{query.trim()}</span> }}
          />
        ) : (
          <FormattedMessage
            id="help.count"
            defaultMessage="{count, plural, one {# article} other {# articles}}"
            values={{ count: articles.length }}
          />
        )}
      </p>
      {lang && data.blogs.length ? (
        <p className="alert alert-info" data-testid="help-untranslated">
          <FormattedMessage
            id="help.untranslated"
            defaultMessage="The help articles are not translated into this language yet: here they are in English."
          />
        </p>
      ) : null}
      {articles.length ? (
        <ul className="help-list">
          {articles.map((a) => (
            <li key={a.id} className="card">
              <h2 className="help-title" lang={lang}>
                <Link to={postPath(a)}>{a.title}</Link>
              </h2>
              {a.description ? <p lang={lang}>{a.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state card">
          {q ? (
            <FormattedMessage id="help.noMatch" defaultMessage="No help article matches your search." />
          ) : (
            <FormattedMessage id="help.empty" defaultMessage="There are no help articles yet." />
          )}
        </p>
      )}
    </>
  );
}
