/**
 * The hospital directory look-up: every typed word must appear in "CCN name city" (case-insensitive),
 * served by the trigram index idx_provider_lookup_trgm. Public data: no owner, no session.
 */
import type { DataSource } from 'typeorm';
import { badInput } from '@fp/domain';

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class HospitalDirectoryService {
  constructor(private readonly db: DataSource) {}

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
