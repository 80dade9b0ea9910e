/**
 * Read side of the catalogue for visitors: body systems, categories, conditions (diagnoses), the
 * condition search, the datasets loaded and the picker option lists. The importer fills the tables;
 * this service only reads them. Batch methods (…ByX) back the per-request DataLoaders (loaders.ts).
 */
import { In, type DataSource } from 'typeorm';
import {
  CategoryEntity,
  CodeEntity,
  DatasetEntity,
  DiagnosisEntity,
  ProviderEntity,
  SystemEntity,
} from '@fp/db';
import { badInput, matchesWords } from '@fp/domain';
import {
  CATEGORIES,
  COMMON_PROCEDURES,
  CONDITIONS,
  spanishCategoryName,
  spanishConditionName,
  SYSTEMS,
  WORK_TYPES,
} from '@fp/catalog-lists';

export const SYSTEMS_LIMIT_DEFAULT = 20;
export const DIAGNOSES_LIMIT_DEFAULT = 2000;
export const DIAGNOSIS_QUERY_LIMIT = 10;
const QUERY_MAX_LENGTH = 100;

/** The kinds of bill a user can record (picker "billType"). */
export const BILL_TYPES = [
  'Hospital',
  'Emergency room',
  'Urgent care',
  'Doctor or specialist',
  'Surgeon',
  'Anesthesia',
  'Lab tests',
  'Imaging (X-ray, CT, MRI)',
  'Pharmacy',
  'Ambulance',
  'Therapy or rehabilitation',
  'Medical equipment',
  'Other',
] as const;

/** Common US health cover types and insurers (picker "insurance"); "Other" and free text cover the rest. */
export const INSURANCE_OPTIONS = [
  'No insurance (self-pay)',
  'Medicare',
  'Medicare Advantage',
  'Medicaid',
  'TRICARE',
  'Aetna',
  'Blue Cross Blue Shield',
  'Cigna',
  'Humana',
  'Kaiser Permanente',
  'UnitedHealthcare',
  'Other',
] as const;

export type OptionKindName = 'diagnosis' | 'procedure' | 'condition' | 'billType' | 'clinic' | 'insurance';
export const OPTION_KINDS: readonly OptionKindName[] = [
  'diagnosis',
  'procedure',
  'condition',
  'billType',
  'clinic',
  'insurance',
];

export interface PickerOption {
  id: string;
  text: string;
}

export interface DiagnosisListOptions {
  systemId?: number | null;
  query?: string | null;
  limit?: number | null;
  /** Default true: visitors only see active conditions. */
  activeOnly?: boolean;
  /** The visitor's language: in Spanish, `query` also finds the conditions' Spanish names. */
  language?: CatalogLanguage;
}

/** The languages the catalogue's names are written in (@fp/catalog-lists names-es). */
export type CatalogLanguage = 'en' | 'es';

/** Lower case without accents, so that "neumonia" finds "Neumonía". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The conditions whose Spanish name starts with the query, and those that hold it (or its words' starts). */
function spanishNameMatches(query: string): { starts: string[]; holds: string[] } {
  const q = fold(query);
  const starts: string[] = [];
  const holds: string[] = [];
  for (const c of CONDITIONS) {
    const name = fold(spanishConditionName(c.slug) ?? '');
    if (name.startsWith(q)) starts.push(c.slug);
    else if (name.includes(q) || matchesWords(name, q)) holds.push(c.slug);
  }
  return { starts, holds };
}

/** A condition's name in `language` (the English when no Spanish is written). */
export function conditionName(d: Pick<DiagnosisEntity, 'slug' | 'name'>, language: CatalogLanguage): string {
  return (language === 'es' && spanishConditionName(d.slug)) || d.name;
}

/**
 * Conditions in the order of their names in `language` (after `first`, e.g. common ones first); English
 * keeps the database's order.
 */
export function byName<T extends Pick<DiagnosisEntity, 'slug' | 'name'>>(
  rows: T[],
  language: CatalogLanguage,
  first: (row: T) => number = () => 0,
): T[] {
  if (language !== 'es') return rows;
  const collator = new Intl.Collator('es');
  return rows
    .map((row) => ({ row, key: first(row), name: conditionName(row, language) }))
    .sort((a, b) => a.key - b.key || collator.compare(a.name, b.name))
    .map((x) => x.row);
}

/** A category's name in `language`. */
export function categoryName(c: Pick<CategoryEntity, 'slug' | 'name'>, language: CatalogLanguage): string {
  return (language === 'es' && spanishCategoryName(c.slug)) || c.name;
}

const CATEGORY_ORDER = new Map(CATEGORIES.map((c, i) => [c.id, i]));
const SYSTEM_DESCRIPTIONS = new Map(SYSTEMS.map((s) => [s.id, s.description]));

/** Catalogue order (heart first, general care last); categories the catalogue does not know go last. */
export function compareCategories(a: CategoryEntity, b: CategoryEntity): number {
  const ia = CATEGORY_ORDER.get(a.slug) ?? Number.MAX_SAFE_INTEGER;
  const ib = CATEGORY_ORDER.get(b.slug) ?? Number.MAX_SAFE_INTEGER;
  return ia - ib || a.name.localeCompare(b.name);
}

/** Icon URL for a category: stored URLs are kept, bare icon names become /images/icons/<name>.svg. */
export function categoryIconUrl(icon: string | null): string | null {
  if (!icon) return null;
  if (icon.startsWith('/') || /^https?:\/\//.test(icon)) return icon;
  return /^[a-z0-9-]+$/.test(icon) ? `/images/icons/${icon}.svg` : null;
}

/** One sentence about a body system, from the catalogue; null for systems it does not describe. */
export function systemDescription(id: number): string | null {
  return SYSTEM_DESCRIPTIONS.get(id) ?? null;
}

function cleanQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH);
}

function clampLimit(limit: number | null | undefined, fallback: number, max: number): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1) throw badInput('The limit must be a positive whole number.');
  return Math.min(limit, max);
}

/** Escapes LIKE wildcards so user text matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class CatalogReadService {
  constructor(private readonly db: DataSource) {}

  /** Body systems by id; active ones only unless asked; at most `limit` (default 20). */
  systems(opts: { activeOnly?: boolean; limit?: number | null } = {}): Promise<SystemEntity[]> {
    const limit = clampLimit(opts.limit, SYSTEMS_LIMIT_DEFAULT, 100);
    return this.db.getRepository(SystemEntity).find({
      where: opts.activeOnly === false ? {} : { active: true },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  system(id: number): Promise<SystemEntity | null> {
    if (!Number.isInteger(id)) return Promise.resolve(null);
    return this.db.getRepository(SystemEntity).findOneBy({ id });
  }

  /** Every category, in catalogue order. */
  async categories(): Promise<CategoryEntity[]> {
    const rows = await this.db.getRepository(CategoryEntity).find();
    return rows.sort(compareCategories);
  }

  category(slug: string): Promise<CategoryEntity | null> {
    return this.db.getRepository(CategoryEntity).findOneBy({ slug: slug.trim().toLowerCase() });
  }

  /**
   * Conditions: without a query, common ones first then by name; with a query, the best name matches
   * first (starts with, then contains, then similar spelling by trigram word similarity).
   */
  async diagnoses(opts: DiagnosisListOptions = {}): Promise<DiagnosisEntity[]> {
    const limit = clampLimit(opts.limit, DIAGNOSES_LIMIT_DEFAULT, DIAGNOSES_LIMIT_DEFAULT);
    const query = cleanQuery(opts.query);
    const qb = this.db.getRepository(DiagnosisEntity).createQueryBuilder('d');
    if (opts.activeOnly !== false) qb.andWhere('d.active = true');
    if (opts.systemId !== null && opts.systemId !== undefined) {
      if (!Number.isInteger(opts.systemId)) throw badInput('The system id must be a whole number.');
      qb.andWhere('d.system_id = :systemId', { systemId: opts.systemId });
    }
    if (query) {
      // In Spanish the Spanish names are searched too (in memory: they are not in the table), first.
      const es = opts.language === 'es' ? spanishNameMatches(query) : { starts: [], holds: [] };
      qb.andWhere(
        `(d.name ILIKE :contains OR word_similarity(:q, d.name) >= 0.45 OR d.slug = ANY(:esStarts) OR d.slug = ANY(:esHolds))`,
        { q: query, contains: `%${likeEscape(query)}%`, esStarts: es.starts, esHolds: es.holds },
      )
        .addSelect(`(d.slug = ANY(:esStarts))`, 'rank_es_starts')
        .addSelect(`(d.slug = ANY(:esHolds))`, 'rank_es_holds')
        .addSelect(`(d.name ILIKE :starts)`, 'rank_starts')
        .addSelect(`(d.name ILIKE :contains)`, 'rank_contains')
        .addSelect(`word_similarity(:q, d.name)`, 'rank_similar')
        .setParameter('starts', `${likeEscape(query)}%`)
        .orderBy('rank_es_starts', 'DESC')
        .addOrderBy('rank_es_holds', 'DESC')
        .addOrderBy('rank_starts', 'DESC')
        .addOrderBy('rank_contains', 'DESC')
        .addOrderBy('rank_similar', 'DESC')
        .addOrderBy('d.common', 'DESC')
        .addOrderBy('d.name', 'ASC');
    } else {
      qb.orderBy('d.common', 'DESC').addOrderBy('d.name', 'ASC');
      // In Spanish the order is the Spanish names' (all conditions are read: a few hundred rows).
      if (opts.language === 'es')
        return byName(await qb.getMany(), 'es', (d) => Number(!d.common)).slice(0, limit);
    }
    return qb.limit(limit).getMany();
  }

  /** The condition type-ahead (REST {query} → hits): at most 10 best matches. */
  searchDiagnoses(
    query: string,
    limit = DIAGNOSIS_QUERY_LIMIT,
    language: CatalogLanguage = 'en',
  ): Promise<DiagnosisEntity[]> {
    if (!cleanQuery(query)) return Promise.resolve([]);
    return this.diagnoses({ query, limit, language });
  }

  async diagnosis(by: { id?: number | null; slug?: string | null }): Promise<DiagnosisEntity | null> {
    const repo = this.db.getRepository(DiagnosisEntity);
    if (by.id !== null && by.id !== undefined) {
      return Number.isInteger(by.id) ? repo.findOneBy({ id: by.id }) : null;
    }
    if (by.slug) return repo.findOneBy({ slug: by.slug.trim().toLowerCase() });
    throw badInput('Give a condition id or slug.');
  }

  /** Imported price datasets, newest import first. */
  datasets(): Promise<DatasetEntity[]> {
    return this.db.getRepository(DatasetEntity).find({ order: { importedAt: 'DESC', year: 'DESC' } });
  }

  /** Picker option lists ({id, text}); `query` keeps the options whose text contains it. */
  async options(
    kind: OptionKindName,
    query?: string | null,
    language: CatalogLanguage = 'en',
  ): Promise<PickerOption[]> {
    const q = fold(cleanQuery(query));
    // The text holds the query, or each of its words begins a word of the text ("hip repl").
    const keep = (o: PickerOption) => !q || fold(o.text).includes(q) || matchesWords(fold(o.text), q);
    switch (kind) {
      case 'diagnosis': {
        const rows = await this.diagnoses({ limit: DIAGNOSES_LIMIT_DEFAULT });
        return rows
          .map((d) => ({ id: String(d.id), text: conditionName(d, language) }))
          .sort((a, b) => a.text.localeCompare(b.text))
          .filter(keep);
      }
      case 'procedure':
        // What a visit involved: the work types of the condition-to-work table (labs, X-ray, surgery…),
        // then common procedures in a patient's words (hip replacement, colonoscopy…), each with its other
        // words (catalog procedures.ts) so that "gall bladder" finds the cholecystectomy.
        return [
          ...WORK_TYPES.map((w) => ({ id: w, text: w })).filter(keep),
          ...COMMON_PROCEDURES.filter(
            (p) => !q || keep({ id: p.name, text: p.name }) || matchesWords(`${p.name} ${p.words ?? ''}`, q),
          ).map((p) => ({ id: p.name, text: p.name })),
        ];
      case 'condition': {
        // Other conditions a patient has: the procedure-or-condition categories, by name.
        const rows = await this.categories();
        return rows
          .map((c) => ({ id: c.slug, text: categoryName(c, language) }))
          .sort((a, b) => a.text.localeCompare(b.text))
          .filter(keep);
      }
      case 'billType':
        return BILL_TYPES.map((t) => ({ id: t, text: t })).filter(keep);
      case 'insurance':
        return INSURANCE_OPTIONS.map((t) => ({ id: t, text: t })).filter(keep);
      case 'clinic': {
        // Thousands of hospitals: only a search makes sense, and the picker shows at most 10.
        if (q.length < 2) return [];
        const rows = await this.db
          .getRepository(ProviderEntity)
          .createQueryBuilder('p')
          .where('p.name ILIKE :q', { q: `%${likeEscape(q)}%` })
          .orderBy('p.name', 'ASC')
          .take(10)
          .getMany();
        return rows.map((p) => ({ id: p.id, text: `${p.name}, ${p.city}, ${p.state}` }));
      }
      default:
        throw badInput(`Unknown option list "${String(kind)}".`);
    }
  }

  // ---- batches for DataLoaders -------------------------------------------------------------------

  async systemsByIds(ids: readonly number[]): Promise<(SystemEntity | null)[]> {
    const rows = await this.db.getRepository(SystemEntity).findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** All conditions of each system (active and not), by name. */
  async diagnosesBySystems(ids: readonly number[]): Promise<DiagnosisEntity[][]> {
    const rows = await this.db
      .getRepository(DiagnosisEntity)
      .find({ where: { systemId: In([...ids]) }, order: { name: 'ASC' } });
    return ids.map((id) => rows.filter((r) => r.systemId === id));
  }

  /** Active conditions of each category, by name. */
  async diagnosesByCategories(slugs: readonly string[]): Promise<DiagnosisEntity[][]> {
    const links: { category_id: string; diagnosis_id: number }[] = await this.db.query(
      `SELECT dc.category_id, dc.diagnosis_id FROM diagnosis_category dc
         JOIN diagnosis d ON d.id = dc.diagnosis_id AND d.active
        WHERE dc.category_id = ANY($1::text[])`,
      [[...slugs]],
    );
    const ids = [...new Set(links.map((l) => l.diagnosis_id))];
    const rows = ids.length
      ? await this.db.getRepository(DiagnosisEntity).find({ where: { id: In(ids) }, order: { name: 'ASC' } })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return slugs.map((slug) => {
      const mine = new Set(links.filter((l) => l.category_id === slug).map((l) => l.diagnosis_id));
      return rows.filter((r) => mine.has(r.id) && byId.has(r.id));
    });
  }

  /** Categories of each condition, in catalogue order. */
  async categoriesByDiagnoses(ids: readonly number[]): Promise<CategoryEntity[][]> {
    const rows: { diagnosis_id: number; slug: string; name: string; icon: string | null }[] =
      await this.db.query(
        `SELECT dc.diagnosis_id, c.slug, c.name, c.icon FROM diagnosis_category dc
         JOIN category c ON c.slug = dc.category_id
        WHERE dc.diagnosis_id = ANY($1::int[])`,
        [[...ids]],
      );
    return ids.map((id) =>
      rows
        .filter((r) => r.diagnosis_id === id)
        .map((r) => Object.assign(new CategoryEntity(), { slug: r.slug, name: r.name, icon: r.icon }))
        .sort(compareCategories),
    );
  }

  /** MS-DRGs linked to each condition, by code. */
  async codesByDiagnoses(ids: readonly number[]): Promise<CodeEntity[][]> {
    const links: { diagnosis_id: number; drg: string }[] = await this.db.query(
      `SELECT diagnosis_id, drg FROM diagnosis_code WHERE diagnosis_id = ANY($1::int[]) ORDER BY drg`,
      [[...ids]],
    );
    const drgs = [...new Set(links.map((l) => l.drg))];
    const codes = drgs.length ? await this.db.getRepository(CodeEntity).findBy({ drg: In(drgs) }) : [];
    const byDrg = new Map(codes.map((c) => [c.drg, c]));
    return ids.map((id) =>
      links
        .filter((l) => l.diagnosis_id === id)
        .map((l) => byDrg.get(l.drg))
        .filter((c): c is CodeEntity => c !== undefined),
    );
  }
}
