import { cpuMeter } from './bench-search-report';

/** Spends `ms` of this process's CPU time (not of the clock: a busy machine may not give it the core). */
const spin = (ms: number) => {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + 1);
    const used = process.cpuUsage(start);
    if (used.user + used.system >= ms * 1000) return x;
  }
};

describe('bench:search cpuMeter', () => {
  it('charges the CPU this process spent to the bench, per request', () => {
    const meter = cpuMeter([]);
    spin(120);
    const cpu = meter.end(10);
    // 120 ms of CPU over 10 requests: about 12,000 µs each.
    expect(cpu.clientUs).toBeGreaterThan(8_000);
    expect(cpu.clientUs).toBeLessThan(40_000);
    expect(Number.isNaN(cpu.apiUs)).toBe(true);
    expect(cpu.machineBusy).toBeGreaterThan(0);
    expect(cpu.machineBusy).toBeLessThanOrEqual(100);
  });

  it("reads the given processes' CPU as the API's", () => {
    const meter = cpuMeter([process.pid]);
    spin(150);
    const cpu = meter.end(1);
    // /proc/<pid>/stat counts in 10 ms ticks: this process's 150 ms, within a tick or two.
    expect(cpu.apiUs).toBeGreaterThan(100_000);
    expect(cpu.apiUs).toBeLessThan(400_000);
  });
});
