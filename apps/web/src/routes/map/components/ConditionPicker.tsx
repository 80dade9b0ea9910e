import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useDebounced } from '../hooks';
import { Combobox } from './Combobox';

/** The chosen condition, as the map needs it. */
export interface ConditionChoice {
  id: number;
  name: string;
  slug: string;
}

const ConditionOptions = graphql(`
  query MapConditionOptions($query: String, $limit: Int) {
    diagnoses(query: $query, limit: $limit) {
      id
      name
      slug
      common
    }
  }
`);

/** Condition selector with type-ahead; common conditions are offered before anything is typed. */
export function ConditionPicker({
  value,
  onChange,
}: {
  value: ConditionChoice | null;
  onChange: (c: ConditionChoice) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? value?.name ?? '';
  // While the box shows the chosen name, offer the common conditions rather than that one name.
  const query = useDebounced(text === null || text === value?.name ? '' : text.trim(), 150);
  const { data, loading } = useQuery(ConditionOptions, {
    variables: { query: query || null, limit: 12 },
  });
  const options = data?.diagnoses ?? [];
  return (
    <Combobox
      label="Condition"
      value={shown}
      placeholder="Type a condition, e.g. pneumonia"
      onInputChange={setText}
      options={options}
      optionKey={(o) => String(o.id)}
      optionText={(o) => o.name}
      onSelect={(o) => {
        setText(null);
        onChange({ id: o.id, name: o.name, slug: o.slug });
      }}
      onAbandon={() => setText(null)}
      loading={loading && !!query}
      emptyText="No condition matches. Try another word."
      inputTestId="condition-input"
    />
  );
}
