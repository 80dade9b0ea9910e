/**
 * The driver's files: a 200 MB upload made resumable with tus-js-client (as the web app's upload screen
 * does it: one PATCH for the rest of the file, retried after 0, 1, 3, 5 and 10 s), sent no faster than a
 * set rate so a host can be lost while it is under way; and the bills to read, from the reading tests'
 * corpus (libs/bill-reading testing), sent as a multipart upload.
 */
import { createCipheriv, createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { Upload } from 'tus-js-client';
import { corpusBills, corpusFile } from '@fp/bill-reading/testing';
import type { Browser } from './client';
import { SITE_URL } from './plan';

/**
 * A PDF-headed file of `bytes` bytes of AES-CTR keystream (the same bytes on every run), written once;
 * answers its sha256.
 */
export async function makeBigFile(file: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0));
  const out = fs.createWriteStream(file);
  const head = Buffer.from('%PDF-1.7\n% tools/topology: a large upload\n');
  hash.update(head);
  out.write(head);
  const block = Buffer.alloc(1 << 20);
  for (let left = bytes - head.length; left > 0; left -= block.length) {
    const part = cipher.update(left >= block.length ? block : block.subarray(0, left));
    hash.update(part);
    if (!out.write(part)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return hash.digest('hex');
}

/** Passes bytes on no faster than `bytesPerSecond`. */
class Throttle extends Transform {
  private readonly started = Date.now();
  private sent = 0;
  constructor(private readonly bytesPerSecond: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.sent += chunk.length;
    const due = this.started + (this.sent / this.bytesPerSecond) * 1000;
    setTimeout(() => done(null, chunk), Math.max(0, due - Date.now()));
  }
}

/** tus-js-client's file reader for a path, each slice read from disk at the throttled rate. */
function throttledReader(bytesPerSecond: number) {
  return {
    async openFile(file: string) {
      const size = fs.statSync(file).size;
      return {
        size,
        async slice(start: number, end: number) {
          const last = Math.min(end, size);
          const value = fs
            .createReadStream(file, { start, end: last - 1 })
            .pipe(new Throttle(bytesPerSecond));
          return { value: Object.assign(value, { size: last - start }), done: last >= size };
        },
        close() {},
      };
    },
  };
}

export interface UploadTrace {
  /** Every upload address the client used (one when it resumed, two when it had to start again). */
  urls: string[];
  /** Each response: method, status, Upload-Offset, time. */
  responses: { method: string; status: number; offset: number | null; at: number }[];
  sent: number;
  fileId: string | null;
  error: string | null;
}

export function tusUpload(b: Browser, csrf: string, file: string, bytesPerSecond: number) {
  const trace: UploadTrace = { urls: [], responses: [], sent: 0, fileId: null, error: null };
  const done = new Promise<UploadTrace>((resolve) => {
    const upload = new Upload(file as unknown as File, {
      endpoint: `${SITE_URL}/api/files/tus`,
      headers: { 'x-csrf-token': csrf, cookie: b.cookieHeader },
      metadata: { filename: 'big-scan.pdf', filetype: 'application/pdf' },
      retryDelays: [0, 1000, 3000, 5000, 10000],
      fileReader: throttledReader(bytesPerSecond),
      onUploadUrlAvailable: () => {
        if (upload.url && !trace.urls.includes(upload.url)) trace.urls.push(upload.url);
      },
      onAfterResponse: (req, res) => {
        const offset = res.getHeader('Upload-Offset');
        trace.responses.push({
          method: req.getMethod(),
          status: res.getStatus(),
          offset: offset === undefined ? null : Number(offset),
          at: Date.now(),
        });
      },
      onProgress: (sent) => (trace.sent = sent),
      onSuccess: ({ lastResponse }) => {
        trace.fileId = lastResponse.getHeader('Fp-File-Id') ?? null;
        resolve(trace);
      },
      onError: (err) => {
        trace.error = err.message.split('\n')[0];
        resolve(trace);
      },
    });
    upload.start();
  });
  return { trace, done };
}

/** sha256 of a stored file as the site serves it back. */
export async function servedSha256(b: Browser, fileId: string): Promise<string | null> {
  const res = await b.fetch('upload', `/api/files/${fileId}`, {}, 300_000).catch(() => null);
  if (!res?.ok || !res.body) return null;
  const hash = createHash('sha256');
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(part);
  return hash.digest('hex');
}

/** Two bills from the reading tests' corpus: the itemized statement as a text PDF, the summary as a scan. */
export async function billFixtures(): Promise<{ name: string; mime: string; bytes: Uint8Array }[]> {
  const [summary, itemized] = corpusBills();
  const text = await corpusFile(itemized, 'text-pdf', 1);
  const scan = await corpusFile(summary, 'scan-png', 0);
  return [
    { name: 'itemized.pdf', mime: text.mime, bytes: text.bytes },
    { name: 'summary-scan.png', mime: scan.mime, bytes: scan.bytes },
  ];
}

/** A small file through the multipart upload (the older site's call), attached to the user's visit. */
export async function postFile(
  b: Browser,
  eventId: string,
  f: { name: string; mime: string; bytes: Uint8Array },
) {
  const form = new FormData();
  form.set('id', eventId);
  form.set('file', new Blob([f.bytes], { type: f.mime }), f.name);
  const res = await b.fetch('upload', '/api/json/s3/upload', {
    method: 'POST',
    headers: { 'x-csrf-token': await b.token() },
    body: form,
  });
  if (res.status !== 201) throw new Error(`uploading ${f.name}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
