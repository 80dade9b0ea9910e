/**
 * The hospital's own price-file rates for a bill's codes, as the itemized-line check takes them: per
 * code, the lowest rate published (cash or negotiated) and the highest (the gross charge, else the
 * highest negotiated or cash price), with the file named.
 */
import type { PriceFilesService } from '@fp/price-files';
import type { PriceFileRate } from '@fp/domain';

export async function priceFileRates(
  hpt: Pick<PriceFilesService, 'billPrices'>,
  ownerId: string,
  providerId: string,
  codes: readonly string[],
): Promise<Map<string, PriceFileRate> | null> {
  const found = await hpt.billPrices({ userId: ownerId }, providerId, codes, null);
  if (!found || found.items.length === 0) return null;
  const s = found.source;
  const source = `${s.fileName}, ${s.lastUpdatedOn ? `dated ${s.lastUpdatedOn}` : 'date not given'}, version ${s.version}`;
  const rates = new Map<string, PriceFileRate>();
  for (const { code, item } of found.items) {
    const all = [item.grossCents, item.cashCents, item.minNegotiatedCents, item.maxNegotiatedCents].filter(
      (c): c is number => typeof c === 'number' && c > 0,
    );
    const max = item.grossCents ?? item.maxNegotiatedCents ?? item.cashCents;
    if (max === null || max === undefined || all.length === 0) continue;
    rates.set(code, { minCents: Math.min(...all), maxCents: max, source });
  }
  return rates.size ? rates : null;
}
