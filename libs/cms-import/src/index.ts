/**
 * @fp/cms-import: loading CMS's public data into the database. The reference catalogue loader, the
 * Medicare inpatient price import (CSV of any published layout, plain or compressed, or downloaded
 * from the CMS data API), the shipped snapshot loaded at startup, the reference files (hospital
 * information, DRG relative weights), the demo seed and provider geocoding. Server-side only (reads
 * files, writes the database). Hospitals' own price-transparency files are @fp/price-files'.
 */
export {
  CATALOG_META_KEY,
  catalogRows,
  catalogSnapshot,
  formatIcd10,
  isCatalogLoaded,
  loadCatalog,
  placeholderCodeTitle,
  type CatalogLoadResult,
  type CatalogRows,
} from './catalog-loader';
export {
  CMS_API_DEFAULT_URL,
  CMS_INPATIENT_DATASET_ID,
  DownloadError,
  downloadInpatientCsv,
  findInpatientEndpoint,
  type DownloadOptions,
  type DownloadResult,
} from './cms-download';
export {
  DEMO_DATASET_NAME,
  DEMO_SOURCE,
  DEMO_YEAR,
  demoDrgs,
  generateDemoData,
  hasPriceData,
  seedDemoData,
  seededRandom,
  type DemoData,
  type DemoSeedResult,
} from './demo-seed';
export {
  GEOCODE_BATCH_SIZE,
  GEOCODE_DELAY_MS,
  geocodeProviders,
  type GeocodeOptions,
  type GeocodeResult,
} from './geocode';
export {
  describeLayout,
  detectLayout,
  LAYOUTS,
  normalizeHeader,
  UnknownHeaderError,
  type DetectedLayout,
  type LayoutDef,
  type LayoutId,
} from './layouts';
export {
  CMS_INPATIENT_SOURCE,
  cmsDatasetName,
  ImportError,
  importPriceFile,
  removeDemoData,
  type BadRow,
  type ImportOptions,
  type ImportSummary,
} from './price-import';
export {
  importHospitalInfo,
  importRelativeWeights,
  type HospitalInfoResult,
  type WeightsResult,
} from './reference-files';
export {
  DataLoadTracker,
  DEFAULT_SNAPSHOT_DIR,
  loadSnapshot,
  planSnapshotLoad,
  SNAPSHOT_FILES,
  type DataLoadState,
  type DataLoadStatus,
  type SnapshotFile,
  type SnapshotLoadResult,
  type SnapshotLog,
} from './snapshot';
export { openSource, SourceFileError, type OpenedSource, type SourceKind } from './source-file';
export { normalizeCcn, parsePriceRow, type PriceRow, type RowResult } from './rows';
export { resolveDataYear, yearFromFileName, YearError } from './year';
