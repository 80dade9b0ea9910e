/**
 * Accounts: sign-up, e-mail verification, passwords, sign-in (password or one-time link), the token the
 * screens decide access with, the free allowance, the affiliate address form, the contact form and
 * access requests.
 *
 * Keys: every e-mailed link carries a one-time key (auth-keys.ts: stored hashed, used up atomically).
 *
 * Privacy: the answers to reset, resend, sign-in link and sign-up are the same whether or not an account
 * exists; only the e-mail that may follow differs.
 *
 * Proof of the mailbox (issue 24): nothing chosen before the owner of an address has opened a link sent
 * there survives that proof. A password typed at sign-up stays in the signing-up browser's session
 * (PendingPasswordStore) and is set only when the activation link is opened in that same browser; the
 * first proof of an address drops any password set before it. A key works only while the account still
 * has the address it was mailed to, and a new password or address ends every outstanding key.
 */
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity, type AuthKeyKind } from '@fp/db';
import { emailsIn, thankYouIn, type EmailContent } from '@fp/site-text';
import {
  DomainError,
  accessLinkSchema,
  addressSchema,
  badInput,
  keyLinkSchema,
  logInSchema,
  resendSchema,
  resetSchema,
  setPasswordSchema,
  signUpSchema,
  unauthenticated,
  validateInput,
  type AddressFormInput,
  type EmailOnlyInput,
  type KeyLinkInput,
  type LogInInput,
  type SetPasswordInput,
  type SignUpInput,
} from '@fp/domain';
import { MailService } from '@fp/mail';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { isReferralCode, newReferralCode } from './keys';
import { KEY_TTL_MS, authKeys } from './auth-keys';
import { isPassActive } from './pass';
import { users } from './users.repository';
import {
  dropPendingPassword,
  keepPendingPassword,
  pendingPasswordIn,
  type PendingPasswordStore,
} from './pending-password';
import { StaffMessages } from './staff-messages';
import { LinkMail } from './link-mail';
import {
  CHOOSE_PASSWORD_MESSAGE,
  KEY_INVALID_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NOT_ACTIVATED_MESSAGE,
  VERIFIED_WITHOUT_PASSWORD_MESSAGE,
} from './account-messages';

/** What the screens need to decide access (the spec's Token). */
export interface TokenView {
  email: string;
  reference: string;
  passActive: boolean;
  freeUsed: boolean;
}

/** An acknowledgement with the message to show. */
export interface Ack {
  ok: boolean;
  message: string;
}

export interface AccountsOptions {
  /** The site's address, for e-mailed links, e.g. "https://fairprice.example". */
  publicUrl: string;
  /** Where contact form messages and access requests go. */
  staffEmail: string;
  log: Logger;
}

type Q = Pick<EntityManager | DataSource, 'query'>;

/**
 * Called in the transaction where a link proved that `user` controls its address (the payments library
 * attaches purchases held for the address). Returns the ids of queued e-mails.
 */
export type AddressProvenListener = (
  em: EntityManager,
  user: { id: string; email: string },
) => Promise<string[]>;

export class AccountsService {
  private readonly addressProvenListeners: AddressProvenListener[] = [];
  private readonly staffMessages: StaffMessages;
  private readonly links: LinkMail;

  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly opts: AccountsOptions,
  ) {
    this.links = new LinkMail(mail, opts);
    this.staffMessages = new StaffMessages(db, opts.staffEmail, (em, to, kind, content) =>
      this.queue(em, to, kind, content),
    );
  }

  /** Runs `listener` whenever a link proves an account's address (see AddressProvenListener). */
  onAddressProven(listener: AddressProvenListener): void {
    this.addressProvenListeners.push(listener);
  }

  // ------------------------------------------------------------------------------------------ reading

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return users.findById(manager ?? this.db.manager, id);
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return users.findByEmail(manager ?? this.db.manager, email);
  }

  toToken(user: UserEntity): TokenView {
    return {
      email: user.email,
      reference: user.reference,
      passActive: isPassActive(user),
      freeUsed: user.freeUsed,
    };
  }

  /**
   * The signed-in user's token; null when nobody is signed in or the account is gone. Read-only: a pass
   * past its end date reads as inactive here (isPassActive); switching it off and telling its owner is
   * the housekeeping timer's job (expirePass), never a side effect of a query.
   */
  async token(userId: string | undefined): Promise<TokenView | null> {
    if (!userId) return null;
    const user = await this.findById(userId);
    return user ? this.toToken(user) : null;
  }

  /** The signed-in user, or UNAUTHENTICATED. */
  async requireUser(userId: string | undefined): Promise<UserEntity> {
    const user = userId ? await this.findById(userId) : null;
    if (!user) throw unauthenticated();
    return user;
  }

  // ------------------------------------------------------------------------------------------ sign-up

  /**
   * Creates an account and e-mails its activation link. With a password (welcome page) the link only
   * verifies the address; without one it opens the set-password form. For an address that already has an
   * account the answer is the same: an unverified account gets a new activation link, a verified one a
   * one-time sign-in link. `referralCode` is the affiliate code saved in the session.
   */
  async signUp(
    input: unknown,
    referralCode?: unknown,
    session?: PendingPasswordStore,
    language?: string,
  ): Promise<Ack> {
    const { email, password } = validateInput<SignUpInput>(signUpSchema, input);
    // Whoever typed this password has not proved the address yet: it waits in their own session.
    const passwordHash = password && session ? await hashPassword(password) : null;
    const queued = await this.db.transaction(async (em) => {
      const referrerId = isReferralCode(referralCode)
        ? await users.idByReferralCode(em, referralCode)
        : undefined;
      // A new account takes the language of the page it signed up on; an existing one keeps its own.
      const { user, created } = await this.findOrCreateByEmail(email, em, {
        referredById: referrerId ?? null,
        language,
      });
      if (created || !user.emailVerifiedAt)
        return this.links.activation(user, em, { confirmOnly: Boolean(passwordHash) });
      return this.links.accessLink(user, em);
    });
    if (passwordHash && session) keepPendingPassword(session, email, passwordHash);
    this.mail.deliver(queued);
    return { ok: true, message: thankYouIn(language).new.body };
  }

  /** Sends the activation link again to an unverified account; the answer never tells whether one exists. */
  async resendActivation(input: unknown, language?: string): Promise<Ack> {
    const { email } = validateInput<EmailOnlyInput>(resendSchema, input);
    const queued = await this.db.transaction(async (em) => {
      const user = await this.findByEmail(email, em);
      return user && !user.emailVerifiedAt ? this.links.activation(user, em) : [];
    });
    this.mail.deliver(queued);
    return { ok: true, message: thankYouIn(language).resend.body };
  }

  /** Confirms an address from a verify link (accounts that already have a password). */
  async verify(input: unknown): Promise<Ack> {
    return (await this.verifyAndSignIn(input)).ack;
  }

  /**
   * `verify`, also naming the account: the caller signs in the browser that used the one-time key (and
   * only that one; the key is spent).
   */
  async verifyAndSignIn(
    input: unknown,
    session?: PendingPasswordStore,
    language?: string,
  ): Promise<{ ack: Ack; userId: string }> {
    const { key, email } = validateInput<KeyLinkInput>(keyLinkSchema, input);
    // Opened in another browser than the one that signed up: whoever holds the mailbox chooses the
    // password (the set-password form takes this same key; it is not spent here).
    if (!pendingPasswordIn(session, email.trim().toLowerCase())) {
      const user = await this.findByEmail(email);
      if (
        user &&
        !(user.emailVerifiedAt && user.passwordHash) &&
        (await authKeys.isLive(this.db, key, ['activate'], email))
      )
        throw badInput(CHOOSE_PASSWORD_MESSAGE, { password: CHOOSE_PASSWORD_MESSAGE });
    }
    const { userId, hasPassword, queued } = await this.db.transaction(async (em) => {
      const used = await this.consumeKey(em, key, ['activate'], email);
      if (!used) throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
      // The password typed at sign-up counts only in the browser that typed it.
      const pending = pendingPasswordIn(session, used.email);
      const queued = await this.addressProven(em, used, pending);
      const user = (await this.findById(used.userId, em))!;
      return { userId: used.userId, hasPassword: Boolean(user.passwordHash), queued };
    });
    this.mail.deliver(queued);
    dropPendingPassword(session);
    const message = hasPassword ? thankYouIn(language).verify.body : VERIFIED_WITHOUT_PASSWORD_MESSAGE;
    return { ack: { ok: true, message }, userId };
  }

  // ------------------------------------------------------------------------------------------ passwords

  /**
   * Sets a password with an activation, reset or purchase key (the e-mail address, when given, must be
   * the key's account). Using an e-mailed key proves the address, so the account counts as verified.
   * Every session of the account is ended: after a reset, a thief's session must not survive.
   */
  async setPassword(input: unknown): Promise<Ack> {
    return (await this.setPasswordAndSignIn(input)).ack;
  }

  /**
   * `setPassword`, also naming the account: the caller starts a new session for the browser that used
   * the one-time key (every other session of the account has just been ended).
   */
  async setPasswordAndSignIn(input: unknown, language?: string): Promise<{ ack: Ack; userId: string }> {
    const { key, email, password } = validateInput<SetPasswordInput>(setPasswordSchema, input);
    const kinds = ['activate', 'reset'] as const;
    // A wrong key costs no password hashing (the key is checked again, atomically, when it is used).
    if (!(await authKeys.isLive(this.db, key, kinds, email || undefined)))
      throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
    const passwordHash = await hashPassword(password);
    const { userId, queued } = await this.db.transaction(async (em) => {
      const used = await this.consumeKey(em, key, kinds, email || undefined);
      if (!used) throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
      const queued = await this.addressProven(em, used, passwordHash);
      await em.query('DELETE FROM session WHERE user_id = $1', [used.userId]);
      return { userId: used.userId, queued };
    });
    this.mail.deliver(queued);
    return { ack: { ok: true, message: thankYouIn(language).set.body }, userId };
  }

  /** E-mails a password-reset link when the account exists; the answer is the same either way. */
  async requestPasswordReset(input: unknown, language?: string): Promise<Ack> {
    const { email } = validateInput<EmailOnlyInput>(resetSchema, input);
    const queued = await this.db.transaction(async (em) => {
      const user = await this.findByEmail(email, em);
      if (!user) return [];
      const key = await this.links.issueKey(em, user.id, 'reset', KEY_TTL_MS.reset);
      return key
        ? [
            await this.queue(
              em,
              user.email,
              'reset',
              emailsIn(user.language).reset(this.links.setPasswordUrl(key, user.email)),
            ),
          ]
        : [];
    });
    this.mail.deliver(queued);
    return { ok: true, message: thankYouIn(language).reset.body };
  }

  // ------------------------------------------------------------------------------------------ sign-in

  /** Checks e-mail and password; the caller starts a new session for the returned user. */
  async logIn(input: unknown, session?: PendingPasswordStore): Promise<UserEntity> {
    const { email, password } = validateInput<LogInInput>(logInSchema, input);
    const user = await this.findByEmail(email);
    // verifyPassword spends the same time when there is no account or no password.
    const ok = await verifyPassword(password, user?.passwordHash);
    // Signed up in this browser, link not opened yet: the password waits in this session.
    const pending = user && !user.emailVerifiedAt ? pendingPasswordIn(session, user.email) : null;
    if (user && !ok && pending && (await verifyPassword(password, pending)))
      throw new DomainError('FORBIDDEN', NOT_ACTIVATED_MESSAGE);
    if (!user || !ok) throw new DomainError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
    if (!user.emailVerifiedAt) throw new DomainError('FORBIDDEN', NOT_ACTIVATED_MESSAGE);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await users.setPasswordHash(this.db.manager, user.id, await hashPassword(password));
    }
    return user;
  }

  /** E-mails a one-time sign-in link when the account exists; the answer is the same either way. */
  async requestAccessLink(input: unknown, language?: string): Promise<Ack> {
    const { email } = validateInput<EmailOnlyInput>(accessLinkSchema, input);
    const queued = await this.db.transaction(async (em) => {
      const user = await this.findByEmail(email, em);
      return user ? this.links.accessLink(user, em) : [];
    });
    this.mail.deliver(queued);
    return { ok: true, message: thankYouIn(language).access.body };
  }

  /** Signs in with a one-time link; the caller starts a new session for the returned user. */
  async logInWithKey(input: unknown): Promise<UserEntity> {
    const { key, email } = validateInput<KeyLinkInput>(keyLinkSchema, input);
    const { user, queued } = await this.db.transaction(async (em) => {
      const used = await this.consumeKey(em, key, ['access'], email);
      if (!used) throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
      const queued = await this.addressProven(em, used, null);
      return { user: (await this.findById(used.userId, em))!, queued };
    });
    this.mail.deliver(queued);
    return user;
  }

  // ------------------------------------------------------------------------------------------ account data

  /** Marks the free allowance used (GET /api/auth/updateFree, mutation updateFree). */
  async updateFree(userId: string | undefined): Promise<TokenView> {
    const user = await this.requireUser(userId);
    await users.markFreeUsed(this.db.manager, user.id);
    return this.toToken({ ...user, freeUsed: true } as UserEntity);
  }

  /** Saves the affiliate page's postal address. */
  async updateAddress(userId: string | undefined, input: unknown): Promise<UserEntity> {
    const user = await this.requireUser(userId);
    const a = validateInput<AddressFormInput>(addressSchema, input);
    await users.setAddress(this.db.manager, user.id, { ...a, address2: a.address2 || null });
    return (await this.findById(user.id))!;
  }

  /** Stores a contact message, confirms it to the sender and forwards it to staff. */
  /** `language`: the page's, for the sender's confirmation (the staff's copy stays in English). */
  async contact(input: unknown, language?: string): Promise<Ack> {
    this.mail.deliver(await this.staffMessages.contact(input, language));
    return { ok: true, message: thankYouIn(language).contact.body };
  }

  /** Stores a request for access and passes it on to the help desk (staff e-mail). */
  async requestAccess(input: unknown): Promise<{ id: string }> {
    const { id, queued } = await this.staffMessages.requestAccess(input);
    this.mail.deliver(queued);
    return { id };
  }

  // ------------------------------------------------------------------------------------------ for payments

  /**
   * The account for an e-mail address, created (no password, unverified) when missing. Safe under
   * concurrency: the unique e-mail constraint decides which of two simultaneous creations wins.
   */
  async findOrCreateByEmail(
    email: string,
    em: EntityManager,
    extra: { referredById?: string | null; language?: string } = {},
  ): Promise<{ user: UserEntity; created: boolean }> {
    const normalized = email.trim().toLowerCase();
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = await users.insert(em, {
        email: normalized,
        reference: newReferralCode(),
        passwordHash: null,
        referredBy: extra.referredById ?? null,
        language: extra.language,
      });
      if (id) return { user: (await this.findById(id, em))!, created: true };
      const existing = await this.findByEmail(normalized, em);
      if (existing) return { user: existing, created: false };
      // Neither inserted nor found: the random referral code collided; try another.
    }
    throw new Error('could not create an account: no free referral code');
  }

  /** E-mails the link that confirms a purchase held for `user`'s address (LinkMail.purchaseConfirmation). */
  queuePurchaseConfirmation(user: UserEntity, em: EntityManager, planName: string): Promise<string[]> {
    return this.links.purchaseConfirmation(user, em, planName);
  }

  /** Sets the signed-in account's language ("en" or "es"); the account as it now is. */
  async setLanguage(userId: string, language: unknown): Promise<UserEntity> {
    if (language !== 'en' && language !== 'es')
      throw badInput('Choose English (en) or Spanish (es).', { language: 'Choose en or es.' });
    await users.setLanguage(this.db.manager, userId, language);
    const user = await this.findById(userId);
    if (!user) throw unauthenticated('Your account was not found. Please sign in again.');
    return user;
  }

  /** Ends every outstanding key of the account (authKeys.endAll). */
  endKeys(q: Q, userId: string): Promise<void> {
    return authKeys.endAll(q, userId);
  }

  /**
   * A link proved the account's address: it is verified; the first proof drops a password set before it
   * (unless `passwordHash`, chosen by whoever holds the link, replaces it); a new password ends every
   * other key; then the listeners run (held purchases attach). Returns queued e-mail ids.
   */
  private async addressProven(
    em: EntityManager,
    used: { userId: string; email: string },
    passwordHash: string | null,
  ): Promise<string[]> {
    const changed = await users.proveAddress(em, used.userId, passwordHash);
    if (changed) await this.endKeys(em, used.userId);
    const queued: string[] = [];
    for (const listener of this.addressProvenListeners)
      queued.push(...(await listener(em, { id: used.userId, email: used.email })));
    return queued;
  }

  /** Turns off passes whose end date has passed; sends each owner the pass-ended e-mail. */
  async expirePass(userId?: string): Promise<number> {
    const queued = await this.db.transaction(async (em) => {
      const ended = await users.expirePasses(em, userId);
      const ids: string[] = [];
      for (const email of ended)
        ids.push(
          await this.queue(em, email, 'passEnded', emailsIn(await users.languageOf(em, email)).passEnded()),
        );
      return ids;
    });
    this.mail.deliver(queued);
    return queued.length;
  }

  /** Queues an e-mail in the caller's transaction; deliver the ids after it commits. */
  queue(em: EntityManager, to: string, kind: string, content: EmailContent): Promise<string> {
    return this.links.queue(em, to, kind, content);
  }

  setPasswordPath(key: string, email: string): string {
    return this.links.setPasswordPath(key, email);
  }

  /** A new one-time key (LinkMail.issueKey). */
  issueKey(
    em: EntityManager,
    userId: string,
    kind: AuthKeyKind,
    ttlMs: number,
    opts: { throttle?: boolean; newEmail?: string } = {},
  ): Promise<string | null> {
    return this.links.issueKey(em, userId, kind, ttlMs, opts);
  }

  /** Uses up a key atomically (authKeys.consume): only one caller gets the row back. */
  consumeKey(
    q: Q,
    key: string,
    kinds: readonly Exclude<AuthKeyKind, 'email'>[],
    email?: string,
  ): Promise<{ userId: string; kind: AuthKeyKind; email: string } | null> {
    return authKeys.consume(q, key, kinds, email);
  }
}
