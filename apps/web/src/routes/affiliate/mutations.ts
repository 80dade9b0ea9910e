/** The affiliate page's one write: the postal address the payouts are sent to. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { AddressInput } from '../../__generated__/graphql';

const UpdateAddress = graphql(`
  mutation AffiliateUpdateAddress($input: AddressInput!) {
    updateAddress(input: $input) {
      id
      firstName
      lastName
      address
      address2
      city
      state
      zip
    }
  }
`);

export function useUpdateAddress() {
  const [mutate, result] = useMutation(UpdateAddress);
  const save = useCallback((input: AddressInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}
