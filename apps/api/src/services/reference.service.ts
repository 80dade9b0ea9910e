import type { DataSource } from 'typeorm';

/** Read-only facts about the running service and the data it holds. */
export class ReferenceService {
  constructor(private readonly db: DataSource) {}

  async databaseVersion(): Promise<string> {
    const rows: { v: string }[] = await this.db.query('SELECT version() AS v');
    return rows[0]?.v ?? 'unknown';
  }
}
