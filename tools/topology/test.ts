/**
 * `npm run topology:test`: brings the topology up (tools/topology), runs the load driver in the client
 * namespace (driver.ts: a host lost under load, then the replica stopped), and takes the topology down
 * again, whatever happened (TOPOLOGY_KEEP=1 leaves it up to look at). Exit code: the driver's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exitWith } from '../cli';
import { CLIENT, DIR, LOGS, ROOT } from './plan';
import { down, up } from './topology';

async function main(): Promise<number> {
  const started = Date.now();
  await down();
  let code = 1;
  try {
    await up();
    const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const driver = path.join(ROOT, 'tools/topology/driver.ts');
    const r = spawnSync('ip', ['netns', 'exec', CLIENT.ns, process.execPath, tsx, driver], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    code = r.status ?? 1;
  } finally {
    // A failed run's logs outlive `down`, to be read afterwards.
    if (code !== 0 && fs.existsSync(LOGS)) {
      const kept = `${DIR}-logs-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.cpSync(LOGS, kept, { recursive: true });
      console.log(`The hosts' logs are kept in ${kept}`);
    }
    if (process.env.TOPOLOGY_KEEP === '1')
      console.log('TOPOLOGY_KEEP=1: left up (npm run topology -- down removes it).');
    else await down();
  }
  console.log(`topology:test took ${Math.round((Date.now() - started) / 1000)} s in all`);
  return code;
}

exitWith(main());
