/**
 * The hospitals found, as the map's markers and as the price spread's rows: every figure compared is the
 * range in one year's dollars (`currentDollars`, CPI-U medical care), never published figures of
 * different years. A hospital without one carries no price on the map and stays out of the spread.
 */
import { useMemo } from 'react';
import { displayFacilityName, formatCentsRange } from '@fp/domain';
import type { ProviderItem } from './components/ProviderList';
import type { SpreadItem } from './components/PriceSpread';
import type { MapMarker } from './components/map-view';
import { compactUsd } from './compact-usd';

export function useMapFigures(items: readonly ProviderItem[]) {
  const markers: MapMarker[] = useMemo(
    () =>
      items
        .filter((p) => p.location)
        .map((p) => {
          const c = p.priceRange?.currentDollars;
          return {
            id: p.id,
            name: p.name,
            priceText: c ? formatCentsRange(c.lowestCents, c.highestCents) : null,
            priceLabel: c ? compactUsd(c.averageCents / 100) : null,
            lowestCents: c?.lowestCents ?? null,
            location: { lat: p.location!.lat, lng: p.location!.lng },
          };
        }),
    [items],
  );
  const spread: SpreadItem[] = useMemo(
    () =>
      items.flatMap((p) => {
        const c = p.priceRange?.currentDollars;
        return c
          ? [
              {
                id: p.id,
                name: displayFacilityName(p.name),
                averageCents: c.averageCents,
                lowestCents: c.lowestCents,
                highestCents: c.highestCents,
              },
            ]
          : [];
      }),
    [items],
  );
  return { markers, spread };
}
