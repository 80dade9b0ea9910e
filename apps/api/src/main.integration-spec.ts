/**
 * The server as a process, built as `npm start` runs it (tools/build-api.mjs, plain node): bad
 * configuration ends with one clear log line and a non-zero exit; a good start serves, and SIGINT shuts it
 * down cleanly; a second start reuses the embedded data.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
// The server runs as a plain process, as in production: none of jest's variables.
const { JEST_WORKER_ID: _worker, ...plainEnv } = process.env;
// The production build, made here when its sources changed (as npm start makes it).
const main = path.join(root, 'dist/apps/api/main.cjs');
beforeAll(() => {
  // A time limit: spawnSync blocks jest's own timeouts (tools/build-api.spec.ts says why).
  const r = spawnSync(process.execPath, ['tools/build-api.mjs', '--if-stale'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`the API did not build (${r.signal ?? r.status}): ${r.stderr}`);
}, 150_000);

interface Run {
  code: number | null;
  lines: string[];
}

function run(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], {
      cwd: root,
      env: {
        ...plainEnv,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
        SEED_DEMO: 'false',
        ...env,
      },
    });
    const lines: string[] = [];
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d.toString();
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        lines.push(line);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => resolve({ code, lines }));
  });
}

const fatalLines = (r: Run) =>
  r.lines.filter((l) => l.includes('"level":60') || l.includes('"level":"fatal"'));

const onPostgres = process.env.TEST_DB === 'postgres';

/** Starts the server, waits for its listening line, returns the port and a stop() giving the exit code. */
async function startProcess(env: Record<string, string>) {
  const lines: string[] = [];
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...plainEnv,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      PORT: '0',
      ...env,
    },
  });
  const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  const listening = new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const parts = buf.split('\n');
      buf = parts.pop() ?? '';
      for (const l of parts) {
        lines.push(l);
        if (l.includes('listening on port')) resolve(l);
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${lines.join('\n')}`)),
    );
  });
  const line = await listening;
  return {
    line,
    lines,
    port: Number(/listening on port (\d+)/.exec(line)![1]),
    async stop() {
      child.kill('SIGINT');
      return exited;
    },
  };
}

/** Runs fn with the URL of a fresh database on the PostgreSQL server, dropped afterwards. */
async function withScratchDatabase(name: string, fn: (url: string) => Promise<void>): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
  const { Client } = await import('pg');
  const exec = async (sql: string) => {
    const c = new Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await exec(`DROP DATABASE IF EXISTS ${name}`);
  await exec(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (onPostgres)
  describe('server process on the PostgreSQL server', () => {
    it('runs with DATABASE_URL, answers /readyz and shuts down cleanly', async () => {
      await withScratchDatabase(`fp_test_main_${process.pid}`, async (url) => {
        const server = await startProcess({ DATABASE_URL: url });
        expect(JSON.parse(server.line).database).toBe('postgres');
        expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
        expect(await server.stop()).toBe(0);
      });
    }, 60_000);

    it('WEB_CONCURRENCY=2: two processes on one port behave as one site and stop together', async () => {
      await withScratchDatabase(`fp_test_cluster_${process.pid}`, async (url) => {
        const server = await startProcess({ DATABASE_URL: url, WEB_CONCURRENCY: '2' });
        let code: number | null = null;
        try {
          // The second process starts once the first listens; each logs its own listening line.
          const deadline = Date.now() + 60_000;
          const listening = () => server.lines.filter((l) => l.includes('listening on port'));
          while (listening().length < 2 && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 200));
          expect(listening()).toHaveLength(2);
          const base = `http://127.0.0.1:${server.port}`;
          const first = await fetch(`${base}/api/csrf`);
          const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
          const { csrfToken } = (await first.json()) as { csrfToken: string };
          // Connections are handed to the processes in turn: every one finds the session in the database.
          for (let i = 0; i < 6; i++) {
            const again = await fetch(`${base}/api/csrf`, { headers: { cookie, connection: 'close' } });
            expect(((await again.json()) as { csrfToken: string }).csrfToken).toBe(csrfToken);
          }
        } finally {
          code = await server.stop();
        }
        expect(code).toBe(0);
      });
    }, 120_000);
  });

if (!onPostgres)
  describe('server process', () => {
    it('exits 1 with one clear line for a malformed environment value', async () => {
      const r = await run({ PORT: 'abc' });
      expect(r.code).toBe(1);
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toContain('PORT must be a whole number');
      expect(r.lines.join('\n')).not.toMatch(/\n\s+at /);
    });

    it('exits 1 with one clear line when the database is unreachable', async () => {
      const r = await run({ DATABASE_URL: 'postgres://root@127.0.0.1:1/nothing', PORT: '0' });
      expect(r.code).toBe(1);
      const fatal = fatalLines(r);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]).toMatch(/127\.0\.0\.1:1/);
      expect(fatal[0]).not.toMatch(/"stack"/);
    });

    it('exits 1 with one clear line when the port is taken', async () => {
      const blocker = net.createServer();
      await new Promise<void>((r) => blocker.listen(0, r));
      const port = (blocker.address() as net.AddressInfo).port;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-main-'));
      try {
        const r = await run({ PORT: String(port), PGLITE_DIR: dir });
        expect(r.code).toBe(1);
        const fatal = fatalLines(r);
        expect(fatal).toHaveLength(1);
        expect(fatal[0]).toContain(`Port ${port} is already in use`);
      } finally {
        blocker.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('serves, shuts down cleanly on SIGINT, and a second start reuses the embedded data', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-main-'));
      let cookie = '';
      let token = '';
      try {
        for (let round = 1; round <= 2; round++) {
          const server = await startProcess({ PGLITE_DIR: dir });
          expect(JSON.parse(server.line).startupMs).toBeGreaterThan(0);
          const base = `http://127.0.0.1:${server.port}`;
          expect((await fetch(`${base}/readyz`)).status).toBe(200);
          if (round === 1) {
            const res = await fetch(`${base}/api/csrf`);
            cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
            token = ((await res.json()) as { csrfToken: string }).csrfToken;
            expect(cookie).toMatch(/^fp_sid=/);
          } else {
            // The session written in the first run is still there: same token for the same cookie.
            const res = await fetch(`${base}/api/csrf`, { headers: { cookie } });
            expect(((await res.json()) as { csrfToken: string }).csrfToken).toBe(token);
          }
          expect(await server.stop()).toBe(0);
          expect(server.lines.some((l) => l.includes('shutdown complete'))).toBe(true);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  });
