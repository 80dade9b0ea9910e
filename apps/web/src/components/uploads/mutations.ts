/** The uploads' one GraphQL write (files arrive by tus, see tus.ts): deleting a file. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';

const DeleteFile = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

/** Deletes a file; `refetchQueries` (the queries that list it) are read again before it resolves. */
export function useDeleteFile(refetchQueries: string[]) {
  const [mutate, result] = useMutation(DeleteFile);
  const remove = useCallback(
    (id: string) => mutate({ variables: { id }, refetchQueries, awaitRefetchQueries: true }),
    [mutate, refetchQueries],
  );
  return [remove, result] as const;
}
