/**
 * Test and bench support (import from '@fp/storage/testing'): a real S3-compatible server on 127.0.0.1.
 *
 * s3rver (npm) is used: pure JavaScript, so it runs wherever the tests run (no Java, Docker or MinIO
 * binary), keeps objects on disk, and speaks enough of S3 for the AWS SDK v3 as the app uses it: PUT,
 * multipart upload and abort, GET (with signed URLs and response-content-disposition), HEAD, DELETE,
 * ListObjectsV2. It is old (2021) and ignores checksums, which is why the S3 store asks the SDK for
 * checksums only where S3 requires them.
 */
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(directory: string, bucket = 'bills'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
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
