/** The price map's one write: the session remembers the visitor's place and condition. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { GeoSessionInput } from '../../__generated__/graphql';

const SaveGeo = graphql(`
  mutation MapSaveGeo($input: GeoSessionInput!) {
    setGeoSession(input: $input) {
      searchCount
    }
  }
`);

/**
 * Saves the place or condition to the session. Fire and forget: a failed save only means the next visit
 * starts from the default, so it is not shown.
 */
export function useSaveGeo(): (input: GeoSessionInput) => void {
  const [save] = useMutation(SaveGeo);
  return useCallback((input) => void save({ variables: { input } }).catch(() => undefined), [save]);
}
