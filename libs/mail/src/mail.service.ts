/**
 * Outgoing e-mail. Every message is first written to the `email_outbox` table (in the caller's
 * transaction when it passes one, so a message exists exactly when the change that caused it commits),
 * then delivered over SMTP (nodemailer) when SMTP_URL is set. Without SMTP the table is the outbox a
 * developer reads on the development-only outbox page.
 *
 * Delivery runs in the background so a request never waits on a mail server, and so the time a
 * "reset my password" answer takes does not reveal whether an account exists. Failed deliveries keep
 * their error and are retried by `drain()` (at most MAX_ATTEMPTS times).
 *
 * Bodies carry one-time links: they are never logged. Log lines name the message id and kind only.
 */
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';

export interface MailMessage {
  to: string;
  /** Template name, e.g. "activate", "reset", "access", "contactReceived". */
  kind: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxItem {
  id: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  error: string | null;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL; without it messages stay in the outbox. */
  smtpUrl?: string;
  /** The From header, e.g. "FairPrice Health <no-reply@example.com>". */
  from: string;
  log: Logger;
  /**
   * Kinds of message removed from the outbox once delivered instead of kept as sent: they are about
   * someone who asked to be forgotten (the notice that an account was deleted). Without SMTP they stay,
   * for the development outbox page.
   */
  eraseOnceSent?: readonly string[];
}

const MAX_ATTEMPTS = 5;
/**
 * How long a message being sent is claimed: far longer than one SMTP delivery may take (the transport's
 * timeouts below: 10 s to connect, 20 s of silence), short enough that a message whose sender died goes
 * out within the hour.
 */
const CLAIM_MINUTES = 15;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export class MailService {
  private readonly transport?: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly opts: MailOptions,
  ) {
    if (opts.smtpUrl) {
      // Loaded only when there is a mail server to deliver to (without one, the outbox is the destination).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const nodemailer = require('nodemailer') as typeof Nodemailer;
      this.transport = nodemailer.createTransport(opts.smtpUrl, {
        from: opts.from,
        // nodemailer's own logger would print envelopes and, at debug level, message bodies.
        logger: false,
        debug: false,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
  }

  /** True when messages are delivered over SMTP; false when the outbox is the only destination. */
  get delivers(): boolean {
    return Boolean(this.transport);
  }

  /**
   * Writes a message to the outbox; pass the transaction's EntityManager to write it in the same
   * transaction. Returns its id; call `deliver([id])` after the transaction commits.
   */
  async enqueue(msg: MailMessage, manager?: EntityManager): Promise<string> {
    const q: Queryable = manager ?? this.db;
    const rows: { id: string }[] = await q.query(
      `INSERT INTO email_outbox (to_address, kind, subject, text_body, html_body)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [msg.to, msg.kind, msg.subject, msg.text, msg.html ?? null],
    );
    const id = rows[0]!.id;
    this.opts.log.info({ outboxId: id, kind: msg.kind }, 'e-mail queued');
    return id;
  }

  /** Queues a message and starts its delivery in the background. */
  async send(msg: MailMessage): Promise<string> {
    const id = await this.enqueue(msg);
    this.deliver([id]);
    return id;
  }

  /** Starts background delivery of queued messages (no-op without SMTP). */
  deliver(ids: readonly string[]): void {
    if (!this.transport || ids.length === 0) return;
    const job: Promise<void> = this.deliverNow(ids).then(
      () => undefined,
      (err) => {
        this.opts.log.error({ err: { message: (err as Error).message } }, 'e-mail delivery failed');
      },
    );
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
  }

  /** Resolves when every background delivery started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Retries unsent messages that have attempts left; returns how many were sent. */
  async drain(limit = 50): Promise<number> {
    if (!this.transport) return 0;
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM email_outbox
        WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY created_at LIMIT $2`,
      [MAX_ATTEMPTS, limit],
    );
    return this.deliverNow(rows.map((r) => r.id));
  }

  /** The newest messages first (the development outbox page). */
  async outbox(limit = 100): Promise<OutboxItem[]> {
    const rows: {
      id: string;
      to_address: string;
      kind: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      created_at: Date;
      sent_at: Date | null;
      attempts: number;
      error: string | null;
    }[] = await this.db.query(
      `SELECT id, to_address, kind, subject, text_body, html_body, created_at, sent_at, attempts, error
         FROM email_outbox ORDER BY created_at DESC, seq DESC LIMIT $1`,
      [Math.max(1, Math.min(limit, 1000))],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      kind: r.kind,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      createdAt: new Date(r.created_at),
      sentAt: r.sent_at ? new Date(r.sent_at) : null,
      attempts: Number(r.attempts),
      error: r.error,
    }));
  }

  close(): void {
    this.transport?.close();
  }

  private async deliverNow(ids: readonly string[]): Promise<number> {
    let sent = 0;
    for (const id of ids) {
      // Claim the row: only one delivery of a message at a time, in every process and host sharing the
      // database (a claim runs out after CLAIM_MINUTES, for a sender that died), and never a second one
      // after success.
      const claimed = rowsOf<{
        to_address: string;
        kind: string;
        subject: string;
        text_body: string;
        html_body: string | null;
      }>(
        await this.db.query(
          `UPDATE email_outbox SET attempts = attempts + 1, claimed_until = now() + $3 * interval '1 minute'
            WHERE id = $1 AND sent_at IS NULL AND attempts < $2 AND (claimed_until IS NULL OR claimed_until < now())
            RETURNING to_address, kind, subject, text_body, html_body`,
          [id, MAX_ATTEMPTS, CLAIM_MINUTES],
        ),
      );
      const row = claimed[0];
      if (!row || !this.transport) continue;
      try {
        await this.transport.sendMail({
          from: this.opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
        });
        if (this.opts.eraseOnceSent?.includes(row.kind))
          await this.db.query(`DELETE FROM email_outbox WHERE id = $1`, [id]);
        else await this.db.query(`UPDATE email_outbox SET sent_at = now(), error = NULL WHERE id = $1`, [id]);
        this.opts.log.info({ outboxId: id, kind: row.kind }, 'e-mail sent');
        sent++;
      } catch (err) {
        const message = (err as Error).message?.slice(0, 500) ?? 'unknown error';
        await this.db.query(`UPDATE email_outbox SET error = $2, claimed_until = NULL WHERE id = $1`, [
          id,
          message,
        ]);
        this.opts.log.warn({ outboxId: id, kind: row.kind, error: message }, 'e-mail not sent; will retry');
      }
    }
    return sent;
  }
}

/**
 * Rows of an UPDATE/DELETE ... RETURNING: TypeORM's PostgreSQL driver answers `[rows, count]` for those
 * statements and plain rows for the others.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return (Array.isArray(result) ? result : []) as T[];
}
