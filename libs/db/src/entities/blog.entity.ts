import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { BlogCommentEntity } from './blog-comment.entity';
import { UserEntity } from './user.entity';

/** A blog article (Markdown body). `help` articles are listed on the dashboard help screen. */
@Entity({ name: 'blog' })
@Unique('uq_blog_slug', ['slug'])
@Index('idx_blog_published', ['isPublished', 'publishedAt'])
export class BlogEntity {
  /** identity BY DEFAULT, so seeds may keep their own ids. */
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** URL slug; posts without one are linked as /blog/post/{id}/id. */
  @Column({ type: 'text', nullable: true })
  slug!: string | null;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', nullable: true })
  image!: string | null;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** Markdown source; rendered and sanitized on read. */
  @Column({ type: 'text', default: '' })
  body!: string;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished!: boolean;

  @Column({ type: 'boolean', default: false })
  help!: boolean;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_blog_author' })
  author?: Relation<UserEntity> | null;

  @OneToMany(() => BlogCommentEntity, (c) => c.blog)
  comments?: Relation<BlogCommentEntity[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
