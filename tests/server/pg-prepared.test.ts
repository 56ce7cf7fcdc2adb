/**
 * PostgreSQL runs the app's parameterised statements as named prepared statements
 * (src/server/db/pg-prepared.ts, issue 21): parsed once per connection, the same answers, and a
 * schema change that alters a prepared query's columns does not break it. SQLite has its own
 * statement cache (sqlite-driver.ts); this file runs on PostgreSQL only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db';
import { dialectUnderTest, freshDatabase } from './harness';

describe.skipIf(dialectUnderTest !== 'postgres')('PostgreSQL prepared statements', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });

  afterAll(async () => {
    await drop?.();
  });

  /** Runs `fn` on one connection of the pool (a transaction holds one). */
  const onOneConnection = <T>(fn: (tx: Database['db']) => Promise<T>) =>
    database.db.transaction().execute((tx) => fn(tx as unknown as Database['db']));

  it('prepares a query text once per connection and answers as before', async () => {
    await onOneConnection(async (tx) => {
      const q = (n: number) =>
        tx.selectFrom('app_config').select(['key']).where('key', '=', `k${n}`).execute();
      await q(1);
      await q(2);
      await q(3);
      const prepared = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where statement like '%app_config%'`.execute(
        tx,
      );
      // one prepared statement for the three executions
      expect(prepared.rows.filter((r) => r.statement.includes('"key" = $1'))).toHaveLength(1);
    });
  });

  it('leaves schema changes, transaction control and parameterless texts unnamed', async () => {
    await onOneConnection(async (tx) => {
      await sql`create temporary table prep_t (id int)`.execute(tx);
      await sql`select count(*) from prep_t`.execute(tx);
      const prepared = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where statement like ${'%prep_t%'}`.execute(
        tx,
      );
      expect(prepared.rows).toEqual([]);
    });
  });

  it('runs a prepared query again after a schema change altered its columns', async () => {
    await sql`create table prep_cols (id int primary key, a text)`.execute(database.db);
    await sql`insert into prep_cols values (1, 'x')`.execute(database.db);
    const read = () =>
      database.db
        .selectFrom('prep_cols' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
    // prepared on every pooled connection the reads land on
    await Promise.all(Array.from({ length: 12 }, read));
    await sql`alter table prep_cols add column b text default 'y'`.execute(database.db);
    const rows = await Promise.all(Array.from({ length: 12 }, read));
    for (const r of rows) expect(r).toEqual([{ id: 1, a: 'x', b: 'y' }]);
  });
});
