/**
 * A picker's list from the `options` GraphQL query (conditions, procedures, bill types, clinics,
 * insurers), as a TagPicker `loadList`: null asks the plain list, text the options containing it. The
 * older site's REST lists (/api/json/crud/select/*, /api/json/crud/query/*) answer from the same service.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { OptionKind } from '../../__generated__/graphql';
import type { PickerOption } from './match';
import type { OptionLoader } from './use-picker-options';

const PickerOptions = graphql(`
  query PickerOptions($kind: OptionKind!, $query: String) {
    options(kind: $kind, query: $query) {
      id
      text
    }
  }
`);

export function useOptionList(kind: OptionKind): OptionLoader {
  const client = useApolloClient();
  return useCallback(
    async (query: string | null): Promise<PickerOption[]> => {
      // Not cached: a list may change (a new insurer, a renamed condition) and searches are few.
      const { data } = await client.query({
        query: PickerOptions,
        variables: { kind, query },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The list could not be loaded.');
      return data.options.map((o) => ({ id: o.id, text: o.text }));
    },
    [client, kind],
  );
}
