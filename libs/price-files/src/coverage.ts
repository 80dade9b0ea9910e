/**
 * Which hospitals' price files are loaded: what /procedures says before anyone searches, so that an
 * empty answer is never the first time a visitor learns that files cover only a few places.
 */
import type { DataSource } from 'typeorm';
import type { PriceFileCoverageView } from './views';

const MAX_LISTED = 100;

interface Row {
  provider_id: string;
  name: string;
  city: string;
  state: string;
  newest: string | Date | null;
  undated: number;
}

const day = (d: string | Date | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

export async function priceFileCoverage(db: DataSource): Promise<PriceFileCoverageView> {
  const rows: Row[] = await db.query(
    `SELECT f.provider_id, COALESCE(p.name, max(f.hospital_name)) AS name, COALESCE(p.city, '') AS city,
            COALESCE(p.state, '') AS state, max(f.last_updated_on) AS newest,
            (count(*) FILTER (WHERE f.last_updated_on IS NULL))::int AS undated
       FROM hpt_file f LEFT JOIN provider p ON p.id = f.provider_id
      -- A file matched to no hospital cannot be found near any point: it covers nowhere.
      WHERE f.provider_id IS NOT NULL
      GROUP BY f.provider_id, p.name, p.city, p.state
      ORDER BY 4, 2, 1`,
  );
  const dated = rows
    .map((r) => day(r.newest))
    .filter((d): d is string => d !== null)
    .sort();
  return {
    hospitals: rows.length,
    states: [...new Set(rows.map((r) => r.state.trim()).filter(Boolean))].sort(),
    oldestDate: dated[0] ?? null,
    newestDate: dated[dated.length - 1] ?? null,
    undatedFiles: rows.reduce((n, r) => n + r.undated, 0),
    list: rows.slice(0, MAX_LISTED).map((r) => ({
      providerId: r.provider_id,
      name: r.name,
      city: r.city,
      state: r.state.trim(),
      fileDate: day(r.newest),
    })),
  };
}
