import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
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

interface Draft {
  title: string;
  slug: string;
  image: string;
  description: string;
  body: string;
  isPublished: boolean;
  help: boolean;
}

const EMPTY: Draft = {
  title: '',
  slug: '',
  image: '',
  description: '',
  body: '',
  isPublished: false,
  help: false,
};

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

  const field = (name: keyof Draft, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`post-${name}`}>
        {label}
        {name === 'title' && <span className="required-mark"> (Required)</span>}
      </label>
      {input}
      {hint && (
        <p className="hint" id={`post-${name}-hint`}>
          {hint}
        </p>
      )}
      {fieldError(name) && (
        <p className="field-error" id={`post-${name}-error`}>
          {fieldError(name)}
        </p>
      )}
    </div>
  );
  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `post-${name}-hint` : '', fieldError(name) ? `post-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

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
      <form className="editor-form" onSubmit={(e) => void submit(e)} noValidate>
        {field(
          'title',
          'Title',
          <input
            id="post-title"
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            aria-invalid={Boolean(fieldError('title'))}
            aria-describedby={describedBy('title')}
            required
          />,
        )}
        {field(
          'slug',
          'Address',
          <input
            id="post-slug"
            value={draft.slug}
            onChange={(e) => set('slug', e.target.value)}
            aria-invalid={Boolean(fieldError('slug'))}
            aria-describedby={describedBy('slug', true)}
          />,
          id === null
            ? 'Lower-case words joined by hyphens, shown as /blog/post/<address>. Leave empty to make one from the title.'
            : 'Lower-case words joined by hyphens, shown as /blog/post/<address>. Leave empty to link the post by its number.',
        )}
        {field(
          'description',
          'Description',
          <input
            id="post-description"
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={Boolean(fieldError('description'))}
            aria-describedby={describedBy('description', true)}
          />,
          'One or two sentences for article lists. Left empty, the first paragraph is used.',
        )}
        {field(
          'image',
          'Image',
          <div className="editor-image">
            <input
              id="post-image"
              value={draft.image}
              onChange={(e) => set('image', e.target.value)}
              aria-invalid={Boolean(fieldError('image'))}
              aria-describedby={describedBy('image')}
            />
            <button type="button" className="button secondary" onClick={() => setPicking(true)}>
              Choose from the image library
            </button>
          </div>,
        )}
        {draft.image && <img className="editor-preview" src={draft.image} alt="Selected header image" />}
        {field(
          'body',
          'Body (Markdown)',
          <textarea
            id="post-body"
            value={draft.body}
            onChange={(e) => set('body', e.target.value)}
            aria-invalid={Boolean(fieldError('body'))}
            aria-describedby={describedBy('body', true)}
          />,
          'Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). HTML is cleaned; scripts never run.',
        )}
        <label className="check">
          <input type="checkbox" checked={draft.help} onChange={(e) => set('help', e.target.checked)} />
          List on the dashboard help page
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.isPublished}
            onChange={(e) => set('isPublished', e.target.checked)}
          />
          Published (visible to readers)
        </label>
        <div className="editor-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : 'Save post'}
          </button>
          {loaded && <Link to={postPath(loaded)}>View the post</Link>}
        </div>
      </form>
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
