/** The app_config key/value rows and the page statistics (config.routes.ts). */
import type { StatisticsRecord } from '../../../shared/contract/config';
import type { Executor } from '../../db';

export async function readConfig<T>(db: Executor, key: string, fallback: T): Promise<T> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return fallback;
  try {
    return JSON.parse(row.value) as T;
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
