import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  CPI_LATEST_YEAR,
  decimalText,
  displayAddress,
  displayFacilityName,
  displayPlace,
  type ProviderOrder,
} from '@fp/domain';
import { graphql, type FragmentType, getFragmentData } from '../../../__generated__';
import type { ListPriceRangeFragment, MapProviderItemFragment } from '../../../__generated__/graphql';
import { ComparablePrice, ListPriceRangeFields } from './ComparablePrice';
import { keepUnchanged, NO_ITEMS, type KeptItems } from './kept-items';

export const ProviderItemFragment = graphql(`
  fragment MapProviderItem on Provider {
    id
    name
    address
    city
    state
    zip
    distanceKm
    location {
      lat
      lng
    }
    priceRange {
      ...ListPriceRange
    }
  }
`);

export type ProviderItem = Omit<MapProviderItemFragment, 'priceRange'> & {
  priceRange: ListPriceRangeFragment | null;
};

/**
 * Unmasks the list's fragment, and each price range in it, for the screen, the map and the chart. A hit
 * answered again unchanged keeps its object, and an unchanged list its array (kept-items.ts): the list's
 * items are memoized (ProviderListItem), and the markers and the spread are computed from the array.
 */
export function useProviderItems(
  hits: readonly FragmentType<typeof ProviderItemFragment>[] | undefined,
): readonly ProviderItem[] {
  const kept = useRef<KeptItems<ProviderItem>>(NO_ITEMS);
  return useMemo(() => {
    kept.current = keepUnchanged(kept.current, getFragmentData(ProviderItemFragment, hits ?? []), (p) => ({
      ...p,
      priceRange: getFragmentData(ListPriceRangeFields, p.priceRange) ?? null,
    }));
    return kept.current.items;
  }, [hits]);
}

/** "100 Main St, Austin, TX 78701": a hospital's address, as data. */
export const addressLine = (a: { address: string; city: string; state: string; zip: string }) =>
  `${displayAddress(a.address)}, ${displayPlace(a.city)}, ${a.state} ${a.zip}`;

/** "2.5 km away" under 10 km, whole kilometres above. */
function km(intl: IntlShape, d: number | null | undefined): string {
  if (d == null) return '';
  const digits = d < 10 ? 1 : 0;
  const shown = decimalText(d, digits);
  return intl.formatMessage({ id: 'map.list.distance', defaultMessage: '{km} km away' }, { km: shown });
}

/** The list's name for screen readers, by its order. */
const LIST_LABEL = defineMessages<{ price: { year: string } }>({
  price: { id: 'map.list.labelByPrice', defaultMessage: 'Hospitals found, cheapest first in {year} dollars' },
});
const LIST_BY_DISTANCE = defineMessages({
  distance: { id: 'map.list.labelByDistance', defaultMessage: 'Hospitals found, nearest first' },
}).distance;

/**
 * The providers found, nearest or cheapest first (`order`): name, place, distance and the price range in
 * one year's dollars with the published figures beside it (when the viewer may see it). Selecting an item highlights it on the map; "Prices and details" opens the detail popup.
 */
export function ProviderList({
  items,
  selectedId,
  onSelect,
  onOpen,
  listPrices,
  pricePrompt,
  priceFileLine,
  order = 'distance',
}: {
  items: readonly ProviderItem[];
  /** How `items` are ordered (they come sorted): named to screen readers. */
  order?: ProviderOrder;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  listPrices: boolean;
  pricePrompt: React.ReactNode;
  /** The hospital's price-file figure chosen above the list (PriceFileFilter), if any. */
  priceFileLine?: (providerId: string) => React.ReactNode;
}) {
  const intl = useIntl();
  const refs = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (selectedId) refs.current.get(selectedId)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  const register = useCallback((id: string, el: HTMLLIElement | null) => {
    if (el) refs.current.set(id, el);
    else refs.current.delete(id);
  }, []);

  return (
    <ol
      className="provider-list"
      aria-label={
        order === 'price'
          ? intl.formatMessage(LIST_LABEL.price, { year: String(CPI_LATEST_YEAR) })
          : intl.formatMessage(LIST_BY_DISTANCE)
      }
      data-testid="provider-list"
    >
      {items.map((p) => (
        <ProviderListItem
          key={p.id}
          item={p}
          selected={p.id === selectedId}
          register={register}
          onSelect={onSelect}
          onOpen={onOpen}
          listPrices={listPrices}
          pricePrompt={pricePrompt}
          fileLine={priceFileLine?.(p.id) ?? null}
        />
      ))}
    </ol>
  );
}

/**
 * One hospital of the list. Memoized: the map page draws again whenever one of its answers arrives (the
 * account, the data's state, the conditions near, the price files, the search asked again), and each drew
 * every item again: on a slow phone, tasks of 30–100 ms after the first view (docs/benchmarks/api-build.md,
 * "The map's list drawn once"). An item draws again only when its hospital, its selection or what it shows
 * of prices changed.
 */
const ProviderListItem = memo(function ProviderListItem({
  item: p,
  selected,
  register,
  onSelect,
  onOpen,
  listPrices,
  pricePrompt,
  fileLine,
}: {
  item: ProviderItem;
  selected: boolean;
  register: (id: string, el: HTMLLIElement | null) => void;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  listPrices: boolean;
  pricePrompt: ReactNode;
  fileLine: ReactNode;
}) {
  const intl = useIntl();
  const r = p.priceRange;
  return (
    <li
      ref={(el) => register(p.id, el)}
      className={selected ? 'provider-item selected' : 'provider-item'}
      data-testid="provider-item"
    >
      <button
        type="button"
        className="provider-select"
        aria-pressed={selected}
        onClick={() => onSelect(p.id)}
      >
        <span className="provider-name" translate="no">
          {displayFacilityName(p.name)}
        </span>
        <span className="provider-place" translate="no">
          {addressLine(p)}
        </span>
        {p.distanceKm != null ? <span className="provider-distance">{km(intl, p.distanceKm)}</span> : null}
      </button>
      <div className="provider-price">
        {r ? (
          <ComparablePrice range={r} />
        ) : listPrices ? (
          <span className="muted">
            <FormattedMessage id="map.list.noPrice" defaultMessage="No price for this condition" />
          </span>
        ) : (
          pricePrompt
        )}
        {fileLine}
      </div>
      <button type="button" className="button secondary provider-open" onClick={() => onOpen(p.id)}>
        <FormattedMessage
          id="map.list.open"
          defaultMessage="Prices and details<hidden> for <name></name></hidden>"
          values={{
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            name: () => <span translate="no">{displayFacilityName(p.name)}</span>,
          }}
        />
      </button>
    </li>
  );
});
