/** The hospitals found, as the map's markers and as the price spread's rows. */
import { useMemo } from 'react';
import { displayFacilityName, formatCentsRange } from '@fp/domain';
import type { ProviderItem } from './components/ProviderList';
import type { SpreadItem } from './components/PriceSpread';
import type { MapMarker } from './components/map-view';

/** "$8.2K": the average beside each marker. */
const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function useMapFigures(items: readonly ProviderItem[]) {
  const markers: MapMarker[] = useMemo(
    () =>
      items
        .filter((p) => p.location)
        .map((p) => ({
          id: p.id,
          name: p.name,
          priceText: p.priceRange
            ? formatCentsRange(p.priceRange.lowestCents, p.priceRange.highestCents)
            : null,
          priceLabel: p.priceRange ? COMPACT_USD.format(p.priceRange.averageCents / 100) : null,
          lowestCents: p.priceRange?.lowestCents ?? null,
          location: { lat: p.location!.lat, lng: p.location!.lng },
        })),
    [items],
  );
  const spread: SpreadItem[] = useMemo(
    () =>
      items
        .filter((p) => p.priceRange)
        .map((p) => ({
          id: p.id,
          name: displayFacilityName(p.name),
          averageCents: p.priceRange!.averageCents,
          lowestCents: p.priceRange!.lowestCents,
          highestCents: p.priceRange!.highestCents,
        })),
    [items],
  );
  return { markers, spread };
}
