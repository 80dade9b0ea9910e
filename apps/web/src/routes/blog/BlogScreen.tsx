import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { PostCard } from './PostCard';
import './blog.css';

export const BlogListQuery = graphql(`
  query BlogList {
    blogs(limit: 100, includeDrafts: true) {
      id
      ...PostCard
    }
    me {
      id
      isAdmin
    }
  }
`);

/** /blog: every published article, newest first (admins also see their drafts, marked as such). */
export default function BlogScreen() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'blog.list.title', defaultMessage: 'Articles' }),
    intl.formatMessage({
      id: 'blog.list.description',
      defaultMessage:
        'Plain-language guides to US hospital prices and medical bills: reading an itemized bill, MS-DRGs, cash prices, disputes and your rights.',
    }),
  );
  // errorPolicy all: the list still shows if the optional viewer part fails.
  const { data, loading, error } = useQuery(BlogListQuery, { errorPolicy: 'all' });
  return (
    <section className="page" aria-labelledby="blog-title">
      <h1 id="blog-title">
        <FormattedMessage id="blog.list.heading" defaultMessage="Articles" />
      </h1>
      <p className="lead">
        <FormattedMessage
          id="blog.list.lead"
          defaultMessage="Guides to hospital prices, medical bills and your rights as a patient."
        />
      </p>
      {data?.me?.isAdmin && (
        <p>
          <Link to="/blog/edit" className="button">
            <FormattedMessage id="blog.list.write" defaultMessage="Write a post" />
          </Link>
        </p>
      )}
      {error && !data?.blogs && (
        <div role="alert" className="alert alert-error">
          <FormattedMessage
            id="blog.list.loadFailed"
            defaultMessage="The articles could not be loaded. Please reload to try again."
          />
        </div>
      )}
      {loading && !data ? (
        <Spinner
          label={intl.formatMessage({ id: 'blog.list.loading', defaultMessage: 'Loading articles' })}
        />
      ) : data?.blogs.length ? (
        <ul className="post-grid" data-testid="post-list">
          {data.blogs.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} first={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        !(error && !data?.blogs) && (
          <p className="empty-state">
            <FormattedMessage id="blog.list.empty" defaultMessage="No content available at this time." />
          </p>
        )
      )}
    </section>
  );
}
