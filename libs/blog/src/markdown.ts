/**
 * Markdown to safe HTML for blog bodies. Posts are written by admins, but a stolen admin session or a
 * pasted snippet must still not be able to run script in readers' browsers, so the HTML marked produces
 * goes through sanitize-html with a strict allow-list: no script, style, iframe, form or event-handler
 * attribute survives, and links and images may only use http(s) (links also mailto) or site-relative URLs.
 */
import { Marked } from 'marked';
import type sanitizeHtmlFn from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];

const EXTERNAL_REL = 'nofollow noopener noreferrer';

const SANITIZE: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Tags outside the list are dropped with their text kept; script/style/textarea contents are dropped.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1; a "# Heading" in a body becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = { href };
      if (attribs.title) out.title = attribs.title;
      if (external) {
        out.rel = EXTERNAL_REL;
        out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
  },
};

let loaded: typeof sanitizeHtmlFn | undefined;
/**
 * sanitize-html is loaded on first use: its parser (htmlparser2) is ESM-only, which Node loads fine but
 * jest only after transforming it, and a top-level import would break every suite that merely imports
 * the API when that transform is missing.
 */
function sanitizeHtml(html: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberate lazy load, see above
  loaded ??= require('sanitize-html') as typeof sanitizeHtmlFn;
  return loaded(html, SANITIZE).trim();
}

/** Renders Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown ?? '') as string);
}

/** Sanitizes HTML from any source with the same allow-list (used by tests and for pasted HTML). */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html);
}
