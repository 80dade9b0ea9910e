/**
 * The price map: radius search, provider detail and the access rules applied to both. Used by the
 * GraphQL resolvers and the REST shim alike.
 *
 * Speed: the search reads precomputed ranges (provider_condition_range, rebuilt by price-summary.ts when
 * the data fingerprint changes), one row per provider, never the price table (search-queries.ts), held
 * whole in memory as a spatial index per condition (search-index.ts): a search reads no SQL. Results
 * and reference data are held in memory and shared by all visitors (price-cache.ts); what a visitor may
 * see is applied per request on top (pricing-views.ts restrict). All of it is dropped when the data
 * changes (price-freshness.ts), or at once by invalidate() (imports in this process).
 */
import { UsageCounters } from '@fp/accounts';
import type { DiagnosisEntity } from '@fp/db';
import { countsAsSearch, newestPerDrg, priceEstimate, type AccessDecision } from '@fp/domain';
import { DEFAULT_CONDITION_SLUG } from '@fp/catalog-lists';
import { DEFAULT_LOCATION, distanceKm, nearestCity } from '@fp/geo';
import type { DataSource } from 'typeorm';
import { AllowanceService, type AccountCache } from './allowance';
import { pricedHospitalsNear } from './coverage-near';
import { lastDiagnosisId, readGeoSession } from './geo-session';
import { PriceCache, type CachedSearch } from './price-cache';
import { PriceFreshness } from './price-freshness';
import { priceFingerprint, type PriceSummaryRebuild } from './price-summary';
import { byDrg, figureView, providerView, rangeOf, restrict } from './pricing-views';
import { ensureSources, loadReferenceData, resolveDiagnosis, type ReferenceData } from './reference-data';
import { parseSearchInput, round4 } from './search-input';
import { SearchIndex } from './search-index';
import { runSearch } from './search-queries';
import { SqlSearchSource } from './search-source';
import {
  PROVIDER_FIGURES_SQL,
  PROVIDER_SQL,
  PROVIDERS_FIGURES_SQL,
  type FigureRow,
  type ProviderRow,
} from './search-sql';
import type { DetailAnswer, DrgFigureView, PriceRangeView, SearchAnswer, SearchInput, Viewer } from './types';

export interface PricingOptions {
  /** How often, at most, to check whether the price data changed (ms). Default 5000. */
  freshnessMs?: number;
  /**
   * What the search cache may hold, in approximate bytes (price-cache.ts searchBytes). Default 24 MB:
   * about 30,000 hospitals' views; the 240 answers of the old bench mix (12 common conditions x 20 cities)
   * take 6.3 MB, so they all stay, while a long tail of answers never asked again cannot grow it further.
   */
  cacheBytes?: number;
  /** Provider detail figure lists held. Default 5000. */
  cacheDetails?: number;
  /** The shared counters the free allowance is kept in (one per process is enough). */
  counters?: UsageCounters;
  /** Pass holders' allowance state kept in memory (see AllowanceService); none: always read. */
  accountCache?: AccountCache | null;
  /**
   * Where map searches read: 'memory' (default), the read model of search-index.ts; 'sql', the
   * statements of search-sql.ts (kept so a test can compare both).
   */
  searchFrom?: 'memory' | 'sql';
  /**
   * Where this process keeps the read model between starts (search-index-file.ts), keyed by the data's
   * fingerprint; none: built from the database at every start.
   */
  readModelFile?: string | null;
  /**
   * Where the price data is read (a replica's DataSource, @fp/db openReplica): the reference data, the
   * read model, a hospital's figures. The allowance, the freshness check and the rebuild of the
   * precomputed ranges stay on the primary (`db`). Default: `db`.
   */
  read?: DataSource;
}

const PROVIDER_ID = /^[A-Za-z0-9]{1,10}$/;
/** The search cache's default bound (PricingOptions.cacheBytes). */
const SEARCH_CACHE_BYTES = 24_000_000;

/** What makes a map search new: the condition and the point (4 decimals, as parseSearchInput rounds). */
const searchKey = (diagnosisId: number, lat: number, lng: number) =>
  `${diagnosisId}|${lat.toFixed(4)}|${lng.toFixed(4)}`;

/** The search a detail opening belongs to: its point's search key, else the hospital's own. */
function detailKey(
  diagnosisId: number,
  providerId: string,
  from?: { lat?: number | null; lng?: number | null },
) {
  const { lat, lng } = from ?? {};
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng))
    return searchKey(diagnosisId, round4(lat), round4(lng));
  return `${diagnosisId}|provider|${providerId}`;
}

/** How near DEFAULT_LOCATION a point is still the map's default place (the web app rounds it). */
const DEFAULT_PLACE_KM = 1;

export class PricingService {
  /** The free allowance: the one place searches and detail openings are counted and decided. */
  readonly allowance: AllowanceService;
  private readonly cache: PriceCache;
  private readonly freshness: PriceFreshness;
  /** Set when searches read SQL instead of the read model. */
  private readonly sql: SqlSearchSource | null;
  /** The steps' times of the last rebuild of the precomputed ranges in this process (for the log). */
  private rebuiltMs: PriceSummaryRebuild['ms'] | null = null;
  private readonly readModelFile: string | null;
  /** Where the price data is read (PricingOptions.read). */
  private readonly read: DataSource;

  constructor(
    private readonly db: DataSource,
    opts: PricingOptions = {},
  ) {
    this.read = opts.read ?? db;
    this.allowance = new AllowanceService(db, opts.counters ?? new UsageCounters(db), opts.accountCache);
    this.readModelFile = opts.readModelFile ?? null;
    this.cache = new PriceCache(opts.cacheBytes ?? SEARCH_CACHE_BYTES, opts.cacheDetails ?? 5000);
    this.freshness = new PriceFreshness(db, opts.freshnessMs ?? 5000, (rebuilt) => {
      this.cache.clear();
      if (!rebuilt) return;
      // The read model from the rows just written, instead of reading ~175,000 rows back (issue 29).
      this.rebuiltMs = rebuilt.ms;
      const rows = rebuilt.rows;
      void this.cache
        .searchIndex(() => SearchIndex.fromRows(db, rows, this.readModelFile, rebuilt))
        .catch(() => undefined);
    });
    this.sql = opts.searchFrom === 'sql' ? new SqlSearchSource(this.read) : null;
  }

  /**
   * Builds what searches read (the precomputed ranges if stale, the reference data, the read model), so
   * the first visitors after a start do not wait for it. The index's size comes back for the start log.
   */
  async warm(): Promise<{ ranges: number; bytes: number; fromFile: boolean }> {
    // The gazetteer every search's point is checked against (search-input.ts isInUnitedStates) is built
    // on first use: here, rather than by the first search (about a second of CPU on a busy machine).
    nearestCity(0, 0);
    await this.freshness.check();
    await this.referenceData();
    const index = await this.searchIndex();
    return { ranges: index.rangeCount, bytes: index.bytes, fromFile: index.fromFile };
  }

  /**
   * After data changed in this process: rebuilds the precomputed ranges, the reference data and the read
   * model now, instead of on the next request (which would wait for all of it). Requests arriving
   * meanwhile wait for the same rebuild, as after invalidate().
   */
  async refresh(): Promise<{ ranges: number; bytes: number; fromFile: boolean; ms: Record<string, number> }> {
    const started = performance.now();
    this.invalidate();
    this.rebuiltMs = null;
    const index = await this.warm();
    const ms = { ...(this.rebuiltMs ?? {}), refresh: Math.round(performance.now() - started) };
    return { ...index, ms };
  }

  /** Drops every cached result and reference list (call after importing data or loading the catalogue). */
  invalidate(): void {
    this.cache.clear();
    this.freshness.reset();
  }

  /**
   * The active conditions, common first then by name, each with how many hospitals have prices for it
   * (0: none in the loaded data), for the condition picker.
   */
  async conditionCoverage(): Promise<{ diagnosis: DiagnosisEntity; pricedHospitals: number }[]> {
    await this.freshness.check();
    const ref = await this.referenceData();
    return [...ref.diagnosesById.values()]
      .filter((d) => d.active)
      .sort((a, b) => Number(b.common) - Number(a.common) || a.name.localeCompare(b.name))
      .map((d) => ({ diagnosis: d, pricedHospitals: ref.coverage.get(d.id) ?? 0 }));
  }

  /** Hospitals with prices per condition id, from the precomputed ranges (cheap: held in memory). */
  async coverage(): Promise<ReadonlyMap<number, number>> {
    await this.freshness.check();
    return (await this.referenceData()).coverage;
  }

  /**
   * Hospitals with prices within the search radius of a point, for each of the conditions given (the
   * condition picker's "near you"); a condition absent from the answer has none there.
   */
  async pricedHospitalsNear(
    diagnosisIds: readonly number[],
    lat: number,
    lng: number,
  ): Promise<ReadonlyMap<number, number>> {
    await this.freshness.check();
    return pricedHospitalsNear(this.read, diagnosisIds, lat, lng);
  }

  /**
   * The map search. Counts one search when the condition or the point differs from the session's last
   * search, applies the access rules, and answers one page of the (at most 1000) providers. The hits
   * carry price ranges (when list prices may be seen) but never per-DRG figures: those come only with a
   * counted detail opening.
   */
  async search(viewer: Viewer, input: SearchInput): Promise<SearchAnswer> {
    const q = parseSearchInput(input);
    await this.freshness.check();
    const ref = await this.referenceData();
    const diagnosis =
      'id' in q.diagnosis ? ref.diagnosesById.get(q.diagnosis.id) : ref.diagnosesBySlug.get(q.diagnosis.slug);
    if (!diagnosis || !diagnosis.active) {
      const { searchCount, access } = await this.allowance.peek(viewer);
      return {
        count: 0,
        hits: [],
        widened: false,
        diagnosis: null,
        access,
        searchCount,
        unavailable: null,
        counted: false,
      };
    }
    const found = await this.cachedSearch(ref, diagnosis, q.lat, q.lng, q.radiusKm);
    // A search that finds nothing is not counted (and is not remembered as the session's last search),
    // nor is a look (Viewer.look). A new condition or point counts, atomically on the counter row; the
    // session is not written.
    // Nor is a search of a condition and place the visitor did not both choose (the page's defaults): one
    // search is one condition at one place the visitor chose (issue 41).
    // The page's defaults are the default condition or the default place (DEFAULT_LOCATION): a caller may
    // say "not chosen" only of a search with one of them; any other pair is counted whatever it says, so
    // `chosen: false` is no way around the free-search limit.
    const unchosen =
      input.chosen === false &&
      (diagnosis.slug === DEFAULT_CONDITION_SLUG ||
        distanceKm({ lat: q.lat, lng: q.lng }, DEFAULT_LOCATION) <= DEFAULT_PLACE_KM);
    const { searchCount, access, counted } =
      countsAsSearch(found.hits.length) && !viewer.look && !unchosen
        ? await this.allowance.countSearch(viewer, searchKey(diagnosis.id, q.lat, q.lng))
        : await this.allowance
            .peek(viewer)
            .then(({ searchCount, access }) => ({ searchCount, access, counted: false }));
    const start = (q.page - 1) * q.limit;
    const page = found.hits.slice(start, start + q.limit);
    return {
      count: found.hits.length,
      hits: page.map((v) => restrict(v, access, false)),
      widened: found.widened,
      diagnosis,
      access,
      searchCount,
      // The nearest priced hospital is a list hit like any other: its range follows the same rule.
      unavailable: found.unavailable && {
        ...found.unavailable,
        nearest: found.unavailable.nearest && restrict(found.unavailable.nearest, access, false),
      },
      counted,
    };
  }

  /**
   * The provider detail popup. Opening it counts one search when the search it was opened from (`from`)
   * was not counted yet (AllowanceService.countDetail). Null for an unknown provider. Without a
   * condition the session's last searched condition is used; with none at all the answer carries the
   * provider's facts only (no figures, no range) and counts nothing: figures go out for one condition's
   * DRGs at a time, never for every DRG the hospital publishes.
   */
  async detail(
    viewer: Viewer,
    providerId: string,
    diagnosisId?: number | null,
    from?: { lat?: number | null; lng?: number | null },
  ): Promise<DetailAnswer | null> {
    if (typeof providerId !== 'string' || !PROVIDER_ID.test(providerId)) return null;
    await this.freshness.check();
    const ref = await this.referenceData();
    const diagnosis = resolveDiagnosis(
      ref,
      diagnosisId ?? (await this.lastSearchedDiagnosis(viewer)),
      diagnosisId != null,
    );
    const row = await this.loadProvider(providerId);
    if (!row) return null;
    // Figures go out only with a counted opening: never for a look (Viewer.look).
    const counted = diagnosis !== null && !viewer.look;
    // The opening is part of the search it came from (the condition at its point): one search only when
    // that pair was not counted yet. Without a point (older callers) each hospital and condition counts
    // once.
    const { searchCount, access } =
      counted && diagnosis
        ? await this.allowance.countDetail(viewer, detailKey(diagnosis.id, providerId, from))
        : await this.allowance.peek(viewer);
    const figures =
      counted && diagnosis
        ? await this.figuresOf(ref, providerId, ref.drgsByDiagnosis.get(diagnosis.id) ?? [])
        : [];
    const range = diagnosis ? rangeOf(figures) : null;
    const geo = readGeoSession(viewer.session);
    const view = providerView(
      row,
      diagnosis?.id ?? null,
      figures,
      range,
      geo.lat !== null && geo.lng !== null ? geo : null,
    );
    return {
      provider: restrict(view, access, true),
      diagnosis,
      access,
      estimate: access.detailPrices && range ? priceEstimate(range) : null,
      searchCount,
    };
  }

  /** The condition of the viewer's last counted search, else of the saved geo session. */
  private async lastSearchedDiagnosis(viewer: Viewer): Promise<number | null> {
    const last = await this.allowance.lastSearchKey(viewer);
    const id = last ? Number(last.split('|')[0]) : NaN;
    return Number.isInteger(id) && id > 0 ? id : lastDiagnosisId(viewer.session);
  }

  /** What the viewer may see now, without counting a search. */
  async access(viewer: Viewer): Promise<AccessDecision> {
    return (await this.allowance.peek(viewer)).access;
  }

  /**
   * Price ranges of many (provider, condition) pairs, answered together: one access check, and one
   * query for every pair not already cached (the GraphQL context's per-request DataLoader calls this
   * with the pairs a list asks for). Each answer is what providerRange would give for its pair.
   */
  async providerRanges(
    viewer: Viewer,
    pairs: readonly { providerId: string; diagnosisId: number }[],
  ): Promise<(PriceRangeView | null)[]> {
    if (!pairs.length) return [];
    const access = await this.access(viewer);
    if (!access.listPrices) return pairs.map(() => null);
    const ref = await this.referenceData();
    const wanted = pairs.map(({ providerId, diagnosisId }) => {
      if (!PROVIDER_ID.test(providerId)) return null;
      const diagnosis = resolveDiagnosis(ref, diagnosisId, true);
      if (!diagnosis) return null;
      const drgs = ref.drgsByDiagnosis.get(diagnosis.id) ?? [];
      return { providerId, drgs, key: `${providerId}|${drgs.join(',')}` };
    });
    const missing = wanted.filter(
      (w): w is NonNullable<typeof w> => !!w && w.drgs.length > 0 && !this.cache.figures(w.key),
    );
    const read = new Map<string, DrgFigureView[]>();
    if (missing.length) {
      const generation = this.cache.generation();
      const providers = [...new Set(missing.map((w) => w.providerId))];
      const drgs = [...new Set(missing.flatMap((w) => w.drgs))];
      const rows: (FigureRow & { provider_id: string })[] = await this.read.query(PROVIDERS_FIGURES_SQL, [
        providers,
        drgs,
      ]);
      await ensureSources(this.read, ref, rows);
      for (const w of missing) {
        const own = rows.filter((r) => r.provider_id === w.providerId && w.drgs.includes(r.drg));
        const figures = newestPerDrg(
          own.map((r) => figureView(ref, r)),
          byDrg,
        );
        read.set(w.key, figures);
        this.cache.keepFigures(w.key, figures, generation);
      }
    }
    const answers = wanted.map((w) => {
      if (!w || w.drgs.length === 0) return null;
      return rangeOf(read.get(w.key) ?? this.cache.figures(w.key) ?? []);
    });
    return answers;
  }

  /** A provider's price range for a condition outside a search: null unless list prices may be seen. */
  async providerRange(
    viewer: Viewer,
    providerId: string,
    diagnosisId: number,
  ): Promise<PriceRangeView | null> {
    if (!PROVIDER_ID.test(providerId)) return null;
    const access = await this.access(viewer);
    if (!access.listPrices) return null;
    const ref = await this.referenceData();
    const diagnosis = resolveDiagnosis(ref, diagnosisId, true);
    if (!diagnosis) return null;
    return rangeOf(await this.figuresOf(ref, providerId, ref.drgsByDiagnosis.get(diagnosis.id) ?? []));
  }

  /** A condition by id or slug (active or not); null when unknown. */
  async findDiagnosis(ref: { id: number } | { slug: string }): Promise<DiagnosisEntity | null> {
    const data = await this.referenceData();
    return ('id' in ref ? data.diagnosesById.get(ref.id) : data.diagnosesBySlug.get(ref.slug)) ?? null;
  }

  // ---- data -----------------------------------------------------------------------------------------

  /** The search for a condition and point: from the cache, or run once for every visitor asking. */
  private cachedSearch(
    ref: ReferenceData,
    diagnosis: DiagnosisEntity,
    lat: number,
    lng: number,
    radiusKm: number,
  ): Promise<CachedSearch> {
    return this.cache.search(`${diagnosis.id}|${lat}|${lng}|${radiusKm}`, async () =>
      runSearch(this.sql ?? (await this.searchIndex()), this.read, ref, diagnosis, lat, lng, radiusKm),
    );
  }

  /** The provider's newest figure per DRG among `drgs` (one condition's DRGs). */
  private async figuresOf(ref: ReferenceData, providerId: string, drgs: string[]): Promise<DrgFigureView[]> {
    const key = `${providerId}|${drgs.join(',')}`;
    const cached = this.cache.figures(key);
    if (cached) return cached;
    if (drgs.length === 0) return [];
    const generation = this.cache.generation();
    const rows: FigureRow[] = await this.read.query(PROVIDER_FIGURES_SQL, [providerId, drgs]);
    await ensureSources(this.read, ref, rows);
    const figures = newestPerDrg(
      rows.map((r) => figureView(ref, r)),
      byDrg,
    );
    this.cache.keepFigures(key, figures, generation);
    return figures;
  }

  private async loadProvider(id: string): Promise<ProviderRow | null> {
    const rows: ProviderRow[] = await this.read.query(PROVIDER_SQL, [id]);
    return rows[0] ?? null;
  }

  private referenceData(): Promise<ReferenceData> {
    return this.cache.referenceData(async () => loadReferenceData(await this.caughtUp()));
  }

  private searchIndex(): Promise<SearchIndex> {
    return this.cache.searchIndex(async () => SearchIndex.load(await this.caughtUp(), this.readModelFile));
  }

  /**
   * What the caches are filled from: the replica when it has the primary's price data (the same data
   * fingerprint and precomputed ranges), else the primary. A replica behind the primary would otherwise
   * fill them with the data before a change, kept until the next one.
   */
  private async caughtUp(): Promise<DataSource> {
    if (this.read === this.db) return this.db;
    try {
      const [primary, replica] = await Promise.all([priceFingerprint(this.db), priceFingerprint(this.read)]);
      return primary.data === replica.data && primary.stored === replica.stored ? this.read : this.db;
    } catch {
      return this.db;
    }
  }
}
