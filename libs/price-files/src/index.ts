/**
 * @fp/price-files: hospital price-transparency files (45 CFR 180), from import to answer. The import
 * (JSON, tall and wide CSV, schema v2.0 to v3.0, validated with CMS's validator, plus the
 * normalized-jsonl loader) writes the hpt_* tables; `PriceFilesService` answers the API's procedure
 * search, a hospital's price-file prices, a bill's codes and the map's summaries, each priced with the
 * viewer's plan read from @fp/insurance (the one direction between the two libs). The CMS inpatient
 * price import is @fp/cms-import's.
 */
export {
  detectFile,
  detectFromHead,
  normalizeVersion,
  SUPPORTED_VERSIONS,
  type DetectedFile,
} from './detect';
export {
  classifyErrors,
  PriceFileImportError,
  importHospitalPriceFile,
  matchProvider,
  type PriceFileImportOptions,
  type PriceFileImportSummary,
  type ProviderMatch,
} from './import';
export {
  calendarDate,
  cptOrHcpcs,
  importNormalizedJsonl,
  isNormalizedJsonl,
  type JsonlImportSummary,
} from './jsonl';
export { csvLayout, csvMeta, readCsvItems } from './read-csv';
export { jsonElementItems, jsonMeta, readJsonItems } from './read-json';
export { describeError, runValidator, type ValidatorError, type ValidatorResult } from './validate';
export type { PriceFileCode, PriceFileFormat, PriceFileItem, PriceFileMeta, PriceFileRate } from './types';
export { PriceFilesService } from './price-files.service';
export type {
  BillPricesView,
  EstimateView,
  HospitalPricesView,
  PriceFileCoverageView,
  PriceFileHospitalView,
  PriceFileItemView,
  PriceFileSourceView,
  PriceFileSummaryView,
  PriceFileViewer,
  ProcedureHitView,
  ProcedureSearchInput,
  ProcedureSearchView,
} from './views';
