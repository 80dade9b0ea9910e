/**
 * Small pure text rules for posts and comments: slugs, comment clean-up and list descriptions.
 */

/** Lower-case letters and digits in hyphen-separated words, like the category and condition slugs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const BODY_MAX = 200_000;
export const COMMENT_MAX = 2000;
/** Comments one account may post in any hour, over all posts (a reader never needs more; a spammer does). */
export const COMMENT_RATE = { limit: 10, windowMinutes: 60 } as const;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

/** "What's an MS-DRG?" → "whats-an-ms-drg". Empty when the title has no letters or digits. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/**
 * Comments are plain text: control characters (except newlines and tabs) are removed, line ends are
 * normalised, runs of blank lines shortened and the ends trimmed. The page shows the text escaped, so no
 * markup is ever interpreted.
 */
export function cleanComment(body: string): string {
  return (
    body
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * A one-paragraph description from a Markdown body, for posts written without one: the first paragraph
 * with Markdown punctuation removed, cut at a word boundary.
 */
export function describeMarkdown(markdown: string, max = 200): string {
  const first =
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !p.startsWith('#') && !p.startsWith('>') && !p.startsWith('|')) ?? '';
  const plain = first
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/^[-+] /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
