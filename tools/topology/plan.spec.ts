import { haproxyConfig } from './haproxy';
import { APIS, HOSTS, SUBNET, apiEnv } from './plan';

describe('the topology layout', () => {
  it('gives every host its own namespace, address on the subnet and a veth name Linux accepts', () => {
    expect(new Set(HOSTS.map((h) => h.ns)).size).toBe(HOSTS.length);
    expect(new Set(HOSTS.map((h) => h.ip)).size).toBe(HOSTS.length);
    for (const h of HOSTS) {
      expect(h.ns).toMatch(/^fp-/);
      expect(h.ip.startsWith(`${SUBNET}.`)).toBe(true);
      // IFNAMSIZ: 15 characters and the terminating zero.
      expect(h.veth.length).toBeLessThanOrEqual(15);
    }
  });

  it('runs every API host with the same settings but its own address and disk', () => {
    const [a, b] = APIS.map(apiEnv);
    const differing = Object.keys(a).filter((k) => a[k] !== b[k]);
    expect(differing.sort()).toEqual(['FILES_DIR', 'HOST']);
    expect(a.DATABASE_URL).toContain(`${SUBNET}.21`);
  });

  it('balances over every API host, health-checked on /readyz, down after two failures', () => {
    const cfg = haproxyConfig();
    for (const h of APIS) expect(cfg).toContain(`${h.ip}:3000 check`);
    expect(cfg).toMatch(/http-check send meth GET uri \/readyz/);
    expect(cfg).toMatch(/inter 1s .*fall 2 rise 2/);
  });
});
