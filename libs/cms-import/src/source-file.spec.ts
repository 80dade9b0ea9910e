import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSource, SourceFileError } from './source-file';
import { makeZip } from './testing/zip-writer';

const CSV =
  'provider_id,provider_name,drg_id\n' +
  Array.from({ length: 2000 }, (_, i) => `${String(330000 + i)},"Hospital ${i}, NY",${i % 999}`).join('\n') +
  '\n';

async function readAll(file: string) {
  const source = await openSource(file);
  const chunks: Buffer[] = [];
  for await (const c of source.stream as AsyncIterable<Buffer>) chunks.push(c);
  return { source, text: Buffer.concat(chunks).toString('utf8') };
}

describe('openSource', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fp-source-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a plain CSV as it is', async () => {
    const file = path.join(dir, 'plain.csv');
    writeFileSync(file, CSV);
    const { source, text } = await readAll(file);
    expect(source.kind).toBe('csv');
    expect(text).toBe(CSV);
    expect(source.bytesRead()).toBe(source.totalBytes);
  });

  it('decompresses a .csv.gz, with progress on the compressed bytes', async () => {
    const file = path.join(dir, 'prices_fy2011.csv.gz');
    writeFileSync(file, gzipSync(CSV));
    const { source, text } = await readAll(file);
    expect(source.kind).toBe('gzip');
    expect(text).toBe(CSV);
    expect(source.totalBytes).toBeLessThan(Buffer.byteLength(CSV));
    expect(source.bytesRead()).toBe(source.totalBytes);
  });

  it('knows gzip by its content even when the name says .csv', async () => {
    const file = path.join(dir, 'renamed.csv');
    writeFileSync(file, gzipSync(CSV));
    expect((await readAll(file)).text).toBe(CSV);
  });

  it.each([
    ['deflated', { dataDescriptor: false }, 'deflate'],
    ['deflated with data descriptors', { dataDescriptor: true }, 'deflate'],
    ['stored', { dataDescriptor: false }, 'store'],
  ] as const)('picks the CSV inside a zip (%s), skipping the data dictionary', async (_l, opts, method) => {
    const file = path.join(dir, `download-${method}-${opts.dataDescriptor}.zip`);
    writeFileSync(
      file,
      makeZip(
        [
          { name: 'MUP_INP_RY24_DataDictionary.pdf', data: 'not a csv' },
          { name: 'notes/readme.csv', data: 'a,b\n1,2\n', method },
          { name: 'MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv', data: CSV, method },
        ],
        opts,
      ),
    );
    const { source, text } = await readAll(file);
    expect(source.kind).toBe('zip');
    expect(source.entryName).toBe('MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv');
    expect(text).toBe(CSV);
    expect(source.bytesRead()).toBe(source.totalBytes);
  });

  it('refuses a zip without a CSV and a missing file, saying why', async () => {
    const file = path.join(dir, 'empty.zip');
    writeFileSync(file, makeZip([{ name: 'readme.txt', data: 'hello' }]));
    await expect(openSource(file)).rejects.toThrow(/holds no \.csv file \(entries: readme\.txt\)/);
    await expect(openSource(path.join(dir, 'nope.csv.gz'))).rejects.toBeInstanceOf(SourceFileError);
  });

  it('fails while reading a truncated gzip file', async () => {
    const file = path.join(dir, 'cut.csv.gz');
    const gz = gzipSync(CSV);
    writeFileSync(file, gz.subarray(0, Math.floor(gz.length / 2)));
    await expect(readAll(file)).rejects.toThrow(/unexpected end of file/);
  });
});
