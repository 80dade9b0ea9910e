/**
 * The read half of the CMS price import: each CSV record is checked in JS and the good rows go, a
 * batch at a time, into a temporary staging table (one INSERT ... json_to_recordset statement per
 * batch). Only the distinct providers and DRG titles are kept in memory (a few thousand).
 *
 * Staging happens outside the import transaction: only the set-based write at the end holds one. On
 * PGlite (one session, statements of an open transaction go first) the site's own queries keep running
 * between staging statements while a large file is read; on PostgreSQL it changes nothing visible,
 * since the temporary table belongs to this connection.
 */
import type { QueryRunner } from 'typeorm';
import { zipLocation } from '@fp/geo';
import { detach, type CsvRecord } from '@fp/domain';
import { detectLayout, UnknownHeaderError, type DetectedLayout } from './layouts';
import { ImportError, STAGE_TABLE, type BadRow, type ProviderInfo } from './price-import-summary';
import { createRowParser, type PriceRow, type RowParser } from './rows';

/** Compact staging row: short keys keep the JSON payload small. */
interface StageRow {
  l: number;
  c: string;
  d: string;
  n: number;
  a: number;
  b: number;
  m: number;
}

export interface StagerOptions {
  batchSize: number;
  maxBadRowsKept: number;
  onBadRow?: (bad: BadRow) => void;
  /** Called once the header row is recognised. */
  onLayout: (layout: DetectedLayout) => void;
}

export class PriceStager {
  readonly providers = new Map<string, ProviderInfo>();
  readonly titles = new Map<string, string | null>();
  readonly badRows: BadRow[] = [];
  layout: DetectedLayout | null = null;
  rowsRead = 0;
  valid = 0;
  skipped = 0;
  /** True once the staging table exists (it is dropped by `drop`). */
  staged = false;
  private parseRow: RowParser | null = null;
  private batch: StageRow[] = [];
  // One staging statement may run while the next batch is parsed (the database and Node overlap on
  // two cores); at most two batches are in memory.
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly runner: QueryRunner,
    private readonly options: StagerOptions,
  ) {}

  /** Checks a chunk of records, staging the batch once it is full. */
  async handle(records: CsvRecord[]): Promise<void> {
    for (const record of records) {
      if (!this.layout) {
        this.detect(record.fields);
        continue;
      }
      this.rowsRead++;
      if (record.error) {
        this.reportBad({ line: record.line, reason: record.error });
        continue;
      }
      const result = this.parseRow!(record.fields);
      if (result.ok) this.take(result.row, record.line);
      else this.reportBad({ line: record.line, reason: result.reason });
    }
    if (this.batch.length >= this.options.batchSize) await this.flush();
  }

  /** Stages what is left, waits for the staging statements, then removes duplicate rows. */
  async finish(): Promise<void> {
    await this.flush();
    await this.inFlight;
    if (this.staged) await this.removeDuplicates();
  }

  async drop(): Promise<void> {
    if (this.staged) await this.runner.query(`DROP TABLE IF EXISTS ${STAGE_TABLE}`).catch(() => undefined);
  }

  private detect(header: string[]): void {
    try {
      this.layout = detectLayout(header);
      this.parseRow = createRowParser(this.layout.columns);
    } catch (err) {
      if (err instanceof UnknownHeaderError) throw new ImportError(err.message);
      throw err;
    }
    this.options.onLayout(this.layout);
  }

  private reportBad(bad: BadRow): void {
    this.skipped++;
    if (this.badRows.length < this.options.maxBadRowsKept) this.badRows.push(bad);
    this.options.onBadRow?.(bad);
  }

  private take(row: PriceRow, line: number): void {
    this.valid++;
    if (!this.providers.has(row.ccn)) {
      const where = zipLocation(row.zip);
      // Kept to the end: detached, so they do not pin the file chunks they were cut from.
      this.providers.set(row.ccn, {
        ccn: detach(row.ccn),
        name: detach(row.name),
        address: detach(row.street),
        city: detach(row.city),
        state: detach(row.state),
        zip: detach(row.zip),
        lat: where?.lat ?? null,
        lng: where?.lng ?? null,
      });
    }
    if (!this.titles.has(row.drg) || (this.titles.get(row.drg) === null && row.drgTitle))
      this.titles.set(detach(row.drg), row.drgTitle === null ? null : detach(row.drgTitle));
    this.batch.push({
      l: line,
      c: row.ccn,
      d: row.drg,
      n: row.discharges,
      a: row.coveredChargeCents,
      b: row.totalPaymentCents,
      m: row.medicarePaymentCents,
    });
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    await this.inFlight;
    await this.begin();
    this.inFlight = this.stage(rows);
    // A failure surfaces at the next flush or at the final await.
    this.inFlight.catch(() => undefined);
  }

  private async begin(): Promise<void> {
    if (this.staged) return;
    this.staged = true;
    await this.runner.query(`DROP TABLE IF EXISTS ${STAGE_TABLE}`);
    await this.runner.query(
      `CREATE TEMP TABLE ${STAGE_TABLE} (
        line integer NOT NULL,
        ccn text NOT NULL,
        drg text NOT NULL,
        discharges integer NOT NULL,
        covered bigint NOT NULL,
        total bigint NOT NULL,
        medicare bigint NOT NULL
      )`,
    );
  }

  private async stage(rows: StageRow[]): Promise<void> {
    await this.runner.query(
      `INSERT INTO ${STAGE_TABLE} (line, ccn, drg, discharges, covered, total, medicare)
       SELECT l, c, d, n, a, b, m FROM json_to_recordset($1::json)
         AS x(l integer, c text, d text, n integer, a bigint, b bigint, m bigint)`,
      [JSON.stringify(rows)],
    );
  }

  /**
   * A provider and DRG given twice: the first row counts, later ones are skipped and reported. Found
   * once at the end (one GROUP BY) rather than with a unique index on staging, which would make
   * staging three times slower.
   */
  private async removeDuplicates(): Promise<void> {
    const dups: { line: number; ccn: string; drg: string; first: number }[] = await this.runner.query(
      // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count] instead of rows.
      `WITH removed AS (
         DELETE FROM ${STAGE_TABLE} s
         USING (SELECT ccn, drg, min(line) AS first FROM ${STAGE_TABLE}
                GROUP BY ccn, drg HAVING count(*) > 1) d
         WHERE s.ccn = d.ccn AND s.drg = d.drg AND s.line <> d.first
         RETURNING s.line, s.ccn, s.drg, d.first)
       SELECT line, ccn, drg, first FROM removed`,
    );
    for (const d of dups.sort((a, b) => a.line - b.line)) {
      this.valid--;
      this.reportBad({
        line: d.line,
        reason: `duplicate of line ${d.first} (same provider ${d.ccn} and DRG ${d.drg})`,
      });
    }
  }
}
