/**
 * The content service: the blog and the image library, and the admin writing of posts. One object in the
 * API's service container; its parts can also be used alone (the admin CLI uses only the blog). The
 * catalogue's reads (systems, categories, conditions) are @fp/catalog-service.
 */
import type { DataSource } from 'typeorm';
import { BlogService } from './blog';
import { ImageLibraryService } from './images';

export class ContentService {
  readonly blog: BlogService;
  readonly images: ImageLibraryService;

  constructor(db: DataSource) {
    this.blog = new BlogService(db);
    this.images = new ImageLibraryService(db);
  }
}
