/**
 * The session-expiry migration upgrades a database made by the previous migrations: existing
 * sessions keep working (no terminal binding: terminal_id ''), existing ledger rows get no
 * made_at. SQLite, or PostgreSQL with TEST_DATABASE_URL (a database of its own).
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase as freshDatabase } from './upgrade-database';
import { sha256 } from '../../src/server/lib/crypto';

const NEW = '2026-11-30T04-session-expiry';
/** the last migration of the previous release: the upgrade runs every one after it */
const PREVIOUS_RELEASE = '2026-11-30T02-goods-list-index';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyDatabase(): Promise<Database> {
  const { database, cleanup } = await freshDatabase('shop-upgrade');
  cleanups.push(cleanup);
  return database;
}

describe(`${NEW} on a database of the previous migrations`, () => {
  it('upgrades existing sessions and ledger rows cleanly', async () => {
    const database = await emptyDatabase();
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names.filter((n) => n <= PREVIOUS_RELEASE);
    const upgrade = names.filter((n) => n > PREVIOUS_RELEASE);
    expect(upgrade).toContain(NEW);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    const before = await migrator.migrateTo(previous[previous.length - 1]!);
    expect(before.error).toBeUndefined();

    const now = 1_800_000_000;
    const user = await db
      .insertInto('users')
      .values({
        mobile: '13700000001',
        password_hash: 'x',
        invite_code: 'ABCDEFGH',
        inviter_id: null,
        pay_password_hash: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchant = await db
      .insertInto('merchants')
      .values({ account: 'upgrade', password_hash: 'x', name: 'm', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the old schema has no terminal_id: insert as the previous code did
    await db
      .insertInto('merchant_tokens')
      .values({
        merchant_id: merchant.id,
        token_hash: sha256('old-merchant-token'),
        device: 'kiosk',
        last_used_at: now,
        revoked_at: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('user_tokens')
      .values({
        user_id: user.id,
        token_hash: sha256('old-user-token'),
        device: 'h5',
        last_used_at: now,
        revoked_at: null,
        created_at: now,
      })
      .execute();

    // a ledger row booked before the upgrade has no made_at; the new column takes values
    const location = await db
      .insertInto('stock_locations')
      .values({ kind: 'warehouse', name: 'w', cabinet_id: null, slot_no: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ledger = (key: string, madeAt?: number) =>
      db
        .insertInto('stock_ledger')
        .values({
          location_id: location.id,
          sku_id: 1,
          delta: 1,
          before_qty: 0,
          after_qty: 1,
          reason: 'stock_in',
          idempotency_key: key,
          created_at: now,
          ...(madeAt === undefined ? {} : { made_at: madeAt }),
        })
        .execute();
    await ledger('k-plain');

    expect(await migrateToLatest(db)).toEqual(upgrade);
    const row = await db
      .selectFrom('merchant_tokens')
      .select(['terminal_id', 'device', 'revoked_at'])
      .where('token_hash', '=', sha256('old-merchant-token'))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terminal_id: '', device: 'kiosk', revoked_at: null });
    const users = await db.selectFrom('user_tokens').select('user_id').execute();
    expect(users).toEqual([{ user_id: user.id }]);
    await ledger('k-offline', now - 60);
    const rows = await db
      .selectFrom('stock_ledger')
      .select(['idempotency_key', 'made_at'])
      .orderBy('idempotency_key')
      .execute();
    expect(rows).toEqual([
      { idempotency_key: 'k-offline', made_at: now - 60 },
      { idempotency_key: 'k-plain', made_at: null },
    ]);
  });
});
