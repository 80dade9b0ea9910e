/**
 * The topology's object store: the S3-compatible server the tests use (@fp/storage/testing startTestS3:
 * s3rver with the multipart calls resumable uploads need), which listens on 127.0.0.1, reached on the
 * store namespace's address through a TCP relay in this process. Arguments: address port folder bucket.
 */
import net from 'node:net';
import { startTestS3 } from '@fp/storage/testing';
import { exitWith } from '../cli';

async function main(): Promise<number> {
  const [address, port, directory, bucket] = process.argv.slice(2);
  const s3 = await startTestS3(directory, bucket);
  const inner = Number(new URL(s3.endpoint).port);
  const relay = net.createServer((client) => {
    const server = net.connect(inner, '127.0.0.1');
    client.pipe(server).pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(Number(port), address, resolve));
  console.log(`S3-compatible store on http://${address}:${port}, bucket ${bucket}, objects in ${directory}`);
  return new Promise<number>((resolve) => {
    for (const sig of ['SIGINT', 'SIGTERM'] as const)
      process.on(sig, () => {
        relay.close();
        void s3.close().then(() => resolve(0));
      });
  });
}

exitWith(main());
