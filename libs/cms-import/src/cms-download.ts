/**
 * Downloads a year of CMS "Medicare Inpatient Hospitals - by Provider and Service" from the data.cms.gov
 * data API into a CSV file the importer reads (the current CMS layout: Rndrng_Prvdr_CCN, DRG_Cd, ...).
 *
 * How data.cms.gov serves it: its DCAT catalog (GET {base}/data.json) lists the dataset with one
 * distribution per data year; the API distribution of a year has `format: "API"`, a `temporal` such as
 * "2022-01-01/2022-12-31" and an `accessURL` {base}/data-api/v1/dataset/{uuid}/data, which answers JSON
 * rows in pages (`size` up to 5,000, `offset`). Without a catalog entry for the year, the dataset's
 * "latest" endpoint is not guessed: the error names the years the catalog has.
 *
 * CMS_API_URL (default https://data.cms.gov) points all of this elsewhere; the tests use a local server.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const CMS_API_DEFAULT_URL = 'https://data.cms.gov';
/** The dataset's identifier on data.cms.gov (its "latest" API distribution). */
export const CMS_INPATIENT_DATASET_ID = '690ddc6c-2767-4618-b277-420ffb2bf27c';
export const CMS_INPATIENT_TITLE = 'Medicare Inpatient Hospitals - by Provider and Service';
/** Rows per API page (the data API's maximum). */
export const CMS_PAGE_SIZE = 5000;

/** The download failed: offline, CMS answered an error, or no data for the year. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

export interface DownloadOptions {
  /** Base URL of data.cms.gov (CMS_API_URL). */
  baseUrl?: string;
  /** Data year; default the newest the catalog lists. */
  year?: number | null;
  pageSize?: number;
  /** Called after each page (rows so far). */
  onProgress?: (rows: number) => void;
  /** Per-request time limit (default 60 s). */
  timeoutMs?: number;
}

export interface DownloadResult {
  year: number;
  rows: number;
  /** The API endpoint the rows came from. */
  url: string;
}

interface CatalogDistribution {
  format?: string;
  accessURL?: string;
  temporal?: string;
  title?: string;
}

interface CatalogDataset {
  title?: string;
  identifier?: string;
  distribution?: CatalogDistribution[];
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
    throw new DownloadError(
      `Cannot reach ${new URL(url).origin} (${why}). Check the network connection (or CMS_API_URL), or download ` +
        `the CSV from data.cms.gov by hand and run: npm run import -- <file.csv|.zip>`,
    );
  }
  if (!res.ok) {
    throw new DownloadError(`${new URL(url).origin} answered ${res.status} ${res.statusText} for ${url}.`);
  }
  try {
    return await res.json();
  } catch {
    throw new DownloadError(`${url} did not answer JSON.`);
  }
}

const yearOf = (d: CatalogDistribution): number | null => {
  const m = /^(\d{4})-/.exec(d.temporal ?? '') ?? /(\d{4})-12-31\s*$/.exec(d.title ?? '');
  return m ? Number(m[1]) : null;
};

/** The API endpoint of one data year (newest when year is not given), from the DCAT catalog. */
export async function findInpatientEndpoint(
  baseUrl: string,
  year: number | null | undefined,
  timeoutMs = 60_000,
): Promise<{ year: number; url: string }> {
  const catalog = (await getJson(`${baseUrl}/data.json`, timeoutMs)) as { dataset?: CatalogDataset[] };
  const dataset = (catalog.dataset ?? []).find(
    (d) => (d.identifier ?? '').includes(CMS_INPATIENT_DATASET_ID) || d.title?.trim() === CMS_INPATIENT_TITLE,
  );
  if (!dataset)
    throw new DownloadError(`The CMS catalog (${baseUrl}/data.json) does not list "${CMS_INPATIENT_TITLE}".`);
  const apis = (dataset.distribution ?? [])
    .filter((d) => d.format === 'API' && d.accessURL && yearOf(d) !== null)
    .map((d) => ({ year: yearOf(d) as number, url: d.accessURL as string }))
    .sort((a, b) => b.year - a.year);
  if (apis.length === 0)
    throw new DownloadError(`The CMS catalog lists no API distribution of "${CMS_INPATIENT_TITLE}".`);
  const pick = year ? apis.find((a) => a.year === year) : apis[0];
  if (!pick) {
    throw new DownloadError(
      `CMS publishes "${CMS_INPATIENT_TITLE}" for ${[...new Set(apis.map((a) => a.year))].sort().join(', ')}; not for ${year}.`,
    );
  }
  // The catalog names data.cms.gov; keep the configured base (a mirror or the test server).
  const url = new URL(pick.url);
  const base = new URL(baseUrl);
  url.protocol = base.protocol;
  url.host = base.host;
  url.pathname = base.pathname.replace(/\/$/, '') + url.pathname;
  return { year: pick.year, url: url.toString() };
}

function csvField(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Writes the rows of one data year to `file` as CSV (columns as the API names them) and returns the year
 * and row count. The file is complete only when this resolves.
 */
export async function downloadInpatientCsv(
  file: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const baseUrl = (options.baseUrl ?? CMS_API_DEFAULT_URL).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const size = options.pageSize ?? CMS_PAGE_SIZE;
  const endpoint = await findInpatientEndpoint(baseUrl, options.year, timeoutMs);
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let columns: string[] | null = null;
  let rows = 0;
  try {
    for (let offset = 0; ; offset += size) {
      const page = new URL(endpoint.url);
      page.searchParams.set('size', String(size));
      page.searchParams.set('offset', String(offset));
      const body = await getJson(page.toString(), timeoutMs);
      if (!Array.isArray(body)) throw new DownloadError(`${page} did not answer a list of rows.`);
      for (const row of body as Record<string, unknown>[]) {
        if (!columns) {
          columns = Object.keys(row);
          await write(columns.map(csvField).join(',') + '\n');
        }
        await write(columns.map((c) => csvField(row[c])).join(',') + '\n');
        rows++;
      }
      options.onProgress?.(rows);
      if (body.length < size) break;
    }
    if (rows === 0) throw new DownloadError(`${endpoint.url} answered no rows for ${endpoint.year}.`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { year: endpoint.year, rows, url: endpoint.url };
}
