/**
 * Issue 28: the browser tests of ./plain-start run against the site as a plain `npm start` serves it: no
 * SEED, no HPT_FILES, a fresh embedded database. The shipped CMS prices load in the background after the
 * server listens; the shipped Brattleboro, VT price file and the hospital directory load at start. Its own
 * server on E2E_PORT + 1, beside the suite's demo-data server; playwright.config.ts adds both here.
 */
import type { PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';

/**
 * `config` with the plain-start project and its server, unless the run names only other projects
 * (`--project chromium`): a plain start loads the national CMS file, a minute or more of CPU.
 */
export function withPlainStart(
  config: PlaywrightTestConfig,
  port: number,
  dataDir: string,
): PlaywrightTestConfig {
  const named = process.argv.flatMap((a, i, all) =>
    a === '--project' ? [all[i + 1]] : a.startsWith('--project=') ? [a.slice('--project='.length)] : [],
  );
  if (named.length > 0 && !named.includes('plain-start')) return config;
  // Only this project named: the suite's own server is not needed.
  const only = named.length > 0 && named.every((n) => n === 'plain-start');
  const servers = config.webServer === undefined || only ? [] : [config.webServer].flat();
  return {
    ...config,
    projects: [
      ...(config.projects ?? []),
      {
        name: 'plain-start',
        testDir: path.join(__dirname),
        use: { browserName: 'chromium', baseURL: `http://localhost:${port}` },
      },
    ],
    webServer: [
      ...servers,
      {
        command: 'node tools/start.mjs',
        cwd: path.resolve(__dirname, '../../..'),
        url: `http://localhost:${port}/readyz`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          PGLITE_DIR: path.join(dataDir, 'plain-pg'),
          FILES_DIR: path.join(dataDir, 'plain-files'),
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          SEED: '',
          HPT_FILES: '',
        },
      },
    ],
  };
}
