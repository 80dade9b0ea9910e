/**
 * The CMS figures a bill check compares with: the hospital's own newest figure for the DRG and those of
 * the hospitals near it (SQL and row shape), read by BillCheckService.
 */
import type { HospitalFigure } from '@fp/domain';

/** A nearby hospital's figure, with its distance from the visit's hospital. */
export interface NearbyFigure extends HospitalFigure {
  distanceKm: number;
}

export interface FigureRow {
  providerId: string;
  providerName: string;
  drg: string;
  year: number;
  discharges: number;
  avgCoveredChargeCents: string | number;
  avgTotalPaymentCents: string | number;
  avgMedicarePaymentCents: string | number;
  state?: string | null;
  distM?: number | null;
}

const FIGURE_COLUMNS = `q.id AS "providerId", q.name AS "providerName", q.state, pr.drg, pr.year, pr.discharges,
  pr.avg_covered_charge_cents AS "avgCoveredChargeCents", pr.avg_total_payment_cents AS "avgTotalPaymentCents",
  pr.avg_medicare_payment_cents AS "avgMedicarePaymentCents"`;

/** The hospital's newest figure for the DRG ($1 provider, $2 DRG). */
export const HOSPITAL_FIGURE_SQL = `SELECT ${FIGURE_COLUMNS}
FROM price pr JOIN provider q ON q.id = pr.provider_id
WHERE pr.provider_id = $1 AND pr.drg = $2
ORDER BY pr.year DESC, pr.source LIMIT 1`;

/**
 * Hospitals within $4 metres of provider $1 with a figure for DRG $2 in year $3 (demo hospitals compare
 * with demo hospitals only). The same earth_box / earth_distance idea as the map's radius search.
 */
export const NEARBY_FIGURES_SQL = `WITH c AS (
  SELECT ll_to_earth(p.lat, p.lng) AS e, p.is_demo FROM provider p
  WHERE p.id = $1 AND p.lat IS NOT NULL AND p.lng IS NOT NULL
)
SELECT DISTINCT ON (q.id) ${FIGURE_COLUMNS}, earth_distance(c.e, ll_to_earth(q.lat, q.lng)) AS "distM"
FROM c, provider q JOIN price pr ON pr.provider_id = q.id AND pr.drg = $2 AND pr.year = $3
WHERE q.lat IS NOT NULL AND q.lng IS NOT NULL AND q.is_demo = c.is_demo
  AND earth_box(c.e, $4::float8) @> ll_to_earth(q.lat, q.lng)
  AND earth_distance(c.e, ll_to_earth(q.lat, q.lng)) < $4::float8
ORDER BY q.id, pr.source`;

export const toFigure = (r: FigureRow): NearbyFigure => ({
  providerId: r.providerId,
  providerName: r.providerName,
  state: r.state ?? null,
  drg: r.drg,
  year: Number(r.year),
  discharges: Number(r.discharges),
  avgCoveredChargeCents: Number(r.avgCoveredChargeCents),
  avgTotalPaymentCents: Number(r.avgTotalPaymentCents),
  avgMedicarePaymentCents: Number(r.avgMedicarePaymentCents),
  // Unrounded (issue 40): the rank, the count and the list all test `< 75 km` on this one figure; a
  // hospital 74.998 km away rounded to 75.0 used to be in the list and the count but not in the rank.
  // Screens round for display only.
  distanceKm: Number(r.distM ?? 0) / 1000,
});
