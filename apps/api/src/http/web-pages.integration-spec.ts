/**
 * The built web app's pages (http/route-pages.ts builtPages): a build made while the server runs is the
 * one served, not the page read at start, whose hashed script names the new build deleted (issue 25).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

describe(`the web app's pages after a new build (${testDbKind()})`, () => {
  let t: TestApp;
  let web: string;
  const build = (hash: string, preloads: Record<string, string[]>) => {
    fs.rmSync(web, { recursive: true, force: true });
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(web, 'index.html'),
      `<!doctype html><html><head><!--FP_CONFIG--></head><body><div id="root"></div><script type="module" src="/assets/index-${hash}.js"></script></body></html>`,
    );
    fs.writeFileSync(path.join(web, 'assets', `index-${hash}.js`), '');
    for (const files of Object.values(preloads))
      for (const f of files) fs.writeFileSync(path.join(web, f), '');
    fs.writeFileSync(path.join(web, 'route-preloads.json'), JSON.stringify(preloads));
  };

  beforeAll(async () => {
    web = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fp-web-pages-')), 'web');
    build('A', { index: [], blog: ['/assets/BlogScreen-A.js'] });
    t = await createTestApp({ WEB_DIST: web });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(web), { recursive: true, force: true });
  });

  it("serves the new build's page and scripts, never the old build's names", async () => {
    const first = await request(t.app).get('/blog').expect(200);
    expect(first.text).toContain('<script type="module" fetchpriority="low" src="/assets/index-A.js">');
    expect(first.text).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/BlogScreen-A.js">',
    );
    expect(first.text).toContain('window.__FP_CONFIG__');

    // The next build replaces every hashed file (Vite empties the folder); its index.html is newer.
    build('B', { index: [], blog: ['/assets/BlogScreen-B.js'] });
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(web, 'index.html'), later, later);

    for (const url of ['/blog', '/']) {
      const page = await request(t.app).get(url).expect(200);
      expect(page.text).toContain('window.__FP_CONFIG__');
      const scripts = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const s of scripts) await request(t.app).get(s).expect(200);
    }
    expect((await request(t.app).get('/blog')).text).toContain('/assets/BlogScreen-B.js');
  });

  it('answers 404 with the app at an address no screen answers (it shows its not-found screen there)', async () => {
    build('C', { index: [], blog: ['/assets/BlogScreen-C.js'], error: [], account_set: [] });
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(web, 'index.html'), later, later);
    const missing = await request(t.app).get('/no/such/page').expect(404);
    expect(missing.text).toContain('/assets/index-C.js');
    for (const url of ['/', '/blog', '/blog/post/x', '/error', '/account/set/k3y/a@b.co'])
      await request(t.app).get(url).expect(200);
  });
});
