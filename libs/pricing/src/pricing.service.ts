/**
 * The price map: radius search, provider detail and the access rules applied to both. Used by the
 * GraphQL resolvers and the REST shim alike.
 *
 * Speed: the search reads precomputed ranges (provider_condition_range, rebuilt by price-summary.ts when
 * the data fingerprint changes), one row per provider, never the price table. A search result depends
 * only on the condition and the point, so it is kept in a bounded in-memory LRU (by number of providers
 * held) and shared by all visitors; what a visitor may see is applied per request on top. Concurrent identical misses share one
 * query. Reference data (conditions, DRG titles, datasets) is held in memory too. All of it is dropped
 * when the data changes: the service checks a cheap data fingerprint at most every `freshnessMs`
 * (imports from another process), and `invalidate()` drops it at once (imports in this process).
 */
import { UsageCounters } from '@fp/accounts';
import { CodeEntity, DatasetEntity, DiagnosisEntity, WeightedLru } from '@fp/db';
import {
  adjustToCurrentDollars,
  countsAsSearch,
  CPI_LATEST_YEAR,
  cpiAdjustmentLabel,
  currentDollarRangeOf,
  badInput,
  newestPerDrg,
  priceEstimate,
  priceRangeOf,
  type AccessDecision,
} from '@fp/domain';
import { distanceKm } from '@fp/geo';
import type { DataSource } from 'typeorm';
import { AllowanceService, type AccountCache } from './allowance';
import { lastDiagnosisId, readGeoSession } from './geo-session';
import { priceFingerprint, refreshPriceSummary } from './price-summary';
import { parseSearchInput, WIDE_SEARCH_KM } from './search-input';
import {
  COVERAGE_SQL,
  NEAREST_PRICED_SQL,
  PRICED_NEAR_SQL,
  PROVIDER_FIGURES_SQL,
  PROVIDERS_FIGURES_SQL,
  SUMMARY_SEARCH_SQL,
  summaryParams,
  type FigureRow,
  type SummaryRow,
} from './search-sql';
import type {
  DetailAnswer,
  DrgFigureView,
  PriceRangeView,
  PriceSourceView,
  PricesUnavailableView,
  ProviderView,
  SearchAnswer,
  SearchInput,
  Viewer,
} from './types';
import { MAX_SEARCH_RESULTS } from '@fp/domain';

export interface PricingOptions {
  /** How often, at most, to check whether the price data changed (ms). Default 5000. */
  freshnessMs?: number;
  /** Providers held in the search cache, over all entries (about 1.3 kB each). Default 50000. */
  cacheProviders?: number;
  /** Provider detail figure lists held. Default 5000. */
  cacheDetails?: number;
  /** The shared counters the free allowance is kept in (one per process is enough). */
  counters?: UsageCounters;
  /** Pass holders' allowance state kept in memory (see AllowanceService); none: always read. */
  accountCache?: AccountCache | null;
}

interface ReferenceData {
  diagnosesById: Map<number, DiagnosisEntity>;
  diagnosesBySlug: Map<string, DiagnosisEntity>;
  drgsByDiagnosis: Map<number, string[]>;
  codes: Map<string, CodeEntity>;
  sources: Map<string, PriceSourceView>;
  /** Hospitals with prices per condition (precomputed ranges); a condition missing here has none. */
  coverage: Map<number, number>;
  categoriesByDiagnosis: Map<number, string[]>;
}

interface CachedSearch {
  widened: boolean;
  /** Full views (with ranges), nearest first; restricted per viewer on the way out. */
  hits: ProviderView[];
  /** Why nothing was found; null when something was. */
  unavailable: PricesUnavailableView | null;
}

/** At most this many related conditions are offered with a search that found nothing. */
const RELATED_LIMIT = 6;

interface ProviderRow {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  is_demo: boolean;
}

const PROVIDER_ID = /^[A-Za-z0-9]{1,10}$/;

const cents = (v: number | string) => Math.round(Number(v));
/** What makes a map search new: the condition and the point (4 decimals, as parseSearchInput rounds). */
const searchKey = (diagnosisId: number, lat: number, lng: number) =>
  `${diagnosisId}|${lat.toFixed(4)}|${lng.toFixed(4)}`;
const byDrg = (f: DrgFigureView) => f.drg.drg;

export class PricingService {
  /** The free allowance: the one place searches and detail openings are counted and decided. */
  readonly allowance: AllowanceService;
  private readonly freshnessMs: number;
  private readonly searches: WeightedLru<string, CachedSearch>;
  private readonly details: WeightedLru<string, DrgFigureView[]>;
  private readonly inflight = new Map<string, Promise<CachedSearch>>();
  private reference: Promise<ReferenceData> | null = null;
  private fingerprint: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** Set by invalidate(): the next freshness check rebuilds the precomputed ranges even if the print matches. */
  private forceSummary = false;
  /** Bumped by invalidate(); a query started before it must not fill the cache afterwards. */
  private generation = 0;

  constructor(
    private readonly db: DataSource,
    opts: PricingOptions = {},
  ) {
    this.allowance = new AllowanceService(db, opts.counters ?? new UsageCounters(db), opts.accountCache);
    this.freshnessMs = opts.freshnessMs ?? 5000;
    this.searches = new WeightedLru(opts.cacheProviders ?? 50_000, (v) => v.hits.length);
    this.details = new WeightedLru(opts.cacheDetails ?? 5000);
  }

  /** Drops every cached result and reference list (call after importing data or loading the catalogue). */
  invalidate(): void {
    this.generation++;
    this.searches.clear();
    this.details.clear();
    this.inflight.clear();
    this.reference = null;
    this.fingerprint = null;
    this.checkedAt = -Infinity;
    this.forceSummary = true;
  }

  /**
   * The active conditions, common first then by name, each with how many hospitals have prices for it
   * (0: none in the loaded data), for the condition picker.
   */
  async conditionCoverage(): Promise<{ diagnosis: DiagnosisEntity; pricedHospitals: number }[]> {
    await this.checkFreshness();
    const ref = await this.referenceData();
    return [...ref.diagnosesById.values()]
      .filter((d) => d.active)
      .sort((a, b) => Number(b.common) - Number(a.common) || a.name.localeCompare(b.name))
      .map((d) => ({ diagnosis: d, pricedHospitals: ref.coverage.get(d.id) ?? 0 }));
  }

  /** Hospitals with prices per condition id, from the precomputed ranges (cheap: held in memory). */
  async coverage(): Promise<ReadonlyMap<number, number>> {
    await this.checkFreshness();
    return (await this.referenceData()).coverage;
  }

  /**
   * The map search. Counts one search when the condition or the point differs from the session's last
   * search, applies the access rules, and answers one page of the (at most 1000) providers. The hits
   * carry price ranges (when list prices may be seen) but never per-DRG figures: those come only with a
   * counted detail opening.
   */
  async search(viewer: Viewer, input: SearchInput): Promise<SearchAnswer> {
    const q = parseSearchInput(input);
    await this.checkFreshness();
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
    const { searchCount, access, counted } =
      countsAsSearch(found.hits.length) && !viewer.look
        ? await this.allowance.countSearch(viewer, searchKey(diagnosis.id, q.lat, q.lng))
        : { ...(await this.allowance.peek(viewer)), counted: false };
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
   * The provider detail popup. Opening it counts one search. Null for an unknown provider. Without a
   * condition the session's last searched condition is used; with none at all the answer carries the
   * provider's facts only (no figures, no range) and counts nothing: figures go out for one condition's
   * DRGs at a time, never for every DRG the hospital publishes.
   */
  async detail(
    viewer: Viewer,
    providerId: string,
    diagnosisId?: number | null,
  ): Promise<DetailAnswer | null> {
    if (typeof providerId !== 'string' || !PROVIDER_ID.test(providerId)) return null;
    await this.checkFreshness();
    const ref = await this.referenceData();
    const diagnosis = this.resolveDiagnosis(
      ref,
      diagnosisId ?? (await this.lastSearchedDiagnosis(viewer)),
      diagnosisId != null,
    );
    const row = await this.loadProvider(providerId);
    if (!row) return null;
    // Figures go out only with a counted opening: never for a look (Viewer.look).
    const counted = diagnosis !== null && !viewer.look;
    const { searchCount, access } = counted
      ? await this.allowance.count(viewer, 'detail')
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

  /** A provider's price range for a condition outside a search: null unless list prices may be seen. */
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
      const diagnosis = this.resolveDiagnosis(ref, diagnosisId, true);
      if (!diagnosis) return null;
      const drgs = ref.drgsByDiagnosis.get(diagnosis.id) ?? [];
      return { providerId, drgs, key: `${providerId}|${drgs.join(',')}` };
    });
    const missing = wanted.filter(
      (w): w is NonNullable<typeof w> => !!w && w.drgs.length > 0 && !this.details.get(w.key),
    );
    const read = new Map<string, DrgFigureView[]>();
    if (missing.length) {
      const generation = this.generation;
      const providers = [...new Set(missing.map((w) => w.providerId))];
      const drgs = [...new Set(missing.flatMap((w) => w.drgs))];
      const rows: (FigureRow & { provider_id: string })[] = await this.db.query(PROVIDERS_FIGURES_SQL, [
        providers,
        drgs,
      ]);
      await this.ensureSources(ref, rows);
      for (const w of missing) {
        const own = rows.filter((r) => r.provider_id === w.providerId && w.drgs.includes(r.drg));
        const figures = newestPerDrg(
          own.map((r) => figureView(ref, r)),
          byDrg,
        );
        read.set(w.key, figures);
        if (generation === this.generation) this.details.set(w.key, figures);
      }
    }
    const answers = wanted.map((w) => {
      if (!w || w.drgs.length === 0) return null;
      return rangeOf(read.get(w.key) ?? this.details.get(w.key) ?? []);
    });
    return answers;
  }

  async providerRange(
    viewer: Viewer,
    providerId: string,
    diagnosisId: number,
  ): Promise<PriceRangeView | null> {
    if (!PROVIDER_ID.test(providerId)) return null;
    const access = await this.access(viewer);
    if (!access.listPrices) return null;
    const ref = await this.referenceData();
    const diagnosis = this.resolveDiagnosis(ref, diagnosisId, true);
    if (!diagnosis) return null;
    return rangeOf(await this.figuresOf(ref, providerId, ref.drgsByDiagnosis.get(diagnosis.id) ?? []));
  }

  /** A condition by id or slug (active or not); null when unknown. */
  async findDiagnosis(ref: { id: number } | { slug: string }): Promise<DiagnosisEntity | null> {
    const data = await this.referenceData();
    return ('id' in ref ? data.diagnosesById.get(ref.id) : data.diagnosesBySlug.get(ref.slug)) ?? null;
  }

  // ---- data -----------------------------------------------------------------------------------------

  private resolveDiagnosis(ref: ReferenceData, id: number | null, required: boolean): DiagnosisEntity | null {
    if (id === null || id === undefined) return null;
    const d = Number.isInteger(id) ? ref.diagnosesById.get(id) : undefined;
    if (!d && required)
      throw badInput('Choose a condition from the list.', { diagnosisId: 'Unknown condition.' });
    return d ?? null;
  }

  private async cachedSearch(
    ref: ReferenceData,
    diagnosis: DiagnosisEntity,
    lat: number,
    lng: number,
    radiusKm: number,
  ): Promise<CachedSearch> {
    const key = `${diagnosis.id}|${lat}|${lng}|${radiusKm}`;
    const hit = this.searches.get(key);
    if (hit) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const job = this.runSearch(ref, diagnosis, lat, lng, radiusKm)
      .then((result) => {
        if (generation === this.generation) this.searches.set(key, result);
        return result;
      })
      .finally(() => {
        if (this.inflight.get(key) === job) this.inflight.delete(key);
      });
    this.inflight.set(key, job);
    return job;
  }

  private async runSearch(
    ref: ReferenceData,
    diagnosis: DiagnosisEntity,
    lat: number,
    lng: number,
    radiusKm: number,
  ): Promise<CachedSearch> {
    let rows: SummaryRow[] = [];
    let widened = false;
    if (ref.coverage.has(diagnosis.id)) {
      rows = await this.db.query(
        SUMMARY_SEARCH_SQL,
        summaryParams(lat, lng, radiusKm, diagnosis.id, MAX_SEARCH_RESULTS),
      );
      if (rows.length === 0 && radiusKm < WIDE_SEARCH_KM) {
        // Spec §4: nothing within the radius: the nearest ones up to WIDE_SEARCH_KM (the page then says so).
        rows = await this.db.query(
          SUMMARY_SEARCH_SQL,
          summaryParams(lat, lng, WIDE_SEARCH_KM, diagnosis.id, MAX_SEARCH_RESULTS),
        );
        widened = rows.length > 0;
      }
    }
    await this.ensureSources(ref, rows);
    const hits = rows.map((r) => summaryView(ref, r, diagnosis.id));
    const unavailable = hits.length === 0 ? await this.whyNothing(ref, diagnosis, lat, lng) : null;
    return { widened, hits, unavailable };
  }

  /** The "no prices near" answer: how much the data covers, the nearest priced hospital, related conditions. */
  private async whyNothing(
    ref: ReferenceData,
    diagnosis: DiagnosisEntity,
    lat: number,
    lng: number,
  ): Promise<PricesUnavailableView> {
    let covered = 0;
    for (const id of ref.coverage.keys()) if (ref.diagnosesById.get(id)?.active) covered++;
    let nearest: ProviderView | null = null;
    if (ref.coverage.has(diagnosis.id)) {
      const rows: SummaryRow[] = await this.db.query(NEAREST_PRICED_SQL, [lat, lng, diagnosis.id]);
      await this.ensureSources(ref, rows);
      nearest = rows[0] ? summaryView(ref, rows[0], diagnosis.id) : null;
    }
    const related = await this.relatedWithPrices(ref, diagnosis, lat, lng);
    const data = `Our price data covers ${covered} condition${covered === 1 ? '' : 's'}`;
    const message = nearest
      ? `${data}; the nearest hospital with prices for ${diagnosis.name} is ${nearest.name} in ${nearest.city}, ${nearest.state}, about ${Math.round(nearest.distanceKm ?? 0)} km away.`
      : `${data}, and none of the loaded hospitals publishes a price for ${diagnosis.name}.`;
    return {
      reason: nearest ? 'NONE_NEARBY' : 'NO_PRICES',
      message: related.length
        ? `${message} Related conditions with prices near you: ${related.map((d) => d.name).join(', ')}.`
        : message,
      coveredConditions: covered,
      nearest,
      related,
    };
  }

  /** Active conditions of the same body system, then of the same categories, with prices near the point. */
  private async relatedWithPrices(
    ref: ReferenceData,
    diagnosis: DiagnosisEntity,
    lat: number,
    lng: number,
  ): Promise<DiagnosisEntity[]> {
    const categories = new Set(ref.categoriesByDiagnosis.get(diagnosis.id) ?? []);
    const candidates: { d: DiagnosisEntity; rank: number }[] = [];
    for (const d of ref.diagnosesById.values()) {
      if (d.id === diagnosis.id || !d.active || !ref.coverage.has(d.id)) continue;
      const sameSystem = diagnosis.systemId !== null && d.systemId === diagnosis.systemId;
      const sharesCategory = (ref.categoriesByDiagnosis.get(d.id) ?? []).some((c) => categories.has(c));
      if (sameSystem || sharesCategory)
        candidates.push({ d, rank: (sameSystem ? 2 : 0) + (sharesCategory ? 1 : 0) });
    }
    if (candidates.length === 0) return [];
    const near: { diagnosis_id: number }[] = await this.db.query(
      PRICED_NEAR_SQL,
      summaryParams(
        lat,
        lng,
        WIDE_SEARCH_KM,
        candidates.map((c) => c.d.id),
      ),
    );
    const priced = new Set(near.map((r) => Number(r.diagnosis_id)));
    return candidates
      .filter((c) => priced.has(c.d.id))
      .sort(
        (a, b) =>
          b.rank - a.rank ||
          Number(b.d.common) - Number(a.d.common) ||
          (ref.coverage.get(b.d.id) ?? 0) - (ref.coverage.get(a.d.id) ?? 0) ||
          a.d.name.localeCompare(b.d.name),
      )
      .slice(0, RELATED_LIMIT)
      .map((c) => c.d);
  }

  /** The provider's newest figure per DRG among `drgs` (one condition's DRGs). */
  private async figuresOf(ref: ReferenceData, providerId: string, drgs: string[]): Promise<DrgFigureView[]> {
    const key = `${providerId}|${drgs.join(',')}`;
    const cached = this.details.get(key);
    if (cached) return cached;
    if (drgs.length === 0) return [];
    const generation = this.generation;
    const rows: FigureRow[] = await this.db.query(PROVIDER_FIGURES_SQL, [providerId, drgs]);
    await this.ensureSources(ref, rows);
    const figures = newestPerDrg(
      rows.map((r) => figureView(ref, r)),
      byDrg,
    );
    if (generation === this.generation) this.details.set(key, figures);
    return figures;
  }

  private async loadProvider(id: string): Promise<ProviderRow | null> {
    const rows: ProviderRow[] = await this.db.query(
      'SELECT id, name, address, city, state, zip, phone, lat, lng, is_demo FROM provider WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  private referenceData(): Promise<ReferenceData> {
    if (!this.reference) {
      const loading = this.loadReference();
      this.reference = loading;
      loading.catch(() => {
        if (this.reference === loading) this.reference = null;
      });
    }
    return this.reference;
  }

  private async loadReference(): Promise<ReferenceData> {
    const diagnoses = await this.db.getRepository(DiagnosisEntity).find();
    const links: { diagnosis_id: number; drg: string }[] = await this.db.query(
      'SELECT diagnosis_id, drg FROM diagnosis_code ORDER BY diagnosis_id, drg',
    );
    const codes = await this.db.getRepository(CodeEntity).find();
    const datasets = await this.db.getRepository(DatasetEntity).find();
    const coverage: { diagnosis_id: number; hospitals: number }[] = await this.db.query(COVERAGE_SQL);
    const categories: { diagnosis_id: number; category_id: string }[] = await this.db.query(
      'SELECT diagnosis_id, category_id FROM diagnosis_category',
    );
    const categoriesByDiagnosis = new Map<number, string[]>();
    for (const c of categories)
      categoriesByDiagnosis.set(c.diagnosis_id, [
        ...(categoriesByDiagnosis.get(c.diagnosis_id) ?? []),
        c.category_id,
      ]);
    const drgsByDiagnosis = new Map<number, string[]>();
    for (const l of links) {
      const list = drgsByDiagnosis.get(l.diagnosis_id);
      if (list) list.push(l.drg);
      else drgsByDiagnosis.set(l.diagnosis_id, [l.drg]);
    }
    return {
      diagnosesById: new Map(diagnoses.map((d) => [d.id, d])),
      diagnosesBySlug: new Map(diagnoses.map((d) => [d.slug, d])),
      drgsByDiagnosis,
      codes: new Map(codes.map((c) => [c.drg, c])),
      sources: new Map(datasets.map((d) => [d.id, sourceView(d)])),
      coverage: new Map(coverage.map((c) => [Number(c.diagnosis_id), Number(c.hospitals)])),
      categoriesByDiagnosis,
    };
  }

  /** Datasets imported after the reference data was read are fetched when a figure names one. */
  private async ensureSources(ref: ReferenceData, rows: readonly { dataset_id: string }[]): Promise<void> {
    const missing = [...new Set(rows.map((r) => r.dataset_id))].filter((id) => !ref.sources.has(id));
    if (missing.length === 0) return;
    const found = await this.db
      .getRepository(DatasetEntity)
      .createQueryBuilder('d')
      .where('d.id IN (:...ids)', { ids: missing })
      .getMany();
    for (const d of found) ref.sources.set(d.id, sourceView(d));
  }

  /**
   * Drops the caches when the data fingerprint changed, and rebuilds the precomputed ranges when they were
   * made from other data (or after invalidate()); checked at most every freshnessMs.
   *
   * Once the data has been seen, a due check runs beside the requests instead of in front of them: the
   * fingerprint query reads the price table's size (some 20 ms on the national file), and every search
   * arriving meanwhile waited for it, a stall every 5 s that showed in the search's p99 (bench:search).
   * Data imported elsewhere is then seen one answer later. The first check, a check after invalidate()
   * and freshnessMs 0 (every call checks) are still awaited.
   */
  private async checkFreshness(): Promise<void> {
    if (Date.now() - this.checkedAt < this.freshnessMs) return;
    if (!this.checking) {
      this.checking = (async () => {
        const print = await priceFingerprint(this.db);
        if (this.forceSummary || print.stored !== print.data) {
          const force = this.forceSummary;
          this.forceSummary = false;
          try {
            await refreshPriceSummary(this.db, force);
          } catch (e) {
            this.forceSummary = force;
            throw e;
          }
          this.invalidateCaches();
        } else if (this.fingerprint !== null && print.data !== this.fingerprint) {
          this.invalidateCaches();
        }
        this.fingerprint = print.data;
        this.checkedAt = Date.now();
      })().finally(() => {
        this.checking = null;
      });
    }
    const checking = this.checking;
    if (this.fingerprint === null || this.forceSummary || this.freshnessMs === 0) return checking;
    // A failed background check is tried again by the next call (checkedAt did not move).
    checking.catch(() => undefined);
  }

  /** Drops the in-memory results and reference data (not the precomputed ranges). */
  private invalidateCaches(): void {
    this.generation++;
    this.searches.clear();
    this.details.clear();
    this.inflight.clear();
    this.reference = null;
  }
}

// ---- views ----------------------------------------------------------------------------------------

function sourceView(d: DatasetEntity): PriceSourceView {
  return { datasetId: d.id, name: d.name, year: d.year, isDemo: d.isDemo, fileName: d.fileName };
}

function figureView(ref: ReferenceData, r: FigureRow): DrgFigureView {
  const source = ref.sources.get(r.dataset_id) ?? unknownSource(r.dataset_id, Number(r.year));
  let code = ref.codes.get(r.drg);
  if (!code) {
    // The price table's foreign key makes this rare (a code added after the reference data was read).
    code = Object.assign(new CodeEntity(), {
      drg: r.drg,
      title: `MS-DRG ${r.drg}`,
      mdc: null,
      type: 'medical',
      relativeWeight: null,
      complication: 'none',
    });
  }
  const year = Number(r.year);
  const covered = cents(r.avg_covered_charge_cents);
  const total = cents(r.avg_total_payment_cents);
  const medicare = cents(r.avg_medicare_payment_cents);
  const current = [covered, total, medicare].map((c) => adjustToCurrentDollars(c, year));
  return {
    drg: code,
    year,
    discharges: Number(r.discharges),
    averageCoveredChargeCents: covered,
    averageTotalPaymentCents: total,
    averageMedicarePaymentCents: medicare,
    source,
    currentDollars:
      current[0] === null || current[1] === null || current[2] === null
        ? null
        : {
            averageCoveredChargeCents: current[0],
            averageTotalPaymentCents: current[1],
            averageMedicarePaymentCents: current[2],
            ...cpiAdjustment(year),
          },
  };
}

/** The CPI year, the year adjusted from and the label of an adjusted figure. */
function cpiAdjustment(fromYear: number) {
  return { cpiYear: Math.max(CPI_LATEST_YEAR, fromYear), fromYear, label: cpiAdjustmentLabel(fromYear) };
}

/** A search hit from a precomputed range row (no per-DRG figures: search answers never carry them). */
function summaryView(ref: ReferenceData, r: SummaryRow, diagnosisId: number): ProviderView {
  const source = ref.sources.get(r.dataset_id) ?? unknownSource(r.dataset_id, Number(r.year));
  const oldestYear = Number(r.oldest_year);
  const range: PriceRangeView = {
    lowestCents: cents(r.lowest_cents),
    highestCents: cents(r.highest_cents),
    averageCents: cents(r.average_cents),
    amount: Number(r.amount),
    singleValue: r.single_value,
    source,
    year: Number(r.year),
    oldestYear,
    currentDollars:
      r.current_lowest_cents === null || r.current_highest_cents === null || r.current_average_cents === null
        ? null
        : {
            lowestCents: cents(r.current_lowest_cents),
            highestCents: cents(r.current_highest_cents),
            averageCents: cents(r.current_average_cents),
            ...cpiAdjustment(oldestYear),
          },
  };
  const view = providerView(r, diagnosisId, [], range, null);
  view.distanceKm = Math.round(Number(r.dist_m) / 10) / 100;
  return view;
}

function unknownSource(datasetId: string, year: number): PriceSourceView {
  return { datasetId, name: 'Unknown source', year, isDemo: false, fileName: '' };
}

/** The range over figures (newest year per DRG already chosen), with the newest source behind it. */
function rangeOf(figures: DrgFigureView[]): PriceRangeView | null {
  const range = priceRangeOf(
    figures.map((f) => ({
      drg: f.drg.drg,
      year: f.year,
      discharges: f.discharges,
      averageCoveredChargeCents: f.averageCoveredChargeCents,
      averageTotalPaymentCents: f.averageTotalPaymentCents,
      averageMedicarePaymentCents: f.averageMedicarePaymentCents,
    })),
  );
  if (!range) return null;
  let source = figures[0].source;
  let year = figures[0].year;
  let oldestYear = figures[0].year;
  for (const f of figures) {
    if (f.source.year > source.year) source = f.source;
    if (f.year > year) year = f.year;
    if (f.year < oldestYear) oldestYear = f.year;
  }
  const current = currentDollarRangeOf(
    figures.map((f) => ({
      drg: f.drg.drg,
      year: f.year,
      discharges: f.discharges,
      averageCoveredChargeCents: f.averageCoveredChargeCents,
      averageTotalPaymentCents: f.averageTotalPaymentCents,
      averageMedicarePaymentCents: f.averageMedicarePaymentCents,
    })),
  );
  return {
    ...range,
    source,
    year,
    oldestYear,
    currentDollars: current && {
      lowestCents: current.lowestCents,
      highestCents: current.highestCents,
      averageCents: current.averageCents,
      ...cpiAdjustment(current.fromYear),
    },
  };
}

function providerView(
  row: ProviderRow,
  diagnosisId: number | null,
  figures: DrgFigureView[],
  range: PriceRangeView | null,
  from: { lat: number | null; lng: number | null } | null,
): ProviderView {
  const location =
    row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
  const distance =
    location && from && from.lat !== null && from.lng !== null
      ? Math.round(distanceKm({ lat: from.lat, lng: from.lng }, location) * 100) / 100
      : null;
  return {
    id: row.id,
    ccn: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    location,
    distanceKm: distance,
    isDemo: row.is_demo,
    diagnosisId,
    priceRange: range,
    prices: figures,
  };
}

/**
 * What the viewer may see: prices they may not see are removed, not flagged. Per-DRG figures go out only
 * in a (counted) detail answer.
 */
function restrict(view: ProviderView, access: AccessDecision, detail: boolean): ProviderView {
  return {
    ...view,
    priceRange: access.listPrices ? view.priceRange : null,
    prices: detail && access.detailPrices ? view.prices : [],
  };
}
