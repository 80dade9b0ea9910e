/**
 * Test and bench support (import from '@fp/storage/testing'): a real S3-compatible server on 127.0.0.1.
 *
 * s3rver (npm) is used: pure JavaScript, so it runs wherever the tests run (no Java, Docker or MinIO
 * binary), keeps objects on disk, and speaks enough of S3 for the AWS SDK v3 as the app uses it: PUT,
 * multipart upload, GET (with signed URLs and response-content-disposition), HEAD, DELETE, DeleteObjects,
 * ListObjectsV2. It is old (2021) and ignores checksums, which is why the S3 stores ask the SDK for
 * checksums only where S3 requires them.
 *
 * Two multipart calls that resumable uploads in S3 (@tus/s3-store) need are missing from it: ListParts (how
 * far an upload got) and AbortMultipartUpload (a cancelled upload). They are answered here, in front of
 * s3rver, from the folder where s3rver keeps an upload's parts, as S3 answers them (NoSuchUpload once the
 * upload was completed or aborted).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const noSuchUpload = (res: ServerResponse, id: string) => {
  res.writeHead(404, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code>` +
      `<Message>The specified upload does not exist.</Message><UploadId>${id}</UploadId></Error>`,
  );
};

/** ListParts and AbortMultipartUpload on s3rver's upload folders; false for every other request. */
function multipartCalls(uploadsDir: (bucket: string) => string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const id = url.searchParams.get('uploadId');
    const [, bucket, ...key] = url.pathname.split('/');
    if (!id || !bucket || key.length === 0 || url.searchParams.has('partNumber')) return false;
    if (!/^[0-9a-f]+$/.test(id)) return false;
    const dir = path.join(uploadsDir(bucket), id);
    if (req.method === 'DELETE') {
      if (!fs.existsSync(dir)) noSuchUpload(res, id);
      else {
        fs.rmSync(dir, { recursive: true, force: true });
        res.writeHead(204).end();
      }
      return true;
    }
    if (req.method !== 'GET') return false;
    if (!fs.existsSync(dir)) {
      noSuchUpload(res, id);
      return true;
    }
    // A part still being written has no .md5 yet: it is not a part until it has (S3 lists only completed
    // parts). Reading its missing .md5 threw, and the store's process ended mid-upload (topology test).
    const parts = fs
      .readdirSync(dir)
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b)
      .flatMap((n) => {
        const file = path.join(dir, String(n));
        let md5: string;
        let s: fs.Stats;
        try {
          md5 = fs.readFileSync(`${file}.md5`, 'utf8').trim();
          s = fs.statSync(file);
        } catch {
          return [];
        }
        return [
          `<Part><PartNumber>${n}</PartNumber><LastModified>${s.mtime.toISOString()}</LastModified>` +
            `<ETag>"${md5}"</ETag><Size>${s.size}</Size></Part>`,
        ];
      });
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket>` +
        `<Key>${decodeURIComponent(key.join('/'))}</Key><UploadId>${id}</UploadId>` +
        `<PartNumberMarker>0</PartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>` +
        `${parts.join('')}</ListPartsResult>`,
    );
    return true;
  };
}

export async function startTestS3(directory: string, bucket = 'bills'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const koa = server.callback.bind(server);
  const extra = multipartCalls((b) => server.store.getResourcePath(b, undefined, 'uploads'));
  server.callback = () => {
    const inner = koa();
    return (req, res) => {
      if (!extra(req, res)) inner(req, res);
    };
  };
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
