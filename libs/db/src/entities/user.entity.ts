import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';

/**
 * A signed-up person. The table is `app_user` because `user` is a reserved word in SQL.
 * Emails are stored lower-case (a CHECK constraint enforces it), so lookups compare lower(input).
 */
@Entity({ name: 'app_user' })
@Unique('uq_app_user_email', ['email'])
@Unique('uq_app_user_reference', ['reference'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  /** scrypt/argon hash string; null until the account's password is set. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  @Column({ name: 'address_2', type: 'text', nullable: true })
  address2!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  /** Affiliate (referral) code used in {host}/?reference={reference}; see libs/accounts/src/keys.ts. */
  @Column({ type: 'text' })
  reference!: string;

  /** The user whose referral link brought this one. */
  @Column({ name: 'referred_by', type: 'uuid', nullable: true })
  referredById!: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referred_by', foreignKeyConstraintName: 'fk_app_user_referred_by' })
  referredBy?: Relation<UserEntity> | null;

  /** A paid pass is active (kept in step with pass_expires_at by the payments service). */
  @Column({ name: 'pass_active', type: 'boolean', default: false })
  passActive!: boolean;

  @Column({ name: 'pass_expires_at', type: 'timestamptz', nullable: true })
  passExpiresAt!: Date | null;

  /** The free allowance of searches has been used. */
  @Column({ name: 'free_used', type: 'boolean', default: false })
  freeUsed!: boolean;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** The account's language, "en" or "es" (issue 45): its e-mails are written in it. */
  @Column({ type: 'text', default: 'en' })
  language!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
