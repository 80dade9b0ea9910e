/**
 * The setup both file-upload suites share (rest/files*.integration-spec.ts): an API on a real port with
 * small limits, on local disk or on a real S3-compatible server, signed-in users with a visit and a bill,
 * and what is stored (objects, rows).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { startTestS3, type TestS3 } from '@fp/storage/testing';
import { createTestApp, type TestApp } from './test-app';

export const MAX = 256 * 1024;
export const QUOTA = 1024 * 1024;
export const pdf = (bytes: number, fill = 0x20) => {
  const b = Buffer.alloc(bytes, fill);
  b.write('%PDF-1.7\n');
  return b;
};
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
  Buffer.alloc(2000),
]);

/** Call inside a describe: starts the app before its tests and removes everything after them. */
export function filesTestKit(storage: 'disk' | 's3') {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let tmp: string;
  let base: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-files-'));
    const env: Record<string, string> = {
      FILES_DIR: path.join(tmp, 'files'),
      FILE_MAX_BYTES: String(MAX),
      FILE_QUOTA_BYTES: String(QUOTA),
    };
    if (storage === 's3') {
      s3 = await startTestS3(path.join(tmp, 's3'));
      Object.assign(env, s3.env);
    }
    t = await createTestApp(env);
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t?.server.close();
    await t?.close();
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const objects = async () => {
    const keys: string[] = [];
    for await (const o of t.services.files.store.list()) keys.push(o.key);
    return keys.sort();
  };
  const rows = async (ownerId: string) =>
    (await t.db.dataSource.query('SELECT * FROM file_item WHERE owner_id = $1', [ownerId])) as {
      id: string;
      storage_key: string;
      event_id: string | null;
      bill_id: string | null;
    }[];

  /** A signed-in browser: a session row made directly, as the sign-in flow would leave it. */
  async function user() {
    const email = `u${Math.random().toString(36).slice(2)}@example.com`;
    const [u] = await t.db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ($1, $2) RETURNING id`,
      [email, email.slice(0, 12)],
    );
    const sid = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    await t.db.dataSource.query(
      `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [createHash('sha256').update(sid).digest('base64url'), JSON.stringify({ csrf, userId: u.id }), u.id],
    );
    const [ev] = await t.db.dataSource.query(
      `INSERT INTO event (owner_id, name) VALUES ($1, 'ER visit') RETURNING id`,
      [u.id],
    );
    const [bill] = await t.db.dataSource.query(
      `INSERT INTO bill (owner_id, event_id, total_cents) VALUES ($1, $2, 1000) RETURNING id`,
      [u.id, ev.id],
    );
    const cookie = `fp_sid=${sid}`;
    return {
      id: u.id as string,
      eventId: ev.id as string,
      billId: bill.id as string,
      csrf,
      cookie,
      /** Headers for fetch(): the session cookie and the security token. */
      headers: (extra: Record<string, string> = {}) => ({ cookie, 'x-csrf-token': csrf, ...extra }),
      get: (p: string) => request(t.app).get(p).set('Cookie', cookie),
      del: (p: string) => request(t.app).delete(p).set('Cookie', cookie).set('x-csrf-token', csrf),
      post: (p: string) => request(t.app).post(p).set('Cookie', cookie).set('x-csrf-token', csrf),
    };
  }

  const upload = (
    a: Awaited<ReturnType<typeof user>>,
    file: Buffer,
    name: string,
    fields: Record<string, string> = {},
  ) => {
    const req = a.post('/api/json/s3/upload');
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, name);
  };

  return {
    get t() {
      return t;
    },
    /** The app's address on its real port (for fetch and http.request). */
    get base() {
      return base;
    },
    /** The suite's temporary folder (FILES_DIR is its files/). */
    get tmp() {
      return tmp;
    },
    objects,
    rows,
    user,
    upload,
  };
}

export type FilesTestUser = Awaited<ReturnType<ReturnType<typeof filesTestKit>['user']>>;
