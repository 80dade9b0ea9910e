import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An e-mail to send. Written in the same transaction as the change that causes it; a sender drains
 * rows with sent_at IS NULL (partial index `idx_email_outbox_unsent`, migration only).
 */
@Entity({ name: 'email_outbox' })
export class EmailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'to_address', type: 'text' })
  toAddress!: string;

  /** Template name, e.g. "activate", "reset", "access", "contact". */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** While a sender is sending it: no other process or host sends it until then. */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  /** Last delivery error, kept for the operator. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
