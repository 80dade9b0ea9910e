import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { centsTransformer } from '../transformers';
import { UserEntity } from './user.entity';

/**
 * A card-payment checkout and the subscription it created. Unique on the checkout session id so the
 * purchase page and the webhook can both record it without doubling.
 */
@Entity({ name: 'payment' })
@Unique('uq_payment_checkout_session_id', ['checkoutSessionId'])
@Index('idx_payment_user', ['userId'])
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null until the checkout is matched to an account. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_payment_user' })
  user?: Relation<UserEntity> | null;

  @Column({ name: 'checkout_session_id', type: 'text' })
  checkoutSessionId!: string;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ name: 'price_id', type: 'text', nullable: true })
  priceId!: string | null;

  @Column({ name: 'amount_total_cents', type: 'bigint', default: 0, transformer: centsTransformer })
  amountTotalCents!: number;

  /**
   * "open" (checkout started), "held" (paid by a browser that was not signed in, waiting for the owner of
   * the address to confirm by the e-mailed link), "paid" (on the account) or "ended".
   */
  @Column({ type: 'text' })
  status!: string;

  /** For a held purchase: when the pass it buys ends (null: until the subscription ends). */
  @Column({ name: 'pass_end', type: 'timestamptz', nullable: true })
  passEnd!: Date | null;

  /** When the owner cancelled the renewal (the pass runs to the end of what was paid). */
  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
