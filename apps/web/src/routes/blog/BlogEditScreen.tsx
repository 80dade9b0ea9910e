import { useEffect, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ScreenProps } from '../../router/RouteView';
import { Link } from '../../router/Link';
import { useNavigate } from '../../router/Router';
import { usePageMeta } from '../../lib/meta';
import { Spinner } from '../../components/Spinner';
import { ImageLibrary } from '../../components/ImageLibrary';
import { useSaveBlog } from './mutations';
import { postPath } from './PostCard';
import { EMPTY, PostForm, type Draft } from './PostForm';
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

/** Message and per-field messages from a failed mutation. */
function describeError(err: unknown): { message: string; fields: Record<string, string> } {
  if (CombinedGraphQLErrors.is(err)) {
    const first = err.errors[0];
    return {
      message: first?.message ?? 'The post could not be saved.',
      fields: (first?.extensions?.fields as Record<string, string> | undefined) ?? {},
    };
  }
  return { message: err instanceof Error ? err.message : 'The post could not be saved.', fields: {} };
}

/** /blog/edit and /blog/edit/{id}: admins write and edit posts (Markdown body, image from the library). */
export default function BlogEditScreen({ match }: ScreenProps) {
  const raw = match.params[0];
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  usePageMeta(id ? 'Edit post' : 'Write a post', 'The editor for FairPrice Health articles.');
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(EditorQuery, {
    variables: { id, withPost: id !== null },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [save, { loading: saving }] = useSaveBlog();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [picking, setPicking] = useState(false);

  const loaded = data?.blog;
  useEffect(() => {
    if (!loaded) return;
    setDraft({
      title: loaded.title,
      slug: loaded.slug ?? '',
      image: loaded.image ?? '',
      description: loaded.description,
      body: loaded.body,
      isPublished: loaded.isPublished,
      help: loaded.help,
    });
  }, [loaded]);

  if (loading && !data) return <Spinner label="Loading the editor" />;
  if (!data?.me?.isAdmin) {
    return (
      <section className="page narrow" aria-labelledby="editor-title">
        <h1 id="editor-title">Editors only</h1>
        <p>Only editors can write posts. {data?.me ? '' : 'Please sign in with an editor account.'}</p>
        <p>
          <Link to="/blog">Read the articles</Link>
        </p>
      </section>
    );
  }
  if (id !== null && !loaded) {
    return (
      <section className="page narrow" aria-labelledby="editor-title">
        <h1 id="editor-title">We could not find that post</h1>
        {error && <p className="muted">{error.message}</p>}
        <p>
          <Link to="/blog/edit">Write a new post</Link>
        </p>
      </section>
    );
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldError = (name: string) => problem?.fields[name];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!draft.title.trim()) {
      setProblem({ message: 'Please give the post a title.', fields: { title: 'A title is required.' } });
      return;
    }
    setProblem(null);
    try {
      const result = await save({
        id: id ?? undefined,
        title: draft.title,
        // A new post without an address gets one made from its title; clearing it on an existing
        // post removes it (the post is then linked by its number).
        slug: id === null && !draft.slug.trim() ? undefined : draft.slug.trim(),
        image: draft.image.trim() || null,
        description: draft.description,
        body: draft.body,
        isPublished: draft.isPublished,
        help: draft.help,
      });
      const saved = result.data?.saveBlog;
      if (saved) navigate(postPath(saved));
    } catch (err) {
      setProblem(describeError(err));
    }
  };

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
        fieldError={fieldError}
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
