/** The blog's writes: a reader's comment, an editor hiding one, and saving a post. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { BlogInput } from '../../__generated__/graphql';

const AddComment = graphql(`
  mutation AddComment($blogId: Int!, $body: String!) {
    addComment(blogId: $blogId, body: $body) {
      id
      ...CommentItem
    }
  }
`);

export function useAddComment() {
  const [mutate, result] = useMutation(AddComment);
  const add = useCallback(
    (blogId: number, body: string) => mutate({ variables: { blogId, body } }),
    [mutate],
  );
  return [add, result] as const;
}

const HideComment = graphql(`
  mutation HideComment($id: ID!, $hidden: Boolean!) {
    hideComment(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);

export function useHideComment() {
  const [mutate, result] = useMutation(HideComment);
  const hide = useCallback((id: string, hidden: boolean) => mutate({ variables: { id, hidden } }), [mutate]);
  return [hide, result] as const;
}

const SaveBlog = graphql(`
  mutation SaveBlog($input: BlogInput!) {
    saveBlog(input: $input) {
      id
      slug
      title
      isPublished
    }
  }
`);

export function useSaveBlog() {
  const [mutate, result] = useMutation(SaveBlog);
  const save = useCallback((input: BlogInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}
