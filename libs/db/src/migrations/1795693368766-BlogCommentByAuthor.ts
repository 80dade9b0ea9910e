import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's recent comments, found by author and time: the comment rate limit (@fp/publishing
 * COMMENT_RATE) counts them on every new comment.
 */
export class BlogCommentByAuthor1795693368766 implements MigrationInterface {
  name = 'BlogCommentByAuthor1795693368766';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_blog_comment_user ON blog_comment (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_blog_comment_user`);
  }
}
