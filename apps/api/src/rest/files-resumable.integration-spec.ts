/**
 * Resumable (tus) uploads and the clean-up of stored files, end to end on both storages (local disk and
 * a real S3-compatible server): the quota counts unfinished uploads, a dropped connection keeps no partial
 * file, an upload resumes from its offset, a visit's deletion removes its files, the sweep reconciles rows
 * and objects. Plain uploads: files.integration-spec.ts.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FilesService } from '@fp/storage';
import { EXE, filesTestKit, MAX, pdf, type FilesTestUser as User } from '../testing/files-kit';
import { testDbKind } from '../testing/test-app';

describe.each(['disk', 's3'] as const)(
  `resumable uploads and clean-up on %s (${testDbKind()})`,
  (storage) => {
    const kit = filesTestKit(storage);
    const { objects, rows, user, upload } = kit;

    /** Unfinished resumable uploads: FILES_DIR/.tus on disk, the bucket's top level on S3. */
    async function partialsLeft(): Promise<string[]> {
      const ids: string[] = [];
      for await (const p of kit.t.services.resumable.partials.list()) ids.push(p.id);
      return ids;
    }

    async function partialTus(a: User, length: number, send: number): Promise<Response> {
      const headers = a.headers({ 'tus-resumable': '1.0.0' });
      const created = await fetch(`${kit.base}/api/files/tus`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': String(length) },
      });
      if (created.status !== 201) return created;
      const url = new URL(created.headers.get('location')!, kit.base).toString();
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
      const url = new URL(started[0]!.headers.get('location')!, kit.base).toString();
      const gone = await fetch(url, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
      expect(gone.status).toBe(204);
      await upload(ann, pdf(100 * 1024), 'more.pdf').expect(201);
      for (const r of started.slice(1)) {
        const u = new URL(r.headers.get('location')!, kit.base).toString();
        await fetch(u, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
      }
      expect(await partialsLeft()).toEqual([]);
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
        const req = http.request(`${kit.base}/api/json/s3/upload`, {
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
      const tmpDir = path.join(kit.tmp, 'files', '.tmp');
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
      const created = await fetch(`${kit.base}/api/files/tus`, {
        method: 'POST',
        headers: headers({ 'upload-length': String(body.length), 'upload-metadata': meta }),
      });
      expect(created.status).toBe(201);
      const url = new URL(created.headers.get('location')!, kit.base).toString();

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
      const got = await fetch(`${kit.base}/api/files/${fileId}`, { headers: headers() });
      expect(Buffer.compare(Buffer.from(await got.arrayBuffer()), body)).toBe(0);
      // The partial upload is gone (from the tus folder, or the bucket) once it became a file.
      expect(await partialsLeft()).toEqual([]);
    });

    it('answers resumable uploads to the site itself only: no CORS header for another origin', async () => {
      const ann = await user();
      const headers = ann.headers({ 'tus-resumable': '1.0.0', origin: 'https://evil.example' });
      const created = await fetch(`${kit.base}/api/files/tus`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': '100' },
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${kit.base}/api/files/tus`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const url = new URL(created.headers.get('location')!, kit.base).toString();
      await fetch(url, { method: 'DELETE', headers: ann.headers({ 'tus-resumable': '1.0.0' }) });
    });

    it('applies the type rule to tus uploads when they complete', async () => {
      const ann = await user();
      const headers = ann.headers({ 'tus-resumable': '1.0.0' });
      const created = await fetch(`${kit.base}/api/files/tus`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': String(EXE.length) },
      });
      const url = new URL(created.headers.get('location')!, kit.base).toString();
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: EXE,
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toContain('File type can only be');
      expect(await rows(ann.id)).toEqual([]);
      // Over the limit: refused when the upload is created.
      const big = await fetch(`${kit.base}/api/files/tus`, {
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
      expect(await kit.t.services.files.deleteAllOn(bob.id, { eventId: ann.eventId })).toBe(0);
      expect(await kit.t.services.files.deleteAllOn(ann.id, { eventId: ann.eventId })).toBe(2);
      expect((await rows(ann.id)).map((r) => r.id)).toEqual([other.body.id]);
      const left = await objects();
      expect(keys.filter((k) => left.includes(k))).toHaveLength(1);
    });

    if (storage === 's3')
      it('can hand out a short-lived signed URL with the original name instead of streaming', async () => {
        const ann = await user();
        const up = await upload(ann, pdf(700), 'Rechnung März.pdf').expect(201);
        const signed = new FilesService(kit.t.db.dataSource, kit.t.services.files.store, {
          ...kit.t.services.files.opts,
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
      await kit.t.services.files.store.delete(lostRow!.storage_key);
      await kit.t.services.files.store.put(`${ann.id}/orphan`, Readable.from([pdf(10)]), { maxBytes: 100 });

      // Fresh objects are left alone (an upload may be writing its row right now).
      expect((await kit.t.services.files.sweep()).orphanObjects).toEqual([]);
      const report = await kit.t.services.files.sweep({ graceMs: 0 });
      expect(report.orphanObjects).toEqual([`${ann.id}/orphan`]);
      expect(report.missingObjects).toEqual([
        { id: lost.body.id, ownerId: ann.id, storageKey: lostRow!.storage_key },
      ]);
      expect(await objects()).not.toContain(`${ann.id}/orphan`);
      await ann.get(kept.body.url).expect(200);
    });
  },
);
