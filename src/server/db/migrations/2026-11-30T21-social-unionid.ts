/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Real WeChat login (issue 22): WeChat's unionid, the user's id across the operator's WeChat
 * apps, kept beside the openid of a bound account and of a pending bind token. One account per
 * unionid (several NULLs are allowed on SQLite and PostgreSQL alike).
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_accounts').addColumn('unionid', 'varchar(64)').execute();
  await db.schema
    .createIndex('social_accounts_unionid')
    .on('social_accounts')
    .columns(['provider', 'unionid'])
    .unique()
    .execute();
  await db.schema.alterTable('social_codes').addColumn('unionid', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_codes').dropColumn('unionid').execute();
  await db.schema.dropIndex('social_accounts_unionid').execute();
  await db.schema.alterTable('social_accounts').dropColumn('unionid').execute();
}
