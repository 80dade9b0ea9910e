/**
 * `npm run bench:upload`: one large upload through the real HTTP path (POST /api/json/s3/upload,
 * multipart, session cookie and security token), first to local disk, then to an S3-compatible server
 * (s3rver, started here on 127.0.0.1). Prints throughput and the API process's peak RSS growth, which
 * must stay under 100 MB: the file is streamed, never held in memory.
 *
 * 1. Creates a fresh PostgreSQL database (BENCH_ADMIN_URL, default postgres://root@127.0.0.1:5432/test),
 *    with one signed-in user.
 * 2. For each storage, starts the API as a child process (BENCH_PORT, default 3322) with FILES_DIR or
 *    S3_* pointing under a temporary folder (BENCH_TMP, default the OS temp folder), sends a small
 *    warm-up upload, then BENCH_BYTES (default 1,000,000,000: "1 GB", under the 1,048,576,000 limit)
 *    generated on the fly: a PDF header followed by filler, in 1 MiB chunks.
 * 3. Samples the API's RSS from /proc every 50 ms; growth = peak during the upload − RSS after warm-up.
 * 4. Deletes the file through the API, stops the API, removes the temporary folder and the database.
 *
 * Exit code 1 when an upload fails or the RSS growth reaches 100 MB.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@fp/db';
import { startTestS3, type TestS3 } from '@fp/storage/testing';
import { waitUntilReady } from './bench-support';
import { exitWith } from './cli';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3322);
const BYTES = Number(process.env.BENCH_BYTES ?? 1_000_000_000);
const RSS_BUDGET = 100 * 1024 * 1024;
const root = path.resolve(__dirname, '..');
const MiB = 1024 * 1024;

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh migrated database with one user signed in (a session row as http/session.ts stores it). */
async function prepareDatabase(name: string): Promise<{ url: string; cookie: string; csrf: string }> {
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    const [u] = await db.dataSource.query(
      `INSERT INTO app_user (email, reference) VALUES ('bench@example.com', 'bench') RETURNING id`,
    );
    const sid = randomBytes(32).toString('base64url');
    const csrf = randomBytes(24).toString('base64url');
    await db.dataSource.query(
      `INSERT INTO session (sid, data, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [createHash('sha256').update(sid).digest('base64url'), JSON.stringify({ csrf, userId: u.id }), u.id],
    );
    return { url: url.toString(), cookie: `fp_sid=${sid}`, csrf };
  } finally {
    await db.close();
  }
}

function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_bench_not_used',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      // One client sends every upload chunk: the per-client API limit would refuse the bench, not measure it.
      API_RATE_LIMIT: process.env.API_RATE_LIMIT ?? '0',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      FILE_QUOTA_BYTES: String(10 * 1024 ** 3),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitUntilReady(child, PORT);
}

const rssOf = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Sends `bytes` as a multipart upload generated on the fly; resolves with the status and answer. */
function upload(
  session: { cookie: string; csrf: string },
  bytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = `----fpbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbench bill.pdf\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="size"\r\n\r\n${bytes}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(MiB, 0x20);
  const pdfHead = Buffer.from('%PDF-1.7\n% bench filler follows\n');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/json/s3/upload',
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes + tail.length),
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        let chunk: Buffer = filler;
        if (sent === 0) chunk = Buffer.concat([pdfHead, filler.subarray(pdfHead.length)]);
        if (bytes - sent < chunk.length) chunk = chunk.subarray(0, bytes - sent);
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

function request(
  method: string,
  urlPath: string,
  session: { cookie: string; csrf: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method,
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function run(label: string, env: Record<string, string>, session: { cookie: string; csrf: string }) {
  const api = await startApi(env);
  try {
    const warm = await upload(session, 64 * 1024);
    if (warm.status !== 201) throw new Error(`${label}: warm-up upload answered ${warm.status} ${warm.body}`);
    await request('DELETE', `/api/files/${JSON.parse(warm.body).id}`, session);
    const base = rssOf(api.pid!);
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(api.pid!))), 50);
    const started = performance.now();
    const res = await upload(session, BYTES);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(api.pid!));
    if (res.status !== 201) throw new Error(`${label}: upload answered ${res.status} ${res.body}`);
    const file = JSON.parse(res.body) as { id: string; size: number };
    if (file.size !== BYTES) throw new Error(`${label}: stored ${file.size} bytes, sent ${BYTES}`);
    const growth = peak - base;
    console.log(
      `${label.padEnd(5)} ${(BYTES / 1e9).toFixed(2)} GB in ${seconds.toFixed(1)} s = ${(BYTES / MiB / seconds).toFixed(0)} MiB/s; ` +
        `API RSS ${(base / MiB).toFixed(0)} MiB after warm-up, peak ${(peak / MiB).toFixed(0)} MiB, growth ${(growth / MiB).toFixed(1)} MiB ` +
        `(budget 100 MiB: ${growth < RSS_BUDGET ? 'ok' : 'OVER'})`,
    );
    const deleted = await request('DELETE', `/api/files/${file.id}`, session);
    if (deleted !== 200) throw new Error(`${label}: delete answered ${deleted}`);
    return growth < RSS_BUDGET;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

async function main(): Promise<number> {
  const tmp = fs.mkdtempSync(path.join(process.env.BENCH_TMP ?? os.tmpdir(), 'fp-bench-upload-'));
  const name = `fp_bench_${randomBytes(5).toString('hex')}`;
  let s3: TestS3 | undefined;
  try {
    const db = await prepareDatabase(name);
    const env = { DATABASE_URL: db.url, DATABASE_POOL_SIZE: '5' };
    console.log(
      `Uploading ${BYTES.toLocaleString('en-US')} bytes through POST /api/json/s3/upload (${os.cpus().length} CPUs).`,
    );
    let ok = await run('disk', { ...env, FILES_DIR: path.join(tmp, 'files') }, db);
    s3 = await startTestS3(path.join(tmp, 's3'));
    ok = (await run('s3', { ...env, FILES_DIR: path.join(tmp, 'files'), ...s3.env }, db)) && ok;
    return ok ? 0 : 1;
  } finally {
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
  }
}

exitWith(main());
