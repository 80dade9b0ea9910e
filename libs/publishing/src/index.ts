export { ContentService } from './content.service';
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
export { renderMarkdown, sanitizeBlogHtml } from './markdown';
export { cleanComment, describeMarkdown, isValidSlug, slugify } from './text';
export { seedContent, type SeedContentResult } from './seed';
