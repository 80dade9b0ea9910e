/**
 * The map search on the precomputed ranges (provider_condition_range, one row per provider; never the
 * price table), widened when nothing is within the radius, and the "no prices near" answer when nothing
 * is found at all. What the pricing service caches per condition and point (PriceCache).
 */
import type { DiagnosisEntity } from '@fp/db';
import { MAX_SEARCH_RESULTS } from '@fp/domain';
import type { DataSource } from 'typeorm';
import type { CachedSearch } from './price-cache';
import { summaryView } from './pricing-views';
import { ensureSources, type ReferenceData } from './reference-data';
import { WIDE_SEARCH_KM } from './search-input';
import {
  NEAREST_PRICED_SQL,
  PRICED_NEAR_SQL,
  SUMMARY_SEARCH_SQL,
  summaryParams,
  type SummaryRow,
} from './search-sql';
import type { PricesUnavailableView, ProviderView } from './types';

/** At most this many related conditions are offered with a search that found nothing. */
const RELATED_LIMIT = 6;

/** The providers with prices for the condition near the point, nearest first (at most MAX_SEARCH_RESULTS). */
export async function runSearch(
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
    rows = await db.query(
      SUMMARY_SEARCH_SQL,
      summaryParams(lat, lng, radiusKm, diagnosis.id, MAX_SEARCH_RESULTS),
    );
    if (rows.length === 0 && radiusKm < WIDE_SEARCH_KM) {
      // Spec §4: nothing within the radius: the nearest ones up to WIDE_SEARCH_KM (the page then says so).
      rows = await db.query(
        SUMMARY_SEARCH_SQL,
        summaryParams(lat, lng, WIDE_SEARCH_KM, diagnosis.id, MAX_SEARCH_RESULTS),
      );
      widened = rows.length > 0;
    }
  }
  await ensureSources(db, ref, rows);
  const hits = rows.map((r) => summaryView(ref, r, diagnosis.id));
  const unavailable = hits.length === 0 ? await whyNothing(db, ref, diagnosis, lat, lng) : null;
  return { widened, hits, unavailable };
}

/** The "no prices near" answer: how much the data covers, the nearest priced hospital, related conditions. */
async function whyNothing(
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
    const rows: SummaryRow[] = await db.query(NEAREST_PRICED_SQL, [lat, lng, diagnosis.id]);
    await ensureSources(db, ref, rows);
    nearest = rows[0] ? summaryView(ref, rows[0], diagnosis.id) : null;
  }
  const related = await relatedWithPrices(db, ref, diagnosis, lat, lng);
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
  db: DataSource,
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
  const near: { diagnosis_id: number }[] = await db.query(
    PRICED_NEAR_SQL,
    summaryParams(
      lat,
      lng,
      WIDE_SEARCH_KM,
      candidates.map((c) => c.d.id),
    ),
  );
  const priced = new Set(near.map((r) => Number(r.diagnosis_id)));
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
