/** This machine's names (URL.hostname keeps the brackets of an IPv6 address). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a checkout returns to: the host the visitor is on (`host`) when it is PUBLIC_URL's or one of
 * `returnHosts`, with PUBLIC_URL's scheme; otherwise PUBLIC_URL. When PUBLIC_URL is this machine
 * (localhost, 127.0.0.1, [::1]: a laptop), each of those names on its port is allowed too: a checkout
 * started on 127.0.0.1 returned to localhost, where the browser has no session, and showed an empty page
 * (issue 41). Loopback names only reach this machine, so they open nothing to another site.
 */
export function checkoutReturnBase(
  publicUrlText: string,
  returnHosts: readonly string[],
  host: string | null | undefined,
): string {
  const publicUrl = new URL(publicUrlText);
  const wanted = host?.trim().toLowerCase();
  if (!wanted) return publicUrlText;
  const allowed = new Set([publicUrl.host.toLowerCase(), ...returnHosts.map((h) => h.toLowerCase())]);
  if (LOOPBACK.has(publicUrl.hostname.toLowerCase())) {
    const port = publicUrl.port ? `:${publicUrl.port}` : '';
    for (const name of LOOPBACK) allowed.add(`${name}${port}`);
  }
  return allowed.has(wanted) ? `${publicUrl.protocol}//${wanted}` : publicUrlText;
}
