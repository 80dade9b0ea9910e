import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { numberTransformer } from '../transformers';
import { BillEntity } from './bill.entity';
import { EventEntity } from './event.entity';
import { UserEntity } from './user.entity';

/** An uploaded file (bill scan, receipt) attached to an event or a bill. */
@Entity({ name: 'file_item' })
@Unique('uq_file_item_storage_key', ['storageKey'])
@Index('idx_file_item_owner', ['ownerId'])
@Index('idx_file_item_event', ['eventId'])
@Index('idx_file_item_bill', ['billId'])
export class FileItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_file_item_owner' })
  owner?: Relation<UserEntity>;

  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId!: string | null;

  @ManyToOne(() => EventEntity, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'fk_file_item_event' })
  event?: Relation<EventEntity> | null;

  @Column({ name: 'bill_id', type: 'uuid', nullable: true })
  billId!: string | null;

  @ManyToOne(() => BillEntity, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bill_id', foreignKeyConstraintName: 'fk_file_item_bill' })
  bill?: Relation<BillEntity> | null;

  /** Original file name as uploaded. */
  @Column({ type: 'text' })
  name!: string;

  /** Key in the file store (local folder or S3 bucket). */
  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  /** Lower-case extension without the dot, e.g. "pdf". */
  @Column({ type: 'text' })
  ext!: string;

  /** Bytes. */
  @Column({ type: 'bigint', transformer: numberTransformer })
  size!: number;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
