/**
 * @fp/catalog-db: the catalogue's reads from the database (body systems, categories, conditions,
 * the condition search, the datasets loaded, the picker option lists) and their per-request DataLoaders.
 * The catalogue's reference data itself is @fp/catalog-lists (shared with the web app, so it cannot reach
 * the database); the importer fills the tables.
 */
export {
  CatalogReadService,
  BILL_TYPES,
  INSURANCE_OPTIONS,
  OPTION_KINDS,
  byName,
  categoryIconUrl,
  categoryName,
  conditionName,
  systemDescription,
  type CatalogLanguage,
  type DiagnosisListOptions,
  type OptionKindName,
  type PickerOption,
} from './catalog-read';
export { createCatalogLoaders, type CatalogLoaders } from './loaders';
