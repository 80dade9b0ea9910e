import { useSyncExternalStore, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { SPACE } from '../../components/text';
import { Comments } from './Comments';
import { ShareLinks } from './ShareLinks';
import { postPath } from './PostCard';
import { useLocale } from '../../i18n/intl';
import { useDates } from './dates';
import './blog.css';

export const BlogPostQuery = graphql(`
  query BlogPost($slug: String, $id: Int) {
    blog(slug: $slug, id: $id) {
      id
      title
      slug
      image
      description
      bodyHtml
      published
      isPublished
      help
      comments {
        id
        ...CommentItem
      }
    }
    me {
      id
      isAdmin
    }
  }
`);

const noSubscription = () => () => undefined;

/** Which post the path names: /blog/post/{slug} or /blog/post/{id}/id. */
export function postKey(params: readonly string[]): { slug: string } | { id: number } | null {
  const [first, second] = params;
  if (!first) return null;
  if (second === 'id') return /^\d{1,9}$/.test(first) ? { id: Number(first) } : null;
  if (second !== undefined) return null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(first.toLowerCase()) ? { slug: first.toLowerCase() } : null;
}

/** /blog/post/{slug} (or {id}/id): the article, share links and comments. */
export default function BlogPostScreen({ match }: ScreenProps) {
  const key = postKey(match.params);
  const { data, loading, error, refetch } = useQuery(BlogPostQuery, {
    variables: key ?? {},
    skip: !key,
    errorPolicy: 'all',
  });
  const post = data?.blog;
  const navigate = useNavigate();
  // The share links' address: the server's first view (src/ssr.tsx) knows no origin, and React adopts
  // that markup with the server's value before it puts in the browser's.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const intl = useIntl();
  // The articles are written in English only so far (issue 45): a page in another language says so and
  // marks the article's words as English.
  const untranslated = useLocale() !== 'en';
  const lang = untranslated ? 'en' : undefined;
  usePageMeta(
    post?.title ??
      (key && loading
        ? intl.formatMessage({ id: 'blog.post.loadingTitle', defaultMessage: 'Article' })
        : intl.formatMessage({ id: 'blog.post.notFoundTitle', defaultMessage: 'Article not found' })),
    post?.description ??
      intl.formatMessage({
        id: 'blog.post.description',
        defaultMessage: 'An article from FairPrice Health about hospital prices and medical bills.',
      }),
  );

  // Site links inside the article body stay in the app instead of reloading the page.
  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !href.startsWith('/') || href.startsWith('//') || a.target) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };

  if (key && loading && !data)
    return (
      <Spinner
        label={intl.formatMessage({ id: 'blog.post.loading', defaultMessage: 'Loading the article' })}
      />
    );
  if (error && !post) {
    return (
      <div role="alert" className="alert alert-error">
        <FormattedMessage
          id="blog.post.loadFailed"
          defaultMessage="The article could not be loaded. Please reload to try again."
        />
      </div>
    );
  }
  if (!post) return <NotFound />;

  const url = `${origin}${postPath(post)}`;
  return (
    <article className="page post" aria-labelledby="post-title">
      <p>
        <Link to="/blog">
          <FormattedMessage id="blog.post.all" defaultMessage="All articles" />
        </Link>
      </p>
      <h1 id="post-title" lang={lang}>
        {post.title}
      </h1>
      <PostMeta
        published={post.published}
        isPublished={post.isPublished}
        editId={data?.me?.isAdmin ? post.id : undefined}
      />
      {/* The page's largest paint on a phone: fetched ahead of the scripts' modules. */}
      {post.image && (
        <img className="post-hero" src={post.image} alt="" width={1200} height={630} fetchPriority="high" />
      )}
      {untranslated && <UntranslatedNotice />}
      {/* Rendered from Markdown and sanitized on the server (strict allow-list, no script). */}
      <div
        className="post-body"
        lang={lang}
        onClick={onBodyClick}
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
      <ShareLinks url={url} title={post.title} />
      <Comments
        blogId={post.id}
        comments={post.comments}
        signedIn={Boolean(data?.me)}
        isAdmin={Boolean(data?.me?.isAdmin)}
        onChanged={() => void refetch()}
      />
    </article>
  );
}

/** The article's date, whether it is a draft, and for an admin the link to edit it. */
function PostMeta({
  published,
  isPublished,
  editId,
}: {
  published?: string | null;
  isPublished: boolean;
  editId?: number;
}) {
  const { date } = useDates();
  return (
    <p className="post-meta">
      {/* In the reader's time zone, which the server's first view (src/ssr.tsx) may not share. */}
      {published && (
        <time dateTime={published} suppressHydrationWarning>
          {date(published)}
        </time>
      )}
      {!isPublished && (
        <span className="draft-badge">
          <FormattedMessage id="blog.post.draft" defaultMessage="Draft" />
        </span>
      )}
      {editId !== undefined && (
        <>
          {SPACE}
          <FormattedMessage
            id="blog.post.edit"
            defaultMessage="· <link>Edit this post</link>"
            values={{ link: (chunks) => <Link to={`/blog/edit/${editId}`}>{chunks}</Link> }}
          />
        </>
      )}
    </p>
  );
}

/** Said above an article shown in English on a page in another language (issue 45). */
function UntranslatedNotice() {
  return (
    <p className="alert alert-info" data-testid="post-untranslated">
      <FormattedMessage
        id="blog.post.untranslated"
        defaultMessage="This article is not translated into this language yet. Here it is in English."
      />
    </p>
  );
}

function NotFound() {
  return (
    <section className="page narrow" aria-labelledby="post-missing">
      <h1 id="post-missing">
        <FormattedMessage id="blog.missing.heading" defaultMessage="We could not find that article" />
      </h1>
      <p>
        <FormattedMessage
          id="blog.missing.why"
          defaultMessage="It may have moved, or the address may be mistyped."
        />
      </p>
      <p>
        <Link to="/blog" className="button">
          <FormattedMessage id="blog.missing.all" defaultMessage="See all articles" />
        </Link>
      </p>
    </section>
  );
}
