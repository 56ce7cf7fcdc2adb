/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * The operator console's foundation (issue 20, docs/operators.md):
 * - `operators`: the people who run the shop (not shop users): a login name, a role, a scrypt
 *   password hash, a TOTP secret sealed with the data key (and a pending one while enrolling),
 *   the last TOTP time step used (a code counts once), per-account failures and lock;
 * - `operator_sessions`: bearer tokens stored hashed, with an absolute expiry; `kind` 'totp' is
 *   the short-lived challenge between a right password and the TOTP code;
 * - `audit_log`: append-only — every operator write, with the object before and after (JSON);
 *   a trigger refuses UPDATE and DELETE on both dialects.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('operators')
    .addColumn('id', idColumn, pk)
    .addColumn('username', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // owner | operations | finance | service | moderator
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // sealed (secret box, context `operators.totp_secret`); null: no TOTP enrolled
    .addColumn('totp_secret', 'text')
    // sealed; a secret being enrolled (totp/setup), until totp/enable proves it
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // the time step (Unix seconds / 30) of the last accepted code: a replay is refused
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    // wrong passwords or codes since the last success or lock
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    // Unix seconds; logins are refused while now < locked_until
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operators_username')
    .on('operators')
    .column('username')
    .unique()
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', idColumn, pk)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    // session | totp (the challenge between the password and the code)
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('session'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('operator_sessions_token')
    .on('operator_sessions')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator')
    .on('operator_sessions')
    .column('operator_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumn, pk)
    .addColumn('at', 'bigint', (c) => c.notNull())
    // null: no operator known (a failed login of an unknown name)
    .addColumn('operator_id', 'integer')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_operator')
    .on('audit_log')
    .columns(['operator_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id'])
    .execute();

  // append-only: no row of the audit log is ever changed or removed
  if (pg) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end; $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('audit_log').execute();
  if (pg) await sql`drop function if exists audit_log_append_only()`.execute(db);
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
