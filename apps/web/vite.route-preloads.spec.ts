/**
 * The web build's route preload list (vite.route-preloads.mjs): each screen template's scripts beyond the
 * main script, which the server names as modulepreload links in the page for that path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routePreloads, screenModules } from './vite.route-preloads.mjs';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports: [] as string[],
  moduleIds: [] as string[],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null as string | null,
  ...extra,
});

describe('route preloads', () => {
  it('reads every screen of the SCREENS table', () => {
    const source = fs.readFileSync(path.join(__dirname, 'src/routes/index.ts'), 'utf8');
    const screens = screenModules(source);
    expect(screens.get('map')).toBe('routes/map/MapScreen');
    expect(screens.get('index')).toBe('routes/home/HomeScreen');
    expect(screens.get('dashboard_add-event')).toBe('routes/dashboard/EventFormScreen');
    expect(screens.size).toBe((source.match(/=> import\(/g) ?? []).length);
  });

  it("lists a screen's chunk and what it imports, without what the main script already loads", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    const routesIndex = path.join(dir, 'index.ts');
    fs.writeFileSync(routesIndex, "export const SCREENS = { map: () => import('./map/MapScreen') };");
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        moduleIds: ['/x/apps/web/src/main.tsx'],
        imports: ['assets/react.js'],
        viteMetadata: { importedCss: new Set(['assets/index.css']) },
      }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/Map.js': chunk('assets/Map.js', {
        isDynamicEntry: true,
        facadeModuleId: '/x/apps/web/src/routes/map/MapScreen.tsx',
        imports: ['assets/react.js', 'assets/shared.js'],
      }),
      'assets/shared.js': chunk('assets/shared.js', {
        viteMetadata: { importedCss: new Set(['assets/shared.css', 'assets/index.css']) },
      }),
    };
    const emitted: { fileName: string; source: string }[] = [];
    routePreloads({ routesIndex }).generateBundle.handler.call(
      { emitFile: (f: { fileName: string; source: string }) => (emitted.push(f), 'id') },
      {},
      bundle,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toBe('route-preloads.json');
    expect(JSON.parse(emitted[0].source)).toEqual({
      map: ['/assets/Map.js', '/assets/shared.js', '/assets/shared.css'],
    });
  });
});
