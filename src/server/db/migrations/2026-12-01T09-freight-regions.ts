/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Freight by several regions (issue 23 gaps, part rules): the `freight_rules` app_config value
 * of the old shape (`default`, one `remote` rule with its provinces, `default_region`) becomes
 * the new one (`default`, a list of named `regions`, `default_region`): the old remote rule is
 * the one region "偏远地区" (none when it listed no province). A value already of the new shape,
 * missing or unreadable is left as it is (the defaults apply to a broken one). Frozen in time:
 * imports nothing of the app; SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

const KEY = 'freight_rules';
const REMOTE_NAME = '偏远地区';

type Rule = { fee: number; free_threshold: number };

async function rewrite(db: Kysely<any>, change: (v: Record<string, unknown>) => unknown) {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return;
  let value: unknown;
  try {
    value = JSON.parse(String(row.value));
  } catch {
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const next = change(value as Record<string, unknown>);
  if (next === undefined) return;
  await db
    .updateTable('app_config')
    .set({ value: JSON.stringify(next) })
    .where('key', '=', KEY)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, (v) => {
    if (!('remote' in v) || 'regions' in v) return undefined;
    const remote = (v.remote ?? {}) as Partial<Rule> & { provinces?: unknown };
    const provinces = Array.isArray(remote.provinces) ? remote.provinces : [];
    const { remote: _old, ...rest } = v;
    return {
      ...rest,
      regions:
        provinces.length > 0
          ? [
              {
                name: REMOTE_NAME,
                fee: remote.fee,
                free_threshold: remote.free_threshold,
                provinces,
              },
            ]
          : [],
    };
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, (v) => {
    if (!Array.isArray(v.regions)) return undefined;
    const regions = v.regions as (Rule & { provinces: string[] })[];
    const first = regions[0];
    const { regions: _new, ...rest } = v;
    return {
      ...rest,
      remote: {
        fee: first?.fee ?? 1500,
        free_threshold: first?.free_threshold ?? 0,
        // every region's provinces: the old shape had one remote rule
        provinces: regions.flatMap((r) => r.provinces),
      },
    };
  });
}
