import Stripe from 'stripe';

/**
 * The Stripe SDK client. STRIPE_API_BASE (tests only) points it at a local server that answers like
 * Stripe's API; the SDK itself, its request encoding and its error types are the real ones.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
