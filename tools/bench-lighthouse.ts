/**
 * `npm run bench:lighthouse`: the served site as Lighthouse scores it on a phone (issue 28).
 *
 * 1. Starts the built site like `npm start` (tools/start.mjs builds the web app when its sources changed)
 *    on BENCH_PORT (default 3323) with a fresh embedded database (PGlite in a temp folder) and, as a plain
 *    `npm start` has, the shipped real data (SEED=snapshot: the CMS snapshot, the hospital directory, the
 *    Brattleboro price file; issue 42), and waits until the price data is loaded (the API's dataStatus
 *    READY, the moment it logs "price data loaded") before measuring. BENCH_SEED=demo measures the 40
 *    generated hospitals instead (the figures before issue 42).
 *    The signed-in dashboard (`/dashboard` in the routes) is measured as a user made through the real
 *    sign-up: POST /api/auth/signup, the activation e-mail caught by an SMTP capture (SMTP_URL of the
 *    site), /api/auth/set with its key, /api/auth/login; Lighthouse sends that session's cookie.
 * 2. Runs Lighthouse (the lighthouse package, 12.2.3) through its Node API with Debian's Chromium
 *    (/usr/bin/chromium or CHROMIUM_PATH, started by chrome-launcher: nothing is downloaded), with
 *    Lighthouse's defaults: mobile form factor, simulated Slow 4G and 4x CPU slowdown.
 * 3. Per route, BENCH_RUNS runs (default 3; each a fresh Chrome profile): prints every run and the median
 *    of the four category scores (performance, accessibility, best practices, SEO) with the metrics the
 *    performance score is made of (first and largest contentful paint, total blocking time, cumulative
 *    layout shift, speed index), and the load average (the machine may be shared and busy).
 * 4. BENCH_BASELINE=<folder>: a second checkout (e.g. `git archive <commit> | tar -x -C <folder>`, with
 *    node_modules linked in) runs beside this one on BENCH_PORT + 1, and every run of a route measures
 *    both, one after the other, so that a change is compared under the same load of a shared machine.
 *
 * Environment: BENCH_PORT, BENCH_RUNS, BENCH_ROUTES (comma-separated paths), BENCH_SEED, BENCH_BASELINE, CHROMIUM_PATH,
 * BENCH_LIGHTHOUSE_JSON (a file to write the medians to), BENCH_LIGHTHOUSE_REPORTS (a folder to keep each
 * run's full Lighthouse report in, as JSON, to see what a score is made of).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture, type SmtpCapture } from '@fp/mail/testing';
import { startBenchSite, stopBenchChild } from './bench-support';

const PORT = Number(process.env.BENCH_PORT ?? 3323);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const SEED = (process.env.BENCH_SEED ?? 'snapshot') as 'snapshot' | 'demo';
if (SEED !== 'snapshot' && SEED !== 'demo') throw new Error(`BENCH_SEED=${SEED}: snapshot or demo`);
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/map/heart-failure,/categories,/blog,/procedures,/dashboard')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Failed audits worth a look (console errors, 404s): their ids. */
  failing: string[];
}

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One Lighthouse run of one address in a fresh Chrome (new profile: empty cache, no session). */
async function runOnce(url: string, chromePath: string, cookie?: string): Promise<RunResult> {
  // Both packages are ES modules only; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A signed-in page: the session made by signIn() on every request of the page (documents, scripts'
      // GraphQL and REST calls), as the browser of a signed-in user sends it.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const u = new URL(url);
      const name = `${u.port}${u.pathname.replace(/\W+/g, '_')}`;
      fs.writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      siMs: lhr.audits['speed-index']?.numericValue ?? NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is redone. */
async function runWithRetry(url: string, chromePath: string, cookie?: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, chromePath, cookie);
    } catch (e) {
      if (attempt >= 3) throw e;
      log(`  ${url}: ${e instanceof Error ? e.message : String(e)}; running it again`);
    }
  }
}

function describe(r: RunResult): string {
  const s = r.scores;
  return (
    `perf ${s.performance}, a11y ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; ` +
    `FCP ${(r.fcpMs / 1000).toFixed(1)} s, LCP ${(r.lcpMs / 1000).toFixed(1)} s, ` +
    `TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, SI ${(r.siMs / 1000).toFixed(1)} s`
  );
}

interface Site {
  label: string;
  port: number;
  root?: string;
  dataDir: string;
  child?: ChildProcess;
  /** The signed-in user's session cookie (`fp_sid=...`), made once the site is ready. */
  cookie?: string;
}

/** Routes measured signed in: the dashboard and its screens. */
const signedIn = (route: string) => route === '/dashboard' || route.startsWith('/dashboard/');

/** A tiny cookie-keeping client of one site (Node's fetch keeps no cookies; the session's is `Secure`). */
function siteClient(port: number) {
  let cookie = '';
  const base = `http://127.0.0.1:${port}`;
  const request = async (method: string, p: string, body?: object, csrf?: string) => {
    const res = await fetch(base + p, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('fp_sid='));
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return {
    get: (p: string) => request('GET', p),
    /** A POST with the session's CSRF token, as the web app sends it. */
    post: async (p: string, body: object) => {
      const { csrfToken } = (await request('GET', '/api/csrf')) as { csrfToken: string };
      return request('POST', p, body, csrfToken);
    },
    cookie: () => cookie,
  };
}

/** Waits until the site's price data is loaded (dataStatus READY: the API has logged "price data loaded"). */
async function waitForPriceData(port: number): Promise<number> {
  const started = Date.now();
  const site = siteClient(port);
  for (;;) {
    const answer = (await site.post('/graphql', { query: '{ dataStatus { state message } }' })) as {
      data?: { dataStatus?: { state: string; message?: string } };
    };
    const status = answer.data?.dataStatus;
    if (status?.state === 'READY') return Date.now() - started;
    if (status?.state !== 'LOADING')
      throw new Error(`port ${port}: the price data did not load: ${JSON.stringify(answer).slice(0, 300)}`);
    if (Date.now() - started > 900_000)
      throw new Error(`port ${port}: price data still loading after 15 min`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** A user made through the real sign-up (activation e-mail, password, log-in): its session cookie. */
async function signIn(port: number, smtp: SmtpCapture): Promise<string> {
  const site = siteClient(port);
  const email = `bench-lighthouse-${port}-${Date.now()}@example.com`;
  const password = 'Bench!Lighthouse-42';
  await site.post('/api/auth/signup', { email });
  const deadline = Date.now() + 30_000;
  let mail: { text: string } | undefined;
  const setLink = /https?:\/\/[^\s"<>]+\/account\/set\/([^/\s"<>]+)\//;
  while (!(mail = smtp.received.find((m) => m.to.includes(email) && setLink.test(m.text)))) {
    if (Date.now() > deadline) throw new Error(`no activation e-mail for ${email} in 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const key = setLink.exec(mail.text)![1];
  await site.post('/api/auth/set', { key, email, password });
  await site.post('/api/auth/login', { email, password });
  // The session is signed in: its token names the user (401 otherwise, which throws).
  const token = await site.get('/api/auth/getToken');
  if (!JSON.stringify(token).includes(email))
    throw new Error(`${email} not signed in: ${JSON.stringify(token)}`);
  return site.cookie();
}

const medianOf = (runs: RunResult[]): RunResult => {
  const pick = (f: (r: RunResult) => number) => median(runs.map(f));
  return {
    scores: {
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      'best-practices': pick((r) => r.scores['best-practices']),
      seo: pick((r) => r.scores.seo),
    },
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    siMs: pick((r) => r.siMs),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
};

async function main() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}`);
  const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `fp-bench-lighthouse-${name}-`));
  const sites: Site[] = [{ label: 'this', port: PORT, dataDir: tmp('this') }];
  if (BASELINE)
    sites.unshift({ label: 'baseline', port: PORT + 1, root: BASELINE, dataDir: tmp('baseline') });
  log(
    `bench:lighthouse — ${RUNS} runs per route, site on port ${PORT} (SEED=${SEED}), Chromium at ${chromePath}` +
      (BASELINE ? `; baseline ${BASELINE} on port ${PORT + 1}, measured alternately` : ''),
  );
  log(`load average: ${load()} on ${os.cpus().length} cores`);
  const medians: Record<string, Record<string, RunResult & { load: string }>> = {};
  const smtp = ROUTES.some(signedIn) ? await startSmtpCapture() : null;
  try {
    for (const site of sites) {
      site.child = await startBenchSite({
        port: site.port,
        dataDir: site.dataDir,
        seed: SEED,
        root: site.root,
        // Building the web app and starting on a machine shared with other work can take minutes.
        readyTimeoutMs: 600_000,
        env: {
          // One client asking for many pages in a row: the per-client API limit would stop it.
          API_RATE_LIMIT: '0',
          // The sign-up's activation e-mail (production mode has no development outbox page).
          ...(smtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {}),
        },
      });
    }
    // Both sites load the shipped data at once (the same work for both); nothing is measured before.
    const waits = await Promise.all(sites.map((s) => waitForPriceData(s.port)));
    sites.forEach((s, i) =>
      log(`${s.label}: price data loaded ${Math.round(waits[i] / 1000)} s after ready`),
    );
    if (smtp) for (const site of sites) site.cookie = await signIn(site.port, smtp);
    log(`load average: ${load()}`);
    for (const route of ROUTES) {
      const runs = new Map<Site, RunResult[]>(sites.map((s) => [s, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const site of sites) {
          const url = `http://127.0.0.1:${site.port}${route}`;
          const r = await runWithRetry(url, chromePath, signedIn(route) ? site.cookie : undefined);
          runs.get(site)!.push(r);
          const who = sites.length > 1 ? ` ${site.label}` : '';
          log(`${route}${who} run ${i + 1}: ${describe(r)} (load ${os.loadavg()[0].toFixed(2)})`);
          if (r.failing.length) log(`  failing: ${r.failing.join(', ')}`);
        }
      }
      for (const site of sites) {
        (medians[site.label] ??= {})[route] = { ...medianOf(runs.get(site)!), load: load() };
      }
    }
  } finally {
    await smtp?.close();
    for (const site of sites) {
      await stopBenchChild(site.child);
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }
  }
  log('');
  log(`medians of ${RUNS} runs (Lighthouse 12 mobile defaults):`);
  for (const route of ROUTES) {
    for (const site of sites) {
      const m = medians[site.label][route];
      const who = sites.length > 1 ? ` ${site.label}`.padEnd(10) : '';
      log(`  ${route.padEnd(20)}${who} ${describe(m)}  [load ${m.load}]`);
    }
    if (sites.length > 1) {
      // The change against the baseline, part by part (negative times are gains).
      const [b, c] = [medians.baseline[route], medians.this[route]];
      const ms = (f: (r: RunResult) => number) => {
        const d = Math.round(f(c) - f(b));
        return `${d > 0 ? '+' : ''}${d} ms`;
      };
      const perf = c.scores.performance - b.scores.performance;
      log(
        `  ${''.padEnd(20)} change    perf ${perf > 0 ? '+' : ''}${perf}; FCP ${ms((r) => r.fcpMs)}, ` +
          `LCP ${ms((r) => r.lcpMs)}, TBT ${ms((r) => r.tbtMs)}, CLS ${(c.cls - b.cls).toFixed(3)}, SI ${ms((r) => r.siMs)}`,
      );
    }
  }
  if (process.env.BENCH_LIGHTHOUSE_JSON) {
    const out = sites.length > 1 ? medians : medians.this;
    fs.writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(out, null, 2));
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
