import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from './schema';
import { precompiled, row } from './precompiled';
import { CachedSqliteDialect } from './sqlite-driver';

let db: Kysely<DB>;

beforeAll(async () => {
  db = new Kysely<DB>({ dialect: new CachedSqliteDialect({ database: new Database(':memory:') }) });
  await sql`create table goods (id integer primary key, title text not null, sales integer not null default 0)`.execute(
    db,
  );
  await sql`create table app_config (key text primary key, value text)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

describe('precompiled statements', () => {
  // goods' other columns are not null in the app's schema; the test table has only these
  const insert = precompiled((d, a: { id: number; title: string }) =>
    d.insertInto('goods').values(row(a, ['id', 'title']) as never),
  );
  const bump = precompiled((d, a: { n: number; id: number }) =>
    d
      .updateTable('goods')
      .set({ sales: sql<number>`sales + ${a.n}` })
      .where('id', '=', a.id)
      .where('sales', '<', sql<number>`1000 - ${a.n}`),
  );
  const byId = precompiled((d, a: { id: number }) =>
    d.selectFrom('goods').select(['id', 'title', 'sales']).where('id', '=', a.id).limit(1),
  );

  it('runs with each call its own arguments, an argument used twice included', async () => {
    await insert.execute(db, { id: 1, title: 'tea' });
    await insert.execute(db, { id: 2, title: 'cup' });
    expect(await bump.changed(db, { n: 5, id: 1 })).toBe(1);
    expect(await bump.changed(db, { n: 999, id: 1 })).toBe(0);
    expect(await byId.first(db, { id: 1 })).toEqual({ id: 1, title: 'tea', sales: 5 });
    expect(await byId.first(db, { id: 2 })).toEqual({ id: 2, title: 'cup', sales: 0 });
    expect(await byId.first(db, { id: 3 })).toBeUndefined();
  });

  it('runs inside a transaction, which rolls it back with the rest', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await bump.execute(tx, { n: 1, id: 2 });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await byId.first(db, { id: 2 }))?.sales).toBe(0);
  });

  it('refuses an undefined argument instead of sending NULL', async () => {
    await expect(
      insert.execute(db, { id: 4, title: undefined as unknown as string }),
    ).rejects.toThrow(/argument title is undefined/);
  });

  it('refuses a statement whose argument does not become a parameter', async () => {
    const shaped = precompiled((d, a: { n: number }) =>
      d
        .selectFrom('goods')
        .select('id')
        .limit(a.n > 0 ? 1 : 2),
    );
    await expect(shaped.rows(db, { n: 1 })).rejects.toThrow(/n did not become a parameter/);
  });

  it('refuses statements that write app_config (its cache is emptied per write by a plugin)', async () => {
    const put = precompiled((d, a: { key: string; value: string }) =>
      d.insertInto('app_config').values(row(a, ['key', 'value'])),
    );
    await expect(put.execute(db, { key: 'k', value: 'v' })).rejects.toThrow(/app_config/);
  });
});
