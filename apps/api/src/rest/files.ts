/**
 * Bill uploads and downloads (spec part 2 §5, §7), answered by the files service (@fp/storage).
 *
 * POST   /api/json/s3/upload   multipart: file, id, folder, type, size, name (the older site's call).
 *                              The file streams to storage (never held in memory); `id` attaches it to
 *                              one of the user's events or bills; `folder`, `type` and `acl` are ignored:
 *                              keys are the server's, the type is read from the content, files are private.
 * GET    /api/files/:id        the owner's file (404 for anyone else), original name, nosniff.
 * DELETE /api/files/:id        removes the row and the stored object.
 * *      /api/files/tus/...    resumable uploads (tus 1.0): same owner, limit and type rules on completion.
 *                              Their state is in the bucket with S3 (any host resumes them), else on local
 *                              disk; their lock is PostgreSQL's when the database is (@fp/storage).
 *
 * Multipart and tus bodies are not touched by the JSON/urlencoded parsers in front of this router (they
 * only read their own content types), so the raw request streams straight to storage.
 */
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { Router, type NextFunction, type Request, type Response } from 'express';
import busboy from 'busboy';
import type { Server as TusServer, ServerOptions } from '@tus/server';
import { badInput, isDomainError, spanishErrorMessage, unauthenticated } from '@fp/domain';
import type { FileItemEntity } from '@fp/db';
import {
  contentDisposition,
  UploadRejectedError,
  type FilesService,
  type ResumableUploads,
} from '@fp/storage';
import type { Services } from '../services';
import { requestLanguage } from '../http/page-language';

export const TUS_PATH = '/api/files/tus';

const fileJson = (f: FileItemEntity) => ({
  id: f.id,
  name: f.name,
  text: f.name,
  url: `/api/files/${f.id}`,
  ext: f.ext,
  size: f.size,
  contentType: f.contentType,
  eventId: f.eventId,
  billId: f.billId,
  created: f.createdAt,
});

function userOf(req: Request): string {
  const id = req.session.userId;
  if (!id) throw unauthenticated('Please sign in to upload or open files.');
  return id;
}

/** An upload refused part-way: answer now, and stop reading the rest of the body. */
function refuse(req: Request, res: Response, next: NextFunction, err: unknown) {
  req.unpipe();
  req.resume();
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  if (err instanceof UploadRejectedError) {
    const message = (requestLanguage(req) === 'es' && spanishErrorMessage(err.message)) || err.message;
    return void res.status(err.status).json({ error: true, code: err.code, message });
  }
  next(err);
}

function uploadHandler(files: FilesService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ownerId = userOf(req);
    if (!req.is('multipart/form-data')) throw badInput('Send the file as multipart/form-data.');
    const bb = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 20, fieldSize: 4096, parts: 25 },
      // Browsers send the file name as raw UTF-8.
      defParamCharset: 'utf8',
    });
    const fields: Record<string, string> = {};
    let stored: ReturnType<FilesService['storeUpload']> | undefined;
    let fileStream: Readable | undefined;
    let fileName: string | undefined;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      refuse(req, res, next, err);
    };

    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || stored || failed) return void stream.resume();
      fileName = info.filename;
      fileStream = stream;
      // A declared size over the limit, or another user's id sent before the file, fails before any byte is
      // stored; fields sent after the file are checked once it is in (and the object removed if refused).
      const declared = Number(fields.size);
      if (Number.isFinite(declared) && declared > files.opts.maxFileBytes) {
        stream.resume();
        return fail(files.rejectionForSize());
      }
      stored = files
        .checkTarget(ownerId, fields.id || undefined)
        .then(() => files.storeUpload(ownerId, stream));
      stored.catch((err) => {
        stream.resume();
        fail(err);
      });
    });
    bb.on('error', (err) => fail(badInput(`The upload could not be read: ${(err as Error).message}.`)));
    // A browser that goes away mid-upload: busboy would wait for the rest forever, holding the partial
    // file open. Failing the file's stream makes the store remove what it wrote.
    req.on('close', () => {
      if (req.complete) return;
      failed = true;
      fileStream?.destroy(new Error('The upload was interrupted.'));
    });
    bb.on('close', () => {
      if (failed) return;
      if (!stored) return fail(badInput('No file was sent. Choose a file and try again.'));
      stored
        .then(({ key, size, type }) =>
          files.record(ownerId, key, size, type, {
            name: fields.name || fileName,
            attachTo: fields.id || undefined,
          }),
        )
        .then((file) => res.status(201).json(fileJson(file)))
        .catch(fail);
    });
    req.pipe(bb);
  };
}

/**
 * tus server for resumable uploads: partial uploads wait in the bucket (S3) or on local disk under
 * FILES_DIR/.tus; without a locker given (PGlite: one process) @tus/server's in-memory lock is used.
 */
function tusServer(
  files: FilesService,
  resumable: ResumableUploads,
  locker?: ServerOptions['locker'],
): TusServer {
  const { datastore } = resumable;
  const expressReq = (r: Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0]) =>
    (r as unknown as { runtime?: { node?: { req: Request } } }).runtime?.node?.req;
  const ownerOf = (r: Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0]) => {
    const owner = expressReq(r)?.session.userId;
    if (!owner) throw { status_code: 401, body: 'Please sign in to upload files.\n' };
    return owner;
  };
  const tusError = (err: unknown): { status_code: number; body: string } => {
    if (err instanceof UploadRejectedError) return { status_code: err.status, body: `${err.message}\n` };
    if (isDomainError(err))
      return { status_code: err.code === 'NOT_FOUND' ? 404 : 400, body: `${err.message}\n` };
    throw err;
  };

  // Loaded with the first resumable upload, not when the API starts (most requests are searches).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Server } = require('@tus/server') as typeof import('@tus/server');
  return new Server({
    path: TUS_PATH,
    datastore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    exposedHeaders: ['Fp-File-Id', 'Fp-Event-Id'],
    allowedHeaders: ['x-csrf-token'],
    // The site's own pages are the only client: no CORS header, so no other origin may read the answers.
    allowedOrigins: () => false,
    maxSize: async (req) => {
      const owner = expressReq(req)?.session.userId;
      // A new upload must fit what is left; one in progress already holds its reservation.
      if (!owner || req.method !== 'POST') return files.opts.maxFileBytes;
      return (await files.allowance(owner)).maxBytes;
    },
    onIncomingRequest: async (req, uploadId) => {
      const owner = ownerOf(req);
      // Only the user who started an upload may see, continue or cancel it.
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (upload && upload.metadata?.ownerId !== owner)
        throw { status_code: 404, body: 'The file upload was not found.\n' };
      // Cancelled: its bytes no longer count (the sweep removes the data if the removal below fails).
      if (upload && req.method === 'DELETE') await files.release(owner, uploadId);
    },
    onUploadCreate: async (req, upload) => {
      const owner = ownerOf(req);
      try {
        if (upload.sizeIsDeferred || upload.size === undefined)
          throw badInput('Send the size of the file (Upload-Length) when starting the upload.');
        await files.checkTarget(owner, upload.metadata?.id || undefined);
        // The whole length counts against the quota from now on, finished or not.
        await files.reserve(owner, upload.id, upload.size);
      } catch (err) {
        throw tusError(err);
      }
      return { metadata: { ...upload.metadata, ownerId: owner } };
    },
    onUploadFinish: async (req, upload) => {
      const owner = ownerOf(req);
      try {
        const { key, size, type } = await files.storeUpload(
          owner,
          await resumable.read(upload.id),
          upload.size ?? 0,
        );
        const file = await files.record(
          owner,
          key,
          size,
          type,
          {
            name: upload.metadata?.filename ?? upload.metadata?.name ?? undefined,
            attachTo: upload.metadata?.id || undefined,
          },
          upload.id,
        );
        // The visit the file went to (made by the first file sent without an id): later files send it.
        return { headers: { 'Fp-File-Id': file.id, 'Fp-Event-Id': file.eventId ?? '' } };
      } catch (err) {
        await files.release(owner, upload.id);
        throw tusError(err);
      } finally {
        await resumable.partials.remove(upload.id).catch(() => undefined);
      }
    },
  });
}

export function filesRouter(services: Services): Router {
  const router = Router();
  const files = services.files;

  router.post('/json/s3/upload', uploadHandler(files));

  let tus: TusServer | undefined;
  router.all(['/files/tus', '/files/tus/{*rest}'], (req, res, next) => {
    // tus builds its URLs from the full path; Express strips the /api mount from req.url.
    req.url = req.originalUrl;
    tus ??= tusServer(files, services.resumable, services.uploadLocker ?? undefined);
    tus.handle(req, res).catch(next);
  });

  router.get('/files/:id', async (req, res) => {
    const { file, redirect, body } = await files.open(userOf(req), String(req.params.id));
    res.setHeader('Cache-Control', 'private, no-store');
    if (redirect) return void res.redirect(302, redirect);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition(file.name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    await pipeline(body!, res);
  });

  router.delete('/files/:id', async (req, res) => {
    await files.delete(userOf(req), String(req.params.id));
    res.json({ ok: true });
  });

  // Reading an uploaded bill (issue 30), as the GraphQL readFile and fileReading: the same service.
  router.get('/files/:id/reading', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      reading: await services.readings.get(userOf(req), String(req.params.id), requestLanguage(req)),
    });
  });
  router.post('/files/:id/reading', async (req, res) => {
    const again = (req.body as { again?: unknown } | undefined)?.again === true;
    res.json({ reading: await services.readings.start(userOf(req), String(req.params.id), again) });
  });

  return router;
}
