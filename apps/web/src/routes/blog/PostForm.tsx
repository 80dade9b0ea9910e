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

type TextName = 'title' | 'slug' | 'image' | 'description' | 'body';

const HINTS = {
  slugNew:
    'Lower-case words joined by hyphens, shown as /blog/post/<address>. Leave empty to make one from the title.',
  slugOld:
    'Lower-case words joined by hyphens, shown as /blog/post/<address>. Leave empty to link the post by its number.',
  description: 'One or two sentences for article lists. Left empty, the first paragraph is used.',
  body: 'Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). HTML is cleaned; scripts never run.',
};

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
  /** What every text control of the draft carries: its id, value, and the messages that describe it. */
  const control = (name: TextName, hint = false) => ({
    id: `post-${name}`,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    'aria-invalid': Boolean(fieldError(name)),
    'aria-describedby':
      [hint ? `post-${name}-hint` : '', fieldError(name) ? `post-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const field = (name: TextName, label: string, input: ReactNode, hint?: string) => (
    <PostField name={name} label={label} hint={hint} error={fieldError(name)}>
      {input}
    </PostField>
  );

  return (
    <form className="editor-form" onSubmit={onSubmit} noValidate>
      {field('title', 'Title', <input {...control('title')} required />)}
      {field('slug', 'Address', <input {...control('slug', true)} />, isNew ? HINTS.slugNew : HINTS.slugOld)}
      {field('description', 'Description', <input {...control('description', true)} />, HINTS.description)}
      {field(
        'image',
        'Image',
        <div className="editor-image">
          <input {...control('image')} />
          <button type="button" className="button secondary" onClick={onPickImage}>
            Choose from the image library
          </button>
        </div>,
      )}
      {draft.image && <img className="editor-preview" src={draft.image} alt="Selected header image" />}
      {field('body', 'Body (Markdown)', <textarea {...control('body', true)} />, HINTS.body)}
      <PostFlags draft={draft} set={set} />
      <div className="editor-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save post'}
        </button>
        {savedPath && <Link to={savedPath}>View the post</Link>}
      </div>
    </form>
  );
}

/** One labelled control with its hint and the server's message for it. */
function PostField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: TextName;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`post-${name}`}>
        {label}
        {name === 'title' && <span className="required-mark"> (Required)</span>}
      </label>
      {children}
      {hint && (
        <p className="hint" id={`post-${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`post-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The two check boxes: listed on the help page, and published. */
function PostFlags({ draft, set }: Pick<PostFormProps, 'draft' | 'set'>) {
  return (
    <>
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
    </>
  );
}
