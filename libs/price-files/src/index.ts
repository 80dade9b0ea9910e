/**
 * @fp/price-files: hospital price-transparency files (45 CFR 180). The importer (JSON, tall and wide CSV,
 * schema v2.0 to v3.0, validated with CMS's validator), the normalized-jsonl loader, the payer alias
 * table, and the service behind the API's procedure search, hospital prices and the user's insurance.
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
  HptImportError,
  importHptFile,
  matchProvider,
  type HptImportOptions,
  type HptImportSummary,
  type ProviderMatch,
} from './import';
export { calendarDate, cptOrHcpcs, importNormalizedJsonl, type JsonlImportSummary } from './jsonl';
export {
  foldPayerName,
  KNOWN_PAYERS,
  payerDisplayName,
  payerKey,
  type KnownPayer,
  type PayerSpelling,
} from './payers';
export { csvLayout, csvMeta, readCsvItems } from './read-csv';
export { jsonElementItems, jsonMeta, readJsonItems } from './read-json';
export { describeError, runValidator, type ValidatorError, type ValidatorResult } from './validate';
export type { HptCode, HptFormat, HptItem, HptMeta, HptRate } from './types';
export {
  HptService,
  type BillPricesView,
  type EstimateView,
  type HospitalPricesView,
  type HptItemView,
  type PriceFileSummaryView,
  type HptViewer,
  type InsuranceView,
  type PayerView,
  type PriceFileSourceView,
  type ProcedureHitView,
  type ProcedureSearchInput,
  type ProcedureSearchView,
} from './hpt.service';
