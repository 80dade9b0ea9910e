import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { loadCatalog, seedDemoData } from '@fp/importer';
import { seedContent } from '@fp/publishing';
import type { AppConfig } from './config';

/**
 * Data the site needs before it serves: the reference catalogue when missing, and the demo price data
 * when the database holds no prices at all (SEED_DEMO=false turns the demo off).
 */
export async function prepareData(db: DataSource, config: AppConfig, log: Logger): Promise<void> {
  // The catalogue first: conditions, codes and demo prices point at it. One query when unchanged.
  const catalog = await loadCatalog(db);
  if (catalog.loaded) {
    log.info(
      {
        systems: catalog.systems,
        codes: catalog.codes,
        categories: catalog.categories,
        conditions: catalog.diagnoses,
        ms: catalog.ms,
      },
      'reference catalogue loaded',
    );
    for (const problem of catalog.problems) log.warn({ problem }, 'catalogue entry skipped');
  }
  if (config.seedDemo) {
    const demo = await seedDemoData(db);
    if (demo.seeded) {
      log.info(
        { providers: demo.providers, prices: demo.prices },
        'no price data yet: loaded the generated demo data (see README, "Loading real price data")',
      );
    }
  }
  const content = await seedContent(db);
  if (content.postsAdded || content.imagesAdded)
    log.info(content, 'content seeded (articles, image library)');
}
