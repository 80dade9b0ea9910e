import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';

/**
 * Data the site needs before it serves: the reference catalogue when missing, and the demo price data
 * when the database holds no prices at all (SEED_DEMO=false turns the demo off).
 */
export async function prepareData(_db: DataSource, _config: AppConfig, _log: Logger): Promise<void> {
  // Filled in by the catalogue and demo-seed work.
}
