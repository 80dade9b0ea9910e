// Preloaded (node --require) into the bill reader by its test, in the process and in every worker thread
// it starts: any attempt to reach the network (fetch, a socket, a DNS look-up) fails loudly and is reported
// on stderr as "NETWORK:", so a reading that fetched anything (a model, a core) cannot pass.
const net = require('node:net');
const dns = require('node:dns');

function refuse(what) {
  process.stderr.write(`NETWORK: ${what}\n`);
  throw new Error(`network access refused in the bill reader's test: ${what}`);
}

globalThis.fetch = async (url) => refuse(`fetch ${String(url && url.url ? url.url : url)}`);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guarded(...args) {
  // A Unix socket is a file on this machine, not the network (tsx's loader opens one to its parent).
  const to = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (
    (to && typeof to === 'object' && typeof to.path === 'string') ||
    (typeof to === 'string' && isNaN(Number(to)))
  )
    return connect.apply(this, args);
  refuse(`socket ${JSON.stringify(args[0])}`);
};
dns.lookup = (host) => refuse(`dns ${host}`);
