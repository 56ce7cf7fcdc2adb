/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Address locations (issue 19, brief B): consumer and merchant delivery addresses get
 * - `lat_e6`, `lng_e6`: the address's point in integer micro-degrees (WGS-84, as local shops),
 *   null when it could not be placed (the user picked no point and the geocoder did not know
 *   the region). Existing addresses start without one; the local shop places them on demand.
 * - `region_code`: the division code of the district (or of the city when no district), from
 *   the shared region list (src/shared/regions.ts); '' for addresses saved before the list.
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

const TABLES = ['user_addresses', 'merchant_addresses'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('lat_e6', 'integer').execute();
    await db.schema.alterTable(table).addColumn('lng_e6', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addColumn('region_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of ['region_code', 'lng_e6', 'lat_e6']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
