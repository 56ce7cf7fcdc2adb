/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Leases of scheduled jobs (lib/jobs.ts): one row per job; a process runs a tick only when its
 * conditional update moves `tick` forward while no lease is held, so several server processes on
 * one database run each tick once. Frozen in time: takes Kysely<any>, imports nothing of the
 * app; written for SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    // the last claimed tick: floor(wall-clock ms / the job's interval)
    .addColumn('tick', 'bigint', (c) => c.notNull().defaultTo(0))
    // the process (a random id per app) that claimed it
    .addColumn('owner', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    // wall-clock ms until which the claimed tick may still be running; 0 = released
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
