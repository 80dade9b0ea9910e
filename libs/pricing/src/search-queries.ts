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
  const covered = derivedOf(ref).covered;
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

/** A condition's related conditions, best first, whether priced near a point or not (relatedCandidates). */
interface Related {
  d: DiagnosisEntity;
  rank: number;
}

/**
 * What the "nothing here" answer reads of the reference data, worked out once per ReferenceData (a new one
 * replaces it when the data changes; it is not changed in place but for its sources): how many active
 * conditions have prices, and each condition's related conditions in their order.
 */
interface Derived {
  covered: number;
  related: Map<number, readonly Related[]>;
}

const derived = new WeakMap<ReferenceData, Derived>();

function derivedOf(ref: ReferenceData): Derived {
  let found = derived.get(ref);
  if (!found) {
    let covered = 0;
    for (const id of ref.coverage.keys()) if (ref.diagnosesById.get(id)?.active) covered++;
    found = { covered, related: new Map() };
    derived.set(ref, found);
  }
  return found;
}

/**
 * Active conditions with prices somewhere, of the same body system, then of the same categories, best
 * first: the same body system and a category before either alone, then common conditions, then the ones
 * more hospitals price, then by name. Sorting the whole list once and filtering it per point gives the
 * order sorting the filtered list would (the sort is stable and the order total).
 */
function relatedCandidates(ref: ReferenceData, diagnosis: DiagnosisEntity): readonly Related[] {
  const memo = derivedOf(ref).related;
  const known = memo.get(diagnosis.id);
  if (known) return known;
  const categories = new Set(ref.categoriesByDiagnosis.get(diagnosis.id) ?? []);
  const candidates: Related[] = [];
  for (const d of ref.diagnosesById.values()) {
    if (d.id === diagnosis.id || !d.active || !ref.coverage.has(d.id)) continue;
    const sameSystem = diagnosis.systemId !== null && d.systemId === diagnosis.systemId;
    const sharesCategory = (ref.categoriesByDiagnosis.get(d.id) ?? []).some((c) => categories.has(c));
    if (sameSystem || sharesCategory)
      candidates.push({ d, rank: (sameSystem ? 2 : 0) + (sharesCategory ? 1 : 0) });
  }
  candidates.sort(
    (a, b) =>
      b.rank - a.rank ||
      Number(b.d.common) - Number(a.d.common) ||
      (ref.coverage.get(b.d.id) ?? 0) - (ref.coverage.get(a.d.id) ?? 0) ||
      a.d.name.localeCompare(b.d.name),
  );
  memo.set(diagnosis.id, candidates);
  return candidates;
}

/** Related conditions (relatedCandidates) with prices within WIDE_SEARCH_KM of the point, at most RELATED_LIMIT. */
async function relatedWithPrices(
  source: SearchSource,
  ref: ReferenceData,
  diagnosis: DiagnosisEntity,
  lat: number,
  lng: number,
): Promise<DiagnosisEntity[]> {
  const candidates = relatedCandidates(ref, diagnosis);
  if (candidates.length === 0) return [];
  const priced = await source.pricedNear(
    candidates.map((c) => c.d.id),
    lat,
    lng,
    WIDE_SEARCH_KM,
    RELATED_LIMIT,
  );
  const out: DiagnosisEntity[] = [];
  for (const c of candidates) {
    if (!priced.has(c.d.id)) continue;
    out.push(c.d);
    if (out.length === RELATED_LIMIT) break;
  }
  return out;
}
