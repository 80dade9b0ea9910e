import { pickWorker } from './cluster';

// How the cluster's primary shares connections out (WEB_CONCURRENCY): to the ready processes in strict
// turn, never waiting on a busy one (issue 42: Node's own round robin waits for a worker's acknowledgement,
// which left one process with 77-88 % of the work under keep-alive connections).
describe('pickWorker', () => {
  const ready = (...flags: boolean[]) => flags.map((r) => ({ ready: r }));

  it('a burst of connections is shared evenly, whatever the processes are doing', () => {
    const slots = ready(true, true);
    const got = [0, 0];
    let last = -1;
    for (let n = 0; n < 50; n++) {
      last = pickWorker(slots, last);
      got[last]!++;
    }
    expect(got).toEqual([25, 25]);
  });

  it('takes turns, skipping a process still starting (or being replaced)', () => {
    expect(pickWorker(ready(true, true, true), 0)).toBe(1);
    expect(pickWorker(ready(true, true, true), 2)).toBe(0);
    expect(pickWorker(ready(true, false, true), 0)).toBe(2);
    expect(pickWorker([{ ready: true }, undefined], 0)).toBe(0);
  });

  it('answers -1 when no process is ready (the connection waits)', () => {
    expect(pickWorker(ready(false, false), -1)).toBe(-1);
    expect(pickWorker([], -1)).toBe(-1);
  });
});
