/**
 * One resumable upload to /api/files/tus (tus 1.0, tus-js-client). Every request carries the session's
 * forgery-protection token; an interrupted upload resumes from the server's offset (the client keeps the
 * upload's address in localStorage under the file's fingerprint). The server's refusal (size, type,
 * quota) comes back as its own message.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { csrfToken } from '../../lib/api';

export const TUS_ENDPOINT = '/api/files/tus';

export interface UploadDone {
  fileId: string;
  /** The visit the file went to (made by the server for the first file sent without an id). */
  eventId: string | null;
}

export interface TusHandle {
  done: Promise<UploadDone>;
  /** Stops the upload; `terminate` (the default) also removes what the server kept of it. */
  cancel: (terminate?: boolean) => Promise<void>;
}

export class UploadCancelled extends Error {}

/** The message a person can act on, from a tus failure. */
export function uploadMessage(err: unknown): string {
  if (err instanceof DetailedError && err.originalResponse) {
    const body = err.originalResponse.getBody()?.trim();
    if (body && body.length < 300 && !body.startsWith('<')) return body;
    if (err.originalResponse.getStatus() === 401) return 'Please sign in to upload files.';
  }
  return 'The upload failed. Please check your connection and try again.';
}

export function startTusUpload(
  file: File,
  opts: { targetId?: string | null; onProgress: (sent: number, total: number) => void },
): TusHandle {
  let upload: Upload | null = null;
  let cancelled = false;
  let rejectDone: (err: unknown) => void = () => undefined;
  const done = new Promise<UploadDone>((resolve, reject) => {
    rejectDone = reject;
    void csrfToken().then(
      (token) => {
        if (cancelled) return reject(new UploadCancelled('Cancelled.'));
        upload = new Upload(file, {
          endpoint: TUS_ENDPOINT,
          headers: { 'x-csrf-token': token },
          metadata: {
            filename: file.name,
            filetype: file.type,
            ...(opts.targetId ? { id: opts.targetId } : {}),
          },
          // The file's visit is part of its identity: the same file for another visit is a new upload.
          fingerprint: async (f) =>
            `fp-tus-${opts.targetId ?? 'new'}-${(f as File).name}-${(f as File).size}-${(f as File).lastModified}`,
          retryDelays: [0, 1000, 3000, 5000, 10000],
          removeFingerprintOnSuccess: true,
          onProgress: opts.onProgress,
          onSuccess: ({ lastResponse }) =>
            resolve({
              fileId: lastResponse.getHeader('Fp-File-Id') ?? '',
              eventId: lastResponse.getHeader('Fp-Event-Id') || null,
            }),
          onError: (err) => reject(err),
        });
        const u = upload;
        void u
          .findPreviousUploads()
          .then((previous) => {
            if (previous[0]) u.resumeFromPreviousUpload(previous[0]);
          })
          .catch(() => undefined)
          .finally(() => !cancelled && u.start());
      },
      (err) => reject(err),
    );
  });
  return {
    done,
    cancel: async (terminate = true) => {
      cancelled = true;
      rejectDone(new UploadCancelled('Cancelled.'));
      await upload?.abort(terminate).catch(() => undefined);
    },
  };
}
