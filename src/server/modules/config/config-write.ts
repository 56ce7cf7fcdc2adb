/** Writes one app_config value (its JSON), insert or replace (issue 23: console settings). */
import type { Executor } from '../../db';

export async function writeConfig(db: Executor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_config')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}
