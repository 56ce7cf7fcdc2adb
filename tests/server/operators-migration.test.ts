/**
 * The operators migration (issue 20) upgrades a database made by the previous migrations:
 * existing data stays, the three new tables are empty (production never seeds operators), the
 * username is unique, and the audit log refuses UPDATE and DELETE; `down` removes it all.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-11-30T12-operators';
const PREVIOUS = '2026-11-30T11-goods-detail-images';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('adds empty operator tables beside the existing data; the audit log is append-only', async () => {
    const { database, cleanup } = await emptyDatabase('shop-operators');
    cleanups.push(cleanup);
    const db = database.db;
    expect(
      Object.keys(MIGRATIONS)
        .sort()
        .filter((n) => n > PREVIOUS)[0],
    ).toBe(NEW);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const now = 1_800_000_000;
    await db
      .insertInto('users')
      .values({ mobile: '13800000001', password_hash: 'x', invite_code: 'ABC123', created_at: now })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(await db.selectFrom('users').select('mobile').execute()).toEqual([
      { mobile: '13800000001' },
    ]);
    for (const table of ['operators', 'operator_sessions', 'audit_log'] as const) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }

    const op = {
      username: 'owner1',
      name: 'Owner',
      role: 'owner',
      password_hash: 'scrypt$x',
      totp_secret: null,
      totp_pending_secret: null,
      created_at: now,
      updated_at: now,
    };
    const row = await db
      .insertInto('operators')
      .values(op)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_enabled: 0, failed_logins: 0, disabled: 0 });
    expect(Number(row.locked_until)).toBe(0);
    await expect(db.insertInto('operators').values(op).execute()).rejects.toThrow();

    await db
      .insertInto('audit_log')
      .values({
        at: now,
        operator_id: row.id,
        action: 'ops.login',
        before_json: null,
        after_json: '{}',
      })
      .execute();
    await expect(sql`update audit_log set action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);

    // and down removes the tables (and the trigger's function on PostgreSQL)
    expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('audit_log');
    expect(tables).not.toContain('operators');
    expect(await migrateToLatest(db)).toContain(NEW);
  });
});
