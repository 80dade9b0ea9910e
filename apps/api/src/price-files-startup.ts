/**
 * HPT_FILES (development and test only): hospital price files imported at start, so a fresh embedded
 * database (the browser suite's, a demo) has price-file prices without a separate `npm run import`.
 * Each entry is `<file>` or `<file>=<CCN>`. A hospital missing from the provider directory is added from
 * the shipped CMS snapshot (its name, address and ZIP as CMS publishes them, placed at the ZIP's centre),
 * with no Medicare prices, so demo data stays as it is. A file already imported for the hospital under
 * the same name is not imported again.
 *
 * Without HPT_FILES, a plain start (SEED=snapshot) imports the price files shipped in data/price-files
 * (the real Brattleboro, VT file) when the database holds no price file at all, so `/procedures` answers
 * out of the box. More files: `npm run import -- --hpt <file>`.
 */
import { StringDecoder } from 'node:string_decoder';
import path from 'node:path';
import { readdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { StartupPriceFile } from './config';
import type { DataSource } from 'typeorm';
import { zipLocation } from '@fp/geo';
import {
  PriceFileImportError,
  importHospitalPriceFile,
  importNormalizedJsonl,
  isNormalizedJsonl,
} from '@fp/price-files';
import { CsvReader } from '@fp/domain';
import {
  DEFAULT_SNAPSHOT_DIR,
  detectLayout,
  openSource,
  parsePriceRow,
  type DetectedLayout,
  type PriceRow,
} from '@fp/cms-import';

/** The hospital's row in the shipped CMS files (name, address, ZIP); null when none names it. */
async function findInSnapshot(dir: string, ccn: string): Promise<PriceRow | null> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => /\.csv(\.gz)?$/.test(f));
  for (const name of files) {
    const source = await openSource(path.join(dir, name));
    const reader = new CsvReader();
    const decoder = new StringDecoder('utf8');
    let layout: DetectedLayout | null = null;
    const bare = ccn.replace(/^0+/, '');
    const look = (records: { fields: string[] }[]): PriceRow | null => {
      for (const r of records) {
        if (!layout) {
          layout = detectLayout(r.fields);
          continue;
        }
        // Only rows naming the CCN are parsed (the number may be written without its leading zeros).
        if (!r.fields.some((f) => f.trim().replace(/^0+/, '') === bare)) continue;
        const parsed = parsePriceRow(r.fields, layout.columns);
        if (parsed.ok && parsed.row.ccn === ccn) return parsed.row;
      }
      return null;
    };
    try {
      for await (const chunk of source.stream as AsyncIterable<Buffer>) {
        const hit = look(reader.push(decoder.write(chunk)));
        if (hit) return hit;
      }
      const hit = look(reader.end(reader.push(decoder.end())));
      if (hit) return hit;
    } finally {
      source.stream.destroy();
    }
  }
  return null;
}

/** Adds the hospital to the provider directory from the shipped CMS files; false when they lack it. */
async function ensureProvider(db: DataSource, ccn: string, snapshotDir: string): Promise<boolean> {
  const have: unknown[] = await db.query(`SELECT 1 FROM provider WHERE id = $1`, [ccn]);
  if (have.length > 0) return true;
  const row = await findInSnapshot(snapshotDir, ccn);
  if (!row) return false;
  const at = zipLocation(row.zip);
  await db.query(
    `INSERT INTO provider (id, name, address, city, state, zip, lat, lng, location_precision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [
      ccn,
      row.name,
      row.street,
      row.city,
      row.state,
      row.zip,
      at?.lat ?? null,
      at?.lng ?? null,
      at ? 'zip' : null,
    ],
  );
  return true;
}

/** The price files shipped with the product (normalized JSONL, gzip-compressed; see its README). */
export const SHIPPED_PRICE_FILES_DIR = path.resolve(__dirname, '../../../data/price-files');

/** Imports the shipped price files when no price file is loaded; the CCN comes from each file's name. */
export async function importShippedPriceFiles(
  db: DataSource,
  log: Logger,
  snapshotDir = DEFAULT_SNAPSHOT_DIR,
  dir = SHIPPED_PRICE_FILES_DIR,
): Promise<void> {
  const any: unknown[] = await db.query(`SELECT 1 FROM hpt_file LIMIT 1`);
  if (any.length > 0) return;
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isNormalizedJsonl).sort();
  await importStartupPriceFiles(
    db,
    names.map((name) => ({ file: path.join(dir, name) })),
    log,
    snapshotDir,
  );
}

/** Imports the HPT_FILES entries; a file that fails is logged and skipped, the server still starts. */
export async function importStartupPriceFiles(
  db: DataSource,
  files: readonly StartupPriceFile[],
  log: Logger,
  snapshotDir = DEFAULT_SNAPSHOT_DIR,
): Promise<void> {
  for (const { file, ccn: given, date } of files) {
    const fileName = path.basename(file);
    const ccn = given ?? (isNormalizedJsonl(file) ? /(\d{6})/.exec(fileName)?.[1] : undefined);
    try {
      if (ccn) {
        if (!(await ensureProvider(db, ccn, snapshotDir)))
          log.warn(
            { file: fileName, ccn },
            'HPT_FILES: the hospital is in neither the directory nor the CMS files',
          );
        const done: unknown[] = await db.query(
          `SELECT 1 FROM hpt_file WHERE provider_id = $1 AND file_name = $2`,
          [ccn, fileName],
        );
        if (done.length > 0) continue;
      }
      if (isNormalizedJsonl(file)) {
        const r = await importNormalizedJsonl(db, file, { ccn, date });
        log.info({ file: fileName, items: r.items, providerId: r.match.providerId }, 'price file imported');
      } else {
        const r = await importHospitalPriceFile(db, file, { ccn });
        log.info(
          { file: fileName, items: r.items, rates: r.rates, providerId: r.match.providerId },
          'price file imported',
        );
      }
    } catch (err) {
      if (!(err instanceof PriceFileImportError) && (err as { code?: string }).code !== 'ENOENT') throw err;
      log.error({ file: fileName, err }, 'HPT_FILES: the price file could not be imported');
    }
  }
}
