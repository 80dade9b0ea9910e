/**
 * The upload page's GraphQL: the saved visit the form opens with, the unfinished uploads, saving the visit
 * (saveVisit, the service the REST shim's visit calls use) and discarding a draft (deleteEvent). File
 * bytes go by tus (components/uploads/tus.ts): GraphQL has no upload path.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { print } from 'graphql';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { VisitInput } from '../../__generated__/graphql';
import type { SavedVisit } from './visit-form';
import { visitPicks } from '../dashboard/fields';

/** What the form shows of a saved visit (visitValues reads it). */
export const UploadVisitFields = graphql(`
  fragment UploadVisitFields on Event {
    id
    providerName
    providerId
    ...VisitPicks
    admitted
    departed
    stars
    body
    insurance
    bills {
      id
      billType
      totalCents
      selfCents
      payInsCents
    }
    files {
      id
      text
      size
    }
  }
`);

const UploadVisitQuery = graphql(`
  query UploadVisit($id: ID!) {
    event(id: $id) {
      ...UploadVisitFields
    }
  }
`);

/** The saved visit of /upload/{visitId} (a draft too), or the server's message. */
export function useUploadVisit(id: string): { visit?: SavedVisit; error?: string } {
  const { data, error } = useQuery(UploadVisitQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const event = getFragmentData(
    UploadVisitFields,
    data?.event as FragmentType<typeof UploadVisitFields> | null | undefined,
  );
  if (error) return { error: error.message };
  if (data && !event) return { error: 'That visit was not found.' };
  return { visit: event ? { ...event, ...visitPicks(event) } : undefined };
}

const DraftVisitsQuery = graphql(`
  query UploadDraftVisits {
    draftVisits {
      id
      createdAt
      files
    }
  }
`);

/** The user's unfinished uploads (drafts with files). */
export function useDraftVisits() {
  const { data } = useQuery(DraftVisitsQuery, { fetchPolicy: 'network-only' });
  return data?.draftVisits ?? [];
}

const SaveVisit = graphql(`
  mutation UploadSaveVisit($id: ID, $input: VisitInput!) {
    saveVisit(id: $id, input: $input) {
      event {
        id
      }
    }
  }
`);

export function useSaveVisit() {
  const [mutate] = useMutation(SaveVisit);
  return useCallback(
    (id: string | null, input: VisitInput) => mutate({ variables: { id, input } }),
    [mutate],
  );
}

const DiscardDraft = graphql(`
  mutation UploadDiscardDraft($id: ID!) {
    deleteEvent(id: $id) {
      id
    }
  }
`);

export function useDiscardDraft() {
  const [mutate] = useMutation(DiscardDraft);
  return useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
}

/** The discard as a request body of its own, for a keep-alive request while the page goes. */
export const discardDraftBody = (id: string) =>
  JSON.stringify({ query: print(DiscardDraft), variables: { id } });
