/**
 * The comments block of a post: visible comments, oldest first (admins also see hidden ones, with a
 * button to hide or show each); signed-in readers write plain-text comments; others get a sign-in link.
 */
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { CommentItemFragment } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { useDates } from './dates';
import { useAddComment, useHideComment } from './mutations';

export const CommentFragment = graphql(`
  fragment CommentItem on BlogComment {
    id
    authorName
    body
    createdAt
    hidden
  }
`);

const COMMENT_MAX = 2000;

const M = defineMessages({
  changeFailed: { id: 'blog.comments.changeFailed', defaultMessage: 'The comment could not be changed.' },
  empty: { id: 'blog.comments.empty', defaultMessage: 'Please write a comment first.' },
  posted: { id: 'blog.comments.posted', defaultMessage: 'Thank you, your comment is posted.' },
  postFailed: { id: 'blog.comments.postFailed', defaultMessage: 'Your comment could not be posted.' },
});

type Message = { kind: 'error' | 'success'; text: string };

/** The message for a failed call: the server's, else `fallback`. */
const failure = (err: unknown, fallback: string): Message => ({
  kind: 'error',
  text: err instanceof Error ? err.message : fallback,
});

export function Comments({
  blogId,
  comments: refs,
  signedIn,
  isAdmin,
  onChanged,
}: {
  blogId: number;
  comments: readonly FragmentType<typeof CommentFragment>[];
  signedIn: boolean;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const comments = getFragmentData(CommentFragment, refs);
  const intl = useIntl();
  const [message, setMessage] = useState<Message | null>(null);
  const [hide] = useHideComment();

  const toggle = async (id: string, hidden: boolean) => {
    try {
      await hide(id, hidden);
      onChanged();
    } catch (err) {
      setMessage(failure(err, intl.formatMessage(M.changeFailed)));
    }
  };

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        <FormattedMessage id="blog.comments.heading" defaultMessage="Comments" />
      </h2>
      {comments.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="blog.comments.none" defaultMessage="No comments yet." />
        </p>
      ) : (
        <ol className="comment-list">
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              isAdmin={isAdmin}
              onToggle={() => void toggle(c.id, !c.hidden)}
            />
          ))}
        </ol>
      )}
      {message && (
        <div role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>
          {message.text}
        </div>
      )}
      {signedIn ? (
        <CommentForm blogId={blogId} onMessage={setMessage} onChanged={onChanged} />
      ) : (
        <p>
          <FormattedMessage
            id="blog.comments.signIn"
            defaultMessage="<link>Sign in</link> to comment."
            values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
          />
        </p>
      )}
    </section>
  );
}

/** One comment; admins get a button to hide or show it. */
function CommentItem({
  comment: c,
  isAdmin,
  onToggle,
}: {
  comment: CommentItemFragment;
  isAdmin: boolean;
  onToggle: () => void;
}) {
  const { dateTime } = useDates();
  return (
    <li className={`comment${c.hidden ? ' is-hidden' : ''}`}>
      <div className="comment-head">
        <strong translate="no">{c.authorName}</strong>
        <time dateTime={c.createdAt}>{dateTime(c.createdAt)}</time>
        {c.hidden && (
          <span className="hidden-badge">
            <FormattedMessage id="blog.comments.hidden" defaultMessage="Hidden" />
          </span>
        )}
        {isAdmin && (
          <button type="button" className="link-button" onClick={onToggle}>
            <FormattedMessage
              id="blog.comments.toggle"
              defaultMessage="{hidden, select, true {Show} other {Hide}}<sr> the comment by {name}</sr>"
              values={{
                hidden: String(c.hidden),
                name: c.authorName,
                sr: (chunks) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          </button>
        )}
      </div>
      {/* Plain text: React escapes it, and pre-wrap keeps the writer's line breaks. */}
      <p className="comment-body" translate="no">
        {c.body}
      </p>
    </li>
  );
}

/** A signed-in reader's new comment; the outcome is told through `onMessage`. */
function CommentForm({
  blogId,
  onMessage,
  onChanged,
}: {
  blogId: number;
  onMessage: (message: Message) => void;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [add, { loading: adding }] = useAddComment();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return; // double-submit guard
    if (!body.trim()) {
      onMessage({ kind: 'error', text: intl.formatMessage(M.empty) });
      return;
    }
    try {
      await add(blogId, body);
      setBody('');
      onMessage({ kind: 'success', text: intl.formatMessage(M.posted) });
      onChanged();
    } catch (err) {
      onMessage(failure(err, intl.formatMessage(M.postFailed)));
    }
  };

  return (
    <form className="comment-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="comment-body">
        <FormattedMessage id="blog.comments.label" defaultMessage="Your comment" />
      </label>
      <textarea
        id="comment-body"
        value={body}
        maxLength={COMMENT_MAX}
        onChange={(e) => setBody(e.target.value)}
        aria-describedby="comment-hint"
      />
      <p id="comment-hint" className="muted">
        <FormattedMessage
          id="blog.comments.hint"
          defaultMessage="Plain text, up to {max} characters. Please leave out personal and medical details."
          values={{ max: COMMENT_MAX }}
        />
      </p>
      <button type="submit" className="button" disabled={adding}>
        {adding ? (
          <FormattedMessage id="blog.comments.posting" defaultMessage="Posting…" />
        ) : (
          <FormattedMessage id="blog.comments.post" defaultMessage="Post comment" />
        )}
      </button>
    </form>
  );
}
