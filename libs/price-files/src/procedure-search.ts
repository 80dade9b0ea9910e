/**
 * Hospitals near a point whose price file publishes a procedure: the query is a CPT/HCPCS code, or
 * words of its description (matched in every imported file, so a file without descriptions is still
 * found by the code another file names). Nearest first.
 */
import { COMMON_PROCEDURES } from '@fp/catalog-lists';
import { badInput, matchesWords, TEXT_LIMITS, textTooLongMessage, wordsOf } from '@fp/domain';
import type { InsurancePlan } from '@fp/insurance';
import type { DataSource } from 'typeorm';
import { readItems } from './items';
import type { PriceFileItemView, ProcedureSearchInput, ProcedureSearchView } from './views';

const DEFAULT_RADIUS_KM = 75;
const MAX_RADIUS_KM = 500;
const MAX_HITS = 100;
const MAX_NAME_CODES = 50;
const CODE_PATTERN = /^[0-9A-Z]\d{3}[0-9A-Z]$/;

interface NearRow {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  file_id: string;
  dist_m: number;
}

/** The search's query, checked: at least two characters, not too long, a valid location. */
function checkedQuery(input: ProcedureSearchInput): string {
  const q = input.query.trim();
  if (q.length < 2) throw badInput('Type at least two characters of a procedure name or code.');
  // Every word becomes a pattern matched across all imported files: a long query is a long statement.
  if (q.length > TEXT_LIMITS.search)
    throw badInput(textTooLongMessage('query', TEXT_LIMITS.search, q.length), { query: 'Too long.' });
  if (
    !Number.isFinite(input.lat) ||
    !Number.isFinite(input.lng) ||
    Math.abs(input.lat) > 90 ||
    Math.abs(input.lng) > 180
  )
    throw badInput('Give a valid location.');
  return q;
}

/** `plan` loads the viewer's plan; it is read only when some hospital near the point is found. */
export async function searchProcedures(
  db: DataSource,
  plan: () => Promise<InsurancePlan | null>,
  input: ProcedureSearchInput,
): Promise<ProcedureSearchView> {
  const q = checkedQuery(input);
  const radiusKm = Math.min(Math.max(input.radiusKm ?? DEFAULT_RADIUS_KM, 1), MAX_RADIUS_KM);
  const limit = Math.min(Math.max(input.limit ?? 20, 1), MAX_HITS);
  const filesNearby = await countFilesNearby(db, input.lat, input.lng, radiusKm);
  const codes = filesNearby === 0 ? [] : await codesFor(db, q);
  if (codes.length === 0) return { codes, hits: [], filesNearby };
  const near: NearRow[] = await db.query(
    `WITH c AS (SELECT ll_to_earth($1::float8, $2::float8) AS e)
     SELECT p.id, p.name, p.address, p.city, p.state, p.zip, p.lat, p.lng, f.id AS file_id,
            earth_distance(c.e, ll_to_earth(p.lat, p.lng)) AS dist_m
       FROM hpt_file f JOIN provider p ON p.id = f.provider_id, c
      WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
        AND earth_box(c.e, $3::float8) @> ll_to_earth(p.lat, p.lng)
        AND earth_distance(c.e, ll_to_earth(p.lat, p.lng)) < $3::float8
        AND EXISTS (SELECT 1 FROM hpt_item_code ic WHERE ic.file_id = f.id AND ic.code = ANY($4::text[])
                      AND ic.code_type IN ('CPT', 'HCPCS'))
      ORDER BY dist_m, p.id
      LIMIT $5`,
    [input.lat, input.lng, radiusKm * 1000, codes, limit],
  );
  if (near.length === 0) return { codes, hits: [], filesNearby };
  const items = await readItems(
    db,
    await plan(),
    near.map((n) => n.file_id),
    codes,
    ['CPT', 'HCPCS'],
  );
  const byFile = new Map<string, PriceFileItemView[]>();
  for (const it of items) byFile.set(it.fileId, [...(byFile.get(it.fileId) ?? []), it]);
  return {
    codes,
    filesNearby,
    hits: near.map((n) => ({
      providerId: n.id,
      name: n.name,
      address: n.address,
      city: n.city,
      state: n.state,
      zip: n.zip,
      lat: n.lat,
      lng: n.lng,
      distanceKm: Math.round(n.dist_m / 100) / 10,
      items: byFile.get(n.file_id) ?? [],
    })),
  };
}

/** Hospitals with a loaded price file within the radius, whatever their files publish. */
async function countFilesNearby(db: DataSource, lat: number, lng: number, radiusKm: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH c AS (SELECT ll_to_earth($1::float8, $2::float8) AS e)
     SELECT count(DISTINCT p.id)::int AS n
       FROM hpt_file f JOIN provider p ON p.id = f.provider_id, c
      WHERE p.lat IS NOT NULL AND p.lng IS NOT NULL
        AND earth_distance(c.e, ll_to_earth(p.lat, p.lng)) < $3::float8`,
    [lat, lng, radiusKm * 1000],
  );
  return row?.n ?? 0;
}

/**
 * A code-like query is the code itself. Words find the CPT/HCPCS codes whose description in a file holds
 * the whole text or every one of its words ("MRI brain" finds "MRI BRAIN W/O CONTRAST"), and the codes
 * whose patient's name in the site's list of common procedures (@fp/catalog-lists COMMON_PROCEDURES) has words
 * beginning with each typed word: a file that gives codes without descriptions (the shipped Brattleboro
 * file) is then still found by name ("MRI brain" finds 70551).
 */
async function codesFor(db: DataSource, q: string): Promise<string[]> {
  const upper = q.toUpperCase();
  if (CODE_PATTERN.test(upper)) return [upper];
  const like = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const words = wordsOf(q);
  const rows: { code: string }[] = await db.query(
    `SELECT DISTINCT c.code FROM hpt_item i
       JOIN hpt_item_code c ON c.file_id = i.file_id AND c.item_no = i.item_no
      WHERE (i.description ILIKE $1 OR (cardinality($2::text[]) > 0 AND i.description ILIKE ALL ($2::text[])))
        AND c.code_type IN ('CPT', 'HCPCS')
      ORDER BY c.code LIMIT ${MAX_NAME_CODES}`,
    [like(q), words.map(like)],
  );
  const named = COMMON_PROCEDURES.filter(
    (p) => p.code && matchesWords(`${p.name} ${p.words ?? ''} ${p.code}`, q),
  ).map((p) => p.code as string);
  return [...new Set([...rows.map((r) => r.code), ...named])].sort().slice(0, MAX_NAME_CODES);
}
