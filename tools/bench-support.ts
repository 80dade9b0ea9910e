/** Helpers shared by the bench scripts. */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';

/** Resolves with the child once its /readyz answers 200 on the port; rejects if it exits or takes 120 s. */
export function waitUntilReady<T extends ChildProcess>(child: T, port: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve(child);
        else setTimeout(poll, 300);
      });
      req.on('error', () => {
        if (child.exitCode !== null) reject(new Error(`the API exited with code ${child.exitCode}`));
        else if (Date.now() > deadline) reject(new Error('the API did not become ready in 120 s'));
        else setTimeout(poll, 300);
      });
    };
    poll();
  });
}
