/** A post in a list: image, title, date (MM/DD/YYYY), description and Read more. */
import { FormattedMessage } from 'react-intl';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Link } from '../../router/Link';
import { useLocale } from '../../i18n/intl';
import { useDates } from './dates';

export const PostCardFragment = graphql(`
  fragment PostCard on Blog {
    id
    title
    slug
    image
    description
    published
    isPublished
  }
`);

/** /blog/post/{slug}, or /blog/post/{id}/id for a post without a slug. */
export const postPath = (post: { id: number; slug?: string | null }) =>
  post.slug ? `/blog/post/${post.slug}` : `/blog/post/${post.id}/id`;

export function PostCard({
  post: ref,
  headingLevel = 2,
  first = false,
}: {
  post: FragmentType<typeof PostCardFragment>;
  headingLevel?: 2 | 3;
  /**
   * The list's first card, whose image is on a phone's first screen (the page's largest paint): fetched
   * with the page, not lazily after layout (bench:lighthouse's LCP on /blog).
   */
  first?: boolean;
}) {
  const post = getFragmentData(PostCardFragment, ref);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { date } = useDates();
  // The articles are written in English only so far (issue 45): their words say so to a reader's tools.
  const lang = useLocale() === 'en' ? undefined : 'en';
  return (
    <article className="post-card card">
      {post.image && (
        <img
          className="post-card-image"
          src={post.image}
          alt=""
          width={600}
          height={315}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      )}
      <Heading className="post-card-title" lang={lang}>
        {post.title}
      </Heading>
      <p className="post-card-date">
        {/* In the reader's time zone, which the server's first view (src/ssr.tsx) may not share. */}
        {post.published ? (
          <time dateTime={post.published} suppressHydrationWarning>
            {date(post.published)}
          </time>
        ) : null}
        {!post.isPublished && (
          <span className="draft-badge">
            <FormattedMessage id="blog.post.draft" defaultMessage="Draft" />
          </span>
        )}
      </p>
      <p className="post-card-desc" lang={lang}>
        {post.description}
      </p>
      <Link to={postPath(post)} className="read-more">
        <FormattedMessage
          id="blog.card.readMore"
          defaultMessage="Read more<hidden>: {title}</hidden>"
          values={{
            title: <span lang={lang}>{post.title}</span>,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          }}
        />
      </Link>
    </article>
  );
}
