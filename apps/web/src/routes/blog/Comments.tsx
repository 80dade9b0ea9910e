/**
 * The comments block of a post: visible comments, oldest first (admins also see hidden ones, with a
 * button to hide or show each); signed-in readers write plain-text comments; others get a sign-in link.
 */
import { useState, type FormEvent } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Link } from '../../router/Link';
import { formatDateTime } from './dates';
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
  const [body, setBody] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [add, { loading: adding }] = useAddComment();
  const [hide] = useHideComment();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return; // double-submit guard
    if (!body.trim()) {
      setMessage({ kind: 'error', text: 'Please write a comment first.' });
      return;
    }
    try {
      await add(blogId, body);
      setBody('');
      setMessage({ kind: 'success', text: 'Thank you, your comment is posted.' });
      onChanged();
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof Error ? err.message : 'Your comment could not be posted.',
      });
    }
  };

  const toggle = async (id: string, hidden: boolean) => {
    try {
      await hide(id, hidden);
      onChanged();
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof Error ? err.message : 'The comment could not be changed.',
      });
    }
  };

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="comment-list">
          {comments.map((c) => (
            <li key={c.id} className={`comment${c.hidden ? ' is-hidden' : ''}`}>
              <div className="comment-head">
                <strong>{c.authorName}</strong>
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                {c.hidden && <span className="hidden-badge">Hidden</span>}
                {isAdmin && (
                  <button type="button" className="link-button" onClick={() => void toggle(c.id, !c.hidden)}>
                    {c.hidden ? 'Show' : 'Hide'}
                    <span className="visually-hidden"> the comment by {c.authorName}</span>
                  </button>
                )}
              </div>
              {/* Plain text: React escapes it, and pre-wrap keeps the writer's line breaks. */}
              <p className="comment-body">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {message && (
        <div role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>
          {message.text}
        </div>
      )}
      {signedIn ? (
        <form className="comment-form" onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor="comment-body">Your comment</label>
          <textarea
            id="comment-body"
            value={body}
            maxLength={COMMENT_MAX}
            onChange={(e) => setBody(e.target.value)}
            aria-describedby="comment-hint"
          />
          <p id="comment-hint" className="muted">
            Plain text, up to {COMMENT_MAX} characters. Please leave out personal and medical details.
          </p>
          <button type="submit" className="button" disabled={adding}>
            {adding ? 'Posting…' : 'Post comment'}
          </button>
        </form>
      ) : (
        <p>
          <Link to="/account">Sign in</Link> to comment.
        </p>
      )}
    </section>
  );
}
