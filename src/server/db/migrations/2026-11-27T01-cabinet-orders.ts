/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"). Frozen in time: takes Kysely<any>,
 * imports nothing of the app; written for SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {
  // filled by the cabinet-orders change
}

export async function down(_db: Kysely<any>): Promise<void> {
  // filled by the cabinet-orders change
}
