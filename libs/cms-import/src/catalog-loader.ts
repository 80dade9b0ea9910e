/**
 * Writes the reference catalogue of @fp/catalog-lists (body systems, MS-DRG codes, categories, conditions and
 * their links) into the database. Idempotent and cheap to call on every start: the checksum of what was
 * loaded is kept in `catalog_meta`, and an unchanged catalogue costs one query. A changed catalogue is
 * applied in one transaction: rows are upserted, links replaced, conditions that left the catalogue are
 * deactivated (bills may still name them), categories that left it are deleted.
 */
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CATEGORIES,
  CONDITIONS,
  DRG_TITLES,
  SYSTEMS,
  complicationLevel,
  drgInfo,
  drgTitle,
  storedComplication,
} from '@fp/catalog-lists';
import { noStatementTimeoutInTransaction } from './bulk';

/** Bump when the loader writes rows differently, so databases loaded by the old code are rewritten. */
const LOADER_VERSION = 1;

export const CATALOG_META_KEY = 'catalog_checksum';

/** Serializes catalogue loads between processes sharing a PostgreSQL database. */
const CATALOG_LOCK_ID = 4_710_001;

/**
 * Title of a code the catalogue has no wording for. The price import replaces it with the title the
 * file gives; anything else (a real title) is never overwritten by a file.
 */
export function placeholderCodeTitle(drg: string): string {
  return `MS-DRG ${drg}`;
}

export interface CatalogRows {
  systems: { id: number; name: string; image: string; active: boolean }[];
  codes: { drg: string; title: string | null; mdc: number | null; type: string; complication: string }[];
  categories: { slug: string; name: string; icon: string }[];
  diagnoses: {
    id: number;
    slug: string;
    name: string;
    summary: string;
    active: boolean;
    common: boolean;
    hospitalization: number;
    specialties: string[];
    icd_codes: string[];
    work: { name: string; likelihood: string }[];
    system_id: number;
  }[];
  diagnosisCodes: { diagnosis_id: number; drg: string }[];
  diagnosisCategories: { diagnosis_id: number; category_id: string }[];
  /** Links dropped because the code or category does not exist (a catalogue mistake to fix). */
  problems: string[];
}

/** "J189" -> "J18.9": ICD-10-CM codes are shown with the dot after the category. */
export function formatIcd10(code: string): string {
  const c = code.trim().toUpperCase().replace('.', '');
  return c.length > 3 ? `${c.slice(0, 3)}.${c.slice(3)}` : c;
}

/** MS-DRG code row: MDC and partition from the DRG ranges, complication from the title. */
export function codeRow(drg: string, title: string | null): CatalogRows['codes'][number] {
  const info = drgInfo(drg);
  return {
    drg,
    title,
    mdc: info?.mdc ?? null,
    // 998/999 (ungroupable) have no partition; the column needs one and "medical" is the neutral choice.
    type: info?.type ?? 'medical',
    complication: title ? storedComplication(complicationLevel(title)) : 'none',
  };
}

/** The rows the catalogue turns into, in the database's shape. */
export function catalogRows(): CatalogRows {
  const problems: string[] = [];
  const systems = SYSTEMS.map((s) => ({ id: s.id, name: s.name, image: s.image, active: s.active }));
  const categories = CATEGORIES.map((c) => ({ slug: c.id, name: c.name, icon: c.icon }));
  const categoryIds = new Set(categories.map((c) => c.slug));

  const drgs = new Set<string>(Object.keys(DRG_TITLES));
  for (const condition of CONDITIONS) for (const drg of condition.drgs) drgs.add(drg);
  const codes = [...drgs]
    .filter((drg) => {
      if (drgInfo(drg)?.code === drg) return true;
      problems.push(`unknown MS-DRG "${drg}" in the catalogue`);
      return false;
    })
    .sort()
    .map((drg) => codeRow(drg, drgTitle(drg)));
  const codeIds = new Set(codes.map((c) => c.drg));

  const diagnoses: CatalogRows['diagnoses'] = [];
  const diagnosisCodes: CatalogRows['diagnosisCodes'] = [];
  const diagnosisCategories: CatalogRows['diagnosisCategories'] = [];
  for (const c of CONDITIONS) {
    diagnoses.push({
      id: c.id,
      slug: c.slug,
      name: c.name,
      summary: c.summary,
      active: c.active,
      common: c.common,
      hospitalization: c.hospitalization,
      specialties: [...c.specialties],
      icd_codes: c.icd10.map(formatIcd10),
      work: c.work.map((w) => ({ name: w.name, likelihood: w.likely })),
      system_id: c.systemId,
    });
    for (const drg of new Set(c.drgs)) {
      if (codeIds.has(drg)) diagnosisCodes.push({ diagnosis_id: c.id, drg });
    }
    for (const category of new Set(c.categories)) {
      if (categoryIds.has(category)) diagnosisCategories.push({ diagnosis_id: c.id, category_id: category });
      else problems.push(`condition ${c.id} "${c.slug}" names unknown category "${category}"`);
    }
  }
  return { systems, codes, categories, diagnoses, diagnosisCodes, diagnosisCategories, problems };
}

let cached: { rows: CatalogRows; checksum: string } | null = null;

/** The catalogue rows and their checksum (computed once per process: the catalogue is code). */
export function catalogSnapshot(): { rows: CatalogRows; checksum: string } {
  if (!cached) {
    const rows = catalogRows();
    const checksum = createHash('sha256')
      .update(JSON.stringify({ v: LOADER_VERSION, ...rows, problems: undefined }))
      .digest('hex');
    cached = { rows, checksum };
  }
  return cached;
}

export interface CatalogLoadResult {
  /** False when the database already held this catalogue (nothing written). */
  loaded: boolean;
  checksum: string;
  systems: number;
  codes: number;
  categories: number;
  diagnoses: number;
  /** Catalogue mistakes that were skipped (unknown categories or codes). */
  problems: string[];
  ms: number;
}

async function storedChecksum(m: EntityManager | DataSource): Promise<string | null> {
  const rows: { value: string }[] = await m.query(`SELECT value FROM catalog_meta WHERE key = $1`, [
    CATALOG_META_KEY,
  ]);
  return rows[0]?.value ?? null;
}

/**
 * Loads the catalogue when the database lacks it or holds another version. Returns what it did.
 * `force` rewrites even when the checksum matches (tools, tests).
 */
export async function loadCatalog(
  db: DataSource,
  opts: { force?: boolean } = {},
): Promise<CatalogLoadResult> {
  const started = performance.now();
  const { rows, checksum } = catalogSnapshot();
  const result = (loaded: boolean): CatalogLoadResult => ({
    loaded,
    checksum,
    systems: rows.systems.length,
    codes: rows.codes.length,
    categories: rows.categories.length,
    diagnoses: rows.diagnoses.length,
    problems: rows.problems,
    ms: Math.round(performance.now() - started),
  });
  if (!opts.force && (await storedChecksum(db)) === checksum) return result(false);

  const wrote = await db.transaction(async (m) => {
    await noStatementTimeoutInTransaction(m);
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [CATALOG_LOCK_ID]);
    // Another process may have loaded it while this one waited for the lock.
    if (!opts.force && (await storedChecksum(m)) === checksum) return false;
    await writeCatalog(m, rows);
    await m.query(
      `INSERT INTO catalog_meta (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [CATALOG_META_KEY, checksum],
    );
    return true;
  });
  return result(wrote);
}

async function writeCatalog(m: EntityManager, rows: CatalogRows): Promise<void> {
  const json = (value: unknown) => JSON.stringify(value);

  await m.query(
    `INSERT INTO system (id, name, image, active)
     SELECT id, name, image, active FROM json_to_recordset($1::json)
       AS x(id integer, name text, image text, active boolean)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, image = EXCLUDED.image, active = EXCLUDED.active
     WHERE (system.name, system.image, system.active) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.image, EXCLUDED.active)`,
    [json(rows.systems)],
  );

  // Codes with a catalogue title: the catalogue's wording wins over a title taken from a price file.
  await m.query(
    `INSERT INTO code (drg, title, mdc, type, complication)
     SELECT drg, title, mdc, type, complication FROM json_to_recordset($1::json)
       AS x(drg text, title text, mdc integer, type text, complication text)
     ON CONFLICT (drg) DO UPDATE SET title = EXCLUDED.title, mdc = EXCLUDED.mdc, type = EXCLUDED.type,
       complication = EXCLUDED.complication
     WHERE (code.title, code.mdc, code.type, code.complication)
       IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.mdc, EXCLUDED.type, EXCLUDED.complication)`,
    [json(rows.codes.filter((c) => c.title !== null))],
  );
  // Codes without one: a placeholder until a price file names them; an existing title is kept.
  await m.query(
    `INSERT INTO code (drg, title, mdc, type, complication)
     SELECT drg, 'MS-DRG ' || drg, mdc, type, 'none' FROM json_to_recordset($1::json)
       AS x(drg text, mdc integer, type text)
     ON CONFLICT (drg) DO UPDATE SET mdc = EXCLUDED.mdc, type = EXCLUDED.type
     WHERE (code.mdc, code.type) IS DISTINCT FROM (EXCLUDED.mdc, EXCLUDED.type)`,
    [json(rows.codes.filter((c) => c.title === null))],
  );

  await m.query(
    `INSERT INTO category (slug, name, icon)
     SELECT slug, name, icon FROM json_to_recordset($1::json) AS x(slug text, name text, icon text)
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, icon = EXCLUDED.icon
     WHERE (category.name, category.icon) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.icon)`,
    [json(rows.categories)],
  );
  await m.query(
    `DELETE FROM category WHERE slug NOT IN (SELECT value FROM json_array_elements_text($1::json))`,
    [json(rows.categories.map((c) => c.slug))],
  );

  // A slug that moved to another id: free it first (unique), the old row is retired below.
  await m.query(
    `UPDATE diagnosis d SET slug = 'retired-' || d.id
     FROM json_to_recordset($1::json) AS x(id integer, slug text)
     WHERE x.slug = d.slug AND x.id <> d.id`,
    [json(rows.diagnoses.map((d) => ({ id: d.id, slug: d.slug })))],
  );
  await m.query(
    `INSERT INTO diagnosis (id, slug, name, summary, active, common, hospitalization, specialties, icd_codes,
       work, system_id)
     SELECT id, slug, name, summary, active, common, hospitalization,
       ARRAY(SELECT json_array_elements_text(specialties)), ARRAY(SELECT json_array_elements_text(icd_codes)),
       work::jsonb, system_id
     FROM json_to_recordset($1::json) AS x(id integer, slug text, name text, summary text, active boolean,
       common boolean, hospitalization smallint, specialties json, icd_codes json, work json, system_id integer)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, summary = EXCLUDED.summary,
       active = EXCLUDED.active, common = EXCLUDED.common, hospitalization = EXCLUDED.hospitalization,
       specialties = EXCLUDED.specialties, icd_codes = EXCLUDED.icd_codes, work = EXCLUDED.work,
       system_id = EXCLUDED.system_id`,
    [json(rows.diagnoses)],
  );
  const ids = json(rows.diagnoses.map((d) => d.id));
  await m.query(
    `UPDATE diagnosis SET active = false, common = false
     WHERE active AND id NOT IN (SELECT value::integer FROM json_array_elements_text($1::json))`,
    [ids],
  );

  // Links of catalogue conditions are replaced as a whole; retired conditions keep theirs.
  await m.query(
    `DELETE FROM diagnosis_code WHERE diagnosis_id IN (SELECT value::integer FROM json_array_elements_text($1::json))`,
    [ids],
  );
  await m.query(
    `INSERT INTO diagnosis_code (diagnosis_id, drg)
     SELECT diagnosis_id, drg FROM json_to_recordset($1::json) AS x(diagnosis_id integer, drg text)`,
    [json(rows.diagnosisCodes)],
  );
  await m.query(
    `DELETE FROM diagnosis_category
     WHERE diagnosis_id IN (SELECT value::integer FROM json_array_elements_text($1::json))`,
    [ids],
  );
  await m.query(
    `INSERT INTO diagnosis_category (diagnosis_id, category_id)
     SELECT diagnosis_id, category_id FROM json_to_recordset($1::json)
       AS x(diagnosis_id integer, category_id text)`,
    [json(rows.diagnosisCategories)],
  );
}

/** True when the database holds the catalogue this code ships (any version counts as loaded). */
export async function isCatalogLoaded(db: DataSource): Promise<boolean> {
  return (await storedChecksum(db)) !== null;
}
