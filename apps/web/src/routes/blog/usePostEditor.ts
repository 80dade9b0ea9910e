/** The post editor's state: the draft (filled from the post loaded for editing) and saving it. */
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { BlogEditorQuery, BlogInput } from '../../__generated__/graphql';
import { useNavigate } from '../../router/Router';
import { useSaveBlog } from './mutations';
import { postPath } from './PostCard';
import { EMPTY, type Draft } from './PostForm';

const M = defineMessages({
  notSaved: { id: 'blog.edit.error.notSaved', defaultMessage: 'The post could not be saved.' },
  titleMissing: { id: 'blog.edit.error.titleMissing', defaultMessage: 'Please give the post a title.' },
  titleRequired: { id: 'blog.edit.error.titleRequired', defaultMessage: 'A title is required.' },
});

export interface Problem {
  message: string;
  fields: Record<string, string>;
}

/** Message and per-field messages from a failed mutation. */
function describeError(err: unknown, notSaved: string): Problem {
  if (CombinedGraphQLErrors.is(err)) {
    const first = err.errors[0];
    return {
      message: first?.message ?? notSaved,
      fields: (first?.extensions?.fields as Record<string, string> | undefined) ?? {},
    };
  }
  return { message: err instanceof Error ? err.message : notSaved, fields: {} };
}

/** The input saveBlog gets for a draft; `id` is null for a new post. */
function blogInput(draft: Draft, id: number | null): BlogInput {
  return {
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
  };
}

/** `id` is the post being edited (null for a new one), `loaded` that post as the editor's query answered it. */
export function usePostEditor(id: number | null, loaded: BlogEditorQuery['blog']) {
  const navigate = useNavigate();
  const intl = useIntl();
  const [save, { loading: saving }] = useSaveBlog();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);

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

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!draft.title.trim()) {
      setProblem({
        message: intl.formatMessage(M.titleMissing),
        fields: { title: intl.formatMessage(M.titleRequired) },
      });
      return;
    }
    setProblem(null);
    try {
      const result = await save(blogInput(draft, id));
      const saved = result.data?.saveBlog;
      if (saved) navigate(postPath(saved));
    } catch (err) {
      setProblem(describeError(err, intl.formatMessage(M.notSaved)));
    }
  };

  return { draft, set, problem, saving, submit };
}
