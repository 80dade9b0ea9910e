/**
 * One-time keys for e-mailed links (activation, password reset, sign-in link). The key travels only in
 * the link; the database keeps its SHA-256, so a leaked table cannot be turned into working links.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface NewKey {
  /** 32 random bytes, base64url: goes into the link. */
  key: string;
  /** SHA-256 of the key, hex: goes into auth_key.key_hash. */
  hash: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function newKey(): NewKey {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key) };
}

const REFERENCE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (i, l, o, 0, 1)

/** A short random affiliate code, e.g. "k7q2mzx9hd" (10 characters, about 49 bits). */
export function newReferenceCode(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return out;
}

/** A reference code as it may appear in ?reference=: letters, digits, - and _, 3 to 40 characters. */
export const isReferenceCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{3,40}$/.test(value);
