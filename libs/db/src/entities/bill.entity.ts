import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { BillStatus } from '../enums';
import { centsTransformer } from '../transformers';
import { EventEntity } from './event.entity';
import { UserEntity } from './user.entity';

/** An itemized bill belonging to an event. */
@Entity({ name: 'bill' })
@Index('idx_bill_event', ['eventId'])
@Index('idx_bill_owner', ['ownerId'])
export class BillEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_bill_owner' })
  owner?: Relation<UserEntity>;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @ManyToOne(() => EventEntity, (e) => e.bills, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'fk_bill_event' })
  event?: Relation<EventEntity>;

  @Column({ type: 'text', default: 'new' })
  status!: BillStatus;

  /** Calendar date, "YYYY-MM-DD". */
  @Column({ type: 'date', nullable: true })
  due!: string | null;

  @Column({ name: 'bill_type', type: 'text', nullable: true })
  billType!: string | null;

  /** Billing codes entered as tags. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  codes!: string[];

  @Column({ name: 'total_cents', type: 'bigint', transformer: centsTransformer })
  totalCents!: number;

  @Column({ name: 'self_cents', type: 'bigint', default: 0, transformer: centsTransformer })
  selfCents!: number;

  @Column({ name: 'pay_ins_cents', type: 'bigint', nullable: true, transformer: centsTransformer })
  payInsCents!: number | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
