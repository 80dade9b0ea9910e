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
import type { AuthKeyKind } from '../enums';
import { UserEntity } from './user.entity';

/** A one-time e-mail link key (activation, password reset, access link). Only its hash is stored. */
@Entity({ name: 'auth_key' })
@Unique('uq_auth_key_key_hash', ['keyHash'])
@Index('idx_auth_key_user', ['userId'])
export class AuthKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_auth_key_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'text' })
  kind!: AuthKeyKind;

  /** SHA-256 of the key sent by e-mail, hex. */
  @Column({ name: 'key_hash', type: 'text' })
  keyHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** For an `email` key: the address the account changes to when the link is used. */
  @Column({ name: 'new_email', type: 'text', nullable: true })
  newEmail!: string | null;

  /** The address the key was mailed to: it works only while that is still the account's (or, for an `email` key, a free) address. */
  @Column({ name: 'sent_to', type: 'text' })
  sentTo!: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
