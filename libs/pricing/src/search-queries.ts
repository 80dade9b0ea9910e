/**
 * The map search on the precomputed ranges (provider_condition_range, one row per provider; never the
 * price table), widened when nothing is within the radius, and the "no prices near" answer when nothing
 * is found at all. What the pricing service caches per condition and point (PriceCache). The hits come
 * from a SearchSource: the in-memory read model, or the SQL (kept for the comparison test).
 */
import type { DiagnosisEntity } from '@fp/db';
import { MAX_SEARCH_RESULTS } from '@fp/domain';
import type { DataSource } from 'typeorm';
import type { CachedSearch } from './price-cache';
import { summaryView } from './pricing-views';
import { ensureSources, type ReferenceData } from './reference-data';
import { WIDE_SEARCH_KM } from './search-input';
import type { SearchSource } from './search-source';
import type { SummaryRow } from './search-sql';
import type { PricesUnavailableView, ProviderView } from './types';

/** At most this many related conditions are offered with a search that found nothing. */
const RELATED_LIMIT = 6;

/** The providers with prices for the condition near the point, nearest first (at most MAX_SEARCH_RESULTS). */
export async function runSearch(
  source: SearchSource,
  db: DataSource,
  ref: ReferenceData,
  diagnosis: DiagnosisEntity,
  lat: number,
  lng: number,
  radiusKm: number,
): Promise<CachedSearch> {
  let rows: SummaryRow[] = [];
  let widened = false;
  if (ref.coverage.has(diagnosis.id)) {
    rows = await source.nearby(diagnosis.id, lat, lng, radiusKm, MAX_SEARCH_RESULTS);
    if (rows.length === 0 && radiusKm < WIDE_SEARCH_KM) {
      // Spec §4: nothing within the radius: the nearest ones up to WIDE_SEARCH_KM (the page then says so).
      rows = await source.nearby(diagnosis.id, lat, lng, WIDE_SEARCH_KM, MAX_SEARCH_RESULTS);
      widened = rows.length > 0;
    }
  }
  await ensureSources(db, ref, rows);
  const hits = rows.map((r) => summaryView(ref, r, diagnosis.id));
  const unavailable = hits.length === 0 ? await whyNothing(source, db, ref, diagnosis, lat, lng) : null;
  return { widened, hits, unavailable };
}

/** The "no prices near" answer: how much the data covers, the nearest priced hospital, related conditions. */
async function whyNothing(
  source: SearchSource,
  db: DataSource,
  ref: ReferenceData,
  diagnosis: DiagnosisEntity,
  lat: number,
  lng: number,
): Promise<PricesUnavailableView> {
  let covered = 0;
  for (const id of ref.coverage.keys()) if (ref.diagnosesById.get(id)?.active) covered++;
  let nearest: ProviderView | null = null;
  if (ref.coverage.has(diagnosis.id)) {
    const row = await source.nearest(diagnosis.id, lat, lng);
    if (row) await ensureSources(db, ref, [row]);
    nearest = row ? summaryView(ref, row, diagnosis.id) : null;
  }
  const related = await relatedWithPrices(source, ref, diagnosis, lat, lng);
  const data = `Our price data covers ${covered} condition${covered === 1 ? '' : 's'}`;
  const message = nearest
    ? `${data}; the nearest hospital with prices for ${diagnosis.name} is ${nearest.name} in ${nearest.city}, ${nearest.state}, about ${Math.round(nearest.distanceKm ?? 0)} km away.`
    : `${data}, and none of the loaded hospitals publishes a price for ${diagnosis.name}.`;
  return {
    reason: nearest ? 'NONE_NEARBY' : 'NO_PRICES',
    message: related.length
      ? `${message} Related conditions with prices near you: ${related.map((d) => d.name).join(', ')}.`
      : message,
    coveredConditions: covered,
    nearest,
    related,
  };
}

/** Active conditions of the same body system, then of the same categories, with prices near the point. */
async function relatedWithPrices(
  source: SearchSource,
  ref: ReferenceData,
  diagnosis: DiagnosisEntity,
  lat: number,
  lng: number,
): Promise<DiagnosisEntity[]> {
  const categories = new Set(ref.categoriesByDiagnosis.get(diagnosis.id) ?? []);
  const candidates: { d: DiagnosisEntity; rank: number }[] = [];
  for (const d of ref.diagnosesById.values()) {
    if (d.id === diagnosis.id || !d.active || !ref.coverage.has(d.id)) continue;
    const sameSystem = diagnosis.systemId !== null && d.systemId === diagnosis.systemId;
    const sharesCategory = (ref.categoriesByDiagnosis.get(d.id) ?? []).some((c) => categories.has(c));
    if (sameSystem || sharesCategory)
      candidates.push({ d, rank: (sameSystem ? 2 : 0) + (sharesCategory ? 1 : 0) });
  }
  if (candidates.length === 0) return [];
  const priced = await source.pricedNear(
    candidates.map((c) => c.d.id),
    lat,
    lng,
    WIDE_SEARCH_KM,
  );
  return candidates
    .filter((c) => priced.has(c.d.id))
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        Number(b.d.common) - Number(a.d.common) ||
        (ref.coverage.get(b.d.id) ?? 0) - (ref.coverage.get(a.d.id) ?? 0) ||
        a.d.name.localeCompare(b.d.name),
    )
    .slice(0, RELATED_LIMIT)
    .map((c) => c.d);
}
