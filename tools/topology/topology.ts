/**
 * Starting, stopping and describing the topology. `up` builds what is stale (as `npm start` does), then:
 * a bridge and one network namespace per host with a veth pair to it; the PostgreSQL primary (initdb) and
 * its streaming replica (pg_basebackup -R), run as the `postgres` user; the S3-compatible store (s3rver);
 * the three API hosts, the first alone (it migrates and seeds the empty database), then the other two; and
 * HAProxy in front. `down` ends every process in those namespaces, removes them, the bridge and the folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiCommand } from '../api-node.mjs';
import { haproxyConfig, serverStats } from './haproxy';
import {
  APIS,
  BALANCER,
  BRIDGE,
  CLIENT,
  DIR,
  HOSTS,
  LOGS,
  PG_BIN,
  PG_DB,
  PG_PRIMARY,
  PG_REPLICA,
  ROOT,
  S3,
  S3_BUCKET,
  S3_ENDPOINT,
  SITE_URL,
  SUBNET,
  apiDir,
  apiEnv,
  apiName,
  pgDataDir,
  type Host,
} from './plan';
import { cmdline, inNs, namespaces, pidsIn, run, sleep, startInNs, waitFor } from './sh';

/** Marks the folder as the topology's, so `down` never removes a folder it did not make. */
const MARK = path.join(DIR, '.fp-topology');

/** Whether a URL answers 2xx from the client namespace (so over the namespaces' network only). */
export function answersFromClient(url: string): boolean {
  const probe = `fetch(${JSON.stringify(url)},{signal:AbortSignal.timeout(2000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`;
  return inNs(CLIENT.ns, [process.execPath, '-e', probe], { check: false }).status === 0;
}

function network() {
  run('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  run('ip', ['link', 'set', BRIDGE, 'up']);
  for (const h of HOSTS) {
    run('ip', ['netns', 'add', h.ns]);
    run('ip', ['link', 'add', h.veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', h.ns]);
    run('ip', ['link', 'set', h.veth, 'master', BRIDGE, 'up']);
    run('ip', ['-n', h.ns, 'addr', 'add', `${h.ip}/24`, 'dev', 'eth0']);
    run('ip', ['-n', h.ns, 'link', 'set', 'eth0', 'up']);
    run('ip', ['-n', h.ns, 'link', 'set', 'lo', 'up']);
  }
}

/** pg_ctl as the postgres user, in the server's namespace; its log is logs/<namespace>.log. */
export function pgCtl(h: Host, ...args: string[]) {
  const log = path.join(LOGS, `${h.ns}.log`);
  if (!fs.existsSync(log)) {
    fs.writeFileSync(log, '');
    run('chown', ['postgres:postgres', log]);
  }
  return inNs(h.ns, [`${PG_BIN}/pg_ctl`, '-D', pgDataDir(h), '-l', log, ...args], { user: 'postgres' });
}

/** The server's Unix socket folder, outside its data folder (a base backup would copy the socket's lock). */
function socketDir(h: Host): string {
  const dir = `${pgDataDir(h)}-socket`;
  fs.mkdirSync(dir, { recursive: true });
  run('chown', ['postgres:postgres', dir]);
  return dir;
}

/** Settings each server gets on top of initdb's (the replica's copy is then pointed at its own address). */
function pgSettings(h: Host): string {
  return [
    '',
    `# tools/topology`,
    `listen_addresses = '${h.ip}'`,
    `unix_socket_directories = '${socketDir(h)}'`,
    `shared_buffers = 64MB`,
    `max_connections = 100`,
    `wal_keep_size = 256MB`,
    '',
  ].join('\n');
}

function postgres() {
  const primary = pgDataDir(PG_PRIMARY);
  fs.mkdirSync(primary, { mode: 0o700 });
  run('chown', ['postgres:postgres', primary]);
  inNs(
    PG_PRIMARY.ns,
    [`${PG_BIN}/initdb`, '-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
    {
      user: 'postgres',
    },
  );
  fs.appendFileSync(path.join(primary, 'postgresql.conf'), pgSettings(PG_PRIMARY));
  // Trust on the topology's own subnet only: nothing outside the namespaces can reach these addresses.
  fs.appendFileSync(
    path.join(primary, 'pg_hba.conf'),
    `host all all ${SUBNET}.0/24 trust\nhost replication all ${SUBNET}.0/24 trust\n`,
  );
  pgCtl(PG_PRIMARY, '-w', 'start');
  inNs(PG_PRIMARY.ns, [`${PG_BIN}/createdb`, '-h', PG_PRIMARY.ip, '-U', 'postgres', PG_DB], {
    user: 'postgres',
  });

  // The replica: a base backup of the primary taken over the network, with -R writing standby.signal and
  // primary_conninfo, so it starts as a streaming standby.
  const replica = pgDataDir(PG_REPLICA);
  fs.mkdirSync(replica, { mode: 0o700 });
  run('chown', ['postgres:postgres', replica]);
  inNs(
    PG_REPLICA.ns,
    [
      `${PG_BIN}/pg_basebackup`,
      '-h',
      PG_PRIMARY.ip,
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { user: 'postgres' },
  );
  fs.appendFileSync(path.join(replica, 'postgresql.conf'), pgSettings(PG_REPLICA));
  pgCtl(PG_REPLICA, '-w', 'start');
}

function objectStore() {
  const dir = path.join(DIR, 's3');
  fs.mkdirSync(dir);
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const script = path.join(ROOT, 'tools/topology/s3-host.ts');
  startInNs(S3.ns, S3.ns, [process.execPath, tsx, script, S3.ip, '9000', dir, S3_BUCKET], {}, ROOT);
}

function startApi(h: Host) {
  const dir = apiDir(h);
  fs.mkdirSync(dir, { recursive: true });
  startInNs(h.ns, h.ns, [process.execPath, ...apiCommand(ROOT)], apiEnv(h), dir);
}

function balancer() {
  const cfg = path.join(DIR, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig());
  startInNs(BALANCER.ns, BALANCER.ns, ['haproxy', '-f', cfg, '-db']);
}

/** The builds `npm start` would run (tools/start.mjs): the web app the hosts serve and the API they run. */
function buildIfStale() {
  const script =
    "const w = await import('./tools/build-web.mjs'); const a = await import('./tools/build-api.mjs');" +
    'process.exit(w.buildIfStale() || (await a.buildApiIfStale()));';
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('The build failed (see above).');
}

function checkTools() {
  for (const [file, what] of [
    ['/usr/sbin/haproxy', 'HAProxy (apt-get install -y haproxy)'],
    [`${PG_BIN}/pg_basebackup`, 'PostgreSQL 15 (apt-get install -y postgresql-15)'],
  ] as const)
    if (!fs.existsSync(file)) throw new Error(`${what} is needed: ${file} is missing.`);
}

export async function up(): Promise<void> {
  if (namespaces().has(BALANCER.ns) || fs.existsSync(MARK))
    throw new Error(
      'The topology is already up (or was not taken down): run `npm run topology -- down` first.',
    );
  checkTools();
  buildIfStale();
  fs.mkdirSync(LOGS, { recursive: true });
  fs.writeFileSync(MARK, 'made by tools/topology; `npm run topology -- down` removes this folder\n');
  const started = Date.now();
  const step = (what: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

  network();
  step(`network: bridge ${BRIDGE}, ${HOSTS.length} namespaces on ${SUBNET}.0/24`);
  postgres();
  step(`PostgreSQL primary ${PG_PRIMARY.ip}, streaming replica ${PG_REPLICA.ip}`);
  objectStore();
  await waitFor('the object store', () => answersFromClient(`${S3_ENDPOINT}/${S3_BUCKET}?list-type=2`));
  step(`object store (s3rver) ${S3_ENDPOINT}`);
  balancer();
  // The first host migrates and seeds the empty database; the others start on what it made.
  const [first, ...rest] = APIS;
  startApi(first);
  await waitFor(`API host ${first.ns}`, () => answersFromClient(`http://${first.ip}:3000/readyz`), 180_000);
  step(`API host ${apiName(first)} ${first.ip} (migrated, seeded)`);
  rest.forEach(startApi);
  for (const h of rest)
    await waitFor(`API host ${h.ns}`, () => answersFromClient(`http://${h.ip}:3000/readyz`), 180_000);
  step(`API hosts ${rest.map(apiName).join(', ')}`);
  await waitFor('the balancer', async () => (await serverStats()).every((s) => s.status === 'UP'), 30_000);
  step(`HAProxy ${SITE_URL}: ${APIS.length} servers UP`);
  console.log(`Up. From the client namespace: ip netns exec ${CLIENT.ns} curl ${SITE_URL}/readyz`);
}

/** Ends every process in the topology's namespaces (the databases with a fast shutdown), then removes them. */
export async function down(): Promise<void> {
  const present = namespaces();
  for (const h of [...HOSTS].reverse()) {
    if (!present.has(h.ns)) continue;
    const pids = pidsIn(h.ns);
    // SIGINT is PostgreSQL's fast shutdown; the other processes stop on SIGTERM.
    const signal = h.role.startsWith('pg') ? 'SIGINT' : 'SIGTERM';
    for (const pid of pids) killQuietly(pid, signal);
    for (let i = 0; i < 40 && pidsIn(h.ns).length > 0; i++) await sleep(250);
    for (const pid of pidsIn(h.ns)) killQuietly(pid, 'SIGKILL');
    for (let i = 0; i < 20 && pidsIn(h.ns).length > 0; i++) await sleep(100);
    run('ip', ['netns', 'del', h.ns], { check: false });
  }
  for (const h of HOSTS) run('ip', ['link', 'del', h.veth], { check: false });
  run('ip', ['link', 'del', BRIDGE], { check: false });
  if (fs.existsSync(MARK) || !fs.existsSync(DIR)) fs.rmSync(DIR, { recursive: true, force: true });
  else console.log(`${DIR} was not made by the topology; left as it is.`);
  console.log('Down: no topology namespace, process or folder is left.');
}

function killQuietly(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // gone already
  }
}

export async function status(): Promise<number> {
  const present = namespaces();
  let missing = 0;
  for (const h of HOSTS) {
    if (!present.has(h.ns)) {
      missing++;
      console.log(`${h.ns.padEnd(10)} ${h.ip.padEnd(12)} ${h.role.padEnd(11)} absent`);
      continue;
    }
    // Processes by program, e.g. "postgres x7 (first 14427)".
    const byProgram = new Map<string, number[]>();
    for (const p of pidsIn(h.ns)) {
      const program = path.basename(cmdline(p).split(' ')[0] ?? '').replace(/:$/, '');
      byProgram.set(program, [...(byProgram.get(program) ?? []), p]);
    }
    const procs = [...byProgram].map(
      ([prog, pids]) => `${prog}${pids.length > 1 ? ` x${pids.length}` : ''} (pid ${pids[0]})`,
    );
    console.log(
      `${h.ns.padEnd(10)} ${h.ip.padEnd(12)} ${h.role.padEnd(11)} ${procs.join(', ') || 'no process'}`,
    );
  }
  if (missing === HOSTS.length) {
    console.log('The topology is down.');
    return 1;
  }
  const stats = await serverStats().catch(() => null);
  console.log(
    stats
      ? `balancer: ${stats.map((s) => `${s.name} ${s.status} (${s.total} requests)`).join(', ')}`
      : 'balancer: not answering on its socket',
  );
  const repl = inNs(
    PG_PRIMARY.ns,
    [
      `${PG_BIN}/psql`,
      '-h',
      PG_PRIMARY.ip,
      '-U',
      'postgres',
      '-d',
      PG_DB,
      '-Atc',
      `SELECT client_addr || ' ' || state || ' replay lag ' || coalesce(replay_lag::text, '0') FROM pg_stat_replication`,
    ],
    { user: 'postgres', check: false },
  );
  console.log(`replication: ${repl.stdout.trim() || repl.stderr.trim() || 'no standby connected'}`);
  return missing === 0 ? 0 : 1;
}
