import { useState } from 'react';
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

/** /blog/edit and /blog/edit/{id}: admins write and edit posts (Markdown body, image from the library). */
export default function BlogEditScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  usePageMeta(id ? 'Edit post' : 'Write a post', 'The editor for FairPrice Health articles.');
  const { data, loading, error } = useQuery(EditorQuery, {
    variables: { id, withPost: id !== null },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const loaded = data?.blog;
  const { draft, set, problem, saving, submit } = usePostEditor(id, loaded);
  const [picking, setPicking] = useState(false);

  if (loading && !data) return <Spinner label="Loading the editor" />;
  if (!data?.me?.isAdmin) return <EditorsOnly signedIn={Boolean(data?.me)} />;
  if (id !== null && !loaded) return <PostNotFound message={error?.message} />;

  return (
    <section className="page narrow" aria-labelledby="editor-title">
      <p>
        <Link to="/blog">All articles</Link>
      </p>
      <h1 id="editor-title">{id ? 'Edit post' : 'Write a post'}</h1>
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
      <h1 id="editor-title">Editors only</h1>
      <p>Only editors can write posts. {signedIn ? '' : 'Please sign in with an editor account.'}</p>
      <p>
        <Link to="/blog">Read the articles</Link>
      </p>
    </section>
  );
}

/** Shown when /blog/edit/{id} names no post. */
function PostNotFound({ message }: { message?: string }) {
  return (
    <section className="page narrow" aria-labelledby="editor-title">
      <h1 id="editor-title">We could not find that post</h1>
      {message && <p className="muted">{message}</p>}
      <p>
        <Link to="/blog/edit">Write a new post</Link>
      </p>
    </section>
  );
}
