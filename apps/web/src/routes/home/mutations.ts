/** The home page's one write: the bill wizard saves the visit with its first bill. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { EventInput } from '../../__generated__/graphql';

const WizardSaveEvent = graphql(`
  mutation WizardSaveEvent($input: EventInput!) {
    saveEvent(input: $input) {
      event {
        id
        name
        totalCents
        billCount
      }
    }
  }
`);

/** Saves the visit; the dashboard's event list and totals are read again. */
export function useWizardSaveEvent() {
  const [mutate, result] = useMutation(WizardSaveEvent, {
    refetchQueries: ['DashboardEvents', 'DashboardOverview'],
  });
  const save = useCallback((input: EventInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}
