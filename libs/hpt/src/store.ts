/**
 * Bulk writing of a price file's rows. PostgreSQL gets COPY ... FROM STDIN (pg-copy-streams) per
 * batch; PGlite, whose driver has no COPY FROM STDIN stream, gets multi-row INSERTs. Both run on the
 * caller's query runner, inside its transaction.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import type { HptItem } from './types';

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

export function addItem(batch: RowBatch, fileId: string, itemNo: number, it: HptItem): void {
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

function copyText(rows: Cell[][]): string {
  let out = '';
  for (const row of rows) out += row.map(copyValue).join('\t') + '\n';
  return out;
}

export type BulkMode = 'copy' | 'insert';

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
