/**
 * Per-request DataLoaders for the catalogue's nested fields (a category page asks for the conditions of
 * ~250 categories, each with its categories: without batching that is hundreds of queries). Create one
 * set per request; never share them between requests.
 */
import DataLoader from 'dataloader';
import type { CategoryEntity, CodeEntity, DiagnosisEntity, SystemEntity } from '@fp/db';
import type { CatalogReadService } from './catalog-read';

export interface CatalogLoaders {
  system: DataLoader<number, SystemEntity | null>;
  systemDiagnoses: DataLoader<number, DiagnosisEntity[]>;
  categoryDiagnoses: DataLoader<string, DiagnosisEntity[]>;
  diagnosisCategories: DataLoader<number, CategoryEntity[]>;
  diagnosisCodes: DataLoader<number, CodeEntity[]>;
}

export function createCatalogLoaders(catalog: CatalogReadService): CatalogLoaders {
  return {
    system: new DataLoader((ids) => catalog.systemsByIds(ids)),
    systemDiagnoses: new DataLoader((ids) => catalog.diagnosesBySystems(ids)),
    categoryDiagnoses: new DataLoader((slugs) => catalog.diagnosesByCategories(slugs)),
    diagnosisCategories: new DataLoader((ids) => catalog.categoriesByDiagnoses(ids)),
    diagnosisCodes: new DataLoader((ids) => catalog.codesByDiagnoses(ids)),
  };
}
