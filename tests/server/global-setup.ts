/**
 * Once per server test run: the migrated, seeded template database (SQLite file or PostgreSQL
 * database) that every test file copies (harness.ts freshDatabase). Before, each test file (a
 * process of its own) migrated and seeded its own template.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPgTemplate, buildSqliteTemplate, dropPgDatabase } from './db-template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = await buildPgTemplate(pgUrl);
    project.provide('pgTemplate', name);
    project.provide('sqliteTemplate', '');
    return () => dropPgDatabase(pgUrl, name);
  }
  const file = await buildSqliteTemplate();
  project.provide('sqliteTemplate', file);
  project.provide('pgTemplate', '');
  return async () => fs.rmSync(file, { force: true });
}
