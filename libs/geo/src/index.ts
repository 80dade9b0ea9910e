export { DEFAULT_LOCATION, type DefaultLocation } from './default-location';
export { distanceKm, EARTH_RADIUS_KM, type LatLng } from './distance';
export { EARTH_RADIUS_M, earthDistanceKm, withinKm } from './earth';
export { stateCode, stateName, US_STATES, type UsState, type UsStateKind } from './states';
export { GAZETTEER_CREDIT, isValidZip, normalizeZip, zipLocation, type ZipLocation } from './zip-data';
export { townMinZoom, townsNear, TOWNS_RADIUS_KM, type TownLabel } from './towns';
export { parseZipQuery, searchZips, zipLabel, zipPlace, type ZipPlace } from './zip-place';
export { hasUsZipWithinReach, nearestCity } from './nearby';
export {
  findCity,
  NEAREST_CITY_MAX_KM,
  preciseCities,
  searchCities,
  warmGazetteer,
  type City,
  type GazetteerStats,
  type NearbyCity,
} from './cities';
