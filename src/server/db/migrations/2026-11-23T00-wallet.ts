/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Wallet, identity and account of issue 4: the wallet ledger, withdrawals, bank cards, real-name
 * records, points transfers, uploads and the pay-password lockout columns of users.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; written for SQLite and
 * PostgreSQL (bigint fen / points and Unix seconds, integer 0/1 flags).
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

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

  // One append-only row per movement of a user's integral / reward_money / balance, written in
  // the transaction of the conditional update. before + delta = after; the sum of a user's
  // deltas of an account equals the account.
  await now(
    create('wallet_ledger')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // integral | reward_money | balance
      .addColumn('account', 'varchar(16)', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('before_amount', 'bigint', (c) => c.notNull())
      .addColumn('after_amount', 'bigint', (c) => c.notNull().check(sql`after_amount >= 0`))
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      // a retried request with the same key is a no-op
      .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique()),
  ).execute();
  await db.schema
    .createIndex('wallet_ledger_user')
    .on('wallet_ledger')
    .columns(['user_id', 'account', 'id'])
    .execute();

  await now(
    create('withdrawals')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('bank_card_id', 'integer', (c) => c.notNull())
      // fen: taken from reward money at request time
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      // fen that arrives on the card: amount - fee
      .addColumn('actual', 'bigint', (c) => c.notNull())
      // pending | paid | failed
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
      // why it failed (shown to the user)
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_user')
    .on('withdrawals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').column('status').execute();

  await now(
    create('bank_cards')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('bank_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('bank_name', 'varchar(32)', (c) => c.notNull())
      // the card number, AES-256-GCM (secret-box `v1:` format)
      .addColumn('card_enc', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'varchar(4)', (c) => c.notNull())
      // keyed hash of the card number: finds a card bound twice without decrypting
      .addColumn('card_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('holder_name', 'varchar(40)', (c) => c.notNull())
      // 1 active, 0 unbound (kept: withdrawals refer to it)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('unbound_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('bank_cards_user').on('bank_cards').column('user_id').execute();
  // An active card belongs to one account only.
  await db.schema
    .createIndex('bank_cards_active_card')
    .on('bank_cards')
    .column('card_hash')
    .unique()
    .where(sql<boolean>`status = 1`)
    .execute();

  await create('id_cards')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique())
    .addColumn('name_enc', 'text', (c) => c.notNull())
    .addColumn('id_enc', 'text', (c) => c.notNull())
    // keyed hash (server pepper) of the normalised 18-character ID number: one identity binds once
    .addColumn('id_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name_masked', 'varchar(40)', (c) => c.notNull())
    .addColumn('id_masked', 'varchar(18)', (c) => c.notNull())
    .addColumn('front_image', 'varchar(500)', (c) => c.notNull())
    .addColumn('back_image', 'varchar(500)', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Pay password lockout: five wrong tries lock it until pay_pwd_locked_until (Unix seconds).
  await db.schema
    .alterTable('users')
    .addColumn('pay_pwd_fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('pay_pwd_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await now(
    create('integral_transfers')
      .addColumn('from_user_id', 'integer', (c) => c.notNull())
      .addColumn('to_user_id', 'integer', (c) => c.notNull())
      // points received by to_user_id
      .addColumn('amount', 'bigint', (c) => c.notNull())
      // points paid on top by from_user_id
      .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('integral_transfers_from')
    .on('integral_transfers')
    .columns(['from_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('integral_transfers_to')
    .on('integral_transfers')
    .columns(['to_user_id', 'created_at'])
    .execute();

  await now(
    create('uploads')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      // the public path, e.g. /uploads/2026/11/<random>.jpg
      .addColumn('path', 'varchar(300)', (c) => c.notNull().unique())
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('uploads_user')
    .on('uploads')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'uploads',
    'integral_transfers',
    'id_cards',
    'bank_cards',
    'withdrawals',
    'wallet_ledger',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('pay_pwd_locked_until').execute();
  await db.schema.alterTable('users').dropColumn('pay_pwd_fail_count').execute();
}
