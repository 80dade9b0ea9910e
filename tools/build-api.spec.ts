import { spawnSync } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import fs from 'node:fs';
import path from 'node:path';

// The API's production build (tools/build-api.mjs): what `npm start` runs with plain node.
const root = path.resolve(__dirname, '..');
const bundle = path.join(root, 'dist/apps/api/main.cjs');

// A time limit on each run: a process that never ends (nodejs/node#54918) fails the test instead of
// holding the whole tier, whose own timeouts cannot fire while spawnSync blocks.
const node = (args: string[]) =>
  spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 120_000 });

describe('the API build', () => {
  beforeAll(() => {
    const r = node(['tools/build-api.mjs']);
    expect(r.stderr).toBe('');
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
  }, 150_000);

  it('compiles every library in and leaves only npm packages and Node built-ins to require', () => {
    const text = fs.readFileSync(bundle, 'utf8');
    const required = [...text.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(required).toContain('typeorm');
    // No TypeScript loader, no library of ours left to resolve at run time, no source file.
    expect(required.filter((r) => r === 'tsx' || r.startsWith('tsx/'))).toEqual([]);
    expect(required.filter((r) => r.startsWith('@fp/') || r.startsWith('.'))).toEqual([]);
    for (const r of required) {
      if (r.startsWith('node:')) continue;
      const pkg = r.startsWith('@') ? r.split('/').slice(0, 2).join('/') : r.split('/')[0]!;
      expect(fs.existsSync(path.join(root, 'node_modules', pkg))).toBe(true);
    }
  });

  it("keeps each source file's own folder: every file it names from there exists", () => {
    const text = fs.readFileSync(bundle, 'utf8');
    const folders = [...text.matchAll(/require\("node:path"\)\.join\(__dirname, "([^"]+)"\)/g)].map((m) =>
      path.resolve(path.dirname(bundle), m[1]!),
    );
    // schema.graphql (graphql/schema.ts), the shipped data, the bill reader's and validator's workers.
    expect(folders.length).toBeGreaterThanOrEqual(6);
    for (const f of folders) expect(fs.statSync(f).isDirectory()).toBe(true);
    expect(folders).toContain(path.join(root, 'libs/bill-reading/src'));
    expect(fs.existsSync(path.join(root, 'libs/bill-reading/src/read-worker.mjs'))).toBe(true);
  });

  it('is what npm start runs, with plain node: no TypeScript loader', () => {
    const r = node([
      '--input-type=module',
      '-e',
      `import { apiCommand } from './tools/api-node.mjs'; console.log(JSON.stringify(apiCommand(${JSON.stringify(root)})))`,
    ]);
    const args = JSON.parse(r.stdout) as string[];
    expect(args).not.toContain('--import');
    expect(args.join(' ')).not.toMatch(/tsx|\.ts\b/);
    expect(args[args.length - 1]).toBe(bundle);
    expect(fs.readFileSync(path.join(root, 'tools/start.mjs'), 'utf8')).toContain('apiCommand(root)');
  });

  it('asks Node 22 for the AsyncLocalStorage Node 24 has by default, and nothing of Node 20 it lacks', () => {
    const r = node([
      '--input-type=module',
      '-e',
      `import { apiNodeArgsFor } from './tools/api-node.mjs'; console.log(JSON.stringify(['v20.19.0', 'v22.6.0', 'v22.23.5', 'v24.11.1'].map((v) => apiNodeArgsFor(v))))`,
    ]);
    const [n20, n22old, n22, n24] = JSON.parse(r.stdout) as string[][];
    const frames = '--experimental-async-context-frame';
    expect(n22).toContain(frames);
    for (const args of [n20, n22old, n24]) expect(args).not.toContain(frames);
    // The young generation: 32 MiB semi-spaces before Node 24 (fewer scavenges), 16 from it (less memory).
    for (const args of [n20, n22old]) expect(args).toEqual(['--max-semi-space-size=32']);
    expect(n22.filter((a) => a !== frames)).toEqual(['--max-semi-space-size=32']);
    expect(n24).toEqual(['--max-semi-space-size=16']);
  });

  it("runs the bill reader's process compiled, with plain node, and reads a bill with it", () => {
    const reader = path.join(root, 'dist/apps/api/reader-process.cjs');
    // The API's bundle starts this file (read-text.ts), not the TypeScript sources through tsx.
    expect(fs.readFileSync(bundle, 'utf8')).toMatch(/"reader-process\.cjs"/);
    // A scanned bill's one line (an image: read by OCR, which runs on every Node `engines` allows).
    const canvas = createCanvas(900, 200);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 900, 200);
    g.fillStyle = '#000';
    g.font = '40px sans-serif';
    g.fillText('Total charges $1,234.56', 40, 110);
    const png = canvas.toBuffer('image/png');
    const r = spawnSync(
      process.execPath,
      ['--expose-gc', reader, 'image/png', '20', String(png.byteLength)],
      { cwd: root, input: png, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.stderr).not.toMatch(/tsx|Cannot find module/);
    const last = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
      result?: { text: string; reading: unknown };
    };
    expect(last.result?.text).toContain('1,234.56');
    expect(last.result?.reading).toMatchObject({ totalChargesCents: { value: 123456 } });
  }, 60_000);

  it('is current after a build, and stale once a source file it was made from is newer', () => {
    const stale = () =>
      node([
        '--input-type=module',
        '-e',
        `import { apiBuildIsStale } from './tools/build-api.mjs'; console.log(apiBuildIsStale())`,
      ]).stdout.trim();
    expect(stale()).toBe('false');
    // An input made newer than the build: the build's own time moved back instead of touching a source.
    const inputs = JSON.parse(fs.readFileSync(path.join(root, 'dist/apps/api/inputs.json'), 'utf8'));
    expect(inputs).toContain('libs/pricing/src/search-index.ts');
    const t = fs.statSync(bundle).mtime;
    try {
      fs.utimesSync(bundle, new Date(0), new Date(0));
      expect(stale()).toBe('true');
    } finally {
      fs.utimesSync(bundle, t, t);
    }
  });
});
