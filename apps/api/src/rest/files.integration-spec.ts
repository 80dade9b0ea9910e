/**
 * Bill uploads end to end on both storages: local disk and a real S3-compatible server (s3rver, started
 * here on 127.0.0.1; the AWS SDK v3 talks to it over HTTP). Small limits keep the over-limit cases fast;
 * the 1 GB case is `npm run bench:upload`.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { FILE_TYPE_MESSAGE } from '@fp/storage';
import { EXE, filesTestKit, MAX, pdf, QUOTA, type FilesTestUser as User } from '../testing/files-kit';
import { testDbKind } from '../testing/test-app';

describe.each(['disk', 's3'] as const)(`file uploads on %s (${testDbKind()})`, (storage) => {
  const kit = filesTestKit(storage);
  const { objects, rows, user, upload } = kit;

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
    await request(kit.t.app).get(res.body.url).expect(401);
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
    const anon = await kit.t.agent();
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
    await request(kit.t.app)
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
    const created = await fetch(`${kit.base}/api/files/tus`, {
      method: 'POST',
      headers: ann.headers({
        'tus-resumable': '1.0.0',
        'upload-length': String(body.length),
        'upload-metadata': meta,
      }),
    });
    expect(created.status).toBe(201);
    const done = await fetch(new URL(created.headers.get('location')!, kit.base), {
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
    if (storage === 'disk') expect(fs.readdirSync(path.join(kit.tmp, 'files', '.tmp'))).toEqual([]);
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
    if (storage === 'disk') expect(fs.readdirSync(kit.tmp).sort()).toEqual(['files']);
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
});
