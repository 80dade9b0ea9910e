export { ContentService } from './content.service';
export {
  CatalogReadService,
  BILL_TYPES,
  INSURANCE_OPTIONS,
  OPTION_KINDS,
  categoryIconUrl,
  systemDescription,
  type DiagnosisListOptions,
  type OptionKindName,
  type PickerOption,
} from './catalog-read';
export {
  BlogService,
  ANONYMOUS,
  commentAuthorName,
  type BlogListOptions,
  type BlogWrite,
  type Viewer,
} from './blog';
export {
  ImageLibraryService,
  DEFAULT_MAX_WIDTH,
  LOCAL_SITE,
  parseOrientation,
  parseWidth,
  withWidth,
  type ImageHit,
  type ImageSearchInput,
} from './images';
export { createCatalogLoaders, type CatalogLoaders } from './loaders';
export { renderMarkdown, sanitizeBlogHtml } from './markdown';
export { cleanComment, describeMarkdown, isValidSlug, slugify } from './text';
export { seedContent, type SeedContentResult } from './seed';
