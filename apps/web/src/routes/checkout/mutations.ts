/** The test checkout's one write: the stand-in payment page marks its session paid. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';

const Complete = graphql(`
  mutation TestCheckoutComplete($sessionId: ID!) {
    completeTestCheckout(sessionId: $sessionId) {
      id
      paid
    }
  }
`);

export function useCompleteTestCheckout() {
  const [mutate, result] = useMutation(Complete);
  const complete = useCallback((sessionId: string) => mutate({ variables: { sessionId } }), [mutate]);
  return [complete, result] as const;
}
