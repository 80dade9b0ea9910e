/** Running commands for the topology: plain ones, inside a namespace, and long-lived ones left running. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOGS } from './plan';

export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; `check` (default) throws with its output when it fails. */
export function run(cmd: string, args: string[], { check = true } = {}): RunResult {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  const result = { status: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
  if (check && result.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}): ${(result.stderr || result.stdout).trim()}`,
    );
  return result;
}

/** A command run inside a network namespace (optionally as another user, with runuser). */
export function inNs(
  ns: string,
  cmd: string[],
  { user, check = true }: { user?: string; check?: boolean } = {},
) {
  const argv = user ? ['runuser', '-u', user, '--', ...cmd] : cmd;
  return run('ip', ['netns', 'exec', ns, ...argv], { check });
}

/**
 * Starts a long-lived process inside a namespace, detached from this one, its output appended to
 * logs/<name>.log; answers its pid (`ip netns exec` execs the command, so the pid is the command's).
 */
export function startInNs(
  ns: string,
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
  cwd?: string,
) {
  fs.mkdirSync(LOGS, { recursive: true });
  const log = fs.openSync(path.join(LOGS, `${name}.log`), 'a');
  const child = spawn('ip', ['netns', 'exec', ns, ...cmd], {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
    cwd,
  });
  fs.closeSync(log);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${name}`);
  return child.pid;
}

/** The namespaces that exist now. */
export function namespaces(): Set<string> {
  const out = run('ip', ['netns', 'list'], { check: false }).stdout;
  return new Set(
    out
      .split('\n')
      .map((l) => l.split(' ')[0])
      .filter(Boolean),
  );
}

/** Every process whose network namespace is `ns`. */
export function pidsIn(ns: string): number[] {
  const out = run('ip', ['netns', 'pids', ns], { check: false }).stdout;
  return out
    .split('\n')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The command line of a process, or '' when it is gone. */
export function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `ready` until it answers true, or throws after `timeoutMs` naming `what`. */
export async function waitFor(what: string, ready: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await Promise.resolve(ready()).catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s (logs in ${LOGS})`);
}
