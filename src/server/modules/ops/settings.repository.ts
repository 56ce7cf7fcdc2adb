/** The app_config rows of the business settings (issue 23, part settings). */
import { sql } from 'kysely';
import type { Executor } from '../../db';

/** Writes (inserts or replaces) one app_config row. */
export async function writeSettingsRow(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_config')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** How many goods use each of these freight templates (issue 23 gaps, part freight). */
export async function goodsPerTemplate(
  db: Executor,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods')
    .select(['freight_template', sql<number>`count(*)`.as('n')])
    .where('freight_template', 'in', codes)
    .groupBy('freight_template')
    .execute();
  return new Map(rows.map((r) => [r.freight_template ?? '', Number(r.n)]));
}
