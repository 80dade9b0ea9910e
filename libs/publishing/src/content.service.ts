/**
 * The content service: everything visitors read besides prices (systems, categories, conditions, the
 * blog, the image library) and the admin writing of posts. One object in the API's service container;
 * its parts can also be used alone (the admin CLI uses only the blog).
 */
import type { DataSource } from 'typeorm';
import { BlogService } from './blog';
import { CatalogReadService } from './catalog-read';
import { ImageLibraryService } from './images';
import { createCatalogLoaders, type CatalogLoaders } from './loaders';

export class ContentService {
  readonly catalog: CatalogReadService;
  readonly blog: BlogService;
  readonly images: ImageLibraryService;

  constructor(db: DataSource) {
    this.catalog = new CatalogReadService(db);
    this.blog = new BlogService(db);
    this.images = new ImageLibraryService(db);
  }

  /** A fresh set of DataLoaders; call once per request. */
  loaders(): CatalogLoaders {
    return createCatalogLoaders(this.catalog);
  }
}
