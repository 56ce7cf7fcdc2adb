/** `npm run db:migrate` and `npm run db:seed` (seed only fills an empty database). */
import { ConfigError, loadConfig } from './config';
import { openDatabase, sqliteFile } from './db';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './seed/seed';

async function main(): Promise<void> {
  const cmd = process.argv[2];
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  try {
    const done = await migrateToLatest(database.db);
    console.log(done.length ? `migrated: ${done.join(', ')}` : 'database is up to date');
    if (cmd === 'seed') {
      if (!(await isEmpty(database.db))) {
        console.log('database already has data; seed skipped');
      } else {
        const summary = await seedDemo(database.db, {
          now: Math.floor(Date.now() / 1000),
          demoAccounts: true,
        });
        console.log('seeded', summary);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 78 : 1);
});
