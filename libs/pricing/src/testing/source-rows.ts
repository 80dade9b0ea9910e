/**
 * CMS price rows read plainly from the files (no importer code) and the price range they give, written
 * out independently of libs/domain: tests compare what the map answers with these.
 */
import { parse } from 'csv-parse/sync';

export interface SourceRow {
  year: number;
  drg: string;
  /** The hospital's CMS certification number (the provider id). */
  ccn: string;
  discharges: number;
  totalCents: number;
}

const records = (csv: Buffer | string) => parse(csv, { from_line: 2 }) as string[][];

/** The rows for some DRGs of a file in the FY2011 layout (ipps_drg100_fy2011.csv). */
export function fy2011SourceRows(csv: Buffer | string, drgs: ReadonlySet<string>): SourceRow[] {
  const out: SourceRow[] = [];
  for (const r of records(csv)) {
    const drg = r[0].slice(0, 3);
    if (drgs.has(drg))
      out.push({
        year: 2011,
        drg,
        ccn: r[1],
        discharges: Number(r[8]),
        totalCents: Math.round(Number(r[10]) * 100),
      });
  }
  return out;
}

/** The rows for some DRGs of a file in the current layout (medicare_inpatient_ny_2022.csv), of `year`. */
export function recentSourceRows(csv: Buffer | string, drgs: ReadonlySet<string>, year: number): SourceRow[] {
  const out: SourceRow[] = [];
  for (const r of records(csv)) {
    const drg = r[5].padStart(3, '0');
    if (drgs.has(drg))
      out.push({
        year,
        drg,
        ccn: r[0],
        discharges: Number(r[7]),
        totalCents: Math.round(Number(r[9]) * 100),
      });
  }
  return out;
}

/** One hospital's rows: per DRG the newest year, then the range those rows give, and that year. */
export function expectedRange(all: readonly SourceRow[]) {
  const newest = new Map<string, SourceRow>();
  for (const r of all) if ((newest.get(r.drg)?.year ?? 0) < r.year) newest.set(r.drg, r);
  const rows = [...newest.values()];
  const values = rows.map((r) => r.totalCents);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const year = Math.max(...rows.map((r) => r.year));
  if (lowest === highest)
    return {
      range: {
        lowestCents: Math.round(lowest * 0.85),
        highestCents: Math.round(lowest * 1.15),
        averageCents: lowest,
      },
      year,
    };
  const weighted =
    rows.reduce((s, r) => s + r.totalCents * r.discharges, 0) / rows.reduce((s, r) => s + r.discharges, 0);
  return { range: { lowestCents: lowest, highestCents: highest, averageCents: Math.round(weighted) }, year };
}
