/** The contact page's writes: a message to the team, and a request for access. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { AccessRequestInput, ContactMessageInput } from '../../__generated__/graphql';

const Contact = graphql(`
  mutation ContactSend($input: ContactMessageInput!) {
    contact(input: $input) {
      ok
    }
  }
`);

export function useSendContactMessage() {
  const [mutate, result] = useMutation(Contact);
  const send = useCallback((input: ContactMessageInput) => mutate({ variables: { input } }), [mutate]);
  return [send, result] as const;
}

const RequestAccess = graphql(`
  mutation ContactRequestAccess($input: AccessRequestInput!) {
    requestAccess(input: $input) {
      ok
      message
    }
  }
`);

export function useRequestAccess() {
  const [mutate, result] = useMutation(RequestAccess);
  const request = useCallback((input: AccessRequestInput) => mutate({ variables: { input } }), [mutate]);
  return [request, result] as const;
}
