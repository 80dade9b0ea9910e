import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeSizes } from './vite.route-sizes.mjs';
import { routePreloads } from './vite.route-preloads.mjs';
import { graphqlDocuments } from './vite.graphql-documents.mjs';
import { intlLocaleProbe } from './vite.intl-locale-probe.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const lib = (name: string, file = 'index.ts') => path.resolve(root, `libs/${name}/src/${file}`);

/** `vite build --ssr`: the server's rendering of first views (src/ssr.tsx), loaded by the API. */
const ssrBuild = {
  outDir: path.resolve(root, 'dist/apps/web-ssr'),
  emptyOutDir: true,
  ssr: path.resolve(here, 'src/ssr.tsx'),
  rollupOptions: { input: path.resolve(here, 'src/ssr.tsx') },
  sourcemap: false,
} as const;

/**
 * The built files written once more compressed, at the strongest settings (brotli 11, gzip 9), beside each
 * file (`x.js.br`, `x.js.gz`): the API serves them as they are (apps/api/src/http/static-files.ts) instead
 * of compressing each file again for every request at compression's defaults (brotli 4: ~16 % larger, and
 * ~21 ms of CPU for the map's 1.25 MB MapLibre script). vite-plugin-compression2 (nonzzz; Vite 8 and its
 * Rolldown, Node 20+; ~9 s of CPU a build). Pages are not: the server writes them (the config script,
 * the first view).
 */
const precompressed = () =>
  compression({
    include: /\.(js|mjs|css|json|svg|txt|xml|webmanifest|wasm)$/,
    // GraphiQL's page and its editor (half the CPU of this step) are never served in production (app.ts).
    exclude: /(?:^|\/)(?:monaco-editor|graphiql|graphql\.worker|json\.worker|editor\.worker)[-.]/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
    algorithms: [
      ['brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
      ['gzip', { level: 9 }],
    ],
  });

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  publicDir: isSsrBuild ? false : path.resolve(here, 'public'),
  plugins: isSsrBuild
    ? [graphqlDocuments(), intlLocaleProbe(), react()]
    : [graphqlDocuments(), intlLocaleProbe(), react(), routeSizes(), routePreloads(), precompressed()],
  resolve: {
    alias: {
      '@fp/domain': lib('domain'),
      '@fp/catalog-lists': lib('catalog-lists'),
      '@fp/site-text': lib('site-text'),
      '@fp/i18n': lib('i18n'),
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: path.resolve(root, 'dist/apps/web'),
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          // GraphiQL's React-compiler directives are harmless when bundled; keep the build output readable.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          // The catalogue and site-text libraries are plain data, and the domain library pure rules: a module
          // nothing imports from is dropped, so the home page's icon list does not pull in every condition,
          // and a page that formats an address does not load every form's yup schemas (/procedures took
          // all of libs/domain with yup, 36 KB compressed, for four formatting functions; bench:lighthouse).
          treeshake: {
            moduleSideEffects: (id: string) => !/\/libs\/(catalog|site-text|domain)\/src\//.test(id),
          },
          input: {
            index: path.resolve(here, 'index.html'),
            graphiql: path.resolve(here, 'graphiql.html'),
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
}));
