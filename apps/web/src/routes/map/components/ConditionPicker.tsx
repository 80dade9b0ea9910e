import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { groupThousands } from '@fp/domain';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { graphql } from '../../../__generated__';
import { useIdle } from '../../../lib/idle';
import { useDebounced } from '../hooks';
import { Combobox } from './Combobox';

/** The chosen condition, as the map needs it. */
export interface ConditionChoice {
  id: number;
  name: string;
  slug: string;
}

const ConditionOptions = graphql(`
  query MapConditionOptions($query: String, $limit: Int, $lat: Float!, $lng: Float!, $near: Boolean!) {
    diagnoses(query: $query, limit: $limit) {
      id
      name
      slug
      common
      pricedHospitals
      pricedHospitalsNear(lat: $lat, lng: $lng) @include(if: $near)
    }
  }
`);

/** The place the picker counts hospitals near (the map's chosen place). */
export interface PickerPlace {
  lat: number;
  lng: number;
  city?: string | null;
  label: string;
}

const COVERAGE = defineMessages<{
  national: { count: number; countText: string };
  near: { count: number; countText: string; place: string; national: string };
  noneNear: { place: string; national: string };
}>({
  national: {
    id: 'map.condition.national',
    defaultMessage: '{count, plural, one {{countText} hospital} other {{countText} hospitals}} in the US',
  },
  near: {
    id: 'map.condition.near',
    defaultMessage:
      '{count, plural, one {{countText} hospital} other {{countText} hospitals}} near {place} · {national}',
  },
  noneNear: { id: 'map.condition.noneNear', defaultMessage: 'None near {place} · {national}' },
});

const M = defineMessages({
  none: { id: 'map.condition.noFigures', defaultMessage: 'No Medicare figures' },
  label: { id: 'map.condition.label', defaultMessage: 'Condition' },
  placeholder: { id: 'map.condition.placeholder', defaultMessage: 'Type a condition, e.g. pneumonia' },
  empty: { id: 'map.condition.empty', defaultMessage: 'No condition matches. Try another word.' },
});

/**
 * What the data holds for an option: hospitals with figures near the place and in the whole country, or
 * that there are no Medicare figures at all (the map then says why and what there is instead).
 */
export function coverageText(
  intl: IntlShape,
  o: { pricedHospitals: number; pricedHospitalsNear?: number | null },
  place: PickerPlace | null,
): string {
  if (o.pricedHospitals === 0) return intl.formatMessage(M.none);
  const national = intl.formatMessage(COVERAGE.national, {
    count: o.pricedHospitals,
    countText: groupThousands(o.pricedHospitals),
  });
  if (!place || o.pricedHospitalsNear == null) return national;
  const where = place.city ?? place.label;
  return o.pricedHospitalsNear > 0
    ? intl.formatMessage(COVERAGE.near, {
        count: o.pricedHospitalsNear,
        countText: groupThousands(o.pricedHospitalsNear),
        place: where,
        national,
      })
    : intl.formatMessage(COVERAGE.noneNear, { place: where, national });
}

/**
 * Condition selector with type-ahead; common conditions are offered before anything is typed. Each
 * option says where it has figures: near the chosen place, nationally, or none.
 */
export function ConditionPicker({
  value,
  onChange,
  place = null,
}: {
  value: ConditionChoice | null;
  onChange: (c: ConditionChoice) => void;
  place?: PickerPlace | null;
}) {
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? value?.name ?? '';
  // While the box shows the chosen name, offer the common conditions rather than that one name.
  const query = useDebounced(text === null || text === value?.name ? '' : text.trim(), 150);
  // The options are asked once the page is idle after its first drawing (lib/idle.tsx), or as soon as
  // the visitor enters the box: the list the box offers is not part of the first view.
  const idle = useIdle();
  const [entered, setEntered] = useState(false);
  const { data, loading } = useQuery(ConditionOptions, {
    skip: !idle && !entered && text === null,
    variables: {
      query: query || null,
      limit: 12,
      lat: place?.lat ?? 0,
      lng: place?.lng ?? 0,
      near: Boolean(place),
    },
  });
  const options = data?.diagnoses ?? [];
  return (
    <Combobox
      label={intl.formatMessage(M.label)}
      value={shown}
      placeholder={intl.formatMessage(M.placeholder)}
      onInputChange={setText}
      options={options}
      optionKey={(o) => String(o.id)}
      optionText={(o) => o.name}
      optionDescription={(o) => (
        <span
          className={o.pricedHospitals === 0 ? 'condition-coverage unpriced' : 'condition-coverage'}
          data-testid="condition-coverage"
          data-priced={o.pricedHospitals > 0}
        >
          {coverageText(intl, o, place)}
        </span>
      )}
      onSelect={(o) => {
        setText(null);
        onChange({ id: o.id, name: o.name, slug: o.slug });
      }}
      onAbandon={() => setText(null)}
      onFocus={() => setEntered(true)}
      loading={loading && !!query}
      // Not before the first answer: the box entered before then waits for it, rather than saying so.
      emptyText={data ? intl.formatMessage(M.empty) : undefined}
      inputTestId="condition-input"
    />
  );
}
