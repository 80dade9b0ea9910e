/**
 * `npm run import -- <file> [--year N]`: imports a CMS "Medicare Inpatient Hospitals - by Provider and
 * Service" CSV (any published layout) into the database named by DATABASE_URL, or the embedded PGlite
 * database at PGLITE_DIR (default ./data/pg; stop the server first, PGlite is single-process).
 *
 * Other modes:
 *   --download [year]      fetch a year (default the newest) of the Medicare inpatient data from the CMS data
 *                          API (CMS_API_URL, default https://data.cms.gov) and import it
 *   --catalog              load or refresh the reference catalogue only
 *   --demo                 load the demo dataset (only when the database holds no prices)
 *   --geocode              street-level provider locations through Mapbox (needs MAPBOX_TOKEN)
 *   --weights <file>       MS-DRG relative weights from a CMS Table 5 style CSV
 *   --hospitals <file>     provider phone numbers from CMS "Hospital General Information"
 *   --hpt <file> [--ccn N] a hospital price-transparency file (CMS JSON, tall or wide CSV, v2.0-v3.0),
 *                          or a normalized .jsonl of one hospital's cash and gross prices
 *                          (--date YYYY-MM-DD: the date its prices are from; without it and without
 *                          last_updated_on in its lines the file is stored with no date)
 *
 * Exit code 0 when something was imported (bad rows are reported and skipped), 1 when nothing could be.
 */
import 'reflect-metadata';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { openDatabase, type Database } from '@fp/db';
import {
  CMS_API_DEFAULT_URL,
  DownloadError,
  downloadInpatientCsv,
  geocodeProviders,
  ImportError,
  importHospitalInfo,
  importPriceFile,
  importRelativeWeights,
  loadCatalog,
  seedDemoData,
  type BadRow,
  type ImportSummary,
} from '@fp/cms-import';
import {
  calendarDate,
  PriceFileImportError,
  importHospitalPriceFile,
  importNormalizedJsonl,
  isNormalizedJsonl,
} from '@fp/price-files';
import { exitWith } from './cli';

const USAGE = `Usage:
  npm run import -- <file.csv> [--year N] [--no-geocode] [--quiet]
  npm run import -- --download [year] [--keep <file.csv>]
  npm run import -- --catalog | --demo | --geocode
  npm run import -- --weights <ms_drg_weights.csv> | --hospitals <hospital_general_information.csv>
  npm run import -- --hpt <price_file.json|.csv> [--ccn N] [--no-validate]
  npm run import -- --hpt <prices.jsonl[.gz]> [--ccn N] [--date YYYY-MM-DD]
The database is DATABASE_URL (PostgreSQL) or the PGlite folder PGLITE_DIR (default data/pg).`;

/** Bad rows printed one by one; the rest are counted. */
const MAX_PRINTED_BAD_ROWS = 1000;

interface Args {
  file?: string;
  year?: number;
  mode: 'prices' | 'download' | 'catalog' | 'demo' | 'geocode' | 'weights' | 'hospitals' | 'hpt';
  /** --download: where to keep the downloaded CSV (default a temporary file, removed afterwards). */
  keep?: string;
  geocode: boolean;
  /** --ccn for --hpt: the hospital's CMS Certification Number. */
  ccn?: string;
  /** --date for a .jsonl --hpt file: the date its prices are from. */
  date?: string;
  /** --no-validate for --hpt: skip CMS's validator (trusted files, benchmarks). */
  validate?: boolean;
  quiet: boolean;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = { mode: 'prices', geocode: true, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value.`);
      return v;
    };
    try {
      if (a === '--year' || a.startsWith('--year=')) {
        const raw = a.includes('=') ? a.slice('--year='.length) : value();
        if (!/^\d{4}$/.test(raw)) return `--year must be a 4-digit year; got "${raw}".`;
        args.year = Number(raw);
      } else if (a === '--download') {
        args.mode = 'download';
        if (/^\d{4}$/.test(argv[i + 1] ?? '')) args.year = Number(argv[++i]);
      } else if (a === '--keep') args.keep = value();
      else if (a === '--catalog') args.mode = 'catalog';
      else if (a === '--demo') args.mode = 'demo';
      else if (a === '--geocode') args.mode = 'geocode';
      else if (a === '--no-geocode') args.geocode = false;
      else if (a === '--quiet' || a === '-q') args.quiet = true;
      else if (a === '--weights') {
        args.mode = 'weights';
        args.file = value();
      } else if (a === '--hospitals') {
        args.mode = 'hospitals';
        args.file = value();
      } else if (a === '--hpt') {
        args.mode = 'hpt';
        args.file = value();
      } else if (a === '--ccn') {
        const raw = value();
        if (!/^\d{5,6}$/.test(raw)) return `--ccn must be a 6-digit CMS Certification Number; got "${raw}".`;
        args.ccn = raw.padStart(6, '0');
      } else if (a === '--date') {
        const raw = value();
        const date = calendarDate(raw);
        if (!date) return `--date must be a date written YYYY-MM-DD; got "${raw}".`;
        args.date = date;
      } else if (a === '--no-validate') args.validate = false;
      else if (a === '--help' || a === '-h') return USAGE;
      else if (a.startsWith('-')) return `Unknown option ${a}.\n${USAGE}`;
      else if (args.file) return `Only one file at a time; got "${args.file}" and "${a}".`;
      else args.file = a;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }
  if (args.mode === 'prices' && !args.file) return USAGE;
  if (args.mode === 'download' && args.file) return `--download takes no file; got "${args.file}".`;
  if (args.date && !(args.mode === 'hpt' && args.file && isNormalizedJsonl(args.file)))
    return '--date is for a normalized .jsonl price file (--hpt <file>.jsonl); CMS files carry their own last_updated_on.';
  return args;
}

function openTarget(): Promise<Database> {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  return openDatabase({ url, pgliteDir: process.env.PGLITE_DIR?.trim() || 'data/pg' });
}

const fmt = (n: number) => n.toLocaleString('en-US');

function printBadRows(rows: BadRow[], total: number): void {
  for (const bad of rows.slice(0, MAX_PRINTED_BAD_ROWS)) console.error(`  line ${bad.line}: ${bad.reason}`);
  const more = total - Math.min(rows.length, MAX_PRINTED_BAD_ROWS);
  if (more > 0) console.error(`  ... and ${fmt(more)} more bad rows`);
}

function printSummary(s: ImportSummary): void {
  console.log(
    `\n${s.fileName}: "${s.name}" (source ${s.source}, year ${s.year}, ${s.reusedDataset ? 'same file as before' : 'dataset ' + (s.datasetId ?? 'not needed: nothing changed')})`,
  );
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(10)} ${value}`);
  line('read', `${fmt(s.rowsRead)} rows`);
  line('inserted', fmt(s.inserted));
  line('updated', fmt(s.updated));
  line('unchanged', fmt(s.unchanged));
  line('skipped', fmt(s.skipped));
  line(
    'providers',
    `${fmt(s.providers.total)} (${fmt(s.providers.inserted)} new, ${fmt(s.providers.updated)} updated)`,
  );
  line(
    'time',
    `${(s.elapsedMs / 1000).toFixed(1)} s (read and check ${(s.phasesMs.read / 1000).toFixed(1)} s, write ${(s.phasesMs.write / 1000).toFixed(1)} s)`,
  );
  if (s.codesAdded.length > 0) console.log(`  New DRG codes: ${s.codesAdded.join(', ')}`);
  if (s.unreachableDrgs.length > 0) {
    console.log(
      `  Warning: no active condition maps to these DRGs, so visitors cannot reach their prices: ${s.unreachableDrgs.join(', ')}`,
    );
  }
  for (const w of s.warnings) console.log(`  Warning: ${w}`);
}

async function runPrices(db: Database, args: Args): Promise<number> {
  const file = path.resolve(args.file!);
  const bar =
    process.stdout.isTTY && !args.quiet
      ? new SingleBar(
          {
            format: 'Importing [{bar}] {percentage}% | {value}/{total} MB | {eta_formatted} left',
            hideCursor: true,
          },
          Presets.shades_classic,
        )
      : null;
  let started = false;
  let finishedReading = false;
  let summary: ImportSummary;
  try {
    summary = await importPriceFile(db.dataSource, file, {
      year: args.year,
      onInfo: (message) => {
        // The write phase starts once the file is read: close the bar so the message shows.
        if (started) {
          bar?.stop();
          started = false;
          finishedReading = true;
        }
        if (!args.quiet) console.log(message);
      },
      onProgress: (bytes, total) => {
        if (!bar || finishedReading) return;
        const mb = (n: number) => Math.round((n / 1e6) * 10) / 10;
        if (!started) {
          bar.start(mb(total), 0);
          started = true;
        }
        bar.update(mb(bytes));
      },
    });
  } catch (err) {
    bar?.stop();
    if (err instanceof ImportError) {
      console.error(err.message);
      const s = err.summary;
      if (s?.badRows && s.badRows.length > 0) {
        console.error(`\nBad rows (${fmt(s.skipped ?? s.badRows.length)}):`);
        printBadRows(s.badRows, s.skipped ?? s.badRows.length);
      }
      return 1;
    }
    throw err;
  }
  bar?.stop();
  if (summary.skipped > 0) {
    console.error(`\nSkipped ${fmt(summary.skipped)} bad rows:`);
    printBadRows(summary.badRows, summary.skipped);
  }
  printSummary(summary);
  if (summary.demoRemoved.datasets > 0) {
    console.log(
      `  Demo data removed: ${fmt(summary.demoRemoved.prices)} demo prices, ${fmt(summary.demoRemoved.providers)} demo providers.`,
    );
  }
  const token = process.env.MAPBOX_TOKEN?.trim();
  if (token && args.geocode) await runGeocode(db, token);
  return 0;
}

/** Downloads one year from the CMS data API into a CSV, then imports it like a file given by hand. */
async function runDownload(db: Database, args: Args): Promise<number> {
  const baseUrl = process.env.CMS_API_URL?.trim() || CMS_API_DEFAULT_URL;
  const dir = args.keep ? null : await mkdtemp(path.join(os.tmpdir(), 'fp-cms-'));
  console.log(
    `Downloading ${args.year ? `year ${args.year}` : 'the newest year'} of "Medicare Inpatient Hospitals - by Provider and Service" from ${baseUrl}...`,
  );
  try {
    let target = args.keep ? path.resolve(args.keep) : path.join(dir ?? '', 'cms_inpatient_download.csv');
    const got = await downloadInpatientCsv(target, {
      baseUrl,
      year: args.year,
      onProgress: (rows) => {
        if (!args.quiet && process.stdout.isTTY) process.stdout.write(`\r  ${fmt(rows)} rows`);
      },
    });
    if (!args.quiet && process.stdout.isTTY) process.stdout.write('\n');
    console.log(`Downloaded ${fmt(got.rows)} rows of ${got.year} from ${got.url}.`);
    if (!args.keep) {
      // Named with its data year, as CMS names its files, so the dataset record says which year it is.
      const named = path.join(dir ?? '', `cms_inpatient_DY${String(got.year).slice(2)}.csv`);
      await rename(target, named);
      target = named;
    }
    return await runPrices(db, { ...args, mode: 'prices', file: target, year: got.year });
  } catch (err) {
    if (err instanceof DownloadError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

async function runGeocode(db: Database, token: string): Promise<void> {
  console.log('Geocoding provider street addresses with Mapbox (batches of 200, 100 ms apart)...');
  const r = await geocodeProviders(db.dataSource, {
    token,
    log: { info: (m) => console.log(`  ${m}`), warn: (m) => console.warn(`  ${m}`) },
  });
  console.log(
    `  ${fmt(r.attempted)} providers sent, ${fmt(r.updated)} placed at their address, ${fmt(r.noResult)} without a match, ${fmt(r.failed)} in failed requests.`,
  );
}

async function runHospitalPriceFile(db: Database, args: Args): Promise<number> {
  const file = path.resolve(args.file!);
  try {
    if (isNormalizedJsonl(file)) {
      const r = await importNormalizedJsonl(db.dataSource, file, { ccn: args.ccn, date: args.date });
      console.log(
        `${r.fileName}: ${fmt(r.items)} codes from ${fmt(r.lines)} lines for CCN ${r.providerId}${r.replacedPrevious ? ' (replaced the previous file)' : ''}.`,
      );
      console.log(
        r.fileDate
          ? `  dated ${r.fileDate} (${r.dateFrom === 'option' ? 'from --date' : 'from the lines'})`
          : '  date not given: the lines hold no last_updated_on; pass --date YYYY-MM-DD if you know it',
      );
      if (r.match.by === 'none') console.warn(`  Not matched: ${r.match.reason}`);
      for (const bad of r.badLines.slice(0, MAX_PRINTED_BAD_ROWS)) console.error(`  ${bad}`);
      return r.items > 0 ? 0 : 1;
    }
    const s = await importHospitalPriceFile(db.dataSource, file, {
      ccn: args.ccn,
      validate: args.validate,
      onInfo: (m) => !args.quiet && console.log(m),
    });
    console.log(
      `\n${s.fileName}: "${s.meta.hospitalName}", ${s.format.replace('_', ' ')} v${s.version}, dated ${s.meta.lastUpdatedOn ?? 'unknown'}`,
    );
    console.log(`  items      ${fmt(s.items)} (${fmt(s.codes)} codes)`);
    console.log(`  rates      ${fmt(s.rates)} for ${fmt(s.payerPlans)} payer plans`);
    console.log(
      `  hospital   ${s.match.by === 'none' ? `not matched: ${s.match.reason}` : `provider ${s.match.providerId} (by ${s.match.by})`}`,
    );
    console.log(
      `  written    by ${s.writeMode === 'copy' ? 'COPY' : 'INSERT'} in ${(s.elapsedMs / 1000).toFixed(1)} s${s.replacedPrevious ? ", replacing the hospital's previous file" : ''}`,
    );
    if (s.alerts > 0) console.log(`  validator  ${fmt(s.alerts)} alerts (advice only)`);
    if (s.skipped.length > 0) {
      console.error(`\nSkipped (${fmt(s.skipped.length)}):`);
      for (const m of s.skipped.slice(0, MAX_PRINTED_BAD_ROWS)) console.error(`  ${m}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof PriceFileImportError) {
      console.error(err.message);
      for (const m of err.messages.slice(0, MAX_PRINTED_BAD_ROWS)) console.error(`  ${m}`);
      if (err.messages.length > MAX_PRINTED_BAD_ROWS)
        console.error(`  ... and ${fmt(err.messages.length - MAX_PRINTED_BAD_ROWS)} more`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const db = await openTarget();
  try {
    switch (args.mode) {
      case 'prices':
        return await runPrices(db, args);
      case 'download':
        return await runDownload(db, args);
      case 'hpt':
        return await runHospitalPriceFile(db, args);
      case 'catalog': {
        const r = await loadCatalog(db.dataSource);
        console.log(
          `${r.loaded ? 'Loaded' : 'Already up to date:'} ${r.systems} body systems, ${r.codes} DRG codes, ${r.categories} categories, ${r.diagnoses} conditions (${r.ms} ms).`,
        );
        for (const p of r.problems) console.warn(`  Skipped: ${p}`);
        return 0;
      }
      case 'demo': {
        const r = await seedDemoData(db.dataSource);
        console.log(
          r.seeded
            ? `Loaded the demo data: ${r.providers} providers, ${fmt(r.prices)} prices (labelled "demo data").`
            : `Demo data not loaded: ${r.reason}.`,
        );
        return 0;
      }
      case 'geocode': {
        const token = process.env.MAPBOX_TOKEN?.trim();
        if (!token) {
          console.error(
            'Set MAPBOX_TOKEN to geocode provider addresses; without it providers keep their ZIP location.',
          );
          return 2;
        }
        await runGeocode(db, token);
        return 0;
      }
      case 'weights': {
        const r = await importRelativeWeights(db.dataSource, path.resolve(args.file!));
        console.log(
          `Relative weights: ${fmt(r.updated)} codes updated, ${fmt(r.unchanged)} unchanged, ${fmt(r.unknown)} not in the code table.`,
        );
        for (const bad of r.badRows) console.error(`  line ${bad.line}: ${bad.reason}`);
        return r.updated + r.unchanged > 0 ? 0 : 1;
      }
      case 'hospitals': {
        const r = await importHospitalInfo(db.dataSource, path.resolve(args.file!));
        console.log(
          `Hospital information: ${fmt(r.matched)} providers matched by CCN, ${fmt(r.updated)} phone numbers updated.`,
        );
        return 0;
      }
    }
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

exitWith(main());
