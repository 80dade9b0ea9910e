/**
 * Reads a whole zip archive into memory, entry name → contents. Test support only (the API's and the
 * browser's checks of the "your data" archive); the importer itself streams zips with yauzl.
 */
import yauzl from 'yauzl';

export function readZip(zipFile: Buffer | string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, zip?: yauzl.ZipFile) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    };
    if (typeof zipFile === 'string') yauzl.open(zipFile, { lazyEntries: true }, opened);
    else yauzl.fromBuffer(zipFile, { lazyEntries: true }, opened);
  });
}
