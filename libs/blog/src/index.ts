/**
 * @fp/blog: the blog's posts and comments (reading, the editors' writing and moderation), the image
 * library their pictures come from, the Markdown rendering, and the seeding of the shipped articles.
 * `BlogService` bundles the posts and images for the API; the articles' text itself is @fp/site-text.
 */
export { BlogService } from './blog.service';
export {
  BlogPostService,
  ANONYMOUS,
  commentAuthorName,
  type BlogListOptions,
  type BlogWrite,
  type Viewer,
} from './posts';
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
export { seedBlog, type SeedBlogResult } from './seed';
