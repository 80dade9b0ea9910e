import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { ImageLibrary } from '../../components/ImageLibrary';
import { postPath } from './PostCard';
import { PostForm } from './PostForm';
import { usePostEditor } from './usePostEditor';
import './blog.css';

const EditorQuery = graphql(`
  query BlogEditor($id: Int, $withPost: Boolean!) {
    me {
      id
      isAdmin
    }
    blog(id: $id) @include(if: $withPost) {
      id
      title
      slug
      image
      description
      body
      isPublished
      help
    }
  }
`);

const M = defineMessages({
  edit: { id: 'blog.edit.title.edit', defaultMessage: 'Edit post' },
  write: { id: 'blog.edit.title.write', defaultMessage: 'Write a post' },
  description: { id: 'blog.edit.description', defaultMessage: 'The editor for FairPrice Health articles.' },
  loading: { id: 'blog.edit.loading', defaultMessage: 'Loading the editor' },
});

/** /blog/edit and /blog/edit/{id}: admins write and edit posts (Markdown body, image from the library). */
export default function BlogEditScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const intl = useIntl();
  const title = intl.formatMessage(id ? M.edit : M.write);
  usePageMeta(title, intl.formatMessage(M.description));
  const { data, loading, error } = useQuery(EditorQuery, {
    variables: { id, withPost: id !== null },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const loaded = data?.blog;
  const { draft, set, problem, saving, submit } = usePostEditor(id, loaded);
  const [picking, setPicking] = useState(false);

  if (loading && !data) return <Spinner label={intl.formatMessage(M.loading)} />;
  if (!data?.me?.isAdmin) return <EditorsOnly signedIn={Boolean(data?.me)} />;
  if (id !== null && !loaded) return <PostNotFound message={error?.message} />;

  return (
    <section className="page narrow" aria-labelledby="editor-title">
      <p>
        <Link to="/blog">
          <FormattedMessage id="blog.edit.allArticles" defaultMessage="All articles" />
        </Link>
      </p>
      <h1 id="editor-title">{title}</h1>
      {problem && (
        <div role="alert" className="alert alert-error">
          {problem.message}
        </div>
      )}
      <PostForm
        draft={draft}
        set={set}
        fieldError={(name) => problem?.fields[name]}
        isNew={id === null}
        saving={saving}
        savedPath={loaded ? postPath(loaded) : null}
        onSubmit={(e) => void submit(e)}
        onPickImage={() => setPicking(true)}
      />
      <ImageLibrary
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(img) => {
          set('image', img.url);
        }}
      />
    </section>
  );
}

/** Shown to readers who are not editors. */
function EditorsOnly({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page narrow" aria-labelledby="editor-title">
      <h1 id="editor-title">
        <FormattedMessage id="blog.edit.editorsOnly.title" defaultMessage="Editors only" />
      </h1>
      <p>
        {signedIn ? (
          <FormattedMessage id="blog.edit.editorsOnly.body" defaultMessage="Only editors can write posts." />
        ) : (
          <FormattedMessage
            id="blog.edit.editorsOnly.signIn"
            defaultMessage="Only editors can write posts. Please sign in with an editor account."
          />
        )}
      </p>
      <p>
        <Link to="/blog">
          <FormattedMessage id="blog.edit.editorsOnly.read" defaultMessage="Read the articles" />
        </Link>
      </p>
    </section>
  );
}

/** Shown when /blog/edit/{id} names no post. */
function PostNotFound({ message }: { message?: string }) {
  return (
    <section className="page narrow" aria-labelledby="editor-title">
      <h1 id="editor-title">
        <FormattedMessage id="blog.edit.notFound.title" defaultMessage="We could not find that post" />
      </h1>
      {message && <p className="muted">{message}</p>}
      <p>
        <Link to="/blog/edit">
          <FormattedMessage id="blog.edit.notFound.write" defaultMessage="Write a new post" />
        </Link>
      </p>
    </section>
  );
}
