/**
 * The e-mails that carry a one-time link (auth-keys.ts: a key stored hashed, used up atomically): account
 * activation, sign-in links, purchase confirmation. Each is written in the account's language (emailsIn)
 * and queued in the caller's transaction; the caller delivers the ids once it commits.
 */
import type { EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { AuthKeyKind, UserEntity } from '@fp/db';
import { emailsIn, type EmailContent } from '@fp/site-text';
import { MailService, type MailMessage } from '@fp/mail';
import { KEY_TTL_MS, authKeys } from './auth-keys';

export class LinkMail {
  constructor(
    private readonly mail: MailService,
    private readonly opts: { publicUrl: string; log: Logger },
  ) {}

  /**
   * E-mails the owner of `user`'s address the link that confirms a purchase held for it: a sign-in link
   * for an account with a password, else the link to choose one. Opening either proves the address, which
   * attaches the purchase (onAddressProven). Not throttled (see below). Returns the queued ids.
   */
  async purchaseConfirmation(user: UserEntity, em: EntityManager, planName: string): Promise<string[]> {
    const withPassword = Boolean(user.passwordHash && user.emailVerifiedAt);
    const kind = withPassword ? 'access' : 'activate';
    // Not throttled: anyone may ask links for an address, and five such requests an hour must not keep
    // a paid purchase from reaching its owner (this runs once per paid checkout only).
    const key = await this.issueKey(em, user.id, kind, KEY_TTL_MS[kind], { throttle: false });
    if (!key) return [];
    const link = withPassword
      ? this.linkUrl('/account/access', key, user.email)
      : this.setPasswordUrl(key, user.email);
    const content = emailsIn(user.language).confirmPurchase(link, planName, !withPassword);
    return [await this.queue(em, user.email, 'confirmPurchase', content)];
  }

  /** Queues an e-mail in the caller's transaction; deliver the ids after it commits. */
  queue(em: EntityManager, to: string, kind: string, content: EmailContent): Promise<string> {
    const msg: MailMessage = { to, kind, subject: content.subject, text: content.text, html: content.html };
    return this.mail.enqueue(msg, em);
  }

  setPasswordPath(key: string, email: string): string {
    return `/account/set/${key}/${encodeURIComponent(email)}`;
  }

  setPasswordUrl(key: string, email: string): string {
    return `${this.opts.publicUrl}${this.setPasswordPath(key, email)}`;
  }

  linkUrl(path: string, key: string, email: string): string {
    return `${this.opts.publicUrl}${path}?${new URLSearchParams({ key, email }).toString()}`;
  }

  /** The activation e-mail: its link confirms the address, or opens the set-password form. */
  async activation(
    user: UserEntity,
    em: EntityManager,
    opts: { confirmOnly?: boolean } = {},
  ): Promise<string[]> {
    const key = await this.issueKey(em, user.id, 'activate', KEY_TTL_MS.activate);
    if (!key) return [];
    // After a sign-up with a password the link only confirms the address (the password waits in the
    // signing-up browser's session); otherwise it opens the set-password form.
    const link = opts.confirmOnly
      ? this.linkUrl('/account/verify', key, user.email)
      : this.setPasswordUrl(key, user.email);
    return [await this.queue(em, user.email, 'activate', emailsIn(user.language).activate(link))];
  }

  /** The one-time sign-in link. */
  async accessLink(user: UserEntity, em: EntityManager): Promise<string[]> {
    const key = await this.issueKey(em, user.id, 'access', KEY_TTL_MS.access);
    if (!key) return [];
    const link = this.linkUrl('/account/access', key, user.email);
    return [await this.queue(em, user.email, 'access', emailsIn(user.language).access(link))];
  }

  /**
   * Stores a new key's hash and returns the key; earlier unused keys of the same kind stop working.
   * Null when the account already received MAX_KEYS_PER_HOUR links of this kind in the last hour.
   */
  issueKey(
    em: EntityManager,
    userId: string,
    kind: AuthKeyKind,
    ttlMs: number,
    opts: { throttle?: boolean; newEmail?: string } = {},
  ): Promise<string | null> {
    return authKeys.issue(em, userId, kind, ttlMs, { ...opts, log: this.opts.log });
  }
}
