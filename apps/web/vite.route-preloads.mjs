// Writes route-preloads.json beside index.html: for each screen template (src/routes/index.ts SCREENS),
// the JavaScript and CSS files its lazy chunk needs beyond the main script's. The server lists them in the page
// it serves for that path as <link rel="modulepreload">, so the route's code downloads alongside the main
// script instead of after it (one round trip less before anything shows; bench:web).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importClosure } from './vite.route-sizes.mjs';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Template name → screen module ("map" → "routes/map/MapScreen"), read from the SCREENS table. */
export function screenModules(routesIndexSource) {
  const out = new Map();
  const re = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g;
  for (const m of routesIndexSource.matchAll(re)) out.set(m[1], `routes/${m[2].replace(/\.tsx?$/, '')}`);
  return out;
}

export function routePreloads({ routesIndex } = {}) {
  return {
    name: 'fp-route-preloads',
    apply: 'build',
    // After Vite's own generateBundle hooks (order 'post'): vite:css-post deletes the chunks that only held
    // CSS (a shared module importing a stylesheet becomes "blog-<hash>.js" with no code) and moves their
    // stylesheets to their importers. Listed before that, those deleted names reached the page as
    // modulepreload links and answered 404 on the home, blog and account pages (issue 25).
    generateBundle: { order: 'post', handler: generate },
  };

  function generate(options, bundle) {
    const file = routesIndex ?? fileURLToPath(new URL('./src/routes/index.ts', import.meta.url));
    const screens = screenModules(fs.readFileSync(file, 'utf8'));
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (start) => importClosure(byName, [start]);
    const entry = chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
    if (!entry) return;
    const base = closure(entry.fileName);
    const bySource = new Map();
    for (const c of chunks) {
      const m = c.isDynamicEntry && c.facadeModuleId?.replace(/\\/g, '/').match(/\/src\/(routes\/.+)\.tsx?$/);
      if (m) bySource.set(m[1], c.fileName);
    }
    const out = {};
    for (const [template, source] of screens) {
      const chunk = bySource.get(source);
      if (!chunk) continue;
      const files = [...closure(chunk)].filter((f) => !base.has(f));
      // The screen's stylesheets too: Vite's loader waits for them before it runs the screen's code,
      // and one already on the page is not fetched again.
      const css = new Set(files.flatMap((f) => [...(byName.get(f).viteMetadata?.importedCss ?? [])]));
      for (const f of base) for (const c of byName.get(f).viteMetadata?.importedCss ?? []) css.delete(c);
      out[template] = [...files, ...css].map((f) => `/${f}`);
    }
    this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out) });
  }
}
