// Prints the JavaScript each route loads (gzipped): the entry chunk plus the route's lazy chunk and the
// chunks it imports. The home page's first load must stay under its budget: a build over it fails.
import { gzipSync } from 'node:zlib';

/** First-load budgets (gzipped bytes) per route label; the build fails when a route goes over. */
export const BUDGETS = { home: 200 * 1024 };

/**
 * The chunks `starts` load before they run: themselves and their static imports, transitively (`byName`:
 * the bundle's chunks by file name). Also used by vite.route-preloads.mjs.
 */
export function importClosure(byName, starts) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f) || !byName.has(f)) return;
    seen.add(f);
    for (const i of byName.get(f).imports) walk(i);
  };
  for (const f of starts) walk(f);
  return seen;
}

export function routeSizes({ budgets = BUDGETS } = {}) {
  let production = true;
  return {
    name: 'fp-route-sizes',
    apply: 'build',
    configResolved(config) {
      // NODE_ENV=development (the browser tests' server) builds React's development bundle, far bigger:
      // its sizes are printed but only a production build is held to the budgets.
      production = config.isProduction;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const gz = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code).length]));
      const closure = (start) => importClosure(byName, start);
      const entry = chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
      if (!entry) return;
      const base = closure([entry.fileName]);
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      const sum = (files) => [...files].reduce((t, f) => t + (gz.get(f) ?? 0), 0);
      const rows = [['(shell)', sum(base)]];
      for (const c of chunks) {
        const m = c.facadeModuleId?.match(/routes\/([^/]+)\/(\w+Screen)\.tsx$/);
        if (!c.isDynamicEntry || !m) continue;
        // e.g. "account/Welcome"; the home screen keeps the plain name the budget line looks for.
        const label = m[2] === 'HomeScreen' ? 'home' : `${m[1]}/${m[2].replace(/Screen$/, '')}`;
        rows.push([label, sum(new Set([...base, ...closure([c.fileName])]))]);
      }
      rows.sort((a, b) => a[0].localeCompare(b[0]));
      this.info?.('route sizes');
      console.log('\nJavaScript per route, first load, gzipped:');
      for (const [name, size] of rows) console.log(`  ${name.padEnd(14)} ${kb(size)}`);
      const home = rows.find((r) => r[0] === 'home');
      if (home) console.log(`  home page first load: ${kb(home[1])} (budget ${kb(budgets.home)})`);
      const over = Object.entries(budgets).flatMap(([name, budget]) => {
        const row = rows.find((r) => r[0] === name);
        if (!row) return [`no "${name}" route was found in the build to check against its budget`];
        return row[1] > budget
          ? [`${name} first load is ${kb(row[1])}, over its budget of ${kb(budget)}`]
          : [];
      });
      if (!production) {
        console.log('  (a development build: the budgets are checked on production builds only)');
        return;
      }
      if (over.length)
        this.error(
          `Route size budget exceeded: ${over.join('; ')}. Load the heavy part on demand (a dynamic import) ` +
            'or raise the budget in apps/web/vite.route-sizes.mjs with a reason.',
        );
    },
  };
}
