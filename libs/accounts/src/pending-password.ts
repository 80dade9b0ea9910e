/**
 * A password typed at sign-up waits in the signing-up browser's session until the activation link is
 * opened in that same browser (issue 24): whoever has not proved the mailbox cannot choose its password.
 */

/** The part of a browser session that keeps a password typed at sign-up until its link is opened. */
export interface PendingPasswordStore {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const PENDING_PASSWORD_KEY = 'pending_password';

interface PendingPassword {
  email: string;
  hash: string;
}

/** The hash waiting in this session for `email` (already lower-cased), or null. */
export function pendingPasswordIn(session: PendingPasswordStore | undefined, email: string): string | null {
  const p = session?.get<PendingPassword>(PENDING_PASSWORD_KEY);
  return p && typeof p.hash === 'string' && p.email === email ? p.hash : null;
}

/** Keeps the hash of the password typed at sign-up in the signing-up browser's session. */
export function keepPendingPassword(session: PendingPasswordStore, email: string, hash: string): void {
  session.set(PENDING_PASSWORD_KEY, { email: email.trim().toLowerCase(), hash } satisfies PendingPassword);
}

/** Forgets the waiting password once a link was used in this session. */
export function dropPendingPassword(session: PendingPasswordStore | undefined): void {
  if (session?.get(PENDING_PASSWORD_KEY)) session.set(PENDING_PASSWORD_KEY, undefined);
}
