/**
 * Imports a CMS "Medicare Inpatient Hospitals - by Provider and Service" CSV (any published layout)
 * into provider, code, dataset and price.
 *
 * How it stays fast with flat memory: the file is streamed once; each row is checked in JS and the good
 * ones are staged in a temporary table, 5,000 at a time (price-stage.ts). At the end set-based SQL
 * upserts codes, providers and prices from the staging table (price-write.ts). Every write to the real
 * tables runs in ONE transaction (staging, a temporary table of this connection, comes before it): a
 * failure anywhere leaves the database as it was, never a half-imported dataset.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { DataSource } from 'typeorm';
import { noStatementTimeoutInSession } from './bulk';
import { loadCatalog } from './catalog-loader';
import { CsvReader } from '@fp/domain';
import {
  CMS_INPATIENT_SOURCE,
  cmsDatasetName,
  ImportError,
  type ImportOptions,
  type ImportSummary,
} from './price-import-summary';
import { PriceStager } from './price-stage';
import { writeImport } from './price-write';
import { openSource, SourceFileError, type OpenedSource } from './source-file';
import { resolveDataYear, yearFromFileName, YearError } from './year';

export {
  CMS_INPATIENT_SOURCE,
  cmsDatasetName,
  ImportError,
  PRICE_WRITE_LOCK_ID,
  type BadRow,
  type ImportOptions,
  type ImportSummary,
} from './price-import-summary';
export { removeDemoData } from './price-write';

type YearFrom = ImportSummary['yearFrom'];

/** Opens the file (plain, gzip or zip) as an ImportError when it cannot be read. */
async function openPriceSource(file: string): Promise<OpenedSource> {
  try {
    return await openSource(file);
  } catch (err) {
    if (err instanceof SourceFileError) throw new ImportError(err.message);
    throw err;
  }
}

/** The data year, from the --year option or the file's name (or, for a zip, its CSV's name). */
function dataYear(
  source: OpenedSource,
  fileName: string,
  option: number | null | undefined,
  warnings: string[],
): { year: number; yearFrom: YearFrom } {
  try {
    // A zip's own name may lack the year its CSV states (the CSV is named by CMS, the zip by whoever saved it).
    const yearName =
      source.entryName && yearFromFileName(fileName) === null && yearFromFileName(source.entryName) !== null
        ? source.entryName
        : fileName;
    const resolved = resolveDataYear(yearName, option);
    if (resolved.warning) warnings.push(resolved.warning);
    return { year: resolved.year, yearFrom: resolved.from };
  } catch (err) {
    source.stream.destroy();
    if (err instanceof YearError) throw new ImportError(err.message);
    throw err;
  }
}

/**
 * Streams the file through the stager; returns the checksum of the CSV itself, so the same data
 * compressed or not is the same dataset.
 */
async function readAll(
  source: OpenedSource,
  stager: PriceStager,
  fileName: string,
  onProgress: ImportOptions['onProgress'],
): Promise<string> {
  const hash = createHash('sha256');
  const reader = new CsvReader();
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of source.stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      await stager.handle(reader.push(decoder.write(chunk)));
      onProgress?.(source.bytesRead(), source.totalBytes);
    }
  } catch (err) {
    if (err instanceof ImportError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || /zip|inflate|crc/i.test(String(err)))
      throw new ImportError(
        `"${fileName}" is damaged (${source.kind} data could not be decompressed: ${err instanceof Error ? err.message : String(err)}); nothing imported.`,
      );
    throw err;
  }
  await stager.handle(reader.end(reader.push(decoder.end())));
  await stager.finish();
  return hash.digest('hex');
}

/**
 * Imports one price file. Resolves with the summary; rejects with ImportError when the file cannot be
 * read as a price file or when no row could be imported (the database is then unchanged).
 */
export async function importPriceFile(
  db: DataSource,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const info = options.onInfo ?? (() => undefined);
  const fileName = options.fileName ?? path.basename(file);
  const warnings: string[] = [];
  const source = await openPriceSource(file);
  const { year, yearFrom } = dataYear(source, fileName, options.year, warnings);

  // Outside the import transaction: on PGlite a second transaction while one is open would wait.
  await loadCatalog(db);

  const runner = db.createQueryRunner();
  await runner.connect();
  const timeout = await noStatementTimeoutInSession(runner);
  const stager = new PriceStager(runner, {
    batchSize: options.batchSize ?? 5000,
    maxBadRowsKept: options.maxBadRowsKept ?? 1000,
    onBadRow: options.onBadRow,
    onLayout: (layout) => {
      info(`Detected the ${layout.layout.label}.`);
      info(`Data year ${year} (from the ${yearFrom === 'option' ? '--year option' : 'file name'}).`);
    },
  });
  let inTransaction = false;
  try {
    const checksum = await readAll(source, stager, fileName, options.onProgress);
    const detected = stager.layout;
    if (!detected) throw new ImportError(`"${fileName}" is empty: no header row.`);
    const { rowsRead, skipped, valid, badRows } = stager;
    const name = cmsDatasetName(year, detected.layout.id);
    const base = {
      source: CMS_INPATIENT_SOURCE,
      name,
      year,
      yearFrom,
      layout: detected.layout.id,
      layoutLabel: detected.layout.label,
      fileName,
      checksum,
      rowsRead,
      skipped,
      badRows: [...badRows].sort((a, b) => a.line - b.line),
      badRowsTruncated: skipped > badRows.length,
      warnings,
    };
    if (valid === 0) {
      throw new ImportError(
        rowsRead === 0
          ? `"${fileName}" has a header but no data rows; nothing imported.`
          : `None of the ${rowsRead} rows of "${fileName}" could be imported; nothing changed.`,
        base,
      );
    }

    info(`Writing ${valid} prices for ${stager.providers.size} providers...`);
    const readDone = performance.now();
    await runner.startTransaction();
    inTransaction = true;
    const written = await writeImport(runner, {
      year,
      name,
      fileName,
      checksum,
      rowsRead,
      valid,
      skipped,
      providers: [...stager.providers.values()],
      titles: stager.titles,
    });
    await runner.commitTransaction();
    inTransaction = false;
    if (written.demoRemoved.datasets > 0) {
      info(
        `Removed the demo data (${written.demoRemoved.prices} prices, ${written.demoRemoved.providers} providers): real prices are loaded now.`,
      );
    }
    const finished = performance.now();
    return {
      ...base,
      ...written,
      elapsedMs: Math.round(finished - started),
      phasesMs: { read: Math.round(readDone - started), write: Math.round(finished - readDone) },
    };
  } catch (err) {
    if (inTransaction) await runner.rollbackTransaction().catch(() => undefined);
    throw err;
  } finally {
    source.stream.destroy();
    await stager.drop();
    await timeout.restore().catch(() => undefined);
    await runner.release();
  }
}
