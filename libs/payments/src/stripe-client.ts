import type Stripe from 'stripe';

/**
 * The Stripe SDK client. STRIPE_API_BASE (tests only) points it at a local server that answers like
 * Stripe's API; the SDK itself, its request encoding and its error types are the real ones.
 *
 * The SDK (some 560 modules, ~5 MB of a process's memory) is loaded on the first call, not when the API
 * starts: most processes serve searches and never take a payment (docs/benchmarks/api-build.md, RSS).
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const StripeSdk = require('stripe') as typeof Stripe;
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
