/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Coupon templates run from the console (issue 23, coupons). A coupon row becomes a template:
 * `kind` 0 takes `amount` off, 1 is a discount of `rate` percent paid (85 = 15% off, `amount`
 * then caps the reduction, 0 no cap); `valid_days` 0 means usable in the template's window,
 * N > 0 means usable N days from taking (`coupon_users.expires_at`); `scope` all / categories /
 * goods with `scope_ids` (JSON ids); `in_centre` 1 shows it in the coupon centre (0: issued by
 * operators only); `stopped_at` > 0: no more taking or issuing. `coupon_users.source` tells a
 * coupon taken in the centre from one an operator issued. Existing coupons keep their behaviour
 * (amount off, fixed window, all goods, in the centre; expires_at null = the template's end).
 * Frozen in time: takes Kysely<any>, imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const col = async (name: string, type: 'integer' | 'bigint' | 'text', def: string | number) =>
    db.schema
      .alterTable('coupons')
      .addColumn(name, type, (c) => c.notNull().defaultTo(def))
      .execute();
  await col('kind', 'integer', 0);
  await col('rate', 'integer', 0);
  await col('valid_days', 'integer', 0);
  await col('scope', 'text', 'all');
  await col('scope_ids', 'text', '[]');
  await col('in_centre', 'integer', 1);
  await col('stopped_at', 'bigint', 0);
  await col('updated_at', 'bigint', 0);
  await db.schema.alterTable('coupon_users').addColumn('expires_at', 'bigint').execute();
  await db.schema
    .alterTable('coupon_users')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('centre'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['source', 'expires_at']) {
    await db.schema.alterTable('coupon_users').dropColumn(c).execute();
  }
  for (const c of [
    'updated_at',
    'stopped_at',
    'in_centre',
    'scope_ids',
    'scope',
    'valid_days',
    'rate',
    'kind',
  ]) {
    await db.schema.alterTable('coupons').dropColumn(c).execute();
  }
}
