/**
 * The social-unionid migration (issue 22) upgrades a database made by the previous migrations:
 * bound WeChat accounts and pending codes keep their openid and get no unionid; several
 * accounts without a unionid may coexist, two with the same one may not. SQLite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-11-30T21-social-unionid';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps bindings and codes, with no unionid, and one account per unionid', async () => {
    const { database, cleanup } = await emptyDatabase('shop-unionid');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const binding = {
      provider: 'wechat',
      nickname: '老用户',
      avatar: '',
      created_at: 1_800_000_000,
    };
    await db
      .insertInto('social_accounts')
      .values([
        { ...binding, openid: 'oOld1', user_id: 1 },
        { ...binding, openid: 'oOld2', user_id: 2 },
      ] as never)
      .execute();
    await db
      .insertInto('social_codes')
      .values({
        code: 'c1',
        provider: 'wechat',
        state: 's1',
        openid: 'oOld3',
        expires_at: 1_800_000_300,
        created_at: 1_800_000_000,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db
        .selectFrom('social_accounts')
        .select(['openid', 'unionid', 'user_id'])
        .orderBy('user_id')
        .execute(),
    ).toEqual([
      { openid: 'oOld1', unionid: null, user_id: 1 },
      { openid: 'oOld2', unionid: null, user_id: 2 },
    ]);
    expect(await db.selectFrom('social_codes').select(['openid', 'unionid']).execute()).toEqual([
      { openid: 'oOld3', unionid: null },
    ]);
    await db
      .updateTable('social_accounts')
      .set({ unionid: 'uSame' })
      .where('openid', '=', 'oOld1')
      .execute();
    await expect(
      db
        .updateTable('social_accounts')
        .set({ unionid: 'uSame' })
        .where('openid', '=', 'oOld2')
        .execute(),
    ).rejects.toThrow();
  });
});
