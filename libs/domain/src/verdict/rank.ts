/**
 * Where the hospital stands among the OTHER hospitals near it: the mid-rank percentile of its average
 * payment among theirs, weighted by their stays. The hospital itself is never in the denominator (it
 * used to be, so it could never reach 100 and a hospital alone showed 0.0), and the rank is hidden when
 * fewer than MIN_OTHERS other hospitals are near: a rank among one or two is not a rank.
 *
 *   percentile = 100 × (stays at others with a lower average + ½ × stays at others with an equal one)
 *                     ÷ stays at all others
 */

/** Radius of "near", in km: a hospital at a distance strictly below it is near (as the SQL's `<`). */
export const NEARBY_KM = 75;

/** Fewer other hospitals near than this: no rank. */
export const MIN_OTHERS = 3;

export interface RankedHospital {
  providerId: string;
  discharges: number;
  /** The compared average (same year and dollars for every hospital), whole cents. */
  cents: number;
  /** Distance from the bill's hospital, km. */
  distanceKm: number;
}

/** The other hospitals within NEARBY_KM of `ownId` (the bill's hospital left out). */
export function othersNear<T extends Pick<RankedHospital, 'providerId' | 'distanceKm'>>(
  ownId: string,
  candidates: readonly T[],
): T[] {
  return candidates.filter((h) => h.providerId !== ownId && h.distanceKm < NEARBY_KM);
}

/** Mid-rank, stays-weighted percentile (0–100, one decimal) of `own` among the others near; null when hidden. */
export function midRankPercentile(
  own: Pick<RankedHospital, 'providerId' | 'cents'>,
  candidates: readonly RankedHospital[],
): number | null {
  const others = othersNear(own.providerId, candidates);
  if (others.length < MIN_OTHERS) return null;
  const total = others.reduce((s, h) => s + h.discharges, 0);
  if (total <= 0) return null;
  const below = others.reduce(
    (s, h) => s + (h.cents < own.cents ? h.discharges : h.cents === own.cents ? h.discharges / 2 : 0),
    0,
  );
  return Math.round((1000 * below) / total) / 10;
}
