/**
 * Optional street-level locations for providers (the spec's import tool): with a Mapbox token,
 * providers still placed at their ZIP centroid are sent to the Mapbox Geocoding v6 batch endpoint in
 * batches of 200, 100 ms apart. Never required: without a token nothing happens, and the ZIP
 * centroid stays. As the spec says, a provider with no result is only logged and a geocoder failure
 * is silent (logged, the run carries on with the next batch).
 *
 * Results are requested with permanent=true because they are stored (Mapbox's terms allow storing
 * only permanent geocodes; the account must have permanent geocoding enabled).
 */
import type { DataSource } from 'typeorm';
import { distanceKm, zipLocation } from '@fp/geo';

export const GEOCODE_BATCH_SIZE = 200;
export const GEOCODE_DELAY_MS = 100;
const MAPBOX_BATCH_URL = 'https://api.mapbox.com/search/geocode/v6/batch';
/** A result farther than this from the provider's ZIP centroid is taken as a wrong match. */
const MAX_KM_FROM_ZIP = 60;
const ACCEPTED_CONFIDENCE = new Set(['exact', 'high', 'medium']);

export interface GeocodeLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface GeocodeOptions {
  /** Mapbox access token (MAPBOX_TOKEN). */
  token: string;
  /** fetch implementation (tests pass a fake). */
  fetch?: typeof fetch;
  batchSize?: number;
  delayMs?: number;
  /** Stop after this many providers (default: all that need it). */
  limit?: number;
  log?: GeocodeLog;
}

export interface GeocodeResult {
  attempted: number;
  updated: number;
  noResult: number;
  /** Providers of batches whose request failed. */
  failed: number;
}

interface ProviderAddress {
  id: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

interface MapboxFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: { feature_type?: string; match_code?: { confidence?: string } };
}

/** One structured Mapbox query per provider. */
export function geocodeQuery(p: ProviderAddress): Record<string, unknown> {
  return {
    address_line1: p.address,
    place: p.city,
    region: p.state,
    postcode: p.zip,
    country: 'us',
    types: ['address'],
    limit: 1,
  };
}

/** The usable point of a Mapbox answer for a provider, or null (no result, weak match, far away). */
export function pickLocation(p: ProviderAddress, collection: unknown): { lat: number; lng: number } | null {
  const features = (collection as { features?: MapboxFeature[] } | null)?.features ?? [];
  const f = features[0];
  const coords = f?.geometry?.coordinates;
  if (!f || !coords || coords.length < 2) return null;
  const confidence = f.properties?.match_code?.confidence;
  if (confidence && !ACCEPTED_CONFIDENCE.has(confidence)) return null;
  const [lng, lat] = coords;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  const centroid = zipLocation(p.zip);
  if (centroid && distanceKm(centroid, { lat, lng }) > MAX_KM_FROM_ZIP) return null;
  return { lat, lng };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Geocodes providers that have a street address but only a ZIP-level (or no) location. */
export async function geocodeProviders(db: DataSource, options: GeocodeOptions): Promise<GeocodeResult> {
  const doFetch = options.fetch ?? fetch;
  const batchSize = options.batchSize ?? GEOCODE_BATCH_SIZE;
  const delayMs = options.delayMs ?? GEOCODE_DELAY_MS;
  const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
  const log = options.log;
  const result: GeocodeResult = { attempted: 0, updated: 0, noResult: 0, failed: 0 };
  let after = '';
  let first = true;

  while (result.attempted < limit) {
    const batch: ProviderAddress[] = await db.query(
      `SELECT id, address, city, state, zip FROM provider
       WHERE NOT is_demo AND address <> '' AND location_precision IS DISTINCT FROM 'address' AND id > $1
       ORDER BY id LIMIT $2`,
      [after, Math.min(batchSize, limit - result.attempted)],
    );
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    if (!first) await sleep(delayMs);
    first = false;
    result.attempted += batch.length;

    let answers: unknown[];
    try {
      const url = `${MAPBOX_BATCH_URL}?permanent=true&access_token=${encodeURIComponent(options.token)}`;
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch.map(geocodeQuery)),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { batch?: unknown[] };
      answers = Array.isArray(body.batch) ? body.batch : [];
    } catch (err) {
      result.failed += batch.length;
      log?.warn(
        `Geocoder request failed for ${batch.length} providers: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }

    const found: { id: string; lat: number; lng: number }[] = [];
    batch.forEach((p, i) => {
      const point = pickLocation(p, answers[i]);
      if (point) found.push({ id: p.id, ...point });
      else {
        result.noResult++;
        log?.info(`No address match for provider ${p.id} (${p.address}, ${p.city}, ${p.state} ${p.zip}).`);
      }
    });
    if (found.length > 0) {
      await db.query(
        `UPDATE provider p SET lat = x.lat, lng = x.lng, location_precision = 'address', updated_at = now()
         FROM json_to_recordset($1::json) AS x(id text, lat double precision, lng double precision)
         WHERE p.id = x.id`,
        [JSON.stringify(found)],
      );
      result.updated += found.length;
    }
  }
  return result;
}
