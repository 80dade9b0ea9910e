/**
 * Resumable uploads on two API hosts sharing one database and one S3-compatible store (issue 43): an upload
 * started on one host is resumed and finished on the other, its bytes intact, and nothing of it is left in
 * the bucket; the upload's lock holds across the hosts (PostgreSQL advisory locks), so two PATCH requests
 * on the same upload, one per host, are taken one after the other, never at once. On PGlite the two apps
 * share its one process's pool (as a second process cannot open it) and each keeps tus's in-memory lock,
 * so the lock's test runs on PostgreSQL only.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import pino from 'pino';
import { openDatabase, type Database } from '@fp/db';
import { startTestS3, type TestS3 } from '@fp/storage/testing';
import { buildApp, type BuiltApp } from '../app';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

const MiB = 1024 * 1024;
const SIZE = 12 * MiB;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF-looking body of `bytes` random bytes (the type check on completion reads the first ones). */
function source(bytes: number): Buffer {
  const b = randomBytes(bytes);
  b.write('%PDF-1.7\n');
  return b;
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe(`resumable uploads across two API hosts on one bucket (${testDbKind()})`, () => {
  let s3: TestS3;
  let tmp: string;
  let a: TestApp;
  let b: BuiltApp;
  let second: Database | null = null;
  let hostA: string;
  let hostB: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-hosts-'));
    s3 = await startTestS3(path.join(tmp, 's3'));
    a = await createTestApp({
      ...s3.env,
      FILES_DIR: path.join(tmp, 'files'),
      FILE_MAX_BYTES: String(16 * MiB),
      FILE_QUOTA_BYTES: String(64 * MiB),
    });
    const url = (a.db.dataSource.options as { url?: string }).url;
    // A second pool to the same PostgreSQL database, as the second host has.
    second = a.db.kind === 'postgres' && url ? await openDatabase({ url, poolSize: 5 }) : null;
    b = await buildApp({
      config: a.config,
      db: second?.dataSource ?? a.db.dataSource,
      log: pino({ level: 'silent' }),
    });
    hostA = await listen(a.server);
    hostB = await listen(b.server);
  });
  afterAll(async () => {
    await b?.apollo.stop();
    await second?.close();
    a?.server.close();
    await a?.close();
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** A signed-in user: a session row both hosts read. */
  async function user() {
    const email = `h${Math.random().toString(36).slice(2)}@example.com`;
    const [u] = await a.db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ($1, $2) RETURNING id`,
      [email, email.slice(0, 12)],
    );
    const sid = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    await a.db.dataSource.query(
      `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [createHash('sha256').update(sid).digest('base64url'), JSON.stringify({ csrf, userId: u.id }), u.id],
    );
    const headers = (extra: Record<string, string> = {}) => ({
      cookie: `fp_sid=${sid}`,
      'x-csrf-token': csrf,
      'tus-resumable': '1.0.0',
      ...extra,
    });
    return { id: u.id as string, headers };
  }
  type User = Awaited<ReturnType<typeof user>>;

  async function create(host: string, u: User, length: number): Promise<string> {
    const res = await fetch(`${host}/api/files/tus`, {
      method: 'POST',
      headers: u.headers({
        'upload-length': String(length),
        'upload-metadata': `filename ${Buffer.from('scan.pdf').toString('base64')}`,
      }),
    });
    expect(res.status).toBe(201);
    return new URL(res.headers.get('location')!, host).pathname;
  }

  const patch = (host: string, u: User, upload: string, offset: number, body: Buffer) =>
    fetch(`${host}${upload}`, {
      method: 'PATCH',
      headers: u.headers({
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      body,
    });

  async function offsetOn(host: string, u: User, upload: string): Promise<number> {
    const head = await fetch(`${host}${upload}`, { method: 'HEAD', headers: u.headers() });
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  }

  async function download(host: string, u: User, fileId: string): Promise<Buffer> {
    const got = await fetch(`${host}/api/files/${fileId}`, { headers: u.headers() });
    expect(got.status).toBe(200);
    return Buffer.from(await got.arrayBuffer());
  }

  /** The bucket's top level: where unfinished uploads are kept (the files are under `<owner>/`). */
  async function uploadsLeft(): Promise<string[]> {
    const ids: string[] = [];
    for await (const p of a.services.resumable.partials.list()) ids.push(p.id);
    return ids;
  }

  it('keeps the upload in the bucket: started on host A, resumed with HEAD and PATCH on host B, bytes intact', async () => {
    expect(a.services.resumable.kind).toBe('s3');
    const ann = await user();
    const body = source(SIZE);
    const upload = await create(hostA, ann, SIZE);
    // 9 MiB on A: one whole part of the multipart upload and a 1 MiB tail kept as its own object.
    const first = await patch(hostA, ann, upload, 0, body.subarray(0, 9 * MiB));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get('upload-offset'))).toBe(9 * MiB);

    // B has never seen this upload: it reads where it is from the bucket.
    const offset = await offsetOn(hostB, ann, upload);
    expect(offset).toBe(9 * MiB);
    // Another user asking B is told there is no such upload.
    const bob = await user();
    expect((await fetch(`${hostB}${upload}`, { method: 'HEAD', headers: bob.headers() })).status).toBe(404);

    const done = await patch(hostB, ann, upload, offset, body.subarray(offset));
    expect(done.status).toBe(204);
    const fileId = done.headers.get('fp-file-id')!;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sha256(await download(hostA, ann, fileId))).toBe(sha256(body));
    const [row] = await a.db.dataSource.query('SELECT size, owner_id FROM file_item WHERE id = $1', [fileId]);
    expect(row).toMatchObject({ size: SIZE, owner_id: ann.id });
    // Finished: its multipart upload, description and tail are gone from the bucket, its reservation too.
    expect(await uploadsLeft()).toEqual([]);
    const reserved = await a.db.dataSource.query('SELECT 1 FROM upload_reservation WHERE owner_id = $1', [
      ann.id,
    ]);
    expect(reserved).toEqual([]);
  });

  it('cancels on one host an upload started on the other: gone for both, its bytes no longer reserved', async () => {
    const ann = await user();
    const upload = await create(hostA, ann, 1 * MiB);
    expect((await patch(hostA, ann, upload, 0, source(1 * MiB).subarray(0, 300_000))).status).toBe(204);
    const gone = await fetch(`${hostB}${upload}`, { method: 'DELETE', headers: ann.headers() });
    expect(gone.status).toBe(204);
    expect((await fetch(`${hostA}${upload}`, { method: 'HEAD', headers: ann.headers() })).status).toBe(404);
    expect(await uploadsLeft()).toEqual([]);
    expect(
      await a.db.dataSource.query('SELECT 1 FROM upload_reservation WHERE owner_id = $1', [ann.id]),
    ).toEqual([]);
  });

  it('sweeps an unfinished upload from the bucket once nothing reserves it any more', async () => {
    const ann = await user();
    const upload = await create(hostB, ann, 1 * MiB);
    expect((await patch(hostB, ann, upload, 0, source(1 * MiB).subarray(0, 1000))).status).toBe(204);
    const id = upload.split('/').pop()!;
    expect(await uploadsLeft()).toEqual([id]);
    // Still reserved: kept, however old.
    expect(await a.services.files.sweepPartials({ graceMs: 0 })).toEqual([]);
    // Its account's reservation gone (as when an account is deleted): the sweep removes it.
    await a.db.dataSource.query('DELETE FROM upload_reservation WHERE upload_id = $1', [id]);
    expect(await a.services.files.sweepPartials({ graceMs: 0 })).toEqual([id]);
    expect(await uploadsLeft()).toEqual([]);
    // The files' own sweep leaves the bucket's top level to that one.
    expect((await a.services.files.sweep({ graceMs: 0 })).orphanObjects).toEqual([]);
  });

  // eslint-disable-next-line no-restricted-syntax -- PostgreSQL only: on PGlite each app keeps tus's in-memory lock.
  const onPostgres = testDbKind() === 'postgres' ? it : it.skip;

  onPostgres(
    'takes two PATCH requests on the same upload one at a time, one per host, and the file is whole',
    async () => {
      const ann = await user();
      const body = source(SIZE);
      const upload = await create(hostA, ann, SIZE);
      const order: string[] = [];

      // A: a PATCH that sends 1 MiB and then waits, holding the upload's lock.
      const slow = http.request(`${hostA}${upload}`, {
        method: 'PATCH',
        headers: ann.headers({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      });
      const slowEnded = new Promise<void>((resolve) => {
        slow.on('response', (res) => {
          order.push(`A answered ${res.statusCode}`);
          res.resume();
          resolve();
        });
        slow.on('error', () => {
          order.push('A cut off');
          resolve();
        });
      });
      slow.write(body.subarray(0, MiB));
      // Wait until A holds the lock (the request reached the store).
      for (let i = 0; i < 100 && a.services.uploadLocker!.heldCount === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(a.services.uploadLocker!.heldCount).toBe(1);

      // B: the whole body from offset 0. B asks A to let go and waits for the lock.
      const fromB = patch(hostB, ann, upload, 0, body).then((res) => {
        order.push(`B answered ${res.status}`);
        return res;
      });
      await slowEnded;
      const res = await fromB;
      slow.destroy();
      // A stopped before B wrote: B was answered only after A's request ended.
      expect(order[0]).toMatch(/^A /);
      expect(order[1]).toMatch(/^B answered (204|409)$/);
      expect(a.services.uploadLocker!.heldCount).toBe(0);

      // Whatever A kept, the upload goes on from where the bucket says and ends whole.
      let fileId = res.status === 204 ? res.headers.get('fp-file-id') : null;
      if (!fileId) {
        const offset = await offsetOn(hostB, ann, upload);
        const rest = await patch(hostB, ann, upload, offset, body.subarray(offset));
        expect(rest.status).toBe(204);
        fileId = rest.headers.get('fp-file-id');
      }
      expect(sha256(await download(hostB, ann, fileId!))).toBe(sha256(body));
      expect(await uploadsLeft()).toEqual([]);
    },
  );
});
