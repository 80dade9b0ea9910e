/**
 * The price map's reference data, read whole and held in memory by the pricing service (PriceCache):
 * the conditions, their DRGs and categories, the DRG codes, the datasets, and how many hospitals have
 * prices per condition. Small (some thousands of rows) and the same for every visitor.
 */
import { CodeEntity, DatasetEntity, DiagnosisEntity } from '@fp/db';
import { badInput } from '@fp/domain';
import type { DataSource } from 'typeorm';
import { sourceView } from './pricing-views';
import { COVERAGE_SQL } from './search-sql';
import type { PriceSourceView } from './types';

export interface ReferenceData {
  diagnosesById: Map<number, DiagnosisEntity>;
  diagnosesBySlug: Map<string, DiagnosisEntity>;
  drgsByDiagnosis: Map<number, string[]>;
  codes: Map<string, CodeEntity>;
  sources: Map<string, PriceSourceView>;
  /** Hospitals with prices per condition (precomputed ranges); a condition missing here has none. */
  coverage: Map<number, number>;
  categoriesByDiagnosis: Map<number, string[]>;
}

/** Groups rows into lists by a numeric key, in row order. */
function groupBy<R>(
  rows: readonly R[],
  key: (r: R) => number,
  value: (r: R) => string,
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(value(r));
    else out.set(key(r), [value(r)]);
  }
  return out;
}

export async function loadReferenceData(db: DataSource): Promise<ReferenceData> {
  const diagnoses = await db.getRepository(DiagnosisEntity).find();
  const links: { diagnosis_id: number; drg: string }[] = await db.query(
    'SELECT diagnosis_id, drg FROM diagnosis_code ORDER BY diagnosis_id, drg',
  );
  const codes = await db.getRepository(CodeEntity).find();
  const datasets = await db.getRepository(DatasetEntity).find();
  const coverage: { diagnosis_id: number; hospitals: number }[] = await db.query(COVERAGE_SQL);
  const categories: { diagnosis_id: number; category_id: string }[] = await db.query(
    'SELECT diagnosis_id, category_id FROM diagnosis_category',
  );
  return {
    diagnosesById: new Map(diagnoses.map((d) => [d.id, d])),
    diagnosesBySlug: new Map(diagnoses.map((d) => [d.slug, d])),
    drgsByDiagnosis: groupBy(
      links,
      (l) => l.diagnosis_id,
      (l) => l.drg,
    ),
    codes: new Map(codes.map((c) => [c.drg, c])),
    sources: new Map(datasets.map((d) => [d.id, sourceView(d)])),
    coverage: new Map(coverage.map((c) => [Number(c.diagnosis_id), Number(c.hospitals)])),
    categoriesByDiagnosis: groupBy(
      categories,
      (c) => c.diagnosis_id,
      (c) => c.category_id,
    ),
  };
}

/** Datasets imported after the reference data was read are fetched when a figure names one. */
export async function ensureSources(
  db: DataSource,
  ref: ReferenceData,
  rows: readonly { dataset_id: string }[],
): Promise<void> {
  const missing = [...new Set(rows.map((r) => r.dataset_id))].filter((id) => !ref.sources.has(id));
  if (missing.length === 0) return;
  const found = await db
    .getRepository(DatasetEntity)
    .createQueryBuilder('d')
    .where('d.id IN (:...ids)', { ids: missing })
    .getMany();
  for (const d of found) ref.sources.set(d.id, sourceView(d));
}

/** A condition by id: null without an id; unknown and `required`: a "choose from the list" error. */
export function resolveDiagnosis(
  ref: ReferenceData,
  id: number | null | undefined,
  required: boolean,
): DiagnosisEntity | null {
  if (id === null || id === undefined) return null;
  const d = Number.isInteger(id) ? ref.diagnosesById.get(id) : undefined;
  if (!d && required)
    throw badInput('Choose a condition from the list.', { diagnosisId: 'Unknown condition.' });
  return d ?? null;
}
