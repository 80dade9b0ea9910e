/**
 * What the pricing service keeps in memory, shared by all visitors: map search results asked more than
 * once (ASKED_KEYS) in an LRU bounded by their approximate size in bytes (searchBytes), provider figure lists, the reference data, the search's read model
 * (search-index.ts), and the searches still
 * running, so that concurrent identical misses share one query. A search result depends only on the
 * condition and the point; what a visitor may see is applied per request on top.
 *
 * clear() drops everything at once (the data changed). A read that began before it must not fill the
 * cache afterwards: each fill carries the generation it was started under (generation()).
 */
import { WeightedLru } from '@fp/db';
import type { ReferenceData } from './reference-data';
import type { SearchIndex } from './search-index';
import type { DrgFigureView, PricesUnavailableView, ProviderView } from './types';

export interface CachedSearch {
  widened: boolean;
  /** Full views (with ranges), nearest first; restricted per viewer on the way out. */
  hits: ProviderView[];
  /** Why nothing was found; null when something was. */
  unavailable: PricesUnavailableView | null;
}

/**
 * The heap an answer holds, roughly, measured with the national FY2011 data (V8 heap after a full GC
 * over 6,240 long-tail answers): ~790 bytes per hospital's view with its range, ~2.7 kB of JSON for an
 * answer saying why nothing was found (the nearest priced hospital, related conditions), and the entry.
 */
const PROVIDER_BYTES = 800;
const UNAVAILABLE_BYTES = 2000;
const ENTRY_BYTES = 300;

/** What an answer weighs in the search cache (approximate bytes). */
export function searchBytes(answer: CachedSearch): number {
  return ENTRY_BYTES + answer.hits.length * PROVIDER_BYTES + (answer.unavailable ? UNAVAILABLE_BYTES : 0);
}

/**
 * Searches remembered as asked (their keys only) so that an answer is kept from its second asking on.
 * Most map searches are never asked again (a long tail of points: bench:search sees 0.00 % repeats);
 * keeping each such answer until newer ones push it out only moved every answer into V8's old space,
 * where it waited for a full collection: the API's heap, and so its RSS, grew by hundreds of MB under
 * load. A search asked twice within the last ASKED_KEYS searches is a common one, and is then kept.
 */
const ASKED_KEYS = 20_000;

export class PriceCache {
  private readonly searches: WeightedLru<string, CachedSearch>;
  private readonly asked = new WeightedLru<string, true>(ASKED_KEYS);
  private readonly details: WeightedLru<string, DrgFigureView[]>;
  private readonly inflight = new Map<string, Promise<CachedSearch>>();
  private reference: Promise<ReferenceData> | null = null;
  private index: Promise<SearchIndex> | null = null;
  private current = 0;

  /** `searchBytes`: what the search answers may hold, roughly (see searchBytes); `details`: figure lists held. */
  constructor(searchBytesMax: number, details: number) {
    this.searches = new WeightedLru(searchBytesMax, searchBytes);
    this.details = new WeightedLru(details);
  }

  /** Drops every result, the reference data and the searches running (their answers are not kept). */
  clear(): void {
    this.current++;
    this.searches.clear();
    this.asked.clear();
    this.details.clear();
    this.inflight.clear();
    this.reference = null;
    this.index = null;
  }

  /** The generation to pass to keepFigures for a read starting now. */
  generation(): number {
    return this.current;
  }

  /**
   * The search under `key`: remembered, joined while it runs, or run once by `run`; its answer is
   * remembered when the search was asked before (ASKED_KEYS).
   */
  search(key: string, run: () => Promise<CachedSearch>): Promise<CachedSearch> {
    const hit = this.searches.get(key);
    if (hit) return Promise.resolve(hit);
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.current;
    const keep = this.asked.get(key) === true;
    if (!keep) this.asked.set(key, true);
    const job = run()
      .then((result) => {
        if (keep && generation === this.current) this.searches.set(key, result);
        return result;
      })
      .finally(() => {
        if (this.inflight.get(key) === job) this.inflight.delete(key);
      });
    this.inflight.set(key, job);
    return job;
  }

  figures(key: string): DrgFigureView[] | undefined {
    return this.details.get(key);
  }

  /** Remembers figures read since `generation` (nothing when the cache was cleared meanwhile). */
  keepFigures(key: string, figures: DrgFigureView[], generation: number): void {
    if (generation === this.current) this.details.set(key, figures);
  }

  /** The reference data, loaded once by `load` (again after a failed load or a clear()). */
  referenceData(load: () => Promise<ReferenceData>): Promise<ReferenceData> {
    if (!this.reference) {
      const loading = load();
      this.reference = loading;
      loading.catch(() => {
        if (this.reference === loading) this.reference = null;
      });
    }
    return this.reference;
  }

  /** The search's read model, built once by `build` (again after a failed build or a clear()). */
  searchIndex(build: () => Promise<SearchIndex>): Promise<SearchIndex> {
    if (!this.index) {
      const building = build();
      this.index = building;
      building.catch(() => {
        if (this.index === building) this.index = null;
      });
    }
    return this.index;
  }
}
