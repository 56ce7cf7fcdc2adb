import type { Config } from './config';
import type { Database } from './db';
import { migrateToLatest } from './db/migrate';
import { backfillSearchIndex } from './modules/catalogue/search.repository';
import { isEmpty, seedDemo } from './seed/seed';

/**
 * Migrates; seeds demo data (with demo accounts) when the database is empty and SEED_DEMO is on;
 * builds the search index of a database that has goods but no search terms (one that predates
 * the index).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo'>,
  now: number,
): Promise<{ migrated: string[]; demo: boolean; indexed: number }> {
  const migrated = await migrateToLatest(database.db);
  let demo = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, { now, demoAccounts: true });
    demo = true;
  } else if (config.seedDemo) {
    demo = Boolean(
      await database.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', '13800138000')
        .executeTakeFirst(),
    );
  }
  const indexed = await database.db.transaction().execute((tx) => backfillSearchIndex(tx));
  return { migrated, demo, indexed };
}
