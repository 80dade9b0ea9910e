/**
 * bench:search's figures: what one phase measured (latencies, and where the machine's CPU went while it
 * ran) and the report printed at the end.
 *
 * The load generator runs on the machine it measures: on two cores, the bench process (autocannon and
 * its checks of every answer) takes CPU the API could have used, and with two API processes the three
 * share two cores. So each phase also says how busy the machine was (/proc/stat, every core), how much
 * CPU the API's processes spent per answer, and how much the bench process spent per answer: a phase at
 * ~100 % busy is bounded by the machine, and the API's share of it is what a faster API could gain.
 */
import fs from 'node:fs';
import os from 'node:os';
import { cpuUsOf } from './bench-support';

const log = (msg: string) => process.stdout.write(`${msg}\n`);
export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** What one phase measured. */
export interface PhaseStats {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  load: string;
  cpu: PhaseCpu;
}

/** Where the CPU went during a phase. */
export interface PhaseCpu {
  /** Every core's busy time over the phase's wall time, in % of the machine (100: every core busy). */
  machineBusy: number;
  /** The API processes' CPU time per request, µs (NaN: no API in the phase). */
  apiUs: number;
  /** The bench process's own CPU time per request (the load generator and its checks), µs. */
  clientUs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Busy and total jiffies of every core together (Linux /proc/stat); zeros elsewhere. */
function machineTicks(): { busy: number; total: number } {
  if (!fs.existsSync('/proc/stat')) return { busy: 0, total: 0 };
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}

/** Starts measuring the CPU of the machine, of this process and of `pids`; `end(requests)` reads it. */
export function cpuMeter(pids: readonly number[]): { end: (requests: number) => PhaseCpu } {
  const machine = machineTicks();
  const self = process.cpuUsage();
  const api = pids.map(cpuUsOf);
  return {
    end: (requests) => {
      const m = machineTicks();
      const own = process.cpuUsage(self);
      const spent = pids.reduce((sum, pid, i) => sum + cpuUsOf(pid) - api[i], 0);
      const n = Math.max(1, requests);
      const total = m.total - machine.total;
      return {
        machineBusy: total > 0 ? ((m.busy - machine.busy) / total) * 100 : NaN,
        apiUs: pids.length ? spent / n : NaN,
        clientUs: (own.user + own.system) / n,
      };
    },
  };
}

export function stats(latencies: number[], seconds: number, errors: number, cpu: PhaseCpu): PhaseStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    load: load(),
    cpu,
  };
}

export interface DbReport {
  kind: string;
  rows: { label: string; run: PhaseStats }[];
  repeat: number;
  indexBytes: number;
  heapBytes: number;
  rssReady: number;
  rssAfter: number;
  /** With several API processes: their RSS together after the phases, and each one's CPU share. */
  cluster?: { count: number; rss: number; shares: string };
}

export function printReport(r: DbReport): void {
  const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
  log(
    `\n${r.kind}: read model ${mb(r.indexBytes)} (it keeps ${mb(r.heapBytes)} with its objects, after full collections);`,
  );
  log(`  API RSS ${mb(r.rssReady)} once ready, ${mb(r.rssAfter)} after the phases;`);
  if (r.cluster)
    log(
      `  ${r.cluster.count} API processes: RSS ${mb(r.cluster.rss)} together after their phases; CPU shares ${r.cluster.shares}`,
    );
  log(`  repeated searches (the most the search cache could answer): ${(r.repeat * 100).toFixed(2)} %`);
  log(
    `${'what'.padEnd(38)}${'requests'.padStart(9)}${'errors'.padStart(7)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p90 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'busy %'.padStart(8)}${'API µs'.padStart(8)}${'bench µs'.padStart(9)}  load 1/5/15`,
  );
  const us = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
  for (const { label, run: s } of r.rows)
    log(
      `${label.padEnd(38)}${String(s.requests).padStart(9)}${String(s.errors).padStart(7)}${s.perSecond.toFixed(0).padStart(8)}${s.p50.toFixed(2).padStart(9)}${s.p90.toFixed(2).padStart(9)}${s.p99.toFixed(2).padStart(9)}${s.max.toFixed(2).padStart(9)}${us(s.cpu.machineBusy).padStart(8)}${us(s.cpu.apiUs).padStart(8)}${us(s.cpu.clientUs).padStart(9)}  ${s.load}`,
    );
  log(
    `  busy %: every core of the machine over the phase; API µs and bench µs: CPU time per answer of the API's processes and of this process (the load generator, or the raw SQL's client)`,
  );
  const per = r.rows.map((x) => x.run.perSecond);
  const [cold, gql, rest] = per;
  const raw = per[per.length - 1];
  log(
    `  against the raw SQL: GraphQL ${(gql / raw).toFixed(2)}x, REST ${(rest / raw).toFixed(2)}x; cold/warm GraphQL ${(cold / gql).toFixed(2)}`,
  );
  if (r.cluster)
    log(
      `  ${r.cluster.count} processes against the raw SQL: GraphQL ${(per[3] / raw).toFixed(2)}x, REST ${(per[4] / raw).toFixed(2)}x`,
    );
}
