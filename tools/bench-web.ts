/**
 * `npm run bench:web`: how soon the visitor pages are usable in a throttled Chromium, as the issue asks.
 *
 * 1. Starts the built site like `npm start` (tools/start.mjs, which builds the web app when its sources
 *    changed) on BENCH_PORT (default 3322) with a fresh embedded database (PGlite in a temp folder) and
 *    SEED=demo (BENCH_WEB_SEED=snapshot loads the shipped CMS files instead, which takes minutes): real
 *    pages with hospitals and prices.
 * 2. Opens Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH, through playwright-core: nothing is
 *    downloaded) and, per run, a fresh browser context (empty cache, new session), throttled with the
 *    DevTools protocol before the first request:
 *    - CPU: Emulation.setCPUThrottlingRate { rate: 4 } (4x slowdown, Lighthouse's mobile default);
 *    - network (map page only): Lighthouse's "Slow 4G" preset, `throttling.mobileSlow4G` in
 *      lighthouse core/config/constants.js (docs/throttling.md: "Latency: 150ms, Throughput: 1.6Mbps
 *      down / 750 Kbps up"), applied as Lighthouse applies it through DevTools: request latency
 *      150 x 3.75 = 562.5 ms, download 1.6 x 1024 x 0.9 = 1474.6 kbit/s, upload 750 x 0.9 = 675 kbit/s
 *      (DEVTOOLS_RTT_ADJUSTMENT_FACTOR and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR).
 * 3. Measures from the navigation's start, in the page's own clock:
 *    - /categories usable: the search box is on the page, enabled and not inert (the server's first
 *      view is inert until the app has drawn over it), and the first category section is rendered
 *      (4x CPU, unthrottled network) — target < 1000 ms;
 *    - /map list visible: the first hospital of the list is on screen (Slow 4G + 4x CPU) — < 1500 ms;
 *    - /map markers: the first marker or group of markers is drawn on the map — < 3000 ms.
 * 4. Prints every run and the medians, and stops the site.
 *
 * Environment: BENCH_PORT, BENCH_RUNS (default 9), BENCH_WEB_SEED (demo | snapshot), CHROMIUM_PATH.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startBenchSite, stopBenchChild } from './bench-support';

const PORT = Number(process.env.BENCH_PORT ?? 3322);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SEED = process.env.BENCH_WEB_SEED === 'snapshot' ? 'snapshot' : 'demo';
const BASE = `http://127.0.0.1:${PORT}`;

/** Lighthouse's mobileSlow4G through DevTools (see the header): bytes per second for the protocol. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const TARGETS = { categories: 1000, list: 1500, markers: 3000 };

const log = (msg: string) => process.stdout.write(`${msg}\n`);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Watches the page for checks from its first script on: an init script runs each check once per animation
 * frame and reports, through a binding, the page's time (ms since navigation start) when it first holds.
 * Playwright's waitForFunction would do the same from its own injected script, whose compilation and run
 * took about 70 ms of the throttled page's main thread before the app had drawn (seen in a Chromium
 * trace): the measuring must not slow down what it measures. The checks are functions, not strings (the
 * site's Content-Security-Policy forbids evaluating strings; an init script is not subject to it).
 */
async function watchPage(
  page: Page,
  checks: Record<string, () => number | false>,
  timeoutMs = 30_000,
): Promise<Record<string, Promise<number>>> {
  const found: Record<string, (ms: number) => void> = {};
  const times: Record<string, Promise<number>> = {};
  for (const name of Object.keys(checks))
    times[name] = new Promise<number>((resolve, reject) => {
      found[name] = resolve;
      setTimeout(() => reject(new Error(`${name}: not seen within ${timeoutMs} ms`)), timeoutMs).unref();
    });
  await page.exposeBinding('__benchReport', (_source, name: string, ms: number) => found[name]?.(ms));
  const watchers = Object.entries(checks).map(
    ([name, check]) =>
      `{const check=(${check.toString()});const tick=()=>{const t=check();if(t===false)requestAnimationFrame(tick);else window.__benchReport(${JSON.stringify(name)},t);};requestAnimationFrame(tick);}`,
  );
  await page.addInitScript({ content: `if(location.protocol==='http:'){${watchers.join('')}}` });
  return times;
}

async function throttled(browser: Browser, network: boolean): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { page, cdp };
}

// The checks run in the page. This file compiles without the DOM library, so the little of it they use
// is declared here.
declare const document: {
  getElementById(id: string): { disabled?: boolean; closest(selector: string): unknown } | null;
  querySelector(selector: string): { getBoundingClientRect(): { height: number; top: number } } | null;
};
declare const window: { innerHeight: number };

// Each check answers the page's time (performance.now(), ms since navigation start) once it holds.

/**
 * The search box is there, enabled and not inside the server's inert first view (which becomes usable
 * only once the app has drawn over it), and the first category section is rendered.
 */
function categoriesUsable(): number | false {
  const box = document.getElementById('category-filter');
  return (
    !!box &&
    !box.disabled &&
    !box.closest('[inert]') &&
    !!document.querySelector('.category-section h2') &&
    performance.now()
  );
}

/** The first hospital of the list is on screen. */
function listVisible(): number | false {
  const item = document.querySelector('[data-testid=provider-item]');
  if (!item) return false;
  const r = item.getBoundingClientRect();
  return r.height > 0 && r.top < window.innerHeight && performance.now();
}

/** A marker (or a group of them) is drawn on the map. */
function markersDrawn(): number | false {
  const drawn = document.querySelector(
    '.map-frame [data-testid=map-marker], .map-frame [data-testid=map-cluster]',
  );
  return !!drawn && performance.now();
}

async function measureCategories(browser: Browser): Promise<number> {
  const { page } = await throttled(browser, false);
  try {
    const { usable } = await watchPage(page, { usable: categoriesUsable });
    await page.goto(`${BASE}/categories`, { waitUntil: 'commit' });
    return await usable;
  } finally {
    await page.context().close();
  }
}

async function measureMap(browser: Browser): Promise<{ list: number; markers: number }> {
  const { page } = await throttled(browser, true);
  try {
    const seen = await watchPage(page, { list: listVisible, markers: markersDrawn });
    await page.goto(`${BASE}/map`, { waitUntil: 'commit' });
    return { list: await seen.list, markers: await seen.markers };
  } finally {
    await page.context().close();
  }
}

async function main() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-web-'));
  log(`bench:web — ${RUNS} runs, site on port ${PORT} (SEED=${SEED}), Chromium at ${executablePath}`);
  log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  let site: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    site = await startBenchSite({ port: PORT, dataDir, seed: SEED });
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    // One unrecorded visit of each page: the server's first answers (caches, code paths) are not the point.
    await measureCategories(browser);
    await measureMap(browser);

    const runs: { categories: number; list: number; markers: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const categories = await measureCategories(browser);
      const { list, markers } = await measureMap(browser);
      runs.push({ categories, list, markers });
      log(
        `run ${i + 1}: /categories usable ${categories.toFixed(0)} ms; /map list ${list.toFixed(0)} ms, markers ${markers.toFixed(0)} ms`,
      );
    }
    const m = {
      categories: median(runs.map((r) => r.categories)),
      list: median(runs.map((r) => r.list)),
      markers: median(runs.map((r) => r.markers)),
    };
    const verdict = (ms: number, target: number) =>
      `${ms.toFixed(0)} ms (target < ${target} ms: ${ms < target ? 'met' : 'MISSED'})`;
    log('');
    log(`medians of ${RUNS} runs (load average now ${os.loadavg()[0].toFixed(2)}):`);
    log(`  /categories usable, 4x CPU:             ${verdict(m.categories, TARGETS.categories)}`);
    log(`  /map list visible, Slow 4G + 4x CPU:    ${verdict(m.list, TARGETS.list)}`);
    log(`  /map markers drawn, Slow 4G + 4x CPU:   ${verdict(m.markers, TARGETS.markers)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await stopBenchChild(site);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`bench:web failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
