/**
 * Whether the price data changed under the pricing service's caches: a cheap data fingerprint checked at
 * most every `freshnessMs` (imports from another process), and reset() after imports in this process.
 * When the data changed, the precomputed ranges are rebuilt if they were made from other data, and
 * `onChanged` drops the caches.
 *
 * Once the data has been seen, a due check runs beside the requests instead of in front of them: the
 * fingerprint query reads the price table's size (some 20 ms on the national file), and every search
 * arriving meanwhile waited for it, a stall every 5 s that showed in the search's p99 (bench:search).
 * Data imported elsewhere is then seen one answer later. The first check, a check after reset() and
 * freshnessMs 0 (every call checks) are still awaited.
 */
import type { DataSource } from 'typeorm';
import { priceFingerprint, rebuildPriceSummary, type PriceSummaryRebuild } from './price-summary';

export class PriceFreshness {
  private fingerprint: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** Set by reset(): the next check rebuilds the precomputed ranges even if the print matches. */
  private forceSummary = false;

  constructor(
    private readonly db: DataSource,
    private readonly freshnessMs: number,
    /** With the rebuild when this check rebuilt the precomputed ranges (its rows, its steps' times). */
    private readonly onChanged: (rebuilt: PriceSummaryRebuild | null) => void,
  ) {}

  /** The data changed in this process: check at the next call, and rebuild the precomputed ranges. */
  reset(): void {
    this.fingerprint = null;
    this.checkedAt = -Infinity;
    this.forceSummary = true;
  }

  /** Checks when due; see the file's comment for when the caller waits for the check. */
  async check(): Promise<void> {
    if (Date.now() - this.checkedAt < this.freshnessMs) return;
    this.checking ??= this.run().finally(() => {
      this.checking = null;
    });
    const checking = this.checking;
    if (this.fingerprint === null || this.forceSummary || this.freshnessMs === 0) return checking;
    // A failed background check is tried again by the next call (checkedAt did not move).
    checking.catch(() => undefined);
  }

  private async run(): Promise<void> {
    const print = await priceFingerprint(this.db);
    if (this.forceSummary || print.stored !== print.data) {
      const force = this.forceSummary;
      this.forceSummary = false;
      let rebuilt: PriceSummaryRebuild | null;
      try {
        rebuilt = await rebuildPriceSummary(this.db, force);
      } catch (e) {
        this.forceSummary = force;
        throw e;
      }
      this.onChanged(rebuilt);
    } else if (this.fingerprint !== null && print.data !== this.fingerprint) {
      this.onChanged(null);
    }
    this.fingerprint = print.data;
    this.checkedAt = Date.now();
  }
}
