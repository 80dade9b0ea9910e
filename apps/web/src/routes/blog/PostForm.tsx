/** The blog editor's form: title, address, description, image (typed or from the library), body, flags. */
import type { FormEvent, ReactNode } from 'react';
import { Link } from '../../router/Link';

export interface Draft {
  title: string;
  slug: string;
  image: string;
  description: string;
  body: string;
  isPublished: boolean;
  help: boolean;
}

export const EMPTY: Draft = {
  title: '',
  slug: '',
  image: '',
  description: '',
  body: '',
  isPublished: false,
  help: false,
};

export interface PostFormProps {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** The server's message for a field, if it refused it. */
  fieldError: (name: string) => string | undefined;
  /** A new post (its address may be left empty to be made from the title). */
  isNew: boolean;
  saving: boolean;
  /** The saved post's address, for "View the post". */
  savedPath: string | null;
  onSubmit: (e: FormEvent) => void;
  onPickImage: () => void;
}

export function PostForm({
  draft,
  set,
  fieldError,
  isNew,
  saving,
  savedPath,
  onSubmit,
  onPickImage,
}: PostFormProps) {
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
    <form className="editor-form" onSubmit={onSubmit} noValidate>
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
        isNew
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
          <button type="button" className="button secondary" onClick={onPickImage}>
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
        {savedPath && <Link to={savedPath}>View the post</Link>}
      </div>
    </form>
  );
}
