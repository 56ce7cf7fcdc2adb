import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedSqliteDialect } from './sqlite-driver';
import { WriteTrackingDialect, type WriteListener } from './write-tags';

interface T {
  goods: { id: Generated<number>; title: string; sales: number };
  banners: { id: Generated<number>; title: string };
}

const opened: Kysely<T>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

async function open() {
  const seen: string[] = [];
  const listeners = new Set<WriteListener>([
    (tags, committed) => seen.push(`${committed ? 'committed' : 'writing'} ${tags.join(',')}`),
  ]);
  const db = new Kysely<T>({
    dialect: new WriteTrackingDialect(
      new CachedSqliteDialect({ database: new SQLite(':memory:') }),
      listeners,
    ),
  });
  opened.push(db);
  await sql`create table goods (id integer primary key, title text, sales integer)`.execute(db);
  await sql`create table banners (id integer primary key, title text)`.execute(db);
  seen.length = 0;
  return { db, seen, listeners };
}

describe('WriteTrackingDialect', () => {
  it('reports a write outside a transaction before it runs and after it', async () => {
    const { db, seen } = await open();
    await db.insertInto('goods').values({ title: 'a', sales: 0 }).execute();
    expect(seen).toEqual(['writing goods', 'committed goods']);
  });

  it('reports nothing for reads', async () => {
    const { db, seen } = await open();
    await db.selectFrom('goods').selectAll().execute();
    await sql`select 1`.execute(db);
    expect(seen).toEqual([]);
  });

  it("reports a transaction's writes as committed only after its COMMIT", async () => {
    const { db, seen } = await open();
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('goods').values({ title: 'a', sales: 0 }).execute();
      await tx.updateTable('banners').set({ title: 'b' }).execute();
      expect(seen).toEqual(['writing goods', 'writing banners']);
    });
    expect(seen.slice(2)).toEqual(['committed goods,banners']);
  });

  it('reports nothing as committed for a rolled back transaction', async () => {
    const { db, seen } = await open();
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('goods').values({ title: 'a', sales: 0 }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(seen).toEqual(['writing goods']);
    // the next transaction on the same connection starts clean
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('banners').values({ title: 'x' }).execute();
    });
    expect(seen.slice(1)).toEqual(['writing banners', 'committed banners']);
  });

  it('names a counter-only update of goods.sales apart from other goods writes', async () => {
    const { db, seen } = await open();
    await db
      .updateTable('goods')
      .set({ sales: sql`sales + 1` })
      .where('id', '=', 1)
      .execute();
    expect(seen).toEqual(['writing goods.sales', 'committed goods.sales']);
  });

  it('keeps savepoints working through the wrapper', async () => {
    const { db, seen } = await open();
    const tx = await db.startTransaction().execute();
    const sp = await tx.savepoint('a').execute();
    await sp.insertInto('goods').values({ title: 'a', sales: 0 }).execute();
    await sp.rollbackToSavepoint('a').execute();
    await tx.commit().execute();
    expect(await db.selectFrom('goods').selectAll().execute()).toEqual([]);
    expect(seen).toEqual(['writing goods', 'committed goods']);
  });

  it('costs nothing without listeners', async () => {
    const { db, seen, listeners } = await open();
    listeners.clear();
    await db.insertInto('goods').values({ title: 'a', sales: 0 }).execute();
    expect(seen).toEqual([]);
  });
});
