/** @fp/catalog-lists: reference data shared by the importer, the API and the web app. */
export * from './drgs';
export * from './systems';
export * from './work';
export * from './specialties';
export * from './categories';
export * from './conditions';
export { CMS_DRG_TITLES } from './drg-titles-cms';
export * from './figures-reason';
export * from './procedures';
export * from './names-es';
