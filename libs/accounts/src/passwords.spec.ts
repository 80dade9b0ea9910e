import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { hashKey, isReferralCode, newKey, newReferralCode } from './keys';
import { isPassActive } from './pass';

// Each scrypt hash takes 32 MiB and ~0.1 s of a core: on a loaded machine (CI runs its test tiers side
// by side) the four of the first test can pass jest's default 5 s limit. A longer guard, not a check.
jest.setTimeout(30_000);

describe('password hashing', () => {
  it('stores a versioned scrypt string with a per-user salt, and verifies only the right password', async () => {
    const a = await hashPassword('Str0ng!pass');
    const b = await hashPassword('Str0ng!pass');
    expect(a).toMatch(/^scrypt\$1\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b); // different salts
    expect(await verifyPassword('Str0ng!pass', a)).toBe(true);
    expect(await verifyPassword('Str0ng!pasS', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('refuses a missing or malformed stored hash, and asks to re-hash weaker ones', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(needsRehash('scrypt$1$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
  });
});

describe('one-time keys and affiliate codes', () => {
  it('makes 32-byte base64url keys whose SHA-256 is what gets stored', () => {
    const { key, hash } = newKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newKey().key).not.toBe(key);
  });

  it('makes short codes and accepts only code-shaped references', () => {
    expect(newReferralCode()).toMatch(/^[a-z2-9]{10}$/);
    expect(isReferralCode('k7q2mzx9hd')).toBe(true);
    expect(isReferralCode('<script>')).toBe(false);
    expect(isReferralCode(42)).toBe(false);
  });
});

describe('the pass rule', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is on when set and not past its end; no end date means until the subscription ends', () => {
    expect(isPassActive({ passActive: true, passExpiresAt: null }, now)).toBe(true);
    expect(isPassActive({ passActive: true, passExpiresAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe(
      true,
    );
    expect(isPassActive({ passActive: true, passExpiresAt: new Date('2026-11-21T11:59:59Z') }, now)).toBe(
      false,
    );
    expect(isPassActive({ passActive: false, passExpiresAt: null }, now)).toBe(false);
  });
});
