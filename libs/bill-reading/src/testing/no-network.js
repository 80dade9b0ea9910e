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
net.Socket.prototype.connect = function connect(...args) {
  refuse(`socket ${JSON.stringify(args[0])}`);
};
dns.lookup = (host) => refuse(`dns ${host}`);
