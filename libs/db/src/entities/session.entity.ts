import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from './user.entity';

/** A browser session (cookie `sid`), signed in or not; holds the geo session and session values. */
@Entity({ name: 'session' })
@Index('idx_session_expires_at', ['expiresAt'])
@Index('idx_session_user', ['userId'])
export class SessionEntity {
  @PrimaryColumn({ type: 'text' })
  sid!: string;

  /** Free-form session data (geo session, search count, reference, session values). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: Record<string, unknown>;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_session_user' })
  user?: Relation<UserEntity> | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
