/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * The console's catalogue (issue 20, part stock): a category or a brand can be hidden from the
 * shop (`hidden` 1) without being deleted, and a brand has a description.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('brands')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('brands')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('description').execute();
  await db.schema.alterTable('brands').dropColumn('hidden').execute();
  await db.schema.alterTable('categories').dropColumn('hidden').execute();
}
