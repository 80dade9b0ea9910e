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

/*
 * The affiliate code is called a "referral code" in our code, because "reference" also means the
 * catalogue's reference data. The names that others already rely on keep the spec's word: the column
 * app_user.reference (UserEntity.reference), the session key 'reference', the URL parameter ?reference=,
 * and the API fields Token.reference, Referral.reference and rememberReference(reference:).
 */
const REFERRAL_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (i, l, o, 0, 1)

/** A short random referral (affiliate) code, e.g. "k7q2mzx9hd" (10 characters, about 49 bits). */
export function newReferralCode(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += REFERRAL_CODE_ALPHABET[b % REFERRAL_CODE_ALPHABET.length];
  return out;
}

/** A referral code as it may appear in ?reference=: letters, digits, - and _, 3 to 40 characters. */
export const isReferralCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{3,40}$/.test(value);
