/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Account, social login, invitations and loans (docs/api-wallet-account.md "Account, social
 * login, invitations, loans"): user rights, social accounts with the sandbox OAuth state and
 * code tables, and loan applications. Frozen in time: takes Kysely<any>, imports nothing of the
 * app; written for SQLite and PostgreSQL (Unix seconds, bigint fen).
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Table = CreateTableBuilder<string, string>;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = (name: string): Table =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const now = (t: Table): Table => t.addColumn('created_at', 'bigint', (c) => c.notNull());

  // Seller-side rights of a consumer account (shop_owner | live_manager | agent | seller).
  await create('user_rights')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('right', 'varchar(20)', (c) => c.notNull())
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_rights_user_right', ['user_id', 'right'])
    .execute();

  // A third-party identity bound to a user: one per (provider, openid) and per (provider, user).
  await now(
    create('social_accounts')
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('openid', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('social_accounts_openid', ['provider', 'openid'])
      .addUniqueConstraint('social_accounts_user', ['provider', 'user_id']),
  ).execute();

  // OAuth state of one authorisation round trip: random, 10 minutes, single use.
  await now(
    create('social_states')
      .addColumn('state', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      // where the app returns after login (an h5 hash path)
      .addColumn('redirect', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint'),
  ).execute();

  // Authorisation codes the (sandbox) provider issues: 5 minutes, single use. A code that finds
  // no bound account becomes a bind token (stored hashed), also single use.
  await now(
    create('social_codes')
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('state', 'varchar(64)', (c) => c.notNull())
      .addColumn('openid', 'varchar(64)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('bind_hash', 'varchar(64)')
      .addColumn('bind_expires_at', 'bigint')
      .addColumn('bind_used_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('social_codes_bind').on('social_codes').column('bind_hash').execute();

  // Loan applications (a lead form): only name, masked mobile and the figures are kept.
  await now(
    create('loans')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('term_months', 'integer', (c) => c.notNull())
      .addColumn('purpose', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('mobile_masked', 'varchar(20)', (c) => c.notNull())
      .addColumn('monthly_income', 'bigint', (c) => c.notNull())
      // approved | rejected: decided at submission, shown once the review time has passed
      .addColumn('decision', 'varchar(16)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('loans_user').on('loans').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['loans', 'social_codes', 'social_states', 'social_accounts', 'user_rights']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
