/**
 * The blog: its posts (with comments) and the image library their editors pick pictures from. One object
 * in the API's service container; its parts can also be used alone (the admin CLI uses only the posts).
 * The catalogue's reads (systems, categories, conditions) are @fp/catalog-db; the site's fixed texts
 * are @fp/site-text.
 */
import type { DataSource } from 'typeorm';
import { BlogPostService } from './posts';
import { ImageLibraryService } from './images';

export class BlogService {
  readonly posts: BlogPostService;
  readonly images: ImageLibraryService;

  constructor(db: DataSource) {
    this.posts = new BlogPostService(db);
    this.images = new ImageLibraryService(db);
  }
}
