/**
 * "Your data": everything an account holds, as one zip archive, and the deletion of the account.
 *
 * The archive is streamed (yazl): a JSON and a CSV file per kind of record, then the uploaded files
 * themselves, read one at a time from the file store. Secrets never leave: password and key hashes,
 * session ids and the checkout binding are left out.
 *
 * Deletion removes every row of the account (most by the database's ON DELETE CASCADE from app_user),
 * the stored files and unfinished uploads, and every e-mail to or about the person; then one e-mail tells
 * the address that the account was deleted. Payment records stay, as payment and tax law require, unlinked from the person:
 * the payment's owner is set to null (fk_payment_user is ON DELETE SET NULL) and its e-mail address is
 * removed, by @fp/payments, which owns that table (the `beforeDelete` hooks).
 */
import { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { ZipFile } from 'yazl';
import type { FileItemEntity } from '@fp/db';
import { emailsIn } from '@fp/site-text';
import { badInput, deleteAccountSchema, validateInput, type DeleteAccountInput } from '@fp/domain';
import { rowsOf, type MailService } from '@fp/mail';
import type { Logger } from 'pino';
import type { AccountsService } from './accounts.service';
import { verifyPassword } from './passwords';
import { users } from './users.repository';

/** What this service needs of the file store (@fp/storage's FilesService fits). */
export interface AccountFiles {
  list(ownerId: string): Promise<FileItemEntity[]>;
  /** Removes the owner's unfinished resumable uploads (their bytes hold the owner's id). */
  removeUnfinished(ownerId: string): Promise<number>;
  readonly store: {
    get(key: string): Promise<Readable>;
    stat(key: string): Promise<unknown>;
    delete(key: string): Promise<void>;
  };
}

/** Runs in the deletion's transaction before the account row goes (e.g. unlinking payments). */
export type BeforeAccountDelete = (user: { id: string; email: string }, em: EntityManager) => Promise<void>;

export interface AccountDataOptions {
  log: Logger;
  /** Sends the notice that the account was deleted, to its address. */
  mail: Pick<MailService, 'enqueue' | 'deliver'>;
  beforeDelete?: BeforeAccountDelete[];
}

/** One kind of record in the archive: its table, the column naming the owner, the columns left out. */
export interface ExportKind {
  name: string;
  table: string;
  ownerColumn: string;
  /** What `ownerColumn` holds: the account's id (default) or its e-mail address (forms sent signed out). */
  ownerBy?: 'id' | 'email';
  omit: readonly string[];
  /** Only these columns (instead of every column less `omit`). */
  only?: readonly string[];
}

/** Every kind of record in the archive. Tables with an owner column not listed here are in NOT_EXPORTED. */
export const EXPORT_KINDS: readonly ExportKind[] = [
  { name: 'settings', table: 'app_user', ownerColumn: 'id', omit: ['password_hash', 'referred_by'] },
  { name: 'events', table: 'event', ownerColumn: 'owner_id', omit: [] },
  { name: 'bills', table: 'bill', ownerColumn: 'owner_id', omit: [] },
  { name: 'bill-status-history', table: 'bill_status_change', ownerColumn: 'owner_id', omit: [] },
  { name: 'tasks', table: 'task', ownerColumn: 'owner_id', omit: [] },
  { name: 'files', table: 'file_item', ownerColumn: 'owner_id', omit: ['storage_key'] },
  {
    name: 'file-readings',
    table: 'file_reading',
    ownerColumn: 'owner_id',
    omit: ['attempts', 'job_id'],
  },
  { name: 'reading-usage', table: 'reading_usage', ownerColumn: 'owner_id', omit: [] },
  { name: 'payments', table: 'payment', ownerColumn: 'user_id', omit: ['buyer_hash'] },
  { name: 'comments', table: 'blog_comment', ownerColumn: 'user_id', omit: [] },
  { name: 'price-sharing-consent', table: 'price_sharing_consent', ownerColumn: 'owner_id', omit: [] },
  { name: 'shared-bills', table: 'shared_price_owner', ownerColumn: 'owner_id', omit: ['id'] },
  { name: 'insurance-plan', table: 'user_insurance', ownerColumn: 'user_id', omit: [] },
  { name: 'contact-messages', table: 'contact_message', ownerColumn: 'email', ownerBy: 'email', omit: [] },
  { name: 'access-requests', table: 'access_request', ownerColumn: 'email', ownerBy: 'email', omit: [] },
  {
    name: 'sessions',
    table: 'session',
    ownerColumn: 'user_id',
    omit: [],
    only: ['created_at', 'expires_at'],
  },
];

/** Owner columns deliberately not exported, with why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'auth_key.user_id': 'one-time link keys: secrets, and useless once used or expired',
  'app_user.referred_by': 'other people who signed up through your link: their accounts, not yours',
  'blog.author_id': 'articles written as staff: site content',
  'upload_reservation.owner_id':
    'space held for uploads not finished yet: the files are in the archive once they finish',
};

export const DELETE_MISMATCH_MESSAGE =
  'That is neither your e-mail address nor your password, so nothing was deleted.';

const README = `Your FairPrice Health data
==========================

Each kind of record is here twice: as JSON (complete, with nested values) and as CSV (for spreadsheets).

settings     your account: e-mail address, names, postal address, pass, dates
events       your visits
bills        your bills
bill-status-history  every status each bill had, with when
tasks        your to-do list
files        the files you uploaded (their details); the files themselves are in the files/ folder
file-readings  what was read from the bills you had read: the fields, the lines and the text, per file
reading-usage  how many pages of your bills were read each day (UTC), counted against the daily limit
payments     your payments for a pass
comments     your comments on articles
price-sharing-consent  when you agreed to share bills' prices anonymously (empty if you did not)
shared-bills which of your bills you shared anonymously (the shared report itself names no one)
insurance-plan  the health plan you saved for estimates (payer, plan, deductible, coinsurance, copay)
contact-messages  messages you sent us through the contact form with your e-mail address
access-requests   requests for access you sent with your e-mail address
sessions     the browsers signed in to your account (when each began and expires)

Money is in cents (integer) where a column name ends in _cents.
`;

/** A value as CSV text: dates as ISO, objects as JSON; quoted when needed; formulas neutralised. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A name safe inside the archive: no folders, no control characters, not too long. */
export function archiveName(id: string, name: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .slice(-120);
  return `files/${id}-${clean || 'file'}`;
}

export class AccountDataService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly files: AccountFiles,
    private readonly opts: AccountDataOptions,
  ) {}

  /** The owner's rows of one kind, oldest first where the table has a creation time. */
  async rowsOf(kind: ExportKind, user: { id: string; email: string }): Promise<Record<string, unknown>[]> {
    const rows = rowsOf<Record<string, unknown>>(
      kind.ownerBy === 'email'
        ? await this.db.query(`SELECT * FROM ${kind.table} WHERE lower(${kind.ownerColumn}) = lower($1)`, [
            user.email,
          ])
        : await this.db.query(`SELECT * FROM ${kind.table} WHERE ${kind.ownerColumn} = $1`, [user.id]),
    );
    const ordered = rows.sort((a, b) => {
      const x = a.created_at ?? a.changed_at;
      const y = b.created_at ?? b.changed_at;
      return x instanceof Date && y instanceof Date ? x.getTime() - y.getTime() : 0;
    });
    return ordered.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(row)) {
        if (kind.only ? kind.only.includes(k) : !kind.omit.includes(k)) out[k] = v;
      }
      return out;
    });
  }

  /**
   * The archive of everything the signed-in account holds, as a stream to send. UNAUTHENTICATED without
   * an account. The record files are read before the first byte goes out; the uploaded files are read
   * one at a time while the archive streams.
   */
  async exportArchive(userId: string | undefined): Promise<{ fileName: string; stream: Readable }> {
    const user = await this.accounts.requireUser(userId);
    const zip = new ZipFile();
    const mtime = new Date();
    zip.addBuffer(Buffer.from(README), 'README.txt', { mtime });
    const fileRows = await this.files.list(user.id);
    const inArchive = new Map<string, string>();
    for (const f of fileRows) {
      if (await this.files.store.stat(f.storageKey)) inArchive.set(f.id, archiveName(f.id, f.name));
    }
    for (const kind of EXPORT_KINDS) {
      let rows = await this.rowsOf(kind, user);
      if (kind.table === 'file_item')
        rows = rows.map((r) => ({ ...r, archive_path: inArchive.get(String(r.id)) ?? null }));
      zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${kind.name}.json`, { mtime });
      zip.addBuffer(Buffer.from(toCsv(rows)), `${kind.name}.csv`, { mtime });
    }
    for (const f of fileRows) {
      const name = inArchive.get(f.id);
      if (!name) continue;
      zip.addReadStreamLazy(name, { mtime: f.createdAt, compress: false }, (cb) => {
        this.files.store.get(f.storageKey).then(
          (stream) => cb(null, stream),
          (err: unknown) => {
            this.opts.log.error({ err, fileId: f.id }, 'export: stored file could not be read');
            cb(null, Readable.from([Buffer.from('This file could not be read when the archive was made.')]));
          },
        );
      });
    }
    zip.end();
    const day = mtime.toISOString().slice(0, 10);
    return { fileName: `fairprice-data-${day}.zip`, stream: zip.outputStream as Readable };
  }

  /**
   * Deletes the signed-in account after the confirmation (its e-mail address or its password, typed
   * again): every row it owns and its stored files; payment records stay, unlinked (see the file
   * comment). The caller ends its own session; every other session row goes with the account.
   */
  async deleteAccount(userId: string | undefined, input: unknown): Promise<{ removedFiles: number }> {
    const user = await this.accounts.requireUser(userId);
    const { confirm } = validateInput<DeleteAccountInput>(deleteAccountSchema, input);
    const matches =
      confirm.trim().toLowerCase() === user.email || (await verifyPassword(confirm, user.passwordHash));
    if (!matches) throw badInput(DELETE_MISMATCH_MESSAGE, { confirm: DELETE_MISMATCH_MESSAGE });

    // Unfinished uploads first (their reservations would go with the account row, and with them the
    // record of which partial files were the person's); one that slips through is swept later.
    const removedUploads = await this.files.removeUnfinished(user.id).catch((err: unknown) => {
      this.opts.log.warn({ err }, 'account deletion: unfinished uploads not removed');
      return 0;
    });
    const { stored: keys, queued } = await this.db.transaction(async (em) => {
      await users.lock(em, user.id);
      for (const hook of this.opts.beforeDelete ?? []) await hook({ id: user.id, email: user.email }, em);
      const stored = rowsOf<{ storage_key: string }>(
        await em.query('SELECT storage_key FROM file_item WHERE owner_id = $1', [user.id]),
      ).map((r) => r.storage_key);
      // Rows that name the person but would outlive the account row (no cascade).
      await em.query('DELETE FROM blog_comment WHERE user_id = $1', [user.id]);
      // Mail to or about the person, sent or not: to the address, or naming it (the contact message and
      // access request forwarded to staff, the link sent to an address the person asked to change to).
      const addresses = [
        user.email.toLowerCase(),
        ...rowsOf<{ new_email: string }>(
          await em.query('SELECT new_email FROM auth_key WHERE user_id = $1 AND new_email IS NOT NULL', [
            user.id,
          ]),
        ).map((r) => r.new_email.toLowerCase()),
      ];
      await em.query(
        `DELETE FROM email_outbox o WHERE EXISTS (
           SELECT 1 FROM unnest($1::text[]) AS a(address)
            WHERE lower(o.to_address) = a.address
               OR strpos(lower(o.subject), a.address) > 0
               OR strpos(lower(o.text_body), a.address) > 0
               OR strpos(lower(COALESCE(o.html_body, '')), a.address) > 0)`,
        [addresses],
      );
      await em.query('DELETE FROM contact_message WHERE email = $1', [user.email]);
      await em.query('DELETE FROM access_request WHERE email = $1', [user.email]);
      await em.query('DELETE FROM usage_counter WHERE subject = $1', [`user:${user.id}`]);
      // Cascades: sessions, keys, events, bills, their status history, file rows, tasks, and the price
      // sharing consent with every shared bill's link and anonymous report.
      const language = await users.languageOf(em, user.email);
      await users.delete(em, user.id);
      // The one message left about the person: that the account is gone, to its address.
      const notice = emailsIn(language).accountDeleted();
      const queued = await this.opts.mail.enqueue({ to: user.email, kind: 'accountDeleted', ...notice }, em);
      return { stored, queued };
    });
    this.opts.mail.deliver([queued]);
    for (const key of keys) {
      await this.files.store.delete(key).catch((err: unknown) => {
        // The sweep (npm run files:sweep) removes objects without a row later.
        this.opts.log.warn({ err, key }, 'account deletion: stored object not deleted');
      });
    }
    this.opts.log.info({ files: keys.length, unfinishedUploads: removedUploads }, 'account deleted');
    return { removedFiles: keys.length };
  }
}
