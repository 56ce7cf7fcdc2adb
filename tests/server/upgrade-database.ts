/**
 * An empty database of its own for a migration upgrade test: a temporary SQLite file, or a new
 * PostgreSQL database beside TEST_DATABASE_URL's; removed by `cleanup` (call it after the test).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db';

export async function emptyDatabase(
  prefix: string,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const file = path.join(os.tmpdir(), `${prefix}-${randomBytes(6).toString('hex')}.sqlite`);
    const database = openDatabase({ sqliteFile: file });
    return {
      database,
      cleanup: async () => {
        await database.close();
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      },
    };
  }
  const name = `${prefix.replace(/-/g, '_')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: u.toString() });
  return {
    database,
    cleanup: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.end();
    },
  };
}
