/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Business settings (issue 23, shared/rules/business-settings.ts): the pay deadline moves from
 * app_config `com_exp_time` (seconds) into the `order_rules` row, beside the auto-receipt and
 * after-sale days (their defaults then), so the rule lives in one place. A database without
 * `com_exp_time` gets no row (the defaults apply). Frozen in time: imports nothing of the app.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', 'com_exp_time')
    .executeTakeFirst();
  if (!row) return;
  let seconds = 1800;
  try {
    const v = JSON.parse(String(row.value)) as unknown;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 60 && v <= 86_400) seconds = v;
  } catch {
    // a broken value: the default
  }
  const exists = await db
    .selectFrom('app_config')
    .select('key')
    .where('key', '=', 'order_rules')
    .executeTakeFirst();
  if (!exists) {
    await db
      .insertInto('app_config')
      .values({
        key: 'order_rules',
        value: JSON.stringify({
          pay_deadline_s: seconds,
          auto_receipt_days: 10,
          after_sale_days: 7,
        }),
      })
      .execute();
  }
  await db.deleteFrom('app_config').where('key', '=', 'com_exp_time').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', 'order_rules')
    .executeTakeFirst();
  if (!row) return;
  const seconds =
    (JSON.parse(String(row.value)) as { pay_deadline_s?: number }).pay_deadline_s ?? 1800;
  await db.deleteFrom('app_config').where('key', '=', 'order_rules').execute();
  await db
    .insertInto('app_config')
    .values({ key: 'com_exp_time', value: String(seconds) })
    .execute();
}
