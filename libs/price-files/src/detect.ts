/** Which kind of price file this is, from its first megabyte: JSON or CSV, tall or wide, and version. */
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { csvLayout, csvMeta } from './read-csv';
import type { PriceFileFormat } from './types';

export const SUPPORTED_VERSIONS = ['2.0.0', '2.1.0', '2.2.0', '3.0.0'] as const;

export interface DetectedFile {
  format: PriceFileFormat;
  /** Normalised to three parts ("3.0" -> "3.0.0"); validated against SUPPORTED_VERSIONS by the caller. */
  version: string;
}

const HEAD_BYTES = 1024 * 1024;

/** "v3.0" or "3.0" -> "3.0.0". */
export function normalizeVersion(raw: string): string {
  const parts = raw.trim().replace(/^v/i, '').split('.');
  while (parts.length < 3) parts.push('0');
  return parts.slice(0, 3).join('.');
}

export function detectFromHead(head: string): DetectedFile {
  const body = head.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('{')) {
    const m = /"version"\s*:\s*"([^"]*)"/.exec(body);
    if (!m) throw new Error('This JSON file has no "version" near its start; it is not a CMS price file.');
    return { format: 'json', version: normalizeVersion(m[1]) };
  }
  let rows: string[][];
  try {
    rows = parse(body, { to_line: 3, relax_column_count: true, relax_quotes: true, bom: true });
  } catch (err) {
    throw new Error(`The file is neither JSON nor readable CSV: ${(err as Error).message}`, { cause: err });
  }
  if (rows.length < 3) throw new Error('A CSV price file needs two header rows and a row of column names.');
  const meta = csvMeta(rows[0], rows[1]);
  if (!meta.version) throw new Error('The CSV header has no "version" value (row 2).');
  return { format: csvLayout(rows[2]).format, version: normalizeVersion(meta.version) };
}

export async function detectFile(file: string): Promise<DetectedFile> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return detectFromHead(buf.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await fh.close();
  }
}
