/**
 * `npm run db:migrate` and `npm run db:seed` (seed only fills an empty database); issue 20:
 * `npm run admin:create -- --username X --name Y [--password-stdin]` (ops-cli.ts).
 */
import { ConfigError, loadConfig } from './config';
import { openDatabase, sqliteFile } from './db';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './seed/seed';
import { runAdminCreate } from './ops-cli'; // issue 20 (ops-server)

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

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
    // issue 20 (ops-server): the first owner of the operator console
    if (cmd === 'admin:create') {
      await runAdminCreate(
        database.db,
        process.argv.slice(3),
        { readStdin, print: (line) => console.log(line) },
        Math.floor(Date.now() / 1000),
      ).catch((err: unknown) => {
        // a refusal (username taken, bad flag) is a sentence, never a stack trace
        console.error(err instanceof Error ? err.message : err);
        process.exitCode = 1;
      });
    }
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
