import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { OptionData } from '../enums';
import { centsTransformer } from '../transformers';
import { BillEntity } from './bill.entity';
import { ProviderEntity } from './provider.entity';
import { UserEntity } from './user.entity';

/**
 * A medical visit a user records. total_cents, self_cents and bill_count (and the overview's
 * open_self_cents and per-status counts) are recalculated from the event's bills whenever a bill is saved
 * or deleted.
 */
@Entity({ name: 'event' })
@Index('idx_event_owner', ['ownerId'])
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_event_owner' })
  owner?: Relation<UserEntity>;

  @Column({ type: 'text' })
  name!: string;

  /** Clinic or facility name as typed or picked. */
  @Column({ name: 'provider_name', type: 'text', nullable: true })
  providerName!: string | null;

  @Column({ name: 'provider_id', type: 'varchar', length: 10, nullable: true })
  providerId!: string | null;

  @ManyToOne(() => ProviderEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'provider_id', foreignKeyConstraintName: 'fk_event_provider' })
  provider?: Relation<ProviderEntity> | null;

  @Column({ name: 'diagnosis_name', type: 'text', nullable: true })
  diagnosisName!: string | null;

  @Column({ name: 'procedure_name', type: 'text', nullable: true })
  procedureName!: string | null;

  @Column({ name: 'condition_name', type: 'text', nullable: true })
  conditionName!: string | null;

  /** Picked diagnoses as {id, text} (free-text picks have id = text). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  diagnoses!: OptionData[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  procedures!: OptionData[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  conditions!: OptionData[];

  /** Calendar date, "YYYY-MM-DD". */
  @Column({ type: 'date', nullable: true })
  admitted!: string | null;

  @Column({ type: 'date', nullable: true })
  departed!: string | null;

  @Column({ name: 'total_cents', type: 'bigint', default: 0, transformer: centsTransformer })
  totalCents!: number;

  @Column({ name: 'bill_count', type: 'integer', default: 0 })
  billCount!: number;

  /** What the user paid themselves. */
  @Column({ name: 'self_cents', type: 'bigint', default: 0, transformer: centsTransformer })
  selfCents!: number;

  /** What is still owed on the event: the self_cents of its bills that are not complete. */
  @Column({ name: 'open_self_cents', type: 'bigint', default: 0, transformer: centsTransformer })
  openSelfCents!: number;

  /** How many of its bills are new, negotiating and complete (kept with the totals, for the overview). */
  @Column({ name: 'new_count', type: 'integer', default: 0 })
  newCount!: number;

  @Column({ name: 'negotiating_count', type: 'integer', default: 0 })
  negotiatingCount!: number;

  @Column({ name: 'complete_count', type: 'integer', default: 0 })
  completeCount!: number;

  /** The user's rating of the facility, 1-5; null: not rated. */
  @Column({ type: 'smallint', nullable: true })
  stars!: number | null;

  /** Review text. */
  @Column({ type: 'text', nullable: true })
  body!: string | null;

  @Column({ type: 'text', nullable: true })
  insurance!: string | null;

  /**
   * Made by an upload's first file and not yet described (the upload form not submitted): not listed or
   * counted as a visit (issue 25).
   */
  @Column({ type: 'boolean', default: false })
  draft!: boolean;

  @OneToMany(() => BillEntity, (b) => b.event)
  bills?: Relation<BillEntity[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
