/**
 * Where the map search reads its hits: the in-memory read model (SearchIndex, the default) or the SQL on
 * the precomputed ranges (SqlSearchSource, kept callable so a test can check both answer the same).
 * Both return rows of one shape (SummaryRow), which the views turn into answers.
 */
import type { DataSource } from 'typeorm';
import {
  NEAREST_PRICED_SQL,
  PRICED_NEAR_SQL,
  SUMMARY_SEARCH_SQL,
  summaryParams,
  type SummaryRow,
} from './search-sql';

export interface SearchSource {
  /** The hospitals with a range for the condition within the radius, nearest first, at most `limit`. */
  nearby(
    diagnosisId: number,
    lat: number,
    lng: number,
    radiusKm: number,
    limit: number,
  ): Promise<SummaryRow[]>;
  /** The nearest hospital with a range for the condition, at any distance. */
  nearest(diagnosisId: number, lat: number, lng: number): Promise<SummaryRow | null>;
  /**
   * Which of the conditions have a range within the radius. With `enough`, the ids are in the caller's order
   * of preference and only the first `enough` priced ones are needed: a source may stop there.
   */
  pricedNear(
    diagnosisIds: readonly number[],
    lat: number,
    lng: number,
    radiusKm: number,
    enough?: number,
  ): Promise<Set<number>>;
}

/** The search in SQL (search-sql.ts): one statement per question. */
export class SqlSearchSource implements SearchSource {
  constructor(private readonly db: DataSource) {}

  nearby(
    diagnosisId: number,
    lat: number,
    lng: number,
    radiusKm: number,
    limit: number,
  ): Promise<SummaryRow[]> {
    return this.db.query(SUMMARY_SEARCH_SQL, summaryParams(lat, lng, radiusKm, diagnosisId, limit));
  }

  async nearest(diagnosisId: number, lat: number, lng: number): Promise<SummaryRow | null> {
    const rows: SummaryRow[] = await this.db.query(NEAREST_PRICED_SQL, [lat, lng, diagnosisId]);
    return rows[0] ?? null;
  }

  async pricedNear(diagnosisIds: readonly number[], lat: number, lng: number, radiusKm: number) {
    const rows: { diagnosis_id: number }[] = await this.db.query(
      PRICED_NEAR_SQL,
      summaryParams(lat, lng, radiusKm, diagnosisIds),
    );
    return new Set(rows.map((r) => Number(r.diagnosis_id)));
  }
}
