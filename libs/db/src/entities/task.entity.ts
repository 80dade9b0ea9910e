import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from './user.entity';

/** An item on a user's to-do list. */
@Entity({ name: 'task' })
@Index('idx_task_owner_position', ['ownerId', 'position'])
export class TaskEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_task_owner' })
  owner?: Relation<UserEntity>;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'boolean', default: false })
  done!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  date!: Date | null;

  /** Due day (the list sorts open tasks by it; past it, an open task is overdue). */
  @Column({ type: 'date', nullable: true })
  due!: string | null;

  /** One of the owner's events this task is about (composite key with owner_id). */
  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId!: string | null;

  /** One of the owner's bills this task is about (composite key with owner_id). */
  @Column({ name: 'bill_id', type: 'uuid', nullable: true })
  billId!: string | null;

  /** What added the task when it was not the user (e.g. 'bill-check'); null for the user's own. */
  @Column({ type: 'text', nullable: true })
  source!: string | null;

  /** Order within the list as the user saved it. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Last change; the list merge keeps a task changed after the client read the list. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
