/**
 * The only place that creates Kysely (STYLE.md section 2). SQLite (better-sqlite3, WAL) in
 * `dataDir` by default; PostgreSQL when DATABASE_URL is set.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type Transaction } from 'kysely';
import type pgModule from 'pg';
import type { DB } from './schema';
import { CachedSqliteDialect } from './sqlite-driver';
import { ConfigCache } from './config-cache';
import { preparedStatementsPool } from './pg-prepared';
import { WalCheckpointer } from './wal-checkpointer';
import { WriteTrackingDialect, type WriteListener } from './write-tags';

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the database or an open transaction: repository functions take this first. */
export type Executor = Db | Tx;
export type Dialect = 'sqlite' | 'postgres';

/** Whether a database or transaction runs on PostgreSQL (for its row locks and statements). */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface Database {
  db: Db;
  dialect: Dialect;
  /** the SQLite file, when SQLite */
  file?: string;
  /**
   * Told the tables of every write, before it runs and once committed (write-tags.ts): the
   * public cache's invalidation.
   */
  writeListeners: Set<WriteListener>;
  /** SQLite on a file: its WAL checkpoints (wal-checkpointer.ts) */
  checkpointer?: WalCheckpointer;
  close(): Promise<void>;
}

let pgLoaded: typeof pgModule | null = null;

/**
 * node-pg, loaded on the first PostgreSQL database only: a server on SQLite never carries it
 * (issue 21, idle memory). It returns int8 (bigint) and numeric as strings; money sums must stay
 * numbers.
 */
function loadPg(): typeof pgModule {
  if (!pgLoaded) {
    pgLoaded = createRequire(import.meta.url)('pg') as typeof pgModule;
    pgLoaded.types.setTypeParser(20, (v) => Number(v));
    pgLoaded.types.setTypeParser(1700, (v) => Number(v));
  }
  return pgLoaded;
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'shop.sqlite');
}

export function openDatabase(opts: { databaseUrl?: string; sqliteFile?: string }): Database {
  if (opts.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: opts.databaseUrl, max: 10 });
    // the app_config cache sees every query of this database (config-cache.ts)
    const writeListeners = new Set<WriteListener>();
    const db = new Kysely<DB>({
      // named prepared statements: parsed and planned once per connection (pg-prepared.ts)
      dialect: new WriteTrackingDialect(
        new PostgresDialect({ pool: preparedStatementsPool(pool) }),
        writeListeners,
      ),
      plugins: [new ConfigCache()],
    });
    return { db, dialect: 'postgres', writeListeners, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // our driver: prepared statements cached, waiters served in order (sqlite-driver.ts, issue 21)
  const dialect = new CachedSqliteDialect({ database: sqlite });
  // every write reported with its tables (write-tags.ts)
  const writeListeners = new Set<WriteListener>();
  const db = new Kysely<DB>({
    dialect: new WriteTrackingDialect(dialect, writeListeners),
    plugins: [new ConfigCache()],
  });
  // checkpoints on a worker thread, not inside a commit of this one (wal-checkpointer.ts)
  const checkpointer =
    file !== ':memory:'
      ? new WalCheckpointer(sqlite, {
          exclusive: (fn) =>
            dialect.driver ? dialect.driver.exclusive(fn) : Promise.resolve(fn()),
        })
      : null;
  return {
    db,
    dialect: 'sqlite',
    file,
    writeListeners,
    checkpointer: checkpointer ?? undefined,
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}
