/** The balancer: its configuration, and what its runtime socket says about the API servers. */
import net from 'node:net';
import { APIS, API_PORT, BALANCER, HAPROXY_SOCKET, apiName } from './plan';

/**
 * HAProxy in front of the API hosts. Health: GET /readyz every second (every half second while a server is
 * changing state), two failures mark a server down, two successes up. A request whose connection to a
 * server fails is sent to another (`retries`, `option redispatch`); one that reached a server is never
 * sent twice, so a save is not repeated behind the client's back.
 */
export function haproxyConfig(): string {
  const servers = APIS.map((h) => `  server ${apiName(h)} ${h.ip}:${API_PORT} check`).join('\n');
  return `global
  stats socket ${HAPROXY_SOCKET} mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option forwardfor
  option redispatch
  retries 2
  timeout connect 2s
  timeout http-request 15s
  timeout client 120s
  timeout server 120s

frontend site
  bind ${BALANCER.ip}:80
  default_backend api

backend api
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2
${servers}
`;
}

/** One command on the balancer's runtime socket, answered as text. */
export function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(HAPROXY_SOCKET);
    let out = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (d: string) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

export interface ServerStat {
  name: string;
  /** UP, DOWN, "UP 1/2" (going down), ... */
  status: string;
  /** Requests (sessions) sent to it since the start. */
  total: number;
}

/** The API servers as the balancer sees them. */
export async function serverStats(): Promise<ServerStat[]> {
  const csv = await haproxyCommand('show stat');
  const lines = csv.split('\n').filter(Boolean);
  const head = lines[0].replace(/^# /, '').split(',');
  const col = (name: string) => head.indexOf(name);
  return lines
    .slice(1)
    .map((l) => l.split(','))
    .filter((f) => f[col('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(f[col('svname')]))
    .map((f) => ({ name: f[col('svname')], status: f[col('status')], total: Number(f[col('stot')]) }));
}
