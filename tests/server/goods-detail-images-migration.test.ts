/**
 * The goods-detail-images migration (issue 19) upgrades a database made by the previous
 * migrations: existing goods keep their gallery and get no detail images ('[]', so the detail
 * shows the gallery in 图文详情). SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-11-30T11-goods-detail-images';
const PREVIOUS = '2026-11-30T10-codes-and-consent';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps existing goods, with no detail images', async () => {
    const { database, cleanup } = await emptyDatabase('shop-detailimg');
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
    await db
      .insertInto('goods')
      .values({
        title: '烟台红富士苹果',
        category_id: 1,
        image: '/a.svg',
        images: '["/a-1.svg"]',
        price: 2990,
        created_at: 1_800_000_000,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db.selectFrom('goods').select(['title', 'images', 'detail_images']).execute(),
    ).toEqual([{ title: '烟台红富士苹果', images: '["/a-1.svg"]', detail_images: '[]' }]);
  });
});
