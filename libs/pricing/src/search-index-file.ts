/**
 * The search's read model (search-index.ts) saved to a file, so that a start on a database that already
 * holds the data loads its arrays in a fraction of a second instead of reading ~175,000 range rows (17 s
 * through PGlite, issue 42).
 *
 * The file is keyed by a fingerprint of the data it was built from (readModelPrint): the fingerprint and
 * time of the last rebuild of the precomputed ranges (the stored print names the datasets, imports,
 * prices, providers and catalogue links they were made from; a new import, or another database, always
 * has another rebuild time), the hospitals' count and latest change, the number of applied
 * migrations, and FORMAT.
 * A file whose print differs is not used; the model is read from the database and the file rewritten.
 * Each host keeps its own file: nothing in it is shared through the database.
 *
 * Layout: MAGIC, FORMAT (u32), the header's length (u32), the header (JSON: fingerprint, the body's size
 * and SHA-256, the hospitals, the datasets, each condition's sizes), zero bytes up to a multiple of 8,
 * then the body: per condition its kd-tree's bytes, then its arrays in ARRAYS' order, each padded to 8
 * bytes. A file that is short, altered or unreadable is ignored (the model is rebuilt), never an error.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import KDBush from 'kdbush';
import type { DataSource, EntityManager } from 'typeorm';
import { PRICE_SUMMARY_KEY } from './price-summary';
import type { ConditionRanges, IndexParts } from './search-index';
import type { ProviderRow } from './search-sql';

const MAGIC = Buffer.from('FPRM');
/** Bump when the layout or the arrays change. */
export const FORMAT = 1;

/**
 * The fingerprint of the data a read model is built from; read in the same snapshot as the data. The
 * ranges are written only by a rebuild (price-summary.ts), which stores the price data's print and its
 * time with them, and a rebuild runs before a start's read model whenever the prices changed; the
 * hospitals' own columns are tracked by their count and latest change, as PRICE_FINGERPRINT_SQL does.
 * (Counting the price rows again here cost 0.4 s of CPU per start on PGlite.)
 */
const PRINT_SQL = `SELECT
  (SELECT value FROM catalog_meta WHERE key = '${PRICE_SUMMARY_KEY}') AS summary,
  (SELECT updated_at::text FROM catalog_meta WHERE key = '${PRICE_SUMMARY_KEY}') AS summary_at,
  (SELECT count(*) FROM provider) AS providers,
  (SELECT max(updated_at)::text FROM provider) AS providers_at,
  (SELECT count(*) FROM migrations) AS migrations`;

export interface ReadModelPrint {
  /** The whole print, as the file's key. */
  key: string;
  /** The stored fingerprint of the precomputed ranges and the time of their last rebuild. */
  summary: string | null;
  summaryAt: string | null;
}

export async function readModelPrint(db: DataSource | EntityManager): Promise<ReadModelPrint> {
  const rows: Record<string, unknown>[] = await db.query(PRINT_SQL);
  const row = rows[0] ?? {};
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const fields = Object.keys(row)
    .sort()
    .map((k) => [k, text(row[k])]);
  return {
    key: JSON.stringify({ format: FORMAT, ...Object.fromEntries(fields) }),
    summary: text(row.summary),
    summaryAt: text(row.summary_at),
  };
}

type Numbers = Float64Array | Int32Array | Uint32Array | Int16Array | Uint16Array | Uint8Array;
type ArrayKind = (new (b: ArrayBuffer, offset: number, length: number) => Numbers) & {
  BYTES_PER_ELEMENT: number;
};

/** Each condition's arrays: how to find one, its type and its length for n slots and m year entries. */
const ARRAYS: [string, ArrayKind, (n: number, m: number) => number][] = [
  ['lat', Float64Array, (n) => n],
  ['lng', Float64Array, (n) => n],
  ['cents', Float64Array, (n) => n * 6],
  ['years.cents', Float64Array, (_, m) => m * 3],
  ['amount', Int32Array, (n) => n],
  ['years.amount', Int32Array, (_, m) => m],
  ['yearStart', Uint32Array, (n) => n + 1],
  ['provider', Uint16Array, (n) => n],
  ['year', Int16Array, (n) => n],
  ['oldestYear', Int16Array, (n) => n],
  ['cpiYear', Int16Array, (n) => n],
  ['dataset', Uint16Array, (n) => n],
  ['years.year', Int16Array, (_, m) => m],
  ['years.dataset', Uint16Array, (_, m) => m],
  ['singleValue', Uint8Array, (n) => n],
];

function arrayOf(c: ConditionRanges, name: string): Numbers {
  const [a, b] = name.split('.');
  const holder = (b ? c[a as 'years'] : c) as unknown as Record<string, Numbers>;
  return holder[b ?? a];
}

const padded = (n: number) => Math.ceil(n / 8) * 8;

interface Header {
  fingerprint: string;
  bodyBytes: number;
  sha256: string;
  providers: ProviderRow[];
  datasets: string[];
  bytes: number;
  rangeCount: number;
  /** Per condition: its id, slots, year entries and the kd-tree's bytes. */
  conditions: [number, number, number, number][];
}

/**
 * Writes the read model to `file` under `fingerprint` (a temporary file renamed over it, so a reader
 * never sees half a file and processes writing at once do not mix their bytes).
 */
export async function saveReadModel(file: string, fingerprint: string, parts: IndexParts): Promise<void> {
  const chunks: Uint8Array[] = [];
  const pad = (n: number) => {
    if (padded(n) > n) chunks.push(new Uint8Array(padded(n) - n));
  };
  const conditions: Header['conditions'] = [];
  for (const [id, c] of parts.conditions) {
    const tree = new Uint8Array(c.index.data as ArrayBuffer);
    chunks.push(tree);
    pad(tree.byteLength);
    for (const [name] of ARRAYS) {
      const a = arrayOf(c, name);
      chunks.push(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
      pad(a.byteLength);
    }
    conditions.push([id, c.provider.length, c.years.year.length, tree.byteLength]);
  }
  const hash = createHash('sha256');
  let bodyBytes = 0;
  for (const chunk of chunks) {
    hash.update(chunk);
    bodyBytes += chunk.byteLength;
  }
  const header: Header = {
    fingerprint,
    bodyBytes,
    sha256: hash.digest('hex'),
    providers: parts.providers,
    datasets: parts.datasets,
    bytes: parts.bytes,
    rangeCount: parts.rangeCount,
    conditions,
  };
  const json = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(padded(12 + json.byteLength));
  MAGIC.copy(lead, 0);
  lead.writeUInt32LE(FORMAT, 4);
  lead.writeUInt32LE(json.byteLength, 8);
  json.copy(lead, 12);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const out = await fs.promises.open(tmp, 'w');
  try {
    await out.writev([lead, ...chunks]);
  } finally {
    await out.close();
  }
  await fs.promises.rename(tmp, file);
}

/**
 * The read model saved in `file` under `fingerprint`, or null: no file, another fingerprint, or a file
 * that is short, altered or not one of ours.
 */
export function loadReadModel(file: string, fingerprint: string): IndexParts | null {
  let buf: Buffer;
  try {
    buf = fs.readFileSync(file);
  } catch {
    return null;
  }
  try {
    return parse(buf, fingerprint);
  } catch {
    return null;
  }
}

function parse(file: Buffer, fingerprint: string): IndexParts | null {
  if (file.byteLength < 12 || !file.subarray(0, 4).equals(MAGIC) || file.readUInt32LE(4) !== FORMAT)
    return null;
  const jsonBytes = file.readUInt32LE(8);
  if (12 + jsonBytes > file.byteLength) return null;
  const header = JSON.parse(file.subarray(12, 12 + jsonBytes).toString('utf8')) as Header;
  if (header.fingerprint !== fingerprint) return null;
  const start = padded(12 + jsonBytes);
  if (file.byteLength !== start + header.bodyBytes) return null;
  // Typed arrays are views of the file's bytes: they need the body at a multiple of 8 in memory.
  const body = file.byteOffset % 8 === 0 ? file.subarray(start) : Buffer.from(file.subarray(start));
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) return null;
  let at = 0;
  const take = (Kind: ArrayKind, n: number): Numbers => {
    const view: Numbers = new Kind(body.buffer as ArrayBuffer, body.byteOffset + at, n);
    at += padded(n * Kind.BYTES_PER_ELEMENT);
    return view;
  };
  const conditions = new Map<number, ConditionRanges>();
  for (const [id, n, m, treeBytes] of header.conditions) {
    // A kd-tree is its own ArrayBuffer (kdbush reads its header at offset 0).
    const tree = body.buffer.slice(body.byteOffset + at, body.byteOffset + at + treeBytes) as ArrayBuffer;
    at += padded(treeBytes);
    const arrays = new Map<string, Numbers>();
    for (const [name, Kind, length] of ARRAYS) arrays.set(name, take(Kind, length(n, m)));
    const get = <T extends Numbers>(name: string) => arrays.get(name) as T;
    conditions.set(id, {
      index: KDBush.from(tree),
      provider: get('provider'),
      lat: get('lat'),
      lng: get('lng'),
      cents: get('cents'),
      amount: get('amount'),
      year: get('year'),
      oldestYear: get('oldestYear'),
      cpiYear: get('cpiYear'),
      singleValue: get('singleValue'),
      dataset: get('dataset'),
      yearStart: get('yearStart'),
      years: {
        year: get('years.year'),
        dataset: get('years.dataset'),
        cents: get('years.cents'),
        amount: get('years.amount'),
      },
    });
  }
  if (at !== header.bodyBytes) return null;
  return {
    providers: header.providers,
    datasets: header.datasets,
    conditions,
    bytes: header.bytes,
    rangeCount: header.rangeCount,
  };
}
