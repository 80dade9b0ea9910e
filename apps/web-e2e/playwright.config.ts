/**
 * Browser tests in Debian's Chromium (never a downloaded browser). The suite starts the whole site with
 * `npm start` on its own port and a fresh embedded database, as a newcomer would run it.
 */
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRICE_FILE_DATA } from './src/support/price-file-data';
import { withPlainStart } from './plain-start/project';

const port = Number(process.env.E2E_PORT ?? 3111);
// Workers load this file too; they inherit the folder chosen by the main process.
process.env.FP_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fp-e2e-'));

const config = defineConfig({
  testDir: './src',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray `test.only` would turn the browser tier into "1 passed": refuse it always (lint catches it too).
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node tools/start.mjs',
    cwd: path.resolve(__dirname, '../..'),
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PGLITE_DIR: path.join(process.env.FP_E2E_DATA, 'pg'),
      FILES_DIR: path.join(process.env.FP_E2E_DATA, 'files'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      // The browser tests are written against the generated demo hospitals (see the e2e specs).
      SEED: 'demo',
      // Every browser test signs up and logs in from 127.0.0.1, and the limits are shared by the whole
      // server (issue 9): the suite would hit them. Their behaviour is tested in the integration tier.
      LOGIN_RATE_LIMIT: '1000',
      EMAIL_RATE_LIMIT: '1000',
      API_RATE_LIMIT: '0',
      // price-files.spec.ts: real price files, imported at start. Brattleboro Memorial (VT, CCN 470011) with its
      // normalized cash prices, and the CMS v3 JSON example (payer rates; a fictional hospital's file) on
      // CCN 300019 nearby, so a plan gets an estimate. Both hospitals come from the shipped CMS file.
      HPT_FILES: [
        `${PRICE_FILE_DATA}/hpt_normalized_cpt_prices_vt_470011.jsonl`,
        `${PRICE_FILE_DATA}/cms_hpt_v3.0.0_json_example.json=300019`,
        // The same example on the first demo hospital (Austin), for the map's list and detail popup.
        `${PRICE_FILE_DATA}/cms_hpt_v3.0.0_json_example.json=DEMO01`,
      ].join(','),
    },
  },
});

// Issue 28: the plain-start project (./plain-start) and its own server on E2E_PORT + 1.
export default withPlainStart(config, port + 1, process.env.FP_E2E_DATA);
