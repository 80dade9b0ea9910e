/**
 * The settings screen: names, the e-mail address, the password and the signed-in sessions.
 *
 * E-mail change: a one-time `email` key (hashed, expiring, like every e-mailed key) is sent to the NEW
 * address; the account's address changes only when that link is used, and the old address is told both
 * when the change is asked for and when it is made. Changing the address or the password needs the
 * current password. A new password ends every other session of the account (the current one stays), and a
 * new password or address ends every outstanding e-mailed key.
 *
 * Sessions are named to callers by their row only inside the server: the list answers when each began,
 * when it expires and which one is the caller's, never an id.
 */
import type { DataSource } from 'typeorm';
import type { UserEntity } from '@fp/db';
import { emailsIn } from '@fp/site-text';
import { badInput, validateInput, settingsSchema, type SettingsFormInput } from '@fp/domain';
import { MailService, rowsOf } from '@fp/mail';
import type { AccountsService } from './accounts.service';
import { KEY_INVALID_MESSAGE } from './account-messages';
import { KEY_TTL_MS } from './auth-keys';
import { hashKey } from './keys';
import { hashPassword, verifyPassword } from './passwords';
import { users } from './users.repository';

export const CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change this.';
export const EMAIL_TAKEN_MESSAGE =
  'That e-mail address now belongs to another account, so yours was not changed.';
export const EMAIL_SAME_MESSAGE = 'This is already your e-mail address.';

/** One signed-in browser of the account. */
export interface SessionView {
  createdAt: Date;
  expiresAt: Date;
  /** The session the question came from. */
  current: boolean;
}

/** What updateSettings did. */
export interface SettingsResult {
  user: UserEntity;
  /** The address a confirmation link was sent to, when a change was asked for. */
  pendingEmail: string | null;
  /** How many other sessions a new password ended. */
  endedSessions: number;
  message: string;
}

export interface SettingsOptions {
  publicUrl: string;
}

export class SettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly mail: MailService,
    private readonly opts: SettingsOptions,
  ) {}

  /** The address waiting for confirmation (an unused, unexpired e-mail key), or null. */
  async pendingEmail(userId: string): Promise<string | null> {
    const rows = rowsOf<{ new_email: string }>(
      await this.db.query(
        `SELECT new_email FROM auth_key
          WHERE user_id = $1 AND kind = 'email' AND used_at IS NULL AND expires_at > now()
          ORDER BY created_at DESC LIMIT 1`,
        [userId],
      ),
    );
    return rows[0]?.new_email ?? null;
  }

  /**
   * Applies the changes the input carries (omitted or empty fields stay as they are). `currentSession` is
   * the stored id of the caller's session, kept when the password changes.
   */
  async update(
    userId: string | undefined,
    input: unknown,
    currentSession: string | undefined,
  ): Promise<SettingsResult> {
    const user = await this.accounts.requireUser(userId);
    const s = validateInput<SettingsFormInput>(settingsSchema, input);
    const newEmail = s.email && s.email !== user.email ? s.email : '';
    if (s.email && !newEmail) throw badInput(EMAIL_SAME_MESSAGE, { email: EMAIL_SAME_MESSAGE });
    if (newEmail || s.password) {
      if (!s.currentPassword)
        throw badInput(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
      if (!(await verifyPassword(s.currentPassword, user.passwordHash)))
        throw badInput(CURRENT_PASSWORD_MESSAGE, { currentPassword: CURRENT_PASSWORD_MESSAGE });
    }
    const passwordHash = s.password ? await hashPassword(s.password) : null;
    const messages: string[] = [];
    let endedSessions = 0;

    const queued = await this.db.transaction(async (em) => {
      const ids: string[] = [];
      if (s.firstName !== undefined || s.lastName !== undefined) {
        await users.setName(em, user.id, s.firstName ?? null, s.lastName ?? null);
        messages.push('Your name was saved.');
      }
      if (passwordHash) {
        await users.setPasswordHash(em, user.id, passwordHash);
        // A link mailed before the new password (a reset a thief asked for) must not outlive it.
        await this.accounts.endKeys(em, user.id);
        endedSessions = await this.endSessionsIn(em, user.id, currentSession);
        ids.push(
          await this.accounts.queue(
            em,
            user.email,
            'passwordChanged',
            emailsIn(user.language).passwordChanged(),
          ),
        );
        messages.push('Your password was changed and every other browser was signed out.');
      }
      if (newEmail) {
        // An address that already has an account gets no link; the answer does not tell (privacy).
        const taken = await this.accounts.findByEmail(newEmail, em);
        const key = taken
          ? null
          : await this.accounts.issueKey(em, user.id, 'email', KEY_TTL_MS.email, { newEmail });
        if (key) {
          const link = `${this.opts.publicUrl}/account/email?${new URLSearchParams({ key }).toString()}`;
          ids.push(
            await this.accounts.queue(
              em,
              newEmail,
              'emailChange',
              emailsIn(user.language).emailChange(link, newEmail),
            ),
          );
          ids.push(
            await this.accounts.queue(
              em,
              user.email,
              'emailChangeNotice',
              emailsIn(user.language).emailChangeNotice(newEmail, false),
            ),
          );
        }
        messages.push(`We sent a confirmation link to ${newEmail}. Your address changes when you open it.`);
      }
      return ids;
    });
    this.mail.deliver(queued);
    return {
      user: (await this.accounts.findById(user.id))!,
      pendingEmail: newEmail ? newEmail : await this.pendingEmail(user.id),
      endedSessions,
      message: messages.join(' ') || 'Nothing to change.',
    };
  }

  /**
   * Uses an e-mail change link: the account takes the new address (which the link proves), and the old
   * address is told. BAD_USER_INPUT when the key is unknown, used or expired, or the address was taken
   * by another account meanwhile.
   */
  async confirmEmailChange(key: unknown): Promise<{ email: string }> {
    if (typeof key !== 'string' || !key.trim() || key.length > 200)
      throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
    const { email, queued } = await this.db.transaction(async (em) => {
      const used = rowsOf<{ user_id: string; new_email: string }>(
        await em.query(
          `UPDATE auth_key SET used_at = now()
            WHERE key_hash = $1 AND kind = 'email' AND used_at IS NULL AND expires_at > now()
            RETURNING user_id, new_email`,
          [hashKey(key.trim())],
        ),
      )[0];
      if (!used) throw badInput(KEY_INVALID_MESSAGE, { key: KEY_INVALID_MESSAGE });
      const old = (await this.accounts.findById(used.user_id, em))!;
      if (await this.accounts.findByEmail(used.new_email, em))
        throw badInput(EMAIL_TAKEN_MESSAGE, { key: EMAIL_TAKEN_MESSAGE });
      await users.setEmail(em, used.user_id, used.new_email);
      // Every link mailed to the old address (reset, sign-in, activation) ends with it.
      await this.accounts.endKeys(em, used.user_id);
      const notice = emailsIn(old.language).emailChangeNotice(used.new_email, true);
      return {
        email: used.new_email,
        queued: [await this.accounts.queue(em, old.email, 'emailChangeNotice', notice)],
      };
    });
    this.mail.deliver(queued);
    return { email };
  }

  /** The account's live sessions, newest first; `current` marks the caller's. */
  async sessions(userId: string | undefined, currentSession: string | undefined): Promise<SessionView[]> {
    const user = await this.accounts.requireUser(userId);
    const rows = rowsOf<{ created_at: Date; expires_at: Date; current: boolean }>(
      await this.db.query(
        `SELECT created_at, expires_at, (sid = $2::text) AS current FROM session
          WHERE user_id = $1 AND expires_at > now()
          ORDER BY created_at DESC`,
        [user.id, currentSession ?? null],
      ),
    );
    return rows.map((r) => ({
      createdAt: new Date(r.created_at),
      expiresAt: new Date(r.expires_at),
      current: r.current === true,
    }));
  }

  /**
   * Signs the account out of every other browser (or, with `keep` undefined, of every browser). Returns
   * how many sessions ended; the caller starts a fresh session for itself when its own was ended.
   */
  async endSessions(userId: string | undefined, keep: string | undefined): Promise<number> {
    const user = await this.accounts.requireUser(userId);
    return this.endSessionsIn(this.db, user.id, keep);
  }

  private async endSessionsIn(
    q: Pick<DataSource, 'query'>,
    userId: string,
    keep: string | undefined,
  ): Promise<number> {
    const rows = rowsOf<{ sid: string }>(
      await q.query(
        'DELETE FROM session WHERE user_id = $1 AND ($2::text IS NULL OR sid <> $2::text) RETURNING sid',
        [userId, keep ?? null],
      ),
    );
    return rows.length;
  }
}
