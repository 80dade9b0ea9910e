// The topology's object store (tools/topology): s3rver, the S3-compatible server the tests use
// (libs/storage/src/testing.ts), on the store namespace's address. Arguments: address port folder bucket.
import S3rver from 's3rver';

const [address, port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address,
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`s3rver on http://${address}:${port}, bucket ${bucket}, objects in ${directory}`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close().then(() => process.exit(0)));
