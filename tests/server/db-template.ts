/**
 * The migrated, seeded template database every test database is copied from: built once per run
 * by tests/server/global-setup.ts (and handed to the test files with `provide`), or once per test
 * file when a file runs without that setup.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seed';
import { createSecretBox } from '../../src/server/lib/secret-box';
import { seedDemoOperators } from '../../src/server/seed/seed-operators';

/** issue 20: the demo operators, their TOTP secret sealed with harness.ts TEST_DATA_KEY */
const seedOperators = (db: Parameters<typeof seedDemoOperators>[0]) =>
  seedDemoOperators(db, createSecretBox(Buffer.alloc(32, 7)), Math.floor(Date.now() / 1000));

export const TEMPLATE_DIR = path.join(os.tmpdir(), 'shop-test-templates');

declare module 'vitest' {
  export interface ProvidedContext {
    /** the SQLite template file of this run (global-setup.ts); '' on PostgreSQL */
    sqliteTemplate: string;
    /** the PostgreSQL template database of this run (global-setup.ts); '' on SQLite */
    pgTemplate: string;
  }
}

/** Deletes templates and copies older than a day (runs that ended without cleaning up). */
function removeStaleTemplates(): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const f of fs.readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, f);
    try {
      if (fs.statSync(full).mtimeMs < dayAgo) fs.rmSync(full, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

/**
 * Builds a SQLite template (keyed by the process and its start time: process ids are reused, and
 * a template left by an earlier run, of an older schema, must never be picked up again).
 */
export async function buildSqliteTemplate(): Promise<string> {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const file = path.join(
    TEMPLATE_DIR,
    `template-${process.pid}-${Math.round(performance.timeOrigin)}.sqlite`,
  );
  if (fs.existsSync(file)) return file;
  removeStaleTemplates();
  const tmp = `${file}.${randomBytes(4).toString('hex')}.building`;
  const database = openDatabase({ sqliteFile: tmp });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: Math.floor(Date.now() / 1000), demoAccounts: true });
  await seedOperators(database.db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
  await database.close();
  fs.renameSync(tmp, file);
  return file;
}

export function pgUrlFor(base: string, dbName: string): string {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** Creates, migrates and seeds a PostgreSQL template database; answers its name. */
export async function buildPgTemplate(baseUrl: string): Promise<string> {
  // unique per run: parallel runs (another worktree, SQLite and PostgreSQL side by side) never
  // drop each other's template
  const name = `shop_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase({ databaseUrl: pgUrlFor(baseUrl, name) });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: Math.floor(Date.now() / 1000), demoAccounts: true });
  await seedOperators(database.db);
  await database.close();
  return name;
}

export async function dropPgDatabase(baseUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await c.end();
  }
}
