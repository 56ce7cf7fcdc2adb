/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Per-account login throttling (docs/api-auth.md "Login throttling"): one row per login scope
 * (`user` = a consumer mobile, `merchant` = a merchant account) and submitted identifier, known
 * or not, so every server process sees the same failures and locks. Frozen in time: takes
 * Kysely<any>, imports nothing of the app; written for SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('login_throttles')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // user | merchant
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    // the mobile or account as submitted (after input validation)
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    // attempts counted in the current window (a try in flight counts already)
    .addColumn('fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'bigint', (c) => c.notNull().defaultTo(0))
    // Unix seconds; logins of this identifier are refused while now < locked_until
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    // lockouts so far: the next wait grows with it
    .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttles_subject')
    .on('login_throttles')
    .columns(['scope', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('login_throttles_updated')
    .on('login_throttles')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
