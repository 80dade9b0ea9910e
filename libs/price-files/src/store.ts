/**
 * Bulk writing of a price file's rows. PostgreSQL gets COPY ... FROM STDIN (pg-copy-streams); PGlite,
 * whose driver has no COPY FROM STDIN stream, gets multi-row INSERTs of row batches. Both run on the
 * caller's query runner, inside its transaction.
 *
 * Memory: for COPY, each item is turned into COPY text at once and written into three fixed Buffers
 * (CopyWriter), outside the JS heap, sent when one fills. No item objects or row arrays outlive the item
 * being read, so nothing is promoted to V8's old generation and the heap stays at its young-generation
 * size: V8 grows the old generation lazily under a high allocation rate, which is what used to take a
 * 1 GB import over 300 MB without --max-old-space-size.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import type { PriceFileItem } from './types';

type Cell = string | number | null;

export const ITEM_COLUMNS = [
  'file_id',
  'item_no',
  'line',
  'description',
  'setting',
  'modifiers',
  'drug_unit',
  'drug_type',
  'gross_cents',
  'cash_cents',
  'min_cents',
  'max_cents',
  'notes',
];
export const CODE_COLUMNS = ['file_id', 'item_no', 'code_type', 'code'];
export const RATE_COLUMNS = [
  'file_id',
  'item_no',
  'line',
  'payer_key',
  'payer_name',
  'plan_name',
  'negotiated_cents',
  'negotiated_percentage',
  'negotiated_algorithm',
  'methodology',
  'estimated_cents',
  'median_cents',
  'p10_cents',
  'p90_cents',
  'allowed_count',
  'notes',
];

/** Rows of the three tables for a batch of numbered items. */
export interface RowBatch {
  items: Cell[][];
  codes: Cell[][];
  rates: Cell[][];
}

export function emptyBatch(): RowBatch {
  return { items: [], codes: [], rates: [] };
}

export function addItem(batch: RowBatch, fileId: string, itemNo: number, it: PriceFileItem): void {
  batch.items.push([
    fileId,
    itemNo,
    it.line,
    it.description,
    it.setting,
    it.modifiers,
    it.drugUnit,
    it.drugType,
    it.grossCents,
    it.cashCents,
    it.minCents,
    it.maxCents,
    it.notes,
  ]);
  for (const c of it.codes) batch.codes.push([fileId, itemNo, c.type, c.code]);
  for (const r of it.rates) {
    batch.rates.push([
      fileId,
      itemNo,
      r.line,
      r.payerKey,
      r.payerName,
      r.planName,
      r.negotiatedCents,
      r.negotiatedPercentage,
      r.negotiatedAlgorithm,
      r.methodology,
      r.estimatedCents,
      r.medianCents,
      r.p10Cents,
      r.p90Cents,
      r.count,
      r.notes,
    ]);
  }
}

/** A value in COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
export function copyValue(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  return v.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

const copyLine = (row: Cell[]): string => row.map(copyValue).join('\t') + '\n';

/** Default size of each table's COPY buffer. */
export const COPY_BUFFER_BYTES = 4 * 1024 * 1024;

interface CopyTarget {
  table: string;
  columns: string[];
  buf: Buffer;
  used: number;
}

/**
 * Streams items into the three tables with COPY, through one fixed Buffer per table. `add` waits while
 * a full buffer is sent (backpressure: the reader is not asked for the next item until then).
 */
export class CopyWriter {
  private readonly targets: CopyTarget[];
  constructor(
    private readonly runner: QueryRunner,
    private readonly fileId: string,
    bufferBytes = COPY_BUFFER_BYTES,
  ) {
    const target = (table: string, columns: string[]): CopyTarget => ({
      table,
      columns,
      buf: Buffer.allocUnsafe(bufferBytes),
      used: 0,
    });
    this.targets = [
      target('hpt_item', ITEM_COLUMNS),
      target('hpt_item_code', CODE_COLUMNS),
      target('hpt_rate', RATE_COLUMNS),
    ];
  }

  async add(itemNo: number, it: PriceFileItem): Promise<void> {
    const batch = emptyBatch();
    addItem(batch, this.fileId, itemNo, it);
    const texts = [batch.items, batch.codes, batch.rates].map((rows) => {
      let out = '';
      for (const row of rows) out += copyLine(row);
      return out;
    });
    const sizes = texts.map((t) => Buffer.byteLength(t));
    if (this.targets.some((t, i) => t.used + sizes[i] > t.buf.length)) await this.flush();
    for (let i = 0; i < texts.length; i++) {
      const t = this.targets[i];
      if (sizes[i] > t.buf.length) await this.send(t, Buffer.from(texts[i]));
      else t.used += t.buf.write(texts[i], t.used);
    }
  }

  /** Sends what the buffers hold, items first. */
  async flush(): Promise<void> {
    for (const t of this.targets) {
      if (t.used === 0) continue;
      await this.send(t, t.buf.subarray(0, t.used));
      t.used = 0;
    }
  }

  private async send(t: CopyTarget, data: Buffer): Promise<void> {
    const client = (await this.runner.connect()) as pg.PoolClient;
    const stream = client.query(copyFrom(`COPY ${t.table} (${t.columns.join(', ')}) FROM STDIN`));
    // The stream has finished (the server answered) before the buffer is reused.
    await pipeline(Readable.from([data]), stream);
  }
}

function copyText(rows: Cell[][]): string {
  let out = '';
  for (const row of rows) out += copyLine(row);
  return out;
}

export type BulkMode = 'copy' | 'insert';

/**
 * Fresh planner statistics for the price-file tables, after a file's rows are committed. Without them
 * the planner takes a new file's 13,000 items for a handful and reads them with a nested loop over all
 * the file's codes: on a fresh embedded database (PGlite runs no autovacuum, so never analyzes) a
 * hospital's prices for a condition took minutes (issue 28). The file is imported either way: a failure
 * here is not the import's.
 */
export async function analyzePriceFileTables(runner: QueryRunner): Promise<void> {
  await runner.query('ANALYZE hpt_file, hpt_item, hpt_item_code, hpt_rate').catch(() => undefined);
}

/** COPY when the runner's connection is a node-postgres client; INSERT otherwise (PGlite). */
export async function bulkMode(runner: QueryRunner): Promise<BulkMode> {
  const conn: unknown = await runner.connect();
  return conn instanceof pg.Client ? 'copy' : 'insert';
}

async function copyRows(
  runner: QueryRunner,
  table: string,
  columns: string[],
  rows: Cell[][],
): Promise<void> {
  if (rows.length === 0) return;
  const client = (await runner.connect()) as pg.PoolClient;
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([copyText(rows)]), stream);
}

/** PostgreSQL allows 65,535 parameters per statement. */
const MAX_PARAMS = 30000;

async function insertRows(
  runner: QueryRunner,
  table: string,
  columns: string[],
  rows: Cell[][],
): Promise<void> {
  const per = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += per) {
    const slice = rows.slice(start, start + per);
    const params: Cell[] = [];
    const tuples = slice.map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await runner.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

export async function writeBatch(runner: QueryRunner, mode: BulkMode, batch: RowBatch): Promise<void> {
  const write = mode === 'copy' ? copyRows : insertRows;
  await write(runner, 'hpt_item', ITEM_COLUMNS, batch.items);
  await write(runner, 'hpt_item_code', CODE_COLUMNS, batch.codes);
  await write(runner, 'hpt_rate', RATE_COLUMNS, batch.rates);
}
