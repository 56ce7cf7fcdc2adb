/** The app_config rows of the business settings (issue 23, part settings). */
import type { Executor } from '../../db';

/** Writes (inserts or replaces) one app_config row. */
export async function writeSettingsRow(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_config')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
