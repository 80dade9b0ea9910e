/**
 * `npm run topology -- up|down|status`: the site as it runs on several hosts, in Linux network namespaces
 * on this machine (docs/TOPOLOGY.md). Needs root (ip netns), HAProxy and PostgreSQL 15 from Debian.
 */
import { exitWith } from '../cli';
import { down, status, up } from './topology';

async function main(command: string | undefined): Promise<number> {
  if (command === 'up') return up().then(() => 0);
  if (command === 'down') return down().then(() => 0);
  if (command === 'status') return status();
  console.error('Usage: npm run topology -- up|down|status   (npm run topology:test runs the failover test)');
  return 2;
}

exitWith(main(process.argv[2]));
