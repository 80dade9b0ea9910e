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
import { FileItemEntity } from './file-item.entity';
import { UserEntity } from './user.entity';

export type FileReadingStatus = 'QUEUED' | 'READING' | 'DONE' | 'FAILED';

/**
 * The reading of an uploaded bill (issue 30): the job's state and, once done, what was read
 * (a BillReading from @fp/domain as JSON) and the text it was read from. Goes with its file.
 */
@Entity({ name: 'file_reading' })
@Unique('uq_file_reading_file', ['fileId'])
@Index('idx_file_reading_owner', ['ownerId'])
@Index('idx_file_reading_queue', ['status', 'createdAt'])
export class FileReadingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_file_reading_owner' })
  owner?: Relation<UserEntity>;

  @Column({ name: 'file_id', type: 'uuid' })
  fileId!: string;

  @ManyToOne(() => FileItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'fk_file_reading_file' })
  file?: Relation<FileItemEntity>;

  @Column({ type: 'text', default: 'QUEUED' })
  status!: FileReadingStatus;

  @Column({ name: 'pages_done', type: 'integer', default: 0 })
  pagesDone!: number;

  @Column({ name: 'pages_total', type: 'integer', nullable: true })
  pagesTotal!: number | null;

  /** Why the reading failed, in words the user can act on. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** The BillReading (libs/domain/src/bill-reading/types.ts). */
  @Column({ type: 'jsonb', nullable: true })
  result!: unknown;

  /** The text the fields were read from (text layer or OCR). */
  @Column({ type: 'text', nullable: true })
  text!: string | null;

  /** Times a worker began reading it (one that dies mid-reading leaves it to the job's retry). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** The job (pg-boss, queue bill-reading) reading it now; its retry finds the reading by it. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId!: string | null;

  /** When a process last began reading it (kept after the reading ends): owners are taken in turn by it. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
