/** The blog editor's form: title, address, description, image (typed or from the library), body, flags. */
import type { FormEvent, ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { SPACE } from '../../components/text';

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

const HINTS = defineMessages({
  description: {
    id: 'blog.edit.hint.description',
    defaultMessage: 'One or two sentences for article lists. Left empty, the first paragraph is used.',
  },
  body: {
    id: 'blog.edit.hint.body',
    defaultMessage:
      'Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). HTML is cleaned; scripts never run.',
  },
});

const LABELS = defineMessages({
  title: { id: 'blog.edit.field.title', defaultMessage: 'Title' },
  slug: { id: 'blog.edit.field.slug', defaultMessage: 'Address' },
  description: { id: 'blog.edit.field.description', defaultMessage: 'Description' },
  image: { id: 'blog.edit.field.image', defaultMessage: 'Image' },
  body: { id: 'blog.edit.field.body', defaultMessage: 'Body (Markdown)' },
  preview: { id: 'blog.edit.image.preview', defaultMessage: 'Selected header image' },
  addressWord: { id: 'blog.edit.hint.addressWord', defaultMessage: 'address' },
});

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
  const intl = useIntl();
  const t = (m: (typeof LABELS)[keyof typeof LABELS] | (typeof HINTS)[keyof typeof HINTS]) =>
    intl.formatMessage(m);
  // "<address>" is given as a value: a tag written in an ICU message would be read as markup.
  const address = `<${t(LABELS.addressWord)}>`;
  const slugHint = isNew
    ? intl.formatMessage(
        {
          id: 'blog.edit.hint.slugNew',
          defaultMessage:
            'Lower-case words joined by hyphens, shown as /blog/post/{address}. Leave empty to make one from the title.',
        },
        { address },
      )
    : intl.formatMessage(
        {
          id: 'blog.edit.hint.slugOld',
          defaultMessage:
            'Lower-case words joined by hyphens, shown as /blog/post/{address}. Leave empty to link the post by its number.',
        },
        { address },
      );
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
      {field('title', t(LABELS.title), <input {...control('title')} required />)}
      {field('slug', t(LABELS.slug), <input {...control('slug', true)} />, slugHint)}
      {field(
        'description',
        t(LABELS.description),
        <input {...control('description', true)} />,
        t(HINTS.description),
      )}
      {field(
        'image',
        t(LABELS.image),
        <div className="editor-image">
          <input {...control('image')} />
          <button type="button" className="button secondary" onClick={onPickImage}>
            <FormattedMessage id="blog.edit.image.choose" defaultMessage="Choose from the image library" />
          </button>
        </div>,
      )}
      {draft.image && <img className="editor-preview" src={draft.image} alt={t(LABELS.preview)} />}
      {field('body', t(LABELS.body), <textarea {...control('body', true)} />, t(HINTS.body))}
      <PostFlags draft={draft} set={set} />
      <div className="editor-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? (
            <FormattedMessage id="blog.edit.saving" defaultMessage="Saving…" />
          ) : (
            <FormattedMessage id="blog.edit.save" defaultMessage="Save post" />
          )}
        </button>
        {savedPath && (
          <Link to={savedPath}>
            <FormattedMessage id="blog.edit.view" defaultMessage="View the post" />
          </Link>
        )}
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
        {name === 'title' && (
          <span className="required-mark">
            {SPACE}
            <FormattedMessage id="forms.field.required" defaultMessage="(Required)" />
          </span>
        )}
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
        <FormattedMessage id="blog.edit.flag.help" defaultMessage="List on the dashboard help page" />
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.isPublished}
          onChange={(e) => set('isPublished', e.target.checked)}
        />
        <FormattedMessage id="blog.edit.flag.published" defaultMessage="Published (visible to readers)" />
      </label>
    </>
  );
}
