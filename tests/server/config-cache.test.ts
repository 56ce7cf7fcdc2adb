/**
 * The app_config cache (src/server/db/config-cache.ts, issue 21): reads are served from memory,
 * and every write to app_config through the database (outside or inside a transaction, update,
 * insert, delete, raw SQL) is seen by the next read.
 */
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/modules/config/config.repository';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
const KEY = 'config_cache_test';

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

/** The app_config statements run while `fn` runs. */
async function configStatements(fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const executor = db().getExecutor();
  const original = executor.executeQuery.bind(executor);
  executor.executeQuery = ((q: CompiledQuery, ...rest: unknown[]) => {
    if (q.sql.includes('app_config')) n += 1;
    return (original as (...a: unknown[]) => Promise<unknown>)(q, ...rest);
  }) as typeof executor.executeQuery;
  try {
    await fn();
  } finally {
    executor.executeQuery = original;
  }
  return n;
}

describe('app_config cache', () => {
  it('a repeated read runs no statement', async () => {
    await db().insertInto('app_config').values({ key: KEY, value: '"a"' }).execute();
    expect(await readConfig(db(), KEY, '')).toBe('a');
    expect(await configStatements(() => readConfig(db(), KEY, ''))).toBe(0);
  });

  it('an update is seen by the next read', async () => {
    expect(await readConfig(db(), KEY, '')).toBe('a');
    await db().updateTable('app_config').set({ value: '"b"' }).where('key', '=', KEY).execute();
    expect(await readConfig(db(), KEY, '')).toBe('b');
  });

  it('a write committed in a transaction is seen by the next read', async () => {
    expect(await readConfig(db(), KEY, '')).toBe('b');
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('app_config').set({ value: '"c"' }).where('key', '=', KEY).execute();
      });
    expect(await readConfig(db(), KEY, '')).toBe('c');
  });

  it('a raw write and a delete are seen by the next read; a missing key reads the fallback', async () => {
    expect(await readConfig(db(), KEY, '')).toBe('c');
    await sql`update app_config set value = ${'"d"'} where key = ${KEY}`.execute(db());
    expect(await readConfig(db(), KEY, '')).toBe('d');
    await db().deleteFrom('app_config').where('key', '=', KEY).execute();
    expect(await readConfig(db(), KEY, 'gone')).toBe('gone');
    await db().insertInto('app_config').values({ key: KEY, value: '"e"' }).execute();
    expect(await readConfig(db(), KEY, 'gone')).toBe('e');
  });

  it('a caller changing the object it read does not change the next read', async () => {
    await db().updateTable('app_config').set({ value: '[1,2]' }).where('key', '=', KEY).execute();
    const first = await readConfig<number[]>(db(), KEY, []);
    first.push(3);
    expect(await readConfig<number[]>(db(), KEY, [])).toEqual([1, 2]);
  });
});
