import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * A user's consent to share bills' prices anonymously (issue 15). Withdrawing it deletes the row, and
 * with it (ON DELETE CASCADE) every link and report of the user. Migration 1795483416000-SharedPrices.
 */
@Entity({ name: 'price_sharing_consent' })
export class PriceSharingConsentEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_price_sharing_consent_owner' })
  owner?: Relation<UserEntity>;

  @CreateDateColumn({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;
}

/**
 * The private link from a user's bill to its anonymous report (`shared_price`, keyed by this row's id).
 * Read only by the records service; never shown with the report.
 */
@Entity({ name: 'shared_price_owner' })
@Index('idx_shared_price_owner_owner', ['ownerId'])
export class SharedPriceOwnerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ name: 'bill_id', type: 'uuid', unique: true })
  billId!: string;
}

/** An anonymous patient-reported price: hospital, DRG, month of the stay, billed and paid cents. */
@Entity({ name: 'shared_price' })
@Index('idx_shared_price_provider_drg', ['providerId', 'drg'])
export class SharedPriceEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'provider_id', type: 'varchar', length: 10 })
  providerId!: string;

  @Column({ type: 'varchar', length: 3 })
  drg!: string;

  @Column({ type: 'smallint' })
  year!: number;

  @Column({ type: 'smallint' })
  month!: number;

  @Column({ name: 'billed_cents', type: 'bigint' })
  billedCents!: string;

  @Column({ name: 'paid_cents', type: 'bigint', nullable: true })
  paidCents!: string | null;
}
