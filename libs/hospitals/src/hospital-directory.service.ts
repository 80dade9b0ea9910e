/**
 * The hospital directory look-up: every typed word must appear in "CCN name city" (case-insensitive),
 * served by the trigram index idx_provider_lookup_trgm. Public data: no owner, no session.
 */
import type { DataSource } from 'typeorm';
import { badInput, ownershipKind } from '@fp/domain';

export const HOSPITAL_LOOKUP_LIMITS = {
  minChars: 2,
  maxChars: 100,
  maxWords: 5,
  defaultLimit: 10,
  maxLimit: 25,
};

export interface DirectoryHospital {
  id: string;
  name: string;
  city: string;
  state: string;
  zip: string;
  isDemo: boolean;
}

/** Where a provider's map point comes from. */
export type LocationSource = 'building' | 'address' | 'zip-centroid';

/**
 * What the directory knows about a hospital beyond its address (data/hospitals: CMS Care Compare and
 * HIFLD). Null fields: the source has nothing, or the provider is not in the directory.
 */
export interface HospitalFacts {
  id: string;
  phone: string | null;
  website: string | null;
  hospitalType: string | null;
  /**
   * CMS ownership, e.g. 'Voluntary non-profit - Private', 'Proprietary', 'Government - State'. The one
   * place other capabilities read it from (amounts generally billed by nonprofits, issues 27 and 31).
   */
  ownership: string | null;
  /** True when CMS lists the hospital's ownership as voluntary non-profit; null when unknown. */
  nonprofit: boolean | null;
  emergencyServices: boolean | null;
  starRating: StarRating | null;
  birthingFriendly: boolean | null;
  beds: number | null;
  /** Null when the provider has no map point. */
  locationSource: LocationSource | null;
}

export interface StarRating {
  /** 1..5 stars. */
  value: number;
  source: string;
  /** YYYY-MM-DD the rating was published; null when the source does not say. */
  asOf: string | null;
}

/** Named once: the detail shows it beside the stars. */
export const STAR_RATING_SOURCE = 'CMS Care Compare overall star rating';

interface FactsRow {
  id: string;
  phone: string | null;
  website: string | null;
  hospital_type: string | null;
  ownership: string | null;
  emergency_services: boolean | null;
  star_rating: number | null;
  star_rating_as_of: string | Date | null;
  birthing_friendly: boolean | null;
  beds: number | null;
  location_precision: 'zip' | 'address' | 'building' | null;
  has_point: boolean;
}

const dateText = (d: string | Date | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/**
 * A web site as a link: HIFLD writes some without a scheme ("www.cpgh.org"); anything else than a plain
 * host name or an http(s) address is dropped, so the detail never links to another scheme.
 */
export function websiteUrl(raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return `http://${text}`;
  return null;
}

const LOCATION_SOURCES = { building: 'building', address: 'address', zip: 'zip-centroid' } as const;

function toFacts(r: FactsRow): HospitalFacts {
  return {
    id: r.id,
    phone: r.phone,
    website: websiteUrl(r.website),
    hospitalType: r.hospital_type,
    ownership: r.ownership,
    nonprofit: ownershipKind(r.ownership) === null ? null : ownershipKind(r.ownership) === 'nonprofit',
    emergencyServices: r.emergency_services,
    starRating:
      r.star_rating === null
        ? null
        : { value: r.star_rating, source: STAR_RATING_SOURCE, asOf: dateText(r.star_rating_as_of) },
    birthingFriendly: r.birthing_friendly,
    beds: r.beds,
    // A point without a recorded precision was placed at its ZIP centroid (the importers' default).
    locationSource: r.has_point ? LOCATION_SOURCES[r.location_precision ?? 'zip'] : null,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class HospitalDirectoryService {
  constructor(private readonly db: DataSource) {}

  /** The directory facts of each id, in the order asked (null for an unknown id); one query. */
  async facts(ids: readonly string[]): Promise<(HospitalFacts | null)[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<FactsRow[]>(
      `SELECT id, phone, website, hospital_type, ownership, emergency_services, star_rating, star_rating_as_of,
         birthing_friendly, beds, location_precision, (lat IS NOT NULL AND lng IS NOT NULL) AS has_point
       FROM provider WHERE id = ANY($1)`,
      [[...new Set(ids)]],
    );
    const byId = new Map(rows.map((r) => [r.id, toFacts(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Hospitals matching every word of `query`: an exact CCN first, then names starting with the text,
   * then by name. Nothing under two characters; BAD_USER_INPUT over 100.
   */
  async lookup(query: unknown, limit?: number | null): Promise<DirectoryHospital[]> {
    const text = typeof query === 'string' ? query.trim().toLowerCase() : '';
    if (text.length > HOSPITAL_LOOKUP_LIMITS.maxChars)
      throw badInput(`Type at most ${HOSPITAL_LOOKUP_LIMITS.maxChars} characters.`, { query: 'Too long.' });
    if (text.length < HOSPITAL_LOOKUP_LIMITS.minChars) return [];
    const n = Math.min(
      Math.max(Math.trunc(Number(limit ?? HOSPITAL_LOOKUP_LIMITS.defaultLimit)) || 1, 1),
      HOSPITAL_LOOKUP_LIMITS.maxLimit,
    );
    const words = [...new Set(text.split(/\s+/))].slice(0, HOSPITAL_LOOKUP_LIMITS.maxWords);
    const params: unknown[] = [text.toUpperCase(), `${escapeLike(text)}%`, n];
    const where = words.map((w) => {
      params.push(`%${escapeLike(w)}%`);
      return `lower(id || ' ' || name || ' ' || city) LIKE $${params.length}`;
    });
    const rows = await this.db.query<DirectoryHospital[]>(
      `SELECT id, name, city, state, zip, is_demo AS "isDemo" FROM provider
       WHERE ${where.join(' AND ')}
       ORDER BY (id = $1) DESC, (lower(name) LIKE $2) DESC, name, id
       LIMIT $3`,
      params,
    );
    return rows.map((r) => ({ ...r, state: r.state.trim() }));
  }
}
