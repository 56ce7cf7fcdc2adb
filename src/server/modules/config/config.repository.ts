/** The app_config key/value rows and the page statistics (config.routes.ts). */
import type { StatisticsRecord } from '../../../shared/contract/config';
import {
  SETTINGS_KEYS,
  settingsOf,
  type BusinessSettings,
  type SettingsSection,
} from '../../../shared/rules/business-settings';
import type { Executor } from '../../db';
import { ConfigCache } from '../../db/config-cache';

/**
 * One app_config value (its JSON), `fallback` when the key is missing or broken. Read through
 * the database's in-process cache (db/config-cache.ts: emptied by every write to app_config
 * through this database, entries live at most 1 s), so the hot paths (checkout reads three
 * keys per order) do not spend a statement on it.
 */
export async function readConfig<T>(db: Executor, key: string, fallback: T): Promise<T> {
  const load = async () =>
    (await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst())
      ?.value ?? null;
  const cache = db.getExecutor().plugins.find((p) => p instanceof ConfigCache);
  const value = cache ? await cache.read(key, load) : await load();
  if (value === null) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Stores one page-statistics record. */
export async function insertStatistics(
  db: Executor,
  record: StatisticsRecord,
  createdAt: number,
): Promise<void> {
  await db
    .insertInto('statistics')
    .values({ ...record, created_at: createdAt })
    .execute();
}

/**
 * One section of the business settings (shared/rules/business-settings.ts), its default while
 * the row is missing or broken; cached like every readConfig, so an operator's change applies to
 * the next request.
 */
export async function readSettings<S extends SettingsSection>(
  db: Executor,
  section: S,
): Promise<BusinessSettings[S]> {
  return settingsOf(section, await readConfig<unknown>(db, SETTINGS_KEYS[section], null));
}
