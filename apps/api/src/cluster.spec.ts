import http from 'node:http';
import net from 'node:net';
import { connectionsToShed, pickWorker, serveHandedConnections } from './cluster';

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

// A process that joins late gets its share of the keep-alive connections opened before it was ready.
describe('connectionsToShed', () => {
  it('keeps the oldest share and lets the rest go', () => {
    expect(connectionsToShed([1, 2, 3, 4, 5, 6], 2)).toEqual([4, 5, 6]);
    expect(connectionsToShed([1, 2, 3, 4, 5], 2)).toEqual([4, 5]);
    expect(connectionsToShed([1, 2, 3, 4, 5, 6], 3)).toEqual([3, 4, 5, 6]);
    expect(connectionsToShed([1], 2)).toEqual([]);
    expect(connectionsToShed([1, 2], 1)).toEqual([]);
  });
});

describe('serveHandedConnections', () => {
  let front: net.Server;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    serveHandedConnections(server);
    // Stands in for the primary: each new connection, unread, handed to this process as a message.
    front = net.createServer({ pauseOnConnect: true }, (socket) => {
      process.emit('message' as never, { fp: 'conn' } as never, socket as never);
    });
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
    port = (front.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => front.close(r));
  });

  const round = (agent: http.Agent, n: number) =>
    Promise.all(
      Array.from(
        { length: n },
        () =>
          new Promise<string | undefined>((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port, agent, path: '/' }, (res) => {
                res.resume();
                res.on('end', () => resolve(res.headers.connection));
              })
              .on('error', reject);
          }),
      ),
    );

  it("turns Nagle's algorithm off on a handed connection, as Node's server does on those it accepts", async () => {
    // Left on, an answer written in parts (compressed as it is written, a file) waits ~40 ms for the
    // client's delayed ACK of its first part: bench:search, 2 processes, a browser's Accept-Encoding.
    const calls: { localPort: number | undefined; value: boolean | undefined }[] = [];
    const setNoDelay = net.Socket.prototype.setNoDelay;
    const noDelay = jest.spyOn(net.Socket.prototype, 'setNoDelay').mockImplementation(function (
      this: net.Socket,
      value?: boolean,
    ) {
      calls.push({ localPort: this.localPort, value });
      return setNoDelay.call(this, value);
    });
    try {
      const agent = new http.Agent({ keepAlive: false });
      await round(agent, 1);
      // The server's side of the connection (the client's side has the port as its remote one).
      expect(calls.filter((c) => c.localPort === port)).toEqual([{ localPort: port, value: true }]);
      agent.destroy();
    } finally {
      noDelay.mockRestore();
    }
  });

  it('answers keep-alive until told another process shares the load, then closes half at their next answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    expect(await round(agent, 6)).toEqual(Array(6).fill('keep-alive'));
    process.emit('message' as never, { fp: 'shed', workers: 2 } as never);
    const answers = await round(agent, 6);
    expect(answers.filter((c) => c === 'close')).toHaveLength(3);
    expect(answers.filter((c) => c === 'keep-alive')).toHaveLength(3);
    agent.destroy();
  });
});
