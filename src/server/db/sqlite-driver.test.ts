import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedSqliteDialect, FifoLock, StatementCache } from './sqlite-driver';

interface T {
  t: { id: Generated<number>; name: string };
}

const opened: Kysely<T>[] = [];
function open(dialect: 'cached' | 'kysely', cacheSize?: number) {
  const database = new SQLite(':memory:');
  const d =
    dialect === 'cached'
      ? new CachedSqliteDialect({ database, statementCacheSize: cacheSize })
      : new SqliteDialect({ database });
  const db = new Kysely<T>({ dialect: d });
  opened.push(db);
  return { db, dialect: d, database };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

describe('StatementCache', () => {
  it('prepares a SQL text once and answers the same statement after', () => {
    const database = new SQLite(':memory:');
    const cache = new StatementCache(database, 10);
    const a = cache.get('select 1 as x');
    const b = cache.get('select 1 as x');
    expect(b).toBe(a);
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({
      hits: 1,
      misses: 1,
      size: 1,
    });
    database.close();
  });

  it('evicts the least recently used statement beyond its bound', () => {
    const database = new SQLite(':memory:');
    const cache = new StatementCache(database, 2);
    cache.get('select 1');
    cache.get('select 2');
    cache.get('select 1'); // 1 is now the most recent
    cache.get('select 3'); // evicts 2
    expect(cache.size).toBe(2);
    expect(cache.has('select 1')).toBe(true);
    expect(cache.has('select 2')).toBe(false);
    expect(cache.has('select 3')).toBe(true);
    database.close();
  });

  it('does not cache a statement that fails to prepare', () => {
    const database = new SQLite(':memory:');
    const cache = new StatementCache(database, 2);
    expect(() => cache.get('select from nowhere')).toThrow();
    expect(cache.size).toBe(0);
    database.close();
  });
});

describe('FifoLock', () => {
  it('serves waiters in arrival order, a late arrival after them', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.lock();
    const waiters = [1, 2, 3].map((i) =>
      lock.lock().then(() => {
        order.push(i);
        // a newcomer while 1 holds the lock must queue behind 2 and 3
        if (i === 1) void lock.lock().then(() => (order.push(4), lock.unlock()));
        lock.unlock();
      }),
    );
    expect(lock.waiting).toBe(3);
    lock.unlock();
    await Promise.all(waiters);
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([1, 2, 3, 4]);
  });
});

describe('CachedSqliteDialect through Kysely', () => {
  it('answers what Kysely’s own SQLite driver answers (reader and run statements)', async () => {
    const results = [];
    for (const kind of ['cached', 'kysely'] as const) {
      const { db } = open(kind);
      await sql`create table t (id integer primary key, name text not null)`.execute(db);
      const inserted = await db.insertInto('t').values({ name: 'a' }).executeTakeFirst();
      const returned = await db
        .insertInto('t')
        .values({ name: 'b' })
        .returning(['id', 'name'])
        .execute();
      const updated = await db.updateTable('t').set({ name: 'c' }).executeTakeFirst();
      const rows = await db.selectFrom('t').selectAll().orderBy('id').execute();
      const deleted = await db.deleteFrom('t').where('id', '=', 1).executeTakeFirst();
      results.push({ inserted, returned, updated, rows, deleted });
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]?.returned).toEqual([{ id: 2, name: 'b' }]);
    expect(results[0]?.inserted.insertId).toBe(1n);
    expect(results[0]?.updated.numUpdatedRows).toBe(2n);
  });

  it('reuses the prepared statement of a repeated query', async () => {
    const { db, dialect } = open('cached');
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    for (let i = 0; i < 5; i++)
      await db
        .insertInto('t')
        .values({ name: `n${i}` })
        .execute();
    const cache = (dialect as CachedSqliteDialect).driver?.cache;
    expect(cache?.misses).toBe(2); // create table, the insert
    expect(cache?.hits).toBe(4);
  });

  it('streams select queries', async () => {
    const { db } = open('cached');
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await db
      .insertInto('t')
      .values([{ name: 'a' }, { name: 'b' }])
      .execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('t').select('name').orderBy('id').stream()) {
      names.push(row.name);
    }
    expect(names).toEqual(['a', 'b']);
  });

  it('a failing statement releases the connection', async () => {
    const { db } = open('cached');
    await expect(sql`select * from missing`.execute(db)).rejects.toThrow(/no such table/);
    await expect(sql<{ x: number }>`select 1 as x`.execute(db)).resolves.toMatchObject({
      rows: [{ x: 1 }],
    });
  });

  it('a failing transaction rolls back and releases the lock; waiters go in order', async () => {
    const { db } = open('cached');
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    const order: string[] = [];
    const failing = db.transaction().execute(async (tx) => {
      await tx.insertInto('t').values({ name: 'rolled back' }).execute();
      await new Promise((r) => setTimeout(r, 10));
      order.push('tx');
      throw new Error('refused');
    });
    // these queue behind the transaction, in this order
    const after = ['q1', 'q2', 'q3'].map((q) =>
      db
        .insertInto('t')
        .values({ name: q })
        .execute()
        .then(() => order.push(q)),
    );
    await expect(failing).rejects.toThrow('refused');
    await Promise.all(after);
    expect(order).toEqual(['tx', 'q1', 'q2', 'q3']);
    const rows = await db.selectFrom('t').select('name').orderBy('id').execute();
    expect(rows.map((r) => r.name)).toEqual(['q1', 'q2', 'q3']);
  });

  it('a transaction holds the connection until it commits', async () => {
    const { db } = open('cached');
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    const seen: number[] = [];
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ name: 'x' }).execute();
      await new Promise((r) => setTimeout(r, 10));
      await trx.insertInto('t').values({ name: 'y' }).execute();
    });
    const outside = db
      .selectFrom('t')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => seen.push(r.n));
    await Promise.all([tx, outside]);
    // the read waited for the commit: it saw both rows, never one
    expect(seen).toEqual([2]);
  });
});
