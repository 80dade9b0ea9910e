/**
 * The map search's read model in memory: every precomputed range (provider_condition_range) in compact
 * arrays per condition, each condition's hospitals in a static spatial index (kdbush), and the hospitals'
 * own columns once. Built whole from the database (at start, and again after the price data changed:
 * PriceCache.clear drops it), so a search answer reads no SQL. A start on data it has seen loads the
 * model a previous start saved (search-index-file.ts) instead of reading the ranges again.
 *
 * It answers exactly what the SQL of search-sql.ts answers (a test compares both on a seeded sample):
 * the same latitude/longitude band (summaryParams), the same great-circle distance (@fp/geo, the
 * product's one distance function), the same order (distance, then provider id) and limit, and rows of
 * the same shape (SummaryRow), so the views (pricing-views.ts) are shared by both paths.
 */
import { distanceKm } from '@fp/geo';
import { around, distance as indexDistanceKm } from 'geokdbush';
import KDBush from 'kdbush';
import type { DataSource } from 'typeorm';
import { loadReadModel, readModelPrint, saveReadModel } from './search-index-file';
import type { SearchSource } from './search-source';
import type { StoredYearRange } from './price-summary';
import {
  CONDITIONS_SQL,
  PROVIDERS_OF_SQL,
  PROVIDERS_SQL,
  RANGES_SQL,
  summaryParams,
  type ProviderRow,
  type RangeRow,
  type SummaryRow,
} from './search-sql';

/** One condition's ranges, one slot per priced hospital (slot order: provider id). */
export interface ConditionRanges {
  index: KDBush;
  provider: Uint16Array;
  lat: Float64Array;
  lng: Float64Array;
  /** lowest, highest, average, then the current-dollar three (NaN: none), per slot. */
  cents: Float64Array;
  amount: Int32Array;
  year: Int16Array;
  oldestYear: Int16Array;
  /** 0: no CPI year. */
  cpiYear: Int16Array;
  singleValue: Uint8Array;
  dataset: Uint16Array;
  /** The published figures per data year: slot s's are entries yearStart[s] to yearStart[s + 1] - 1. */
  yearStart: Uint32Array;
  years: YearFigures;
}

/** Per-year entries of one condition (price-summary.ts StoredYearRange), parsed once when the index is built. */
interface YearFigures {
  year: Int16Array;
  dataset: Uint16Array;
  /** lowest, highest, average per entry. */
  cents: Float64Array;
  amount: Int32Array;
}

const CENTS_PER_SLOT = 6;

/** What a read model is made of (search-index-file.ts saves and loads it). */
export interface IndexParts {
  providers: ProviderRow[];
  datasets: string[];
  conditions: Map<number, ConditionRanges>;
  /** Bytes held by the typed arrays and kd-trees (what bench:search reports). */
  bytes: number;
  rangeCount: number;
}

/** Where a process keeps its read model between starts (search-index-file.ts); null: nowhere. */
export type ReadModelFile = string | null | undefined;

/** Conditions per RANGES_SQL statement (each statement stays short on a busy database). */
const CONDITIONS_PER_READ = 8;

const orNaN = (v: number | string | null) => (v === null ? NaN : Number(v));
const orNull = (v: number) => (Number.isNaN(v) ? null : v);

/** A hit found in the index: the condition's slot and its distance in km. */
interface Found {
  slot: number;
  km: number;
}

export class SearchIndex implements SearchSource {
  private readonly providers: ProviderRow[];
  private readonly datasets: string[];
  private readonly conditions: Map<number, ConditionRanges>;
  /** Bytes held by the typed arrays and kd-trees (what bench:search reports). */
  readonly bytes: number;
  readonly rangeCount: number;
  /** Whether it came from the saved file (search-index-file.ts) rather than the database. */
  readonly fromFile: boolean;

  private constructor(
    private readonly parts: IndexParts,
    fromFile = false,
  ) {
    ({
      providers: this.providers,
      datasets: this.datasets,
      conditions: this.conditions,
      bytes: this.bytes,
      rangeCount: this.rangeCount,
    } = parts);
    this.fromFile = fromFile;
  }

  /**
   * Reads every range and the hospitals they belong to (one snapshot of the data), and builds the index;
   * with `file`, the one saved there when it was built from the same data (else it is written anew).
   */
  static async load(db: DataSource, file?: ReadModelFile): Promise<SearchIndex> {
    return db.transaction('REPEATABLE READ', async (em) => {
      const print = file ? await readModelPrint(em) : null;
      const saved = file && print ? loadReadModel(file, print.key) : null;
      if (saved) return new SearchIndex(saved, true);
      const providerRows: ProviderRow[] = await em.query(PROVIDERS_SQL);
      const ids = (await em.query(CONDITIONS_SQL)).map((r: { diagnosis_id: number }) =>
        Number(r.diagnosis_id),
      );
      const rows: RangeRow[] = [];
      for (let i = 0; i < ids.length; i += CONDITIONS_PER_READ)
        rows.push(...(await em.query(RANGES_SQL, [ids.slice(i, i + CONDITIONS_PER_READ)])));
      const index = SearchIndex.build(providerRows, rows);
      if (file && print) await index.save(file, print.key);
      return index;
    });
  }

  /**
   * The same read model from the rows a rebuild has just written (price-summary.ts rebuildPriceSummary),
   * without reading them back: only their hospitals are read, in the database's id order. Should one be
   * gone meanwhile (deleted since), the table is read as load() does. With `file`, it is saved there when
   * the data's print still names this rebuild (`rebuilt`: its fingerprint and time), read before the
   * hospitals so that a later change can only make the file's print out of date, never the file wrong.
   */
  static async fromRows(
    db: DataSource,
    rows: RangeRow[],
    file?: ReadModelFile,
    rebuilt?: { summary: string; summaryAt: string },
  ): Promise<SearchIndex> {
    const print = file && rebuilt ? await readModelPrint(db) : null;
    const ids = [...new Set(rows.map((r) => r.provider_id))];
    const providerRows: ProviderRow[] = await db.query(PROVIDERS_OF_SQL, [ids]);
    if (providerRows.length !== ids.length) return SearchIndex.load(db, file);
    const index = SearchIndex.build(providerRows, rows);
    if (file && print && print.summary === rebuilt?.summary && print.summaryAt === rebuilt.summaryAt)
      await index.save(file, print.key);
    return index;
  }

  /** Writes the model to `file` (search-index-file.ts); a failure only costs the next start its time. */
  private async save(file: string, fingerprint: string): Promise<void> {
    await saveReadModel(file, fingerprint, this.parts).catch(() => undefined);
  }

  /** `providerRows` in the database's id order; `rows` in any order. */
  static build(providerRows: ProviderRow[], unordered: RangeRow[]): SearchIndex {
    const providers = providerRows.map((p) => ({ ...p, is_demo: Boolean(p.is_demo) }));
    const providerSlot = new Map(providers.map((p, i) => [p.id, i]));
    // Slots by condition, then in the providers' order: a slot number then breaks ties as p.id does.
    const slotOf = (r: RangeRow) => providerSlot.get(r.provider_id) ?? 0;
    const rows = [...unordered].sort(
      (a, b) => Number(a.diagnosis_id) - Number(b.diagnosis_id) || slotOf(a) - slotOf(b),
    );
    const datasets: string[] = [];
    const datasetSlot = new Map<string, number>();
    const conditions = new Map<number, ConditionRanges>();
    let bytes = 0;
    for (let start = 0; start < rows.length;) {
      const id = Number(rows[start].diagnosis_id);
      let end = start;
      while (end < rows.length && Number(rows[end].diagnosis_id) === id) end++;
      // Each range's per-year figures, parsed once here (a search used to parse the text for every hit).
      const parsed = rows.slice(start, end).map(parseYears);
      const c = allocate(
        end - start,
        parsed.reduce((n, y) => n + y.length, 0),
      );
      let entry = 0;
      const datasetOf = (id: string) => {
        let ds = datasetSlot.get(id);
        if (ds === undefined) {
          ds = datasets.push(id) - 1;
          datasetSlot.set(id, ds);
        }
        return ds;
      };
      for (let i = start; i < end; i++) {
        const r = rows[i];
        const s = i - start;
        c.provider[s] = slotOf(r);
        c.lat[s] = Number(r.lat);
        c.lng[s] = Number(r.lng);
        const centsOf = [
          r.lowest_cents,
          r.highest_cents,
          r.average_cents,
          r.current_lowest_cents,
          r.current_highest_cents,
          r.current_average_cents,
        ];
        for (let k = 0; k < CENTS_PER_SLOT; k++) c.cents[s * CENTS_PER_SLOT + k] = orNaN(centsOf[k]);
        c.amount[s] = Number(r.amount);
        c.year[s] = Number(r.year);
        c.oldestYear[s] = Number(r.oldest_year);
        c.cpiYear[s] = r.cpi_year === null ? 0 : Number(r.cpi_year);
        c.singleValue[s] = r.single_value ? 1 : 0;
        c.dataset[s] = datasetOf(r.dataset_id);
        c.yearStart[s] = entry;
        for (const y of parsed[s]) {
          c.years.year[entry] = Number(y.year);
          c.years.dataset[entry] = datasetOf(y.dataset_id);
          c.years.cents[entry * 3] = Number(y.lowest_cents);
          c.years.cents[entry * 3 + 1] = Number(y.highest_cents);
          c.years.cents[entry * 3 + 2] = Number(y.average_cents);
          c.years.amount[entry] = Number(y.amount);
          entry++;
        }
        c.index.add(c.lng[s], c.lat[s]);
      }
      c.yearStart[end - start] = entry;
      c.index.finish();
      bytes += sizeOf(c);
      conditions.set(id, c);
      start = end;
    }
    return new SearchIndex({ providers, datasets, conditions, bytes, rangeCount: rows.length });
  }

  /** SUMMARY_SEARCH_SQL: the hospitals with a range for the condition within the radius, nearest first. */
  async nearby(
    diagnosisId: number,
    lat: number,
    lng: number,
    radiusKm: number,
    limit: number,
  ): Promise<SummaryRow[]> {
    const c = this.conditions.get(diagnosisId);
    if (!c) return [];
    const found = this.within(c, lat, lng, radiusKm);
    found.sort((a, b) => this.order(c, a, b));
    return found.slice(0, limit).map((f) => this.row(c, f));
  }

  /** NEAREST_PRICED_SQL: the nearest hospital with a range for the condition, at any distance. */
  async nearest(diagnosisId: number, lat: number, lng: number): Promise<SummaryRow | null> {
    const c = this.conditions.get(diagnosisId);
    if (!c || c.provider.length === 0) return null;
    // The index's own distance ranks as ours does (both great-circle); every hospital as near as the
    // first (same place) is taken so the provider id breaks the tie as the SQL does.
    const first = around(c.index, lng, lat, 1)[0];
    const reach = indexDistanceKm(lng, lat, c.lng[first], c.lat[first]) * (1 + 1e-9) + 1e-9;
    const found = around(c.index, lng, lat, Infinity, reach).map((slot) => ({
      slot,
      km: distanceKm({ lat, lng }, { lat: c.lat[slot], lng: c.lng[slot] }),
    }));
    found.sort((a, b) => this.order(c, a, b));
    return found.length ? this.row(c, found[0]) : null;
  }

  /** PRICED_NEAR_SQL: which of the conditions have a range within the radius. */
  async pricedNear(
    diagnosisIds: readonly number[],
    lat: number,
    lng: number,
    radiusKm: number,
    enough = Infinity,
  ) {
    const priced = new Set<number>();
    for (const id of diagnosisIds) {
      const c = this.conditions.get(id);
      if (c && this.within(c, lat, lng, radiusKm, true).length && priced.add(id).size >= enough) break;
    }
    return priced;
  }

  /** The slots inside summaryParams' band and within the radius (`any`: stop at the first). */
  private within(c: ConditionRanges, lat: number, lng: number, radiusKm: number, any = false): Found[] {
    const [, , , minLat, maxLat, minLng, maxLng] = summaryParams(lat, lng, radiusKm, 0) as number[];
    const found: Found[] = [];
    for (const slot of c.index.range(minLng, minLat, maxLng, maxLat)) {
      const km = distanceKm({ lat, lng }, { lat: c.lat[slot], lng: c.lng[slot] });
      // The SQL compares metres (earth_distance <= radius * 1000): the same numbers here.
      if (km * 1000 <= radiusKm * 1000) {
        found.push({ slot, km });
        if (any) break;
      }
    }
    return found;
  }

  /** ORDER BY dist_m, p.id: slots are in provider id order, so the slot breaks ties. */
  private order(c: ConditionRanges, a: Found, b: Found): number {
    return a.km * 1000 - b.km * 1000 || a.slot - b.slot;
  }

  /**
   * Every field written out: on Node 20 (V8 11) `{ ...p, more }` takes microseconds per property added
   * beyond p's own, which made this the costliest line of a search (bench:search-cpu).
   */
  private row(c: ConditionRanges, { slot, km }: Found): SummaryRow {
    const at = slot * CENTS_PER_SLOT;
    const p = this.providers[c.provider[slot]];
    return {
      id: p.id,
      name: p.name,
      address: p.address,
      city: p.city,
      state: p.state,
      zip: p.zip,
      phone: p.phone,
      lat: Number(p.lat),
      lng: Number(p.lng),
      is_demo: p.is_demo,
      lowest_cents: c.cents[at],
      highest_cents: c.cents[at + 1],
      average_cents: c.cents[at + 2],
      amount: c.amount[slot],
      single_value: c.singleValue[slot] === 1,
      year: c.year[slot],
      oldest_year: c.oldestYear[slot],
      dataset_id: this.datasets[c.dataset[slot]],
      current_lowest_cents: orNull(c.cents[at + 3]),
      current_highest_cents: orNull(c.cents[at + 4]),
      current_average_cents: orNull(c.cents[at + 5]),
      cpi_year: c.cpiYear[slot] === 0 ? null : c.cpiYear[slot],
      by_year: this.yearsOf(c, slot),
      dist_m: km * 1000,
    };
  }

  /** The slot's per-year figures as stored (price-summary.ts StoredYearRange). */
  private yearsOf(c: ConditionRanges, slot: number): StoredYearRange[] {
    const out: StoredYearRange[] = [];
    const y = c.years;
    for (let e = c.yearStart[slot]; e < c.yearStart[slot + 1]; e++)
      out.push({
        year: y.year[e],
        dataset_id: this.datasets[y.dataset[e]],
        lowest_cents: y.cents[e * 3],
        highest_cents: y.cents[e * 3 + 1],
        average_cents: y.cents[e * 3 + 2],
        amount: y.amount[e],
      });
    return out;
  }
}

/** A range row's per-year figures (json text from the database; none when the row has none). */
function parseYears(r: RangeRow): StoredYearRange[] {
  if (Array.isArray(r.by_year)) return r.by_year;
  if (r.by_year === null || r.by_year === '') return [];
  const parsed: unknown = JSON.parse(r.by_year);
  return Array.isArray(parsed) ? (parsed as StoredYearRange[]) : [];
}

function allocate(n: number, yearEntries: number): ConditionRanges {
  return {
    index: new KDBush(n, 16, Float64Array),
    provider: new Uint16Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    cents: new Float64Array(n * CENTS_PER_SLOT),
    amount: new Int32Array(n),
    year: new Int16Array(n),
    oldestYear: new Int16Array(n),
    cpiYear: new Int16Array(n),
    singleValue: new Uint8Array(n),
    dataset: new Uint16Array(n),
    yearStart: new Uint32Array(n + 1),
    years: {
      year: new Int16Array(yearEntries),
      dataset: new Uint16Array(yearEntries),
      cents: new Float64Array(yearEntries * 3),
      amount: new Int32Array(yearEntries),
    },
  };
}

function sizeOf(c: ConditionRanges): number {
  const y = c.years;
  const arrays = [
    ...[c.provider, c.lat, c.lng, c.cents, c.amount, c.year, c.oldestYear, c.cpiYear, c.yearStart],
    ...[c.singleValue, c.dataset, y.year, y.dataset, y.cents, y.amount],
  ];
  return arrays.reduce((sum, a) => sum + a.byteLength, c.index.data.byteLength);
}
