import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_INPATIENT_DATASET_ID, DownloadError, downloadInpatientCsv } from './cms-download';
import { parseCsv } from '@fp/domain';
import { detectLayout } from './layouts';
import { yearFromFileName } from './year';

/** Rows as the data API answers them (strings, current CMS column names). */
const ROWS = Array.from({ length: 23 }, (_, i) => ({
  Rndrng_Prvdr_CCN: String(450000 + i),
  Rndrng_Prvdr_Org_Name: i === 0 ? 'St. David\'s "North", Austin' : `Hospital ${i}`,
  Rndrng_Prvdr_St: `${i} Main St`,
  Rndrng_Prvdr_City: 'Austin',
  Rndrng_Prvdr_State_FIPS: '48',
  Rndrng_Prvdr_Zip5: '78701',
  Rndrng_Prvdr_State_Abrvtn: 'TX',
  Rndrng_Prvdr_RUCA: '1',
  Rndrng_Prvdr_RUCA_Desc: 'Metropolitan area core',
  DRG_Cd: '291',
  DRG_Desc: 'HEART FAILURE AND SHOCK WITH MCC',
  Tot_Dschrgs: String(20 + i),
  Avg_Submtd_Cvrd_Chrg: '65000.5',
  Avg_Tot_Pymt_Amt: '12000.25',
  Avg_Mdcr_Pymt_Amt: '10000',
}));

/** Answers like data.cms.gov: the DCAT catalog and the paged data API of two years. */
function fakeCms(): Promise<{ server: Server; base: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/data.json') {
      return json(200, {
        dataset: [
          {
            title: 'Medicare Outpatient Hospitals - by Provider and Service',
            identifier: 'x',
            distribution: [],
          },
          {
            title: 'Medicare Inpatient Hospitals - by Provider and Service',
            identifier: `https://data.cms.gov/data-api/v1/dataset/${CMS_INPATIENT_DATASET_ID}/data-viewer`,
            distribution: [
              {
                format: 'API',
                accessURL: 'https://data.cms.gov/data-api/v1/dataset/year-2021/data',
                temporal: '2021-01-01/2021-12-31',
              },
              {
                format: 'API',
                accessURL: 'https://data.cms.gov/data-api/v1/dataset/year-2022/data',
                temporal: '2022-01-01/2022-12-31',
              },
              {
                downloadURL: 'https://data.cms.gov/x/MUP_INP_RY24_P03_V10_DY22_PrvSvc.CSV',
                mediaType: 'text/csv',
                temporal: '2022-01-01/2022-12-31',
              },
            ],
          },
        ],
      });
    }
    const m = /^\/data-api\/v1\/dataset\/year-(\d{4})\/data$/.exec(url.pathname);
    if (m) {
      const size = Number(url.searchParams.get('size'));
      const offset = Number(url.searchParams.get('offset'));
      return json(200, m[1] === '2022' ? ROWS.slice(offset, offset + size) : []);
    }
    json(404, { error: 'not found' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('downloading from the CMS data API', () => {
  let dir: string;
  let cms: Awaited<ReturnType<typeof fakeCms>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fp-download-'));
    cms = await fakeCms();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => cms.server.close(r));
  });

  it('finds the year in the catalog, pages through the rows and writes the current CMS layout', async () => {
    const file = path.join(dir, 'cms_inpatient_DY22.csv');
    const pages: number[] = [];
    const r = await downloadInpatientCsv(file, {
      baseUrl: cms.base,
      year: 2022,
      pageSize: 10,
      onProgress: (n) => pages.push(n),
    });
    expect(r).toEqual({ year: 2022, rows: 23, url: `${cms.base}/data-api/v1/dataset/year-2022/data` });
    expect(pages).toEqual([10, 20, 23]);
    expect(cms.requests).toEqual([
      '/data.json',
      '/data-api/v1/dataset/year-2022/data?size=10&offset=0',
      '/data-api/v1/dataset/year-2022/data?size=10&offset=10',
      '/data-api/v1/dataset/year-2022/data?size=10&offset=20',
    ]);
    const [header, first, ...rest] = parseCsv(readFileSync(file, 'utf8'));
    expect(detectLayout(header.fields).layout.id).toBe('cms-current');
    expect(first.fields[1]).toBe('St. David\'s "North", Austin');
    expect(rest).toHaveLength(22);
    expect(yearFromFileName(file)).toBe(2022);
  });

  it('takes the newest year when none is given', async () => {
    cms.requests.length = 0;
    const r = await downloadInpatientCsv(path.join(dir, 'latest.csv'), { baseUrl: cms.base });
    expect(r.year).toBe(2022);
  });

  it('names the years CMS has when the asked one is missing', async () => {
    await expect(
      downloadInpatientCsv(path.join(dir, 'x.csv'), { baseUrl: cms.base, year: 2015 }),
    ).rejects.toThrow(
      'CMS publishes "Medicare Inpatient Hospitals - by Provider and Service" for 2021, 2022; not for 2015.',
    );
  });

  it('says clearly when the CMS server cannot be reached', async () => {
    const closed = await fakeCms();
    await new Promise((r) => closed.server.close(r));
    const err = await downloadInpatientCsv(path.join(dir, 'y.csv'), {
      baseUrl: closed.base,
      year: 2022,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect((err as Error).message).toMatch(
      /^Cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Check the network/,
    );
    expect((err as Error).message).toContain('npm run import -- <file.csv|.zip>');
  });
});
