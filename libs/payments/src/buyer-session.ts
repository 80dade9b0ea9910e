/**
 * The browser that started a checkout: a random nonce kept in its session, of which the payment row keeps
 * only the SHA-256 (payment.buyer_hash). A checkout id alone grants nothing; this binding does.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The part of a browser session the checkout binding uses. */
export interface BuyerSession {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const BUYER_SESSION_KEY = 'buyer_nonce';

/** The session's random buyer nonce, made when first needed (at checkout); it never leaves the server. */
export function buyerNonce(session: BuyerSession): string {
  const existing = session.get<string>(BUYER_SESSION_KEY);
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  const nonce = randomBytes(32).toString('base64url');
  session.set(BUYER_SESSION_KEY, nonce);
  return nonce;
}

/** The session's buyer nonce if it has one (never creates it). */
export function existingBuyerNonce(session: BuyerSession): string | null {
  const existing = session.get<string>(BUYER_SESSION_KEY);
  return typeof existing === 'string' && existing.length >= 32 ? existing : null;
}

/** What the payment row keeps of a nonce (null without one). */
export const buyerHash = (nonce: string | null | undefined): string | null =>
  nonce ? createHash('sha256').update(`buyer|${nonce}`).digest('hex') : null;
