// The parts of s3rver (a dev dependency: the S3-compatible server the tests and the bench start) in use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The request handler run() listens with (Koa's). */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** Where its files are: a bucket's multipart uploads are folders under `getResourcePath(bucket, undefined, 'uploads')`. */
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}
