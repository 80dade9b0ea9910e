/**
 * The gazetteer near a point (cities.ts holds the index and the look-ups by name): whether a US ZIP is
 * within reach (the search's "in the United States" test) and the nearest city ('use my location').
 */
import { haversineKm, isValidLatLng } from './distance';
import {
  getCityIndex,
  gridCol,
  gridRow,
  GRID_COLS,
  KM_PER_DEGREE,
  makeCity,
  NEAREST_CITY_MAX_KM,
  RAD,
  type NearbyCity,
} from './cities';
import { getZipPoints } from './zip-data';

/**
 * Calls `visit` with each ZIP point in the 1° cells that can hold a point within NEAREST_CITY_MAX_KM of
 * (lat, lng) (more columns near the poles), and `dx`, `dy`: its offset in degrees of latitude by the
 * equirectangular approximation. Stops when `visit` returns true.
 */
function scanNearbyPoints(lat: number, lng: number, visit: (pt: number, dx: number, dy: number) => boolean) {
  const idx = getCityIndex();
  const p = getZipPoints();
  const dLat = NEAREST_CITY_MAX_KM / KM_PER_DEGREE;
  const latLo = Math.max(-90, lat - dLat);
  const latHi = Math.min(90, lat + dLat);
  const widest = Math.cos(Math.min(89, Math.max(Math.abs(latLo), Math.abs(latHi))) * RAD);
  const dLng = Math.min(180, (1.01 * NEAREST_CITY_MAX_KM) / (KM_PER_DEGREE * widest));
  const colFirst = Math.floor(lng - dLng);
  const cols = Math.min(GRID_COLS, Math.floor(lng + dLng) - colFirst + 1);
  const cosLat = Math.cos(lat * RAD);
  for (let row = gridRow(latLo); row <= gridRow(latHi); row++) {
    for (let k = 0; k < cols; k++) {
      const cell = row * GRID_COLS + gridCol(colFirst + k);
      for (let j = idx.gridStart[cell]; j < idx.gridStart[cell + 1]; j++) {
        const pt = idx.gridPoints[j];
        let dx = p.lng[pt] - lng;
        if (dx > 180) dx -= 360;
        else if (dx < -180) dx += 360;
        if (visit(pt, dx * cosLat, p.lat[pt] - lat)) return;
      }
    }
  }
}

/**
 * Whether a US ZIP centroid lies within NEAREST_CITY_MAX_KM (100 km) of the point: what nearestCity's
 * answer being non-null says, without finding the nearest (the scan stops at the first one in reach).
 */
export function hasUsZipWithinReach(lat: number, lng: number): boolean {
  if (!isValidLatLng(lat, lng)) return false;
  if (cellSurelyInReach(lat, lng)) return true;
  return scanForUsZip(lat, lng, NEAREST_CITY_MAX_KM);
}

/** Quarter-degree cells for reachCells (720 rows × 1,440 columns, one byte each). */
const REACH_CELLS_PER_DEGREE = 4;
/**
 * A bound on the distance from a quarter-degree cell's centre to any point of it: half its diagonal at the
 * equator, where it is widest, is 19.7 km; the rest is margin.
 */
const REACH_CELL_HALF_DIAGONAL_KM = 21;
/** Per cell: 0 not looked at, 1 every point of it has a US ZIP within reach, 2 not known for every point. */
let reachCells: Uint8Array | null = null;

/**
 * Whether every point of the point's quarter-degree cell surely has a US ZIP within NEAREST_CITY_MAX_KM: a
 * ZIP within that distance less REACH_CELL_HALF_DIAGONAL_KM of the cell's centre is within
 * NEAREST_CITY_MAX_KM of every point of the cell (the great-circle distance obeys the triangle
 * inequality). Worked out once per cell, on first use: a search inside the country then needs no scan.
 */
function cellSurelyInReach(lat: number, lng: number): boolean {
  const n = REACH_CELLS_PER_DEGREE;
  const row = Math.min(180 * n - 1, Math.floor((lat + 90) * n));
  const col = Math.min(360 * n - 1, Math.floor((lng + 180) * n));
  const cell = row * 360 * n + col;
  reachCells ??= new Uint8Array(180 * n * 360 * n);
  if (reachCells[cell] === 0) {
    const sure = scanForUsZip(
      (row + 0.5) / n - 90,
      (col + 0.5) / n - 180,
      NEAREST_CITY_MAX_KM - REACH_CELL_HALF_DIAGONAL_KM,
    );
    reachCells[cell] = sure ? 1 : 2;
  }
  return reachCells[cell] === 1;
}

/** Whether a US ZIP centroid lies within `km` (at most NEAREST_CITY_MAX_KM) of a valid point. */
function scanForUsZip(lat: number, lng: number, km: number): boolean {
  const p = getZipPoints();
  // The approximation decides only clear cases (10 % inside the cut-off); the rest is measured exactly.
  const surely = ((0.9 * km) / KM_PER_DEGREE) ** 2;
  let found = false;
  scanNearbyPoints(lat, lng, (pt, dx, dy) => {
    found = dx * dx + dy * dy < surely || haversineKm(lat, lng, p.lat[pt], p.lng[pt]) <= km;
    return found;
  });
  return found;
}

/**
 * Reverse look-up for 'use my location': the city of the nearest US ZIP centroid, or null when no US ZIP is
 * within NEAREST_CITY_MAX_KM (100 km) of the point or the coordinates are invalid.
 */
export function nearestCity(lat: number, lng: number): NearbyCity | null {
  if (!isValidLatLng(lat, lng)) return null;
  const idx = getCityIndex();
  const p = getZipPoints();
  // Nearest by the equirectangular approximation (no trigonometry per point; exact enough under 100 km).
  // Precise ZIPs win: a low-precision one is usually a company ZIP ('Philip Morris' in Midtown Manhattan).
  let best = -1;
  let bestSq = Infinity;
  let bestLow = -1;
  let bestLowSq = Infinity;
  scanNearbyPoints(lat, lng, (pt, dx, dy) => {
    const sq = dx * dx + dy * dy;
    if (p.precise[pt] === 1) {
      if (sq < bestSq) {
        bestSq = sq;
        best = pt;
      }
    } else if (sq < bestLowSq) {
      bestLowSq = sq;
      bestLow = pt;
    }
    return false;
  });
  const withinCutOff = (pt: number): boolean =>
    pt >= 0 && haversineKm(lat, lng, p.lat[pt], p.lng[pt]) <= NEAREST_CITY_MAX_KM;
  const chosen = withinCutOff(best) ? best : withinCutOff(bestLow) ? bestLow : -1;
  if (chosen < 0) return null;
  const city = makeCity(idx, idx.pointCity[chosen]);
  return { ...city, distanceKm: Math.round(haversineKm(lat, lng, city.lat, city.lng) * 10) / 10 };
}
