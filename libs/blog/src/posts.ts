/**
 * Blog posts and their comments. Posts live in the `blog` table with a Markdown body (rendered and
 * sanitized on read) and a help flag (the dashboard's help page lists those). Readers see published posts
 * only; admins (app_user.is_admin) also see drafts and hidden comments, write posts and hide comments.
 * Signed-in users comment in plain text.
 */
import type { DataSource } from 'typeorm';
import { users } from '@fp/accounts';
import { BlogCommentEntity, BlogEntity, type UserEntity } from '@fp/db';
import { DomainError, badInput, forbidden, isUuid, notFound, unauthenticated } from '@fp/domain';
import { renderMarkdown } from './markdown';
import {
  BODY_MAX,
  COMMENT_MAX,
  COMMENT_RATE,
  DESCRIPTION_MAX,
  SLUG_MAX,
  TITLE_MAX,
  cleanComment,
  describeMarkdown,
  isValidSlug,
  slugify,
} from './text';

export const BLOG_LIMIT_DEFAULT = 20;
export const BLOG_LIMIT_MAX = 100;
const IMAGE_MAX = 500;

/** Who is asking: the signed-in user (if any) and whether they are an admin. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /** Name shown on the viewer's comments. */
  displayName: string;
}

export const ANONYMOUS: Viewer = { userId: null, isAdmin: false, displayName: '' };

/** A post to create (no id) or update (with id). Omitted fields keep their value on update. */
export interface BlogWrite {
  id?: number | null;
  title: string;
  /** Omitted on create: made from the title. Empty string: no slug (linked as /blog/post/{id}/id). */
  slug?: string | null;
  image?: string | null;
  description?: string | null;
  body?: string | null;
  published?: Date | string | null;
  isPublished?: boolean | null;
  help?: boolean | null;
}

export interface BlogListOptions {
  limit?: number | null;
  /** true: help articles only; false: others only; omitted: both. */
  help?: boolean | null;
  /** Admins only: include drafts (ignored for everyone else). */
  includeDrafts?: boolean | null;
}

/** "Jane D." from a user's names; a neutral label when none are set (e-mail addresses stay private). */
export function commentAuthorName(user: Pick<UserEntity, 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last[0].toUpperCase()}.`;
  if (first) return first;
  if (last) return last;
  return 'FairPrice Health reader';
}

function toDate(value: Date | string, field: string): Date {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime()))
    throw badInput('The publication time is not a valid date.', { [field]: 'Not a date.' });
  return d;
}

function checkImage(image: string): string {
  const v = image.trim();
  if (v.length > IMAGE_MAX) throw badInput('The image address is too long.', { image: 'Too long.' });
  // Site images ("/images/…") or http(s) addresses only: never javascript: or data: URLs.
  if (!/^\/(?!\/)[^\s]*$/.test(v) && !/^https?:\/\/[^\s]+$/i.test(v)) {
    throw badInput(
      'The image must be a site path such as /images/library/doctor.svg or an http(s) address.',
      {
        image: 'Use a path starting with / or an http(s) address.',
      },
    );
  }
  return v;
}

/** Posts and their comments: reading, the admins' writing and moderation, readers' comments. */
export class BlogPostService {
  /** Rendered bodies by post id and update time; bodies change only through save(). */
  private readonly rendered = new Map<string, string>();

  constructor(private readonly db: DataSource) {}

  /** The viewer for a session's user id (a missing or unknown user is anonymous). */
  async viewer(userId: string | null | undefined): Promise<Viewer> {
    if (!userId || !isUuid(userId)) return ANONYMOUS;
    const user = await users.findById(this.db.manager, userId);
    if (!user) return ANONYMOUS;
    return { userId: user.id, isAdmin: user.isAdmin, displayName: commentAuthorName(user) };
  }

  /** Published posts, newest first (admins may include drafts, listed first). */
  async list(opts: BlogListOptions = {}, viewer: Viewer = ANONYMOUS): Promise<BlogEntity[]> {
    const limit = opts.limit ?? BLOG_LIMIT_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1) throw badInput('The limit must be a positive whole number.');
    const drafts = Boolean(opts.includeDrafts && viewer.isAdmin);
    const qb = this.db.getRepository(BlogEntity).createQueryBuilder('b');
    if (!drafts) qb.where('b.is_published = true');
    if (opts.help !== null && opts.help !== undefined) qb.andWhere('b.help = :help', { help: opts.help });
    if (drafts) qb.orderBy('b.is_published', 'ASC');
    qb.addOrderBy('b.published_at', 'DESC', 'NULLS LAST').addOrderBy('b.id', 'DESC');
    return qb.limit(Math.min(limit, BLOG_LIMIT_MAX)).getMany();
  }

  /** One post by slug or id; null when unknown or a draft the viewer may not see. */
  async get(
    by: { slug?: string | null; id?: number | null },
    viewer: Viewer = ANONYMOUS,
  ): Promise<BlogEntity | null> {
    const repo = this.db.getRepository(BlogEntity);
    let post: BlogEntity | null = null;
    if (by.id !== null && by.id !== undefined) {
      if (!Number.isInteger(by.id) || by.id < 1 || by.id > 2_147_483_647) return null;
      post = await repo.findOneBy({ id: by.id });
    } else if (by.slug) {
      const slug = by.slug.trim().toLowerCase();
      if (!isValidSlug(slug)) return null;
      post = await repo.findOneBy({ slug });
    } else {
      throw badInput('Give a post slug or id.');
    }
    if (!post || (!post.isPublished && !viewer.isAdmin)) return null;
    return post;
  }

  /** The body as safe HTML. */
  bodyHtml(post: BlogEntity): string {
    const key = `${post.id}:${post.updatedAt?.getTime?.() ?? 0}:${post.body.length}`;
    let html = this.rendered.get(key);
    if (html === undefined) {
      html = renderMarkdown(post.body);
      if (this.rendered.size > 500) this.rendered.clear();
      this.rendered.set(key, html);
    }
    return html;
  }

  /** Admins create or update a post (GraphQL saveBlog). */
  async save(input: BlogWrite, viewer: Viewer): Promise<BlogEntity> {
    if (!viewer.userId) throw unauthenticated('Please sign in as an editor to write posts.');
    if (!viewer.isAdmin) throw forbidden('Only editors can write blog posts.');
    return this.write(input, viewer.userId);
  }

  /**
   * Creates or updates a post without an access check: for the admin CLI (tools/blog.ts), which runs
   * with the server's own database access, and for save() after its check.
   */
  async write(input: BlogWrite, authorId: string | null = null): Promise<BlogEntity> {
    const repo = this.db.getRepository(BlogEntity);
    let post: BlogEntity;
    const creating = input.id === null || input.id === undefined;
    if (creating) {
      post = repo.create({ isPublished: false, help: false, body: '', description: '', authorId });
    } else {
      const found = Number.isInteger(input.id) ? await repo.findOneBy({ id: input.id as number }) : null;
      if (!found) throw notFound('The post');
      post = found;
    }

    const title = (input.title ?? '').replace(/\s+/g, ' ').trim();
    if (!title) throw badInput('Please give the post a title.', { title: 'A title is required.' });
    if (title.length > TITLE_MAX)
      throw badInput(`The title must be at most ${TITLE_MAX} characters.`, { title: 'Too long.' });
    post.title = title;

    if (input.slug !== undefined && input.slug !== null) {
      const slug = input.slug.trim().toLowerCase();
      if (slug && !isValidSlug(slug)) {
        throw badInput(
          `The slug may use lower-case letters, digits and single hyphens (at most ${SLUG_MAX} characters).`,
          {
            slug: 'Use words like how-to-read-a-bill.',
          },
        );
      }
      post.slug = slug || null;
    } else if (creating) {
      post.slug = slugify(title) || null;
    }
    if (post.slug) {
      const clash = await repo.findOneBy({ slug: post.slug });
      if (clash && clash.id !== post.id) {
        throw new DomainError('CONFLICT', `Another post already uses the address /blog/post/${post.slug}.`, {
          slug: 'Choose another slug.',
        });
      }
    }

    if (input.body !== undefined && input.body !== null) {
      if (input.body.length > BODY_MAX) throw badInput('The post body is too long.', { body: 'Too long.' });
      post.body = input.body.replace(/\r\n?/g, '\n');
    }
    if (input.description !== undefined && input.description !== null) {
      const description = input.description.replace(/\s+/g, ' ').trim();
      if (description.length > DESCRIPTION_MAX) {
        throw badInput(`The description must be at most ${DESCRIPTION_MAX} characters.`, {
          description: 'Too long.',
        });
      }
      post.description = description;
    }
    if (!post.description) post.description = describeMarkdown(post.body);
    if (input.image !== undefined)
      post.image = input.image === null || input.image.trim() === '' ? null : checkImage(input.image);
    if (input.help !== undefined && input.help !== null) post.help = input.help;
    if (input.published !== undefined && input.published !== null)
      post.publishedAt = toDate(input.published, 'published');
    if (input.isPublished !== undefined && input.isPublished !== null) post.isPublished = input.isPublished;
    if (post.isPublished && !post.publishedAt) post.publishedAt = new Date();

    try {
      return await repo.save(post);
    } catch (err) {
      // Two editors saving the same slug at once: the unique constraint decides.
      if ((err as { code?: string; driverError?: { code?: string } }).driverError?.code === '23505') {
        throw new DomainError('CONFLICT', `Another post already uses the address /blog/post/${post.slug}.`, {
          slug: 'Choose another slug.',
        });
      }
      throw err;
    }
  }

  /** Comments of a post, oldest first; hidden ones only for admins. */
  async comments(blogId: number, viewer: Viewer = ANONYMOUS): Promise<BlogCommentEntity[]> {
    return this.db.getRepository(BlogCommentEntity).find({
      where: viewer.isAdmin ? { blogId } : { blogId, hidden: false },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** A signed-in reader comments on a post they can see. */
  async addComment(blogId: number, body: string, viewer: Viewer): Promise<BlogCommentEntity> {
    if (!viewer.userId) throw unauthenticated('Please sign in to comment.');
    const post = await this.get({ id: blogId }, viewer);
    if (!post) throw notFound('The post');
    const text = cleanComment(body ?? '');
    if (!text) throw badInput('Please write a comment first.', { body: 'The comment is empty.' });
    if (text.length > COMMENT_MAX) {
      throw badInput(`Comments can be at most ${COMMENT_MAX} characters.`, { body: 'Too long.' });
    }
    const userId = viewer.userId;
    return this.db.transaction(async (tx) => {
      // One account's comments are counted and written one at a time (its user row locked), so parallel
      // requests cannot all pass the count; the count is the account's comments of the last hour.
      await tx.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM blog_comment
          WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)`,
        [userId, COMMENT_RATE.windowMinutes],
      );
      if (n >= COMMENT_RATE.limit)
        throw new DomainError(
          'RATE_LIMITED',
          `You can post at most ${COMMENT_RATE.limit} comments an hour. Please wait a while and try again.`,
        );
      const repo = tx.getRepository(BlogCommentEntity);
      return repo.save(
        repo.create({ blogId: post.id, userId, authorName: viewer.displayName, body: text, hidden: false }),
      );
    });
  }

  /** Admins hide a comment (or show it again). */
  async hideComment(id: string, hidden: boolean, viewer: Viewer): Promise<BlogCommentEntity> {
    if (!viewer.userId) throw unauthenticated('Please sign in as an editor to moderate comments.');
    if (!viewer.isAdmin) throw forbidden('Only editors can hide comments.');
    const repo = this.db.getRepository(BlogCommentEntity);
    const comment = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (!comment) throw notFound('The comment');
    comment.hidden = hidden;
    return repo.save(comment);
  }
}
