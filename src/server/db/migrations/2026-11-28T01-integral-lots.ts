/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Points expiry (docs/api-promotions.md "Points expiry"): one lot per credit of the `integral`
 * account, consumed oldest first, expiring 365 days after it was earned. Existing positive
 * balances get one lot each, expiring 365 days after this migration ran, so every balance equals
 * the sum of its remaining lots. Frozen in time: takes Kysely<any>, imports nothing of the app.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

const TTL_S = 365 * 86400;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('integral_lots')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // the wallet_ledger row that credited it (0 for the migration's backfill)
    .addColumn('ledger_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // not yet spent or expired
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('integral_lots_user')
    .on('integral_lots')
    .columns(['user_id', 'expires_at', 'id'])
    .execute();
  await db.schema
    .createIndex('integral_lots_due')
    .on('integral_lots')
    .columns(['expires_at', 'remaining'])
    .execute();

  const now = Math.floor(Date.now() / 1000);
  const users = await db
    .selectFrom('users')
    .select(['id', 'integral'])
    .where('integral', '>', 0)
    .execute();
  for (const u of users as { id: number; integral: number | string }[]) {
    const amount = Number(u.integral);
    await db
      .insertInto('integral_lots')
      .values({
        user_id: u.id,
        ledger_id: 0,
        amount,
        remaining: amount,
        earned_at: now,
        expires_at: now + TTL_S,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integral_lots').execute();
}
