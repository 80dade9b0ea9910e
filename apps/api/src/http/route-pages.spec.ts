import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inlineStylesheets, lowPriorityScripts, readRoutePreloads, routePages } from './route-pages';

const INDEX = '<html><head><title>T</title></head><body></body></html>';
const PRELOADS = {
  index: ['/assets/Home-1.js'],
  map: ['/assets/Map-1.js', '/assets/shared-1.js', '/assets/map-1.css'],
  account: ['/assets/Account-1.js'],
  account_set: ['/assets/Set-1.js'],
  faq: [],
};

describe('routePages', () => {
  const pageFor = routePages(INDEX, PRELOADS);
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
      (m) => m[1],
    );

  it("lists the screen's scripts in the head of the page for its path", () => {
    const page = pageFor('/map');
    expect(links(page)).toEqual(['/assets/Map-1.js', '/assets/shared-1.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/map-1.css">');
    expect(links(pageFor('/'))).toEqual(['/assets/Home-1.js']);
  });

  it('finds the screen as the web router does: map first, then the longest known prefix', () => {
    expect(links(pageFor('/map/heart-failure'))).toEqual(['/assets/Map-1.js', '/assets/shared-1.js']);
    expect(links(pageFor('/account/set/k3y/a@b.co'))).toEqual(['/assets/Set-1.js']);
    expect(links(pageFor('/account/other'))).toEqual(['/assets/Account-1.js']);
  });

  it('serves the plain page for a path no screen (or an empty list) answers', () => {
    expect(pageFor('/nowhere')).toBe(INDEX);
    expect(pageFor('/faq')).toBe(INDEX);
    // "account_set" is a template name, not a path the router knows.
    expect(pageFor('/account_set')).toBe(INDEX);
  });
});

describe('lowPriorityScripts', () => {
  it("asks for the page's module script and every preloaded module at low priority, nothing else", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/b-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<script>window.__FP_CONFIG__={}</script></head>';
    const out = lowPriorityScripts(html);
    expect(out).toBe(
      '<head><script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/b-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '<script>window.__FP_CONFIG__={}</script></head>',
    );
    // Applied twice (a page read again), it adds nothing more.
    expect(lowPriorityScripts(out)).toBe(out);
  });
});

describe('readRoutePreloads', () => {
  const log = pino({ level: 'silent' });
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-pages-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const built = (...files: string[]) => {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    for (const f of files) fs.writeFileSync(path.join(dir, f), '');
  };

  it('keeps only same-site asset scripts', () => {
    built('/assets/Map-1.js', '/assets/m.css');
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        map: ['/assets/Map-1.js', '/assets/m.css', 'https://evil.example/x.js', '/assets/"><script>.js', 7],
        faq: 'nope',
      }),
    );
    expect(readRoutePreloads(dir, log)).toEqual({ map: ['/assets/Map-1.js', '/assets/m.css'] });
  });

  it('leaves out a file the build did not write (issue 25: a deleted CSS-only chunk answered 404)', () => {
    built('/assets/Home-1.js', '/assets/blog-1.css');
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({ index: ['/assets/Home-1.js', '/assets/blog-1.js', '/assets/blog-1.css'] }),
    );
    expect(readRoutePreloads(dir, log)).toEqual({ index: ['/assets/Home-1.js', '/assets/blog-1.css'] });
  });

  it('answers nothing when the build wrote no file or a broken one', () => {
    expect(readRoutePreloads(dir, log)).toEqual({});
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), '{oops');
    expect(readRoutePreloads(dir, log)).toEqual({});
  });
});

describe('inlineStylesheets', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-inline-css-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/map-1.css'), '.map-frame{height:100%}');
  fs.writeFileSync(path.join(dist, 'assets/font-1.css'), '@font-face{src:url(./font-1.woff2)}');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const link = (f: string) => `<link rel="stylesheet" crossorigin href="/assets/${f}">`;

  it("puts a sheet's rules in the page and keeps its link disabled, so the app does not fetch it again", () => {
    expect(inlineStylesheets(`<head>${link('map-1.css')}</head>`, dist)).toBe(
      '<head><style>.map-frame{height:100%}</style><link rel="stylesheet" crossorigin href="/assets/map-1.css" disabled></head>',
    );
  });

  it('keeps a link for a sheet it cannot read or whose relative addresses would change meaning', () => {
    const page = `<head>${link('font-1.css')}${link('gone-1.css')}</head>`;
    expect(inlineStylesheets(page, dist)).toBe(page);
  });
});
