#!/usr/bin/env node
// The API's production build: apps/api/src/main.ts and every library it imports (@fp/*), compiled ahead of
// time by esbuild into one CommonJS file, dist/apps/api/main.cjs (with its source map beside it), and the
// bill reader's process (libs/bill-reading/src/reader-process.ts) into dist/apps/api/reader-process.cjs. npm
// packages stay in node_modules (required at run time, as before), so native and WebAssembly packages
// (PGlite, @napi-rs/canvas, tesseract.js) load from where they were installed. `npm start` runs it with
// plain `node`: no TypeScript loader in the server process, no compile at start, none of tsx's per-module
// state (measured in docs/benchmarks/api-build.md). `npm run dev` and the tests still run the sources.
//
// Used by `npm start` (tools/start.mjs: built when stale, as the web app is), the benchmarks
// (bench-support.ts) and `node tools/build-api.mjs` (a deployment's build step; --if-stale skips it when
// the build is current).
//
// What a bundle changes, and how it is kept as before:
// - `__dirname` in a source file is where that file is: files it names (schema.graphql, data/, the
//   bill reader's and the price-file validator's worker scripts) are found from the source tree. Each
//   source file's `__dirname` is rewritten to its own folder, relative to the bundle's (the checkout's
//   layout is the deployment's).
// - TypeORM reads no design-time types (`emitDecoratorMetadata` is not used: every column names its type,
//   as under tsx, which is esbuild too), and every entity and migration names itself, so names kept or not
//   change nothing; names are not kept (no `__name` wrappers on the hot paths).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built server. */
export const API_ENTRY = path.join(root, 'dist/apps/api/main.cjs');
/** The built bill reader's process, beside it. */
export const READER_ENTRY = path.join(root, 'dist/apps/api/reader-process.cjs');
/** The source files the build was made from, written beside it: the build is stale when one is newer. */
const INPUTS = path.join(root, 'dist/apps/api/inputs.json');

/** esbuild plugin: each source file's `__dirname` is its own folder, not the bundle's. */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('__dirname')) return { contents: text, loader: 'ts' };
      const rel = path.relative(path.dirname(API_ENTRY), path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replace(
          /\b__dirname\b/g,
          `require('node:path').join(__dirname, ${JSON.stringify(rel)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Compiles the API; answers the exit status (0, or 1 with esbuild's errors printed). */
export async function buildApi() {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      // The API, and the bill reader's process (libs/bill-reading: read-text.ts spawns it), which parses
      // with the library's TypeScript: compiled here too, so production runs no TypeScript loader anywhere.
      entryPoints: {
        main: path.join(root, 'apps/api/src/main.ts'),
        'reader-process': path.join(root, 'libs/bill-reading/src/reader-process.ts'),
      },
      outdir: path.dirname(API_ENTRY),
      outExtension: { '.js': '.cjs' },
      // read-text.ts runs the compiled reader (beside this bundle) instead of the sources through tsx.
      define: { 'process.env.FP_API_BUILD': '"1"' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // The oldest Node `engines` allows.
      target: 'node20.19',
      // npm packages are required from node_modules at run time; @fp/* (tsconfig paths) are compiled in.
      packages: 'external',
      tsconfig: path.join(root, 'tsconfig.json'),
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [sourceDirname],
      // Written below under temporary names, then renamed: two starts building at once (CI's lanes) never
      // run a half-written file.
      write: false,
    });
    fs.mkdirSync(path.dirname(API_ENTRY), { recursive: true });
    for (const out of result.outputFiles) {
      const tmp = `${out.path}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, out.contents);
      fs.renameSync(tmp, out.path);
    }
    const inputs = Object.keys(result.metafile.inputs).map((p) => path.resolve(root, p));
    const tmp = `${INPUTS}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(inputs.map((p) => path.relative(root, p)))}\n`);
    fs.renameSync(tmp, INPUTS);
    return 0;
  } catch (err) {
    // esbuild has printed the errors already (logLevel).
    if (!(err && Array.isArray(err.errors))) console.error(err);
    return 1;
  }
}

/**
 * Whether the build is missing or older than one of the files it was made from (or than this script or
 * the TypeScript settings): a changed source is rebuilt at the next `npm start`. A file newly imported is
 * imported by a changed one, so the list of the last build's inputs is enough.
 */
export function apiBuildIsStale() {
  if (!fs.existsSync(API_ENTRY) || !fs.existsSync(READER_ENTRY) || !fs.existsSync(INPUTS)) return true;
  const builtAt = fs.statSync(API_ENTRY).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  const files = [
    ...inputs.map((p) => path.join(root, p)),
    fileURLToPath(import.meta.url),
    path.join(root, 'tsconfig.base.json'),
    path.join(root, 'tsconfig.json'),
  ];
  return files.some((f) => !fs.existsSync(f) || fs.statSync(f).mtimeMs > builtAt);
}

/** Builds the API when stale (apiBuildIsStale); answers the exit status. */
export async function buildApiIfStale() {
  if (!apiBuildIsStale()) return 0;
  console.log('Building the API (only when its sources changed)…');
  return buildApi();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // No top-level await: the benches import this file from CommonJS (tsx). The exit code is set, not
  // process.exit(): exiting from JavaScript while V8 still compiles in the background can hang Node for
  // good (nodejs/node#54918; seen here on Node 24.22 after the build, in the unit tier's build test).
  void (process.argv.includes('--if-stale') ? buildApiIfStale() : buildApi()).then((code) => {
    process.exitCode = code;
  });
}
