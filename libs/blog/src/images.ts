/**
 * The image library behind the editor's image search (GET /api/{site}/search/{query}/{orientation}).
 *
 * Only the site's own library ("local", table image_item, seeded from @fp/site-text) is searchable; any
 * other site answers a clear 400 until someone configures a provider for it.
 *
 * Sizes: the specification asks that "a max width of 1200 is added when no size is given". Every URL we
 * hand out therefore carries `w=<max width>` (1200 by default, or the size the caller asked for), and the
 * width and height we report are the image's natural size scaled down to that width. The library's files
 * are SVGs, which scale losslessly, so the static server sends the same file whatever `w` says and the
 * browser draws it at the reported size; an image CDN (or a remote site such as Unsplash, which reads the
 * same `w` parameter) would resize on its side. Thumbnails are the same files with `w=400`.
 */
import type { DataSource } from 'typeorm';
import { IMAGE_ORIENTATIONS, type ImageOrientation } from '@fp/db';
import { badInput } from '@fp/domain';

export const LOCAL_SITE = 'local';
export const DEFAULT_MAX_WIDTH = 1200;
export const THUMB_WIDTH = 400;
export const MIN_WIDTH = 16;
export const MAX_WIDTH = 4000;
export const IMAGE_SEARCH_LIMIT = 50;

export interface ImageHit {
  url: string;
  thumb: string;
  title: string;
  /** Width in pixels at the size the URL asks for. */
  width: number;
  /** Height in pixels at the size the URL asks for. */
  height: number;
  site: string;
  orientation: ImageOrientation;
}

export interface ImageSearchInput {
  site: string;
  query: string;
  /** Raw orientation: landscape/portrait/square, the aliases horizontal/vertical/squarish, or all/any. */
  orientation?: string | null;
  /** Requested width in pixels; DEFAULT_MAX_WIDTH when absent. */
  width?: number | string | null;
}

const ORIENTATION_ALIASES: Record<string, ImageOrientation | null> = {
  landscape: 'landscape',
  horizontal: 'landscape',
  portrait: 'portrait',
  vertical: 'portrait',
  square: 'square',
  squarish: 'square',
  all: null,
  any: null,
  '': null,
};

/** The orientation filter, or null for "any"; throws a 400 for anything else. */
export function parseOrientation(raw: string | null | undefined): ImageOrientation | null {
  const key = (raw ?? '').trim().toLowerCase();
  if (key in ORIENTATION_ALIASES) return ORIENTATION_ALIASES[key];
  throw badInput(`Orientation must be one of ${IMAGE_ORIENTATIONS.join(', ')} or all.`, {
    orientation: 'Choose landscape, portrait, square or all.',
  });
}

/** The width to serve: the requested one (clamped to 16..4000) or 1200 when none was given. */
export function parseWidth(raw: number | string | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return DEFAULT_MAX_WIDTH;
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n) || !Number.isInteger(n) || n <= 0) {
    throw badInput('The image width must be a whole number of pixels.', {
      width: 'Give a width such as 800.',
    });
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, n));
}

/** Adds (or replaces) the `w` parameter on a URL, keeping any other parameters. */
export function withWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path, query = ''] = base.split('?', 2);
  const params = query.split('&').filter((p) => p && !/^w=/.test(p));
  params.push(`w=${width}`);
  return `${path}?${params.join('&')}${hash}`;
}

/** Natural size scaled down (never up) to a maximum width. */
export function scaleToWidth(
  width: number,
  height: number,
  maxWidth: number,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Search words: lower-case letters and digits only, at most 8. Empty, "*" and "all" mean everything. */
export function searchWords(query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '' || q === '*' || q === 'all') return [];
  return [...new Set(q.split(/[^a-z0-9]+/).filter((w) => w.length > 0 && w.length <= 40))].slice(0, 8);
}

interface ImageRow {
  site: string;
  title: string;
  url: string;
  thumb: string;
  orientation: ImageOrientation;
  width: number;
  height: number;
}

export class ImageLibraryService {
  constructor(private readonly db: DataSource) {}

  /** Images of a site matching the words (title or tags), best match first. */
  async search(input: ImageSearchInput): Promise<ImageHit[]> {
    const site = input.site.trim().toLowerCase();
    if (site !== LOCAL_SITE) {
      throw badInput(
        `Image search on "${input.site}" is not set up. Use "${LOCAL_SITE}" for the site's own library.`,
        {
          site: `Use "${LOCAL_SITE}".`,
        },
      );
    }
    const orientation = parseOrientation(input.orientation);
    const maxWidth = parseWidth(input.width);
    const words = searchWords(input.query);
    // Words are [a-z0-9] only, so they are safe inside LIKE patterns.
    const rows: (ImageRow & { score: number })[] = await this.db.query(
      `SELECT site, title, url, thumb, orientation, width, height,
              (SELECT count(*)::int FROM unnest($3::text[]) AS w
                WHERE lower(i.title) LIKE '%' || w || '%'
                   OR EXISTS (SELECT 1 FROM unnest(i.tags) AS t WHERE t LIKE w || '%')) AS score
         FROM image_item i
        WHERE i.site = $1 AND ($2::text IS NULL OR i.orientation = $2)
        ORDER BY score DESC, title
        LIMIT $4`,
      [site, orientation, words, words.length ? 500 : IMAGE_SEARCH_LIMIT],
    );
    return rows
      .filter((r) => words.length === 0 || r.score > 0)
      .slice(0, IMAGE_SEARCH_LIMIT)
      .map((r) => {
        const size = scaleToWidth(r.width, r.height, maxWidth);
        return {
          url: withWidth(r.url, maxWidth),
          thumb: withWidth(r.thumb, Math.min(THUMB_WIDTH, maxWidth)),
          title: r.title,
          width: size.width,
          height: size.height,
          site: r.site,
          orientation: r.orientation,
        };
      });
  }
}
