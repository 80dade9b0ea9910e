/**
 * Bill uploads end to end on both storages: local disk and a real S3-compatible server (s3rver, started
 * here on 127.0.0.1; the AWS SDK v3 talks to it over HTTP). Small limits keep the over-limit cases fast;
 * the 1 GB case is `npm run bench:upload`.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { FILE_TYPE_MESSAGE, FilesService } from '@fp/storage';
import { startTestS3, type TestS3 } from '@fp/storage/testing';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

const MAX = 256 * 1024;
const QUOTA = 1024 * 1024;
const pdf = (bytes: number, fill = 0x20) => {
  const b = Buffer.alloc(bytes, fill);
  b.write('%PDF-1.7\n');
  return b;
};
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(2000)]);

describe.each(['disk', 's3'] as const)(`file uploads on %s (${testDbKind()})`, (storage) => {
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
  type User = Awaited<ReturnType<typeof user>>;

  const upload = (a: User, file: Buffer, name: string, fields: Record<string, string> = {}) => {
    const req = a.post('/api/json/s3/upload');
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, name);
  };

  it('uploads a bill to the owner’s visit, downloads it by its owner only, and deletes it with its object', async () => {
    const ann = await user();
    const bob = await user();
    const body = pdf(10_000);
    const res = await upload(ann, body, 'ER bill März.pdf', {
      id: ann.eventId,
      folder: 'x',
      type: 'image/png',
      acl: 'public-read',
    }).expect(201);
    expect(res.body).toMatchObject({
      name: 'ER bill März.pdf',
      ext: 'pdf',
      size: 10_000,
      contentType: 'application/pdf',
      eventId: ann.eventId,
      billId: null,
    });
    const [row] = await rows(ann.id);
    expect(row!.storage_key).toMatch(new RegExp(`^${ann.id}/[0-9a-f-]{36}$`));
    expect(await objects()).toContain(row!.storage_key);

    const got = await ann
      .get(res.body.url)
      .buffer(true)
      .parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(got.status).toBe(200);
    expect(Buffer.compare(got.body as Buffer, body)).toBe(0);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="ER bill M_rz.pdf"; filename*=UTF-8''ER%20bill%20M%C3%A4rz.pdf`,
    );

    // Another user, and nobody at all, cannot see it.
    await bob.get(res.body.url).expect(404);
    await request(t.app).get(res.body.url).expect(401);
    await bob.del(res.body.url).expect(404);

    // A file attached to a bill records both the bill and its visit.
    const onBill = await upload(ann, Buffer.from('Line 1: $10\n'), 'notes.txt', { id: ann.billId }).expect(
      201,
    );
    expect(onBill.body).toMatchObject({ ext: 'txt', billId: ann.billId, eventId: ann.eventId });

    await ann.del(res.body.url).expect(200);
    await ann.get(res.body.url).expect(404);
    expect(await objects()).not.toContain(row!.storage_key);
  });

  it('GraphQL deleteFile removes the owner’s file and its object; anyone else gets NOT_FOUND', async () => {
    const ann = await user();
    const bob = await user();
    const up = await upload(ann, pdf(500), 'gql.pdf').expect(201);
    const [row] = (await rows(ann.id)).filter((r) => r.id === up.body.id);
    const del = (u: User) =>
      u
        .post('/graphql')
        .send({ query: 'mutation($id: ID!) { deleteFile(id: $id) }', variables: { id: up.body.id } })
        .then(
          (r) => r.body as { data?: { deleteFile: boolean }; errors?: { extensions?: { code?: string } }[] },
        );
    expect((await del(bob)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await objects()).toContain(row!.storage_key);
    expect((await del(ann)).data).toEqual({ deleteFile: true });
    expect(await objects()).not.toContain(row!.storage_key);
    expect(await rows(ann.id)).toEqual([]);
  });

  it('refuses uploads without a session, and another user’s visit, keeping nothing', async () => {
    const ann = await user();
    const bob = await user();
    const anon = await t.agent();
    await anon.raw
      .post('/api/json/s3/upload')
      .set('x-csrf-token', anon.csrf)
      .attach('file', pdf(100), 'bill.pdf')
      .expect(401);
    const before = await objects();
    // The id before the file: refused before any byte is stored. After the file: stored, then removed.
    const first = await upload(bob, pdf(5000), 'bill.pdf', { id: ann.eventId }).expect(404);
    expect(first.body.message).toMatch(/not found/);
    const late = bob
      .post('/api/json/s3/upload')
      .attach('file', pdf(5000), 'bill.pdf')
      .field('id', ann.billId);
    await late.expect(404);
    await upload(bob, pdf(5000), 'bill.pdf', { id: 'not-a-uuid' }).expect(404);
    expect(await rows(bob.id)).toEqual([]);
    expect(await objects()).toEqual(before);
    // Without the security token the upload is refused too.
    await request(t.app)
      .post('/api/json/s3/upload')
      .set('Cookie', bob.cookie)
      .attach('file', pdf(100), 'bill.pdf')
      .expect(403);
  });

  it('creates the visit with the first file sent without an id; later files attach to it', async () => {
    const ann = await user();
    const first = await upload(ann, pdf(300), 'scan.pdf').expect(201);
    expect(first.body).toMatchObject({ billId: null });
    const visitId = first.body.eventId as string;
    expect(visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitId).not.toBe(ann.eventId);
    const visit = await ann.get(`/api/json/crud/get/visit/${visitId}`).expect(200);
    expect(visit.body.name).toBe('New visit');
    const second = await upload(ann, pdf(400), 'page2.pdf', { id: visitId }).expect(201);
    expect(second.body.eventId).toBe(visitId);
    const again = await ann.get(`/api/json/crud/get/visit/${visitId}`).expect(200);
    expect(again.body.files.map((f: { text: string }) => f.text).sort()).toEqual(['page2.pdf', 'scan.pdf']);
    // Submitting the visit form: a line item's files go to that line's bill.
    const saved = await ann
      .post(`/api/json/crud/update/visit/${visitId}`)
      .send({ clinic: 'Lab Co', bills: [{ billType: 'Lab', total: '10', files: [second.body.id] }] })
      .expect(200);
    const [line] = saved.body.bills as { id: string }[];
    const [fileRow] = (await rows(ann.id)).filter((r) => r.id === second.body.id);
    expect(fileRow).toMatchObject({ event_id: visitId, bill_id: line.id });
    // Through tus too: the finished upload names the visit it made.
    const body = pdf(500);
    const meta = `filename ${Buffer.from('tus.pdf').toString('base64')}`;
    const created = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: ann.headers({
        'tus-resumable': '1.0.0',
        'upload-length': String(body.length),
        'upload-metadata': meta,
      }),
    });
    expect(created.status).toBe(201);
    const done = await fetch(new URL(created.headers.get('location')!, base), {
      method: 'PATCH',
      headers: ann.headers({
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      body,
    });
    expect(done.status).toBe(204);
    const tusVisit = done.headers.get('fp-event-id');
    expect(tusVisit).toMatch(/^[0-9a-f-]{36}$/);
    expect(tusVisit).not.toBe(visitId);
  });

  it('stops a file over the limit while streaming and keeps nothing', async () => {
    const ann = await user();
    const before = await objects();
    const res = await upload(ann, pdf(MAX + 50_000), 'huge.pdf').expect(413);
    expect(res.body).toEqual({
      error: true,
      code: 'FILE_TOO_LARGE',
      message: 'File is larger than 256 KB. Please try again.',
    });
    // Far over the limit: the answer comes as soon as the limit is passed, not after the whole body.
    const far = await upload(ann, pdf(MAX * 40), 'far.pdf').expect(413);
    expect(far.body.code).toBe('FILE_TOO_LARGE');
    // A declared size over the limit is refused before streaming.
    await upload(ann, pdf(1000), 'huge.pdf', { size: String(MAX + 1) }).expect(413);
    // Exactly the limit is fine.
    await upload(ann, pdf(MAX), 'max.pdf').expect(201);
    expect(await rows(ann.id)).toHaveLength(1);
    expect((await objects()).length).toBe(before.length + 1);
    if (storage === 'disk') expect(fs.readdirSync(path.join(tmp, 'files', '.tmp'))).toEqual([]);
  });

  it('checks the type by content: a program renamed bill.pdf is refused', async () => {
    const ann = await user();
    const before = await objects();
    const res = await upload(ann, EXE, 'bill.pdf').expect(415);
    expect(res.body.message).toBe(FILE_TYPE_MESSAGE);
    expect(FILE_TYPE_MESSAGE).toBe(
      'File type can only be: PDF, JPEG, PNG, HEIC, TIFF, TXT. Please try again.',
    );
    await upload(ann, Buffer.alloc(0), 'empty.pdf').expect(400);
    expect(await rows(ann.id)).toEqual([]);
    expect(await objects()).toEqual(before);
    // A real PNG named .pdf is stored as what it is.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const ok = await upload(ann, png, 'photo.pdf').expect(201);
    expect(ok.body).toMatchObject({ ext: 'png', contentType: 'image/png', name: 'photo.pdf' });
  });

  it('cleans path-traversal and control characters out of names; keys never use the name', async () => {
    const ann = await user();
    const res = await upload(ann, pdf(200), 'x.pdf', { name: '../../../etc/pass\u0000wd\r\n.pdf' }).expect(
      201,
    );
    expect(res.body.name).toBe('pass wd.pdf'.replace(' ', ''));
    const viaFilename = await upload(ann, pdf(200), '..\\..\\windows\\bill.pdf').expect(201);
    expect(viaFilename.body.name).toBe('bill.pdf');
    for (const r of await rows(ann.id))
      expect(r.storage_key).toMatch(new RegExp(`^${ann.id}/[0-9a-f-]{36}$`));
    if (storage === 'disk') expect(fs.readdirSync(tmp).sort()).toEqual(['files']);
  });

  it('enforces the per-user quota with a clear message', async () => {
    const ann = await user();
    for (let i = 0; i < 4; i++) await upload(ann, pdf(250 * 1024), `b${i}.pdf`).expect(201);
    const res = await upload(ann, pdf(250 * 1024), 'b5.pdf').expect(413);
    expect(res.body).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(res.body.message).toBe(
      'This file would take you over your 1 MB of file storage. Delete some files and try again.',
    );
    expect(await rows(ann.id)).toHaveLength(4);
  });

  it('holds the quota against parallel uploads: the stored total never passes it', async () => {
    const ann = await user();
    // Eight 250 KB files at once against a 1 MB quota: each one alone fits.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(ann, pdf(250 * 1024), `p${i}.pdf`)),
    );
    const stored = (await rows(ann.id)) as unknown as { size: string | number }[];
    const total = stored.reduce((sum, r) => sum + Number(r.size), 0);
    expect(total).toBeLessThanOrEqual(QUOTA);
    expect(stored).toHaveLength(4);
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r.body).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    // Refused uploads keep nothing: one object per row.
    const mine = (await objects()).filter((k) => k.startsWith(`${ann.id}/`));
    expect(mine).toHaveLength(4);
  });

  /** Starts a tus upload of `length` bytes and sends its first `send` bytes; the upload's URL. */
  async function partialTus(a: User, length: number, send: number): Promise<Response> {
    const headers = a.headers({ 'tus-resumable': '1.0.0' });
    const created = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(length) },
    });
    if (created.status !== 201) return created;
    const url = new URL(created.headers.get('location')!, base).toString();
    const patched = await fetch(url, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: pdf(length).subarray(0, send),
    });
    expect(patched.status).toBe(204);
    return created;
  }

  it('counts unfinished resumable uploads against the quota, and frees them when they are cancelled', async () => {
    const ann = await user();
    const started: Response[] = [];
    for (let i = 0; i < 4; i++) started.push(await partialTus(ann, 250 * 1024, 1000));
    expect(started.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // 1000 KB reserved by the four unfinished uploads: neither another upload nor a fifth tus upload fits.
    const res = await upload(ann, pdf(100 * 1024), 'more.pdf').expect(413);
    expect(res.body).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await partialTus(ann, 100 * 1024, 10)).status).toBe(413);
    // Cancelling one (tus DELETE) gives its share back.
    const url = new URL(started[0]!.headers.get('location')!, base).toString();
    const gone = await fetch(url, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
    expect(gone.status).toBe(204);
    await upload(ann, pdf(100 * 1024), 'more.pdf').expect(201);
    for (const r of started.slice(1)) {
      const u = new URL(r.headers.get('location')!, base).toString();
      await fetch(u, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
    }
    expect(fs.readdirSync(path.join(tmp, 'files', '.tus'))).toEqual([]);
  });

  it('keeps no partial file when the browser disconnects in the middle of an upload', async () => {
    const ann = await user();
    const body = pdf(200_000);
    const boundary = 'fpboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/api/json/s3/upload`, {
        method: 'POST',
        headers: ann.headers({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
      });
      req.on('error', () => resolve());
      req.write(Buffer.concat([head, body.subarray(0, 100_000)]));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    // Disk: the temporary file; S3: the multipart upload (aborted) and any object of the owner's.
    const tmpDir = path.join(tmp, 'files', '.tmp');
    const leftovers = async () => [
      ...(fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []),
      ...(await objects()).filter((k) => k.startsWith(`${ann.id}/`)),
    ];
    let left: string[] = ['?'];
    for (let i = 0; i < 30 && left.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = await leftovers();
    }
    expect(left).toEqual([]);
    expect(await rows(ann.id)).toEqual([]);
  });

  it('resumes an interrupted tus upload from its offset, not from zero', async () => {
    const ann = await user();
    const body = pdf(200_000, 0x41);
    const headers = (extra: Record<string, string> = {}) =>
      ann.headers({ 'tus-resumable': '1.0.0', ...extra });
    const meta = `filename ${Buffer.from('tus bill.pdf').toString('base64')},id ${Buffer.from(ann.eventId).toString('base64')}`;
    const created = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: headers({ 'upload-length': String(body.length), 'upload-metadata': meta }),
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, base).toString();

    // Send 60 % of the bytes and drop the connection.
    const sixty = Math.floor(body.length * 0.6);
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'PATCH',
        headers: headers({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, sixty));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });

    // HEAD tells where to go on (wait for the server to let go of the aborted request).
    let offset = -1;
    for (let i = 0; i < 50 && offset !== sixty; i++) {
      const head = await fetch(url, { method: 'HEAD', headers: headers() });
      if (head.status === 200) offset = Number(head.headers.get('upload-offset'));
      if (offset !== sixty) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBe(sixty);

    // Another user cannot see or continue it.
    const bob = await user();
    const peek = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', cookie: bob.cookie },
    });
    expect(peek.status).toBe(404);

    const done = await fetch(url, {
      method: 'PATCH',
      headers: headers({
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      body: body.subarray(offset),
    });
    expect(done.status).toBe(204);
    const fileId = done.headers.get('fp-file-id');
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = (await rows(ann.id)).filter((r) => r.id === fileId);
    expect(row).toMatchObject({ event_id: ann.eventId });
    const got = await fetch(`${base}/api/files/${fileId}`, { headers: headers() });
    expect(Buffer.compare(Buffer.from(await got.arrayBuffer()), body)).toBe(0);
    // The partial upload is gone from the tus folder once it became a file.
    expect(fs.readdirSync(path.join(tmp, 'files', '.tus'))).toEqual([]);
  });

  it('answers resumable uploads to the site itself only: no CORS header for another origin', async () => {
    const ann = await user();
    const headers = ann.headers({ 'tus-resumable': '1.0.0', origin: 'https://evil.example' });
    const created = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': '100' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/files/tus`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const url = new URL(created.headers.get('location')!, base).toString();
    await fetch(url, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
  });

  it('applies the type rule to tus uploads when they complete', async () => {
    const ann = await user();
    const headers = ann.headers({ 'tus-resumable': '1.0.0' });
    const created = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(EXE.length) },
    });
    const url = new URL(created.headers.get('location')!, base).toString();
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: EXE,
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain('File type can only be');
    expect(await rows(ann.id)).toEqual([]);
    // Over the limit: refused when the upload is created.
    const big = await fetch(`${base}/api/files/tus`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(MAX + 1) },
    });
    expect(big.status).toBe(413);
  });

  it('removes the files of a visit being deleted (rows and objects), only the owner’s', async () => {
    const ann = await user();
    const bob = await user();
    await upload(ann, pdf(100), 'a.pdf', { id: ann.eventId }).expect(201);
    await upload(ann, pdf(100), 'b.pdf', { id: ann.billId }).expect(201);
    const other = await upload(ann, pdf(100), 'c.pdf').expect(201);
    const keys = (await rows(ann.id)).map((r) => r.storage_key);
    expect(await t.services.files.deleteAllOn(bob.id, { eventId: ann.eventId })).toBe(0);
    expect(await t.services.files.deleteAllOn(ann.id, { eventId: ann.eventId })).toBe(2);
    expect((await rows(ann.id)).map((r) => r.id)).toEqual([other.body.id]);
    const left = await objects();
    expect(keys.filter((k) => left.includes(k))).toHaveLength(1);
  });

  if (storage === 's3')
    it('can hand out a short-lived signed URL with the original name instead of streaming', async () => {
      const ann = await user();
      const up = await upload(ann, pdf(700), 'Rechnung März.pdf').expect(201);
      const signed = new FilesService(t.db.dataSource, t.services.files.store, {
        ...t.services.files.opts,
        signedUrlSeconds: 60,
      });
      const { redirect } = await signed.open(ann.id, up.body.id);
      expect(redirect).toMatch(/X-Amz-Expires=60/);
      const res = await fetch(redirect!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
      );
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 8)
          .toString(),
      ).toBe('%PDF-1.7');
    });

  it('sweeps objects without a row and reports rows without an object', async () => {
    const ann = await user();
    const kept = await upload(ann, pdf(100), 'kept.pdf').expect(201);
    const lost = await upload(ann, pdf(100), 'lost.pdf').expect(201);
    const [lostRow] = (await rows(ann.id)).filter((r) => r.id === lost.body.id);
    await t.services.files.store.delete(lostRow!.storage_key);
    await t.services.files.store.put(`${ann.id}/orphan`, Readable.from([pdf(10)]), { maxBytes: 100 });

    // Fresh objects are left alone (an upload may be writing its row right now).
    expect((await t.services.files.sweep()).orphanObjects).toEqual([]);
    const report = await t.services.files.sweep({ graceMs: 0 });
    expect(report.orphanObjects).toEqual([`${ann.id}/orphan`]);
    expect(report.missingObjects).toEqual([
      { id: lost.body.id, ownerId: ann.id, storageKey: lostRow!.storage_key },
    ]);
    expect(await objects()).not.toContain(`${ann.id}/orphan`);
    await ann.get(kept.body.url).expect(200);
  });
});
