import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
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

  /** Order within the list as the user saved it. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
