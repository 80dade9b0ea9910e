import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A received payment-provider webhook event; the primary key makes handling idempotent. */
@Entity({ name: 'stripe_event' })
export class StripeEventEntity {
  /** The provider's event id, e.g. "evt_...". */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
