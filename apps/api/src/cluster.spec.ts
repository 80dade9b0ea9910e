import { pickWorker } from './cluster';

// How the cluster's primary shares connections out (WEB_CONCURRENCY): to the ready process with the
// fewest open connections, in turn among equals, never waiting on a busy one (issue 42: Node's own round
// robin left one process with 77-88 % of the work under keep-alive connections).
describe('pickWorker', () => {
  const slots = (open: number[], ready = open.map(() => true)) =>
    open.map((o, i) => ({ open: o, ready: ready[i]! }));

  it('a burst of connections is shared evenly, whatever the processes are doing', () => {
    const s = slots([0, 0]);
    let last = -1;
    for (let n = 0; n < 50; n++) {
      last = pickWorker(s, last);
      s[last]!.open++;
    }
    expect(s.map((x) => x.open)).toEqual([25, 25]);
  });

  it('new connections go to the process that has fewest, e.g. a replaced one', () => {
    const s = slots([20, 0, 21]);
    let last = 0;
    for (let n = 0; n < 21; n++) {
      last = pickWorker(s, last);
      s[last]!.open++;
    }
    expect(s.map((x) => x.open)).toEqual([21, 20, 21]);
  });

  it('skips a process still starting, and answers -1 when none is ready', () => {
    expect(pickWorker(slots([5, 0], [true, false]), 0)).toBe(0);
    expect(pickWorker(slots([0, 0], [false, false]), -1)).toBe(-1);
  });

  it('takes turns among equals', () => {
    expect(pickWorker(slots([3, 3, 3]), 0)).toBe(1);
    expect(pickWorker(slots([3, 3, 3]), 2)).toBe(0);
  });
});
