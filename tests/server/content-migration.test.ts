/**
 * The content migration (issue 23, part content) upgrades a database made by the previous
 * migrations: banners keep their rows, unbounded (start_at = end_at = 0); messages keep theirs
 * with no announcement; a user gets one row per announcement. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T05-content';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('keeps banners unbounded and messages without an announcement', async () => {
    const { database, cleanup } = await emptyDatabase('shop-content');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await db.insertInto('banners').values({ title: 'b', image: '/x.png', created_at: 1 }).execute();
    await db
      .insertInto('user_messages')
      .values({
        user_id: 1,
        category: 'system',
        title: 't',
        body: 'b',
        link: null,
        created_at: 1,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);
    expect(
      await db.selectFrom('banners').select(['title', 'start_at', 'end_at']).execute(),
    ).toEqual([{ title: 'b', start_at: 0, end_at: 0 }]);
    expect(
      await db.selectFrom('user_messages').select(['title', 'announcement_id']).execute(),
    ).toEqual([{ title: 't', announcement_id: null }]);
    const row = {
      user_id: 1,
      category: 'system',
      title: 'a',
      body: 'b',
      link: null,
      created_at: 2,
      announcement_id: 7,
    };
    await db.insertInto('user_messages').values(row).execute();
    await expect(db.insertInto('user_messages').values(row).execute()).rejects.toThrow();
  });
});
