export { PricingService, type PricingOptions } from './pricing.service';
export { SearchIndex } from './search-index';
export { SqlSearchSource, type SearchSource } from './search-source';
export {
  GEO_SESSION_KEY,
  GeoSessionService,
  US_CITY_MESSAGE,
  cityNear,
  isNewSearch,
  readGeoSession,
  suggestCities,
  writeGeoSession,
  type CityView,
  type GeoSessionInput,
  type GeoSessionView,
  type StoredGeoView,
} from './geo-session';
export { AllowanceService, type AccountCache, type CountedAccess } from './allowance';
export { MAX_RADIUS_KM, parseSearchInput, type ParsedSearch } from './search-input';
export {
  PROVIDER_FIGURES_SQL,
  RADIUS_SEARCH_SQL,
  WIDE_SEARCH_SQL,
  radiusParams,
  wideParams,
  type SearchRow,
} from './search-sql';
export type {
  DetailAnswer,
  DrgFigureView,
  PriceRangeView,
  PriceSourceView,
  ProviderView,
  SearchAnswer,
  SearchInput,
  SessionStore,
  Viewer,
} from './types';
/** Hand-made price data around Austin for integration tests (never used by the running app). */
export * as pricingTestData from './testing/fixtures';
export {
  PRICE_FINGERPRINT_SQL,
  PRICE_SUMMARY_KEY,
  priceFingerprint,
  refreshPriceSummary,
  SUMMARY_VERSION,
} from './price-summary';
export { isInUnitedStates, OUTSIDE_US_MESSAGE, WIDE_SEARCH_KM } from './search-input';
export { SUMMARY_SEARCH_SQL, summaryParams, type SummaryRow } from './search-sql';
export type {
  CpiAdjustmentView,
  CurrentDollarFigureView,
  CurrentDollarRangeView,
  PricesUnavailableView,
  YearRangeView,
} from './types';
