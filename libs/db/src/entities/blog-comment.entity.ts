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
import { BlogEntity } from './blog.entity';
import { UserEntity } from './user.entity';

/** A signed-in reader's comment on a blog post; admins can hide it. */
@Entity({ name: 'blog_comment' })
@Index('idx_blog_comment_blog', ['blogId', 'createdAt'])
@Index('idx_blog_comment_user', ['userId', 'createdAt'])
export class BlogCommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'blog_id', type: 'integer' })
  blogId!: number;

  @ManyToOne(() => BlogEntity, (b) => b.comments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blog_id', foreignKeyConstraintName: 'fk_blog_comment_blog' })
  blog?: Relation<BlogEntity>;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_blog_comment_user' })
  user?: Relation<UserEntity> | null;

  /** Display name at the time of writing (kept if the account goes away). */
  @Column({ name: 'author_name', type: 'text' })
  authorName!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
