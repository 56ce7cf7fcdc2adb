import type { Config } from './config';
import type { Database } from './db';
import { migrateToLatest } from './db/migrate';
import { backfillSearchIndex } from './modules/catalogue/search.repository';
import { isEmpty, seedDemo } from './seed/seed';
import type { SecretBox } from './lib/secret-box';
import { seedDemoOperators } from './seed/seed-operators'; // issue 20 (ops-server)

/**
 * Migrates; seeds demo data (with demo accounts) when the database is empty and SEED_DEMO is on;
 * builds the search index of a database that has goods but no search terms (one that predates
 * the index).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo'>,
  now: number,
  // issue 20 (ops-server): seals the demo owner's TOTP secret; without it no demo operators
  secrets?: SecretBox,
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
  // issue 20 (ops-server): demo operators (also into a demo database made before they existed)
  if (demo && secrets) await seedDemoOperators(database.db, secrets, now);
  const indexed = await database.db.transaction().execute((tx) => backfillSearchIndex(tx));
  return { migrated, demo, indexed };
}
