/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Goods detail images (issue 19): the tall pictures of a goods' 图文详情 section, apart from
 * its gallery (`images`, the square shots at the top of the detail). A JSON array of URLs;
 * '[]' for goods that have none (the detail then shows the gallery pictures there).
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('detail_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('detail_images').execute();
}
