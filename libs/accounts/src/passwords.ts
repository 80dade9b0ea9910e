/**
 * Password hashing with node:crypto scrypt and a per-user random salt. The stored string names its
 * algorithm, version and cost, so the cost can be raised later and old hashes still verify (and are
 * re-hashed at the next sign-in, see needsRehash):
 *
 *   scrypt$1$<N>$<r>$<p>$<salt, base64url>$<hash, base64url>
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** Cost: 2^15 iterations × r 8 uses 32 MiB and about 50-100 ms per hash on a small server. */
export const SCRYPT_COST = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const VERSION = '1';

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_COST;
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', VERSION, N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 7 || parts[0] !== 'scrypt' || parts[1] !== VERSION) return null;
  const [N, r, p] = parts.slice(2, 5).map(Number);
  if (!N || !r || !p || N > 1 << 20 || r > 32 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(parts[5]!, 'base64url'), hash: Buffer.from(parts[6]!, 'base64url') };
}

/** Constant-time comparison; false for a malformed or missing stored hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Spend the same time as a real check, so the answer time does not tell whether an account exists.
    await scrypt(password, DUMMY_SALT, KEY_LENGTH, {
      ...SCRYPT_COST,
      maxmem: maxmem(SCRYPT_COST.N, SCRYPT_COST.r),
    });
    return false;
  }
  const { N, r, p, salt, hash } = parsed;
  const candidate = await scrypt(password, salt, hash.length, { N, r, p, maxmem: maxmem(N, r) });
  return candidate.length === hash.length && timingSafeEqual(candidate, hash);
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

/** True when a stored hash uses an older format or a lower cost than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < SCRYPT_COST.N || parsed.r < SCRYPT_COST.r || parsed.p < SCRYPT_COST.p;
}
