/**
 * Seeds the content shipped with the site: the articles from @fp/site-text into `blog` and the local image
 * library into `image_item`. Runs at every start (apps/api startup.ts) and only adds what is missing,
 * matched by slug (posts) and by file (images), so posts an admin edited are never overwritten.
 */
import type { DataSource } from 'typeorm';
import { ARTICLES, IMAGE_LIBRARY } from '@fp/site-text';
import { LOCAL_SITE } from './images';

export interface SeedBlogResult {
  postsAdded: number;
  imagesAdded: number;
}

export async function seedBlog(db: DataSource): Promise<SeedBlogResult> {
  return db.transaction(async (tx) => {
    let postsAdded = 0;
    for (const a of ARTICLES) {
      const rows: unknown[] = await tx.query(
        `INSERT INTO blog (slug, title, image, description, body, published_at, is_published, help)
         VALUES ($1, $2, $3, $4, $5, $6, true, $7)
         ON CONFLICT ON CONSTRAINT uq_blog_slug DO NOTHING
         RETURNING id`,
        [a.slug, a.title, a.image, a.description, a.body, a.publishedAt, a.help],
      );
      postsAdded += rows.length;
    }
    let imagesAdded = 0;
    for (const img of IMAGE_LIBRARY) {
      const rows: unknown[] = await tx.query(
        `INSERT INTO image_item (site, title, tags, url, thumb, orientation, width, height)
         SELECT $1, $2, $3::text[], $4, $4, $5, $6, $7
          WHERE NOT EXISTS (SELECT 1 FROM image_item WHERE site = $1 AND url = $4)
         RETURNING id`,
        [LOCAL_SITE, img.title, img.tags, img.file, img.orientation, img.width, img.height],
      );
      imagesAdded += rows.length;
    }
    return { postsAdded, imagesAdded };
  });
}
