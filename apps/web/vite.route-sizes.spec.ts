/**
 * The route size check of the web build (vite.route-sizes.mjs): a production bundle whose home page
 * first load (the entry's chunks plus the home screen's) is over its budget fails the build; a
 * development bundle is only reported.
 */
import { randomBytes } from 'node:crypto';
import { routeSizes } from './vite.route-sizes.mjs';

/** Incompressible text of at least `kb` × 0.75 KB gzipped. */
const code = (kb: number) => randomBytes(kb * 768).toString('base64');

function bundle(homeKb: number) {
  const chunk = (fileName: string, extra: object) => ({
    type: 'chunk',
    fileName,
    imports: [],
    moduleIds: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  });
  return {
    'index.js': chunk('index.js', {
      isEntry: true,
      moduleIds: ['/repo/apps/web/src/main.tsx'],
      imports: ['vendor.js'],
      code: code(10),
    }),
    'vendor.js': chunk('vendor.js', { code: code(20) }),
    'HomeScreen.js': chunk('HomeScreen.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/apps/web/src/routes/home/HomeScreen.tsx',
      imports: ['vendor.js', 'home-part.js'],
      code: code(1),
    }),
    'home-part.js': chunk('home-part.js', { code: code(homeKb) }),
  };
}

function run(homeKb: number, isProduction: boolean) {
  const plugin = routeSizes({ budgets: { home: 100 * 1024 } });
  const errors: string[] = [];
  const printed: string[] = [];
  const log = jest
    .spyOn(console, 'log')
    .mockImplementation((line: unknown) => void printed.push(String(line)));
  try {
    plugin.configResolved({ isProduction });
    plugin.generateBundle.call(
      {
        error: (m: string) => {
          errors.push(m);
          throw new Error(m);
        },
      },
      {},
      bundle(homeKb),
    );
  } catch {
    // the build stops here
  } finally {
    log.mockRestore();
  }
  return { errors, printed: printed.join('\n') };
}

describe('route size budgets', () => {
  it('passes a production build whose home page is under budget, printing its size', () => {
    const r = run(40, true);
    expect(r.errors).toEqual([]);
    expect(r.printed).toMatch(/home page first load: \d+\.\d KB \(budget 100\.0 KB\)/);
  });

  it('fails a production build whose home page first load (entry + home chunks) is over budget', () => {
    const r = run(150, true);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(
      /^Route size budget exceeded: home first load is \d+\.\d KB, over its budget of 100\.0 KB/,
    );
  });

  it('only reports a development build over budget', () => {
    const r = run(150, false);
    expect(r.errors).toEqual([]);
    expect(r.printed).toContain('budgets are checked on production builds only');
  });
});
