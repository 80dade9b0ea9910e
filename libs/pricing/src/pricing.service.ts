/**
 * The price map: radius search, provider detail and the access rules applied to both. Used by the
 * GraphQL resolvers and the REST shim alike.
 *
 * Speed: a search result (providers with their figures for the condition) depends only on the condition
 * and the point, so it is kept in a bounded in-memory LRU (by number of providers held) and shared by all
 * visitors; what a visitor may see is applied per request on top. Concurrent identical misses share one
 * query. Reference data (conditions, DRG titles, datasets) is held in memory too. All of it is dropped
 * when the data changes: the service checks a cheap data fingerprint at most every `freshnessMs`
 * (imports from another process), and `invalidate()` drops it at once (imports in this process).
 */
import { UsageCounters } from '@fp/accounts';
import { CodeEntity, DatasetEntity, DiagnosisEntity } from '@fp/db';
import { badInput, newestPerDrg, priceEstimate, priceRangeOf, type AccessDecision } from '@fp/domain';
import { distanceKm } from '@fp/geo';
import type { DataSource } from 'typeorm';
import { AllowanceService } from './allowance';
import { isNewSearch, lastDiagnosisId, readGeoSession } from './geo-session';
import { WeightedLru } from './lru';
import { parseSearchInput } from './search-input';
import {
  PROVIDER_FIGURES_SQL,
  RADIUS_SEARCH_SQL,
  radiusParams,
  WIDE_SEARCH_SQL,
  wideParams,
  type FigureRow,
  type SearchRow,
} from './search-sql';
import type {
  DetailAnswer,
  DrgFigureView,
  PriceRangeView,
  PriceSourceView,
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
}

interface ReferenceData {
  diagnosesById: Map<number, DiagnosisEntity>;
  diagnosesBySlug: Map<string, DiagnosisEntity>;
  drgsByDiagnosis: Map<number, string[]>;
  codes: Map<string, CodeEntity>;
  sources: Map<string, PriceSourceView>;
}

interface CachedSearch {
  widened: boolean;
  /** Full views (range and figures), nearest first; restricted per viewer on the way out. */
  hits: ProviderView[];
}

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

const FINGERPRINT_SQL = `SELECT
  (SELECT count(*) FROM dataset) AS datasets,
  (SELECT max(imported_at) FROM dataset) AS imported_at,
  (SELECT max(id) FROM price) AS last_price,
  (SELECT count(*) FROM provider) AS providers,
  (SELECT max(updated_at) FROM provider) AS providers_at,
  (SELECT count(*) FROM diagnosis WHERE active) AS diagnoses,
  (SELECT count(*) FROM diagnosis_code) AS links`;

const PROVIDER_ID = /^[A-Za-z0-9]{1,10}$/;

const cents = (v: number | string) => Math.round(Number(v));
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
  /** Bumped by invalidate(); a query started before it must not fill the cache afterwards. */
  private generation = 0;

  constructor(
    private readonly db: DataSource,
    opts: PricingOptions = {},
  ) {
    this.allowance = new AllowanceService(db, opts.counters ?? new UsageCounters(db));
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
      return { count: 0, hits: [], widened: false, diagnosis: null, access, searchCount };
    }
    const changed = isNewSearch(viewer.session, `${diagnosis.id}|${q.lat.toFixed(4)}|${q.lng.toFixed(4)}`);
    const { searchCount, access } = changed
      ? await this.allowance.count(viewer, 'search')
      : await this.allowance.peek(viewer);
    const found = await this.cachedSearch(ref, diagnosis.id, q.lat, q.lng, q.radiusKm);
    const start = (q.page - 1) * q.limit;
    const page = found.hits.slice(start, start + q.limit);
    return {
      count: found.hits.length,
      hits: page.map((v) => restrict(v, access, false)),
      widened: found.widened,
      diagnosis,
      access,
      searchCount,
    };
  }

  /**
   * The provider detail popup. Opening it counts one search. Null for an unknown provider. Without a
   * condition the session's last searched condition is used.
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
      diagnosisId ?? lastDiagnosisId(viewer.session),
      diagnosisId != null,
    );
    const row = await this.loadProvider(providerId);
    if (!row) return null;
    const { searchCount, access } = await this.allowance.count(viewer, 'detail');
    const figures = await this.figuresOf(
      ref,
      providerId,
      diagnosis ? (ref.drgsByDiagnosis.get(diagnosis.id) ?? []) : null,
    );
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

  /** What the viewer may see now, without counting a search. */
  async access(viewer: Viewer): Promise<AccessDecision> {
    return (await this.allowance.peek(viewer)).access;
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
    diagnosisId: number,
    lat: number,
    lng: number,
    radiusKm: number,
  ): Promise<CachedSearch> {
    const key = `${diagnosisId}|${lat}|${lng}|${radiusKm}`;
    const hit = this.searches.get(key);
    if (hit) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const drgs = ref.drgsByDiagnosis.get(diagnosisId) ?? [];
    const job = this.runSearch(ref, diagnosisId, drgs, lat, lng, radiusKm)
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
    diagnosisId: number,
    drgs: string[],
    lat: number,
    lng: number,
    radiusKm: number,
  ): Promise<CachedSearch> {
    if (drgs.length === 0) return { widened: false, hits: [] };
    let rows: SearchRow[] = await this.db.query(
      RADIUS_SEARCH_SQL,
      radiusParams(lat, lng, radiusKm, drgs, MAX_SEARCH_RESULTS),
    );
    let widened = false;
    if (rows.length === 0) {
      // Spec §4: nothing within the radius: retry once without it (the page then shows a sign-up note).
      rows = await this.db.query(WIDE_SEARCH_SQL, wideParams(lat, lng, drgs, MAX_SEARCH_RESULTS));
      widened = rows.length > 0;
    }
    await this.ensureSources(ref, rows);
    const hits: ProviderView[] = [];
    let current: SearchRow | null = null;
    let figures: DrgFigureView[] = [];
    const flush = () => {
      if (!current) return;
      const newest = newestPerDrg(figures, byDrg);
      const view = providerView(current, diagnosisId, newest, rangeOf(newest), null);
      view.distanceKm = Math.round(Number(current.dist_m) / 10) / 100;
      hits.push(view);
    };
    for (const row of rows) {
      if (current?.id !== row.id) {
        flush();
        current = row;
        figures = [];
      }
      figures.push(figureView(ref, row));
    }
    flush();
    return { widened, hits };
  }

  private async figuresOf(
    ref: ReferenceData,
    providerId: string,
    drgs: string[] | null,
  ): Promise<DrgFigureView[]> {
    const key = `${providerId}|${drgs ? drgs.join(',') : '*'}`;
    const cached = this.details.get(key);
    if (cached) return cached;
    if (drgs && drgs.length === 0) return [];
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

  /** Drops the caches when the data fingerprint changed; checked at most every freshnessMs. */
  private async checkFreshness(): Promise<void> {
    if (Date.now() - this.checkedAt < this.freshnessMs) return;
    if (!this.checking) {
      this.checking = (async () => {
        const rows: Record<string, unknown>[] = await this.db.query(FINGERPRINT_SQL);
        const print = JSON.stringify(rows[0] ?? {});
        if (this.fingerprint !== null && print !== this.fingerprint) this.invalidate();
        this.fingerprint = print;
        this.checkedAt = Date.now();
      })().finally(() => {
        this.checking = null;
      });
    }
    return this.checking;
  }
}

// ---- views ----------------------------------------------------------------------------------------

function sourceView(d: DatasetEntity): PriceSourceView {
  return { datasetId: d.id, name: d.name, year: d.year, isDemo: d.isDemo, fileName: d.fileName };
}

function figureView(ref: ReferenceData, r: FigureRow): DrgFigureView {
  const source = ref.sources.get(r.dataset_id) ?? {
    datasetId: r.dataset_id,
    name: 'Unknown source',
    year: r.year,
    isDemo: false,
    fileName: '',
  };
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
  return {
    drg: code,
    year: r.year,
    discharges: Number(r.discharges),
    averageCoveredChargeCents: cents(r.avg_covered_charge_cents),
    averageTotalPaymentCents: cents(r.avg_total_payment_cents),
    averageMedicarePaymentCents: cents(r.avg_medicare_payment_cents),
    source,
  };
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
  for (const f of figures) if (f.source.year > source.year) source = f.source;
  return { ...range, source };
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
