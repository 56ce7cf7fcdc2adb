/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (frozen in time) */
/**
 * Freight templates per goods (issue 23 gaps, part freight): the `freight_rules` app_config
 * value of the regions shape (`default`, `regions`, `default_region`) becomes the templates
 * shape: its rules are the one template `default` (named 默认模板), which is the shop's
 * `default_template`; `default_region` stays. A value already of the templates shape, missing or
 * unreadable is left as it is (the defaults apply to a broken one). goods get a nullable
 * `freight_template` (a template code; null = the shop's default template), indexed for the
 * "goods still use this template" check. Frozen in time: imports nothing of the app; SQLite
 * and PostgreSQL.
 */
import type { Kysely } from 'kysely';

const KEY = 'freight_rules';
const CODE = 'default';
const NAME = '默认模板';

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
  await db.schema
    .alterTable('goods')
    .addColumn('freight_template', 'varchar(32)', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .createIndex('goods_freight_template_idx')
    .on('goods')
    .column('freight_template')
    .execute();
  await rewrite(db, (v) => {
    if ('templates' in v || !('default' in v)) return undefined;
    const { default: rule, regions, default_region } = v;
    return {
      templates: [
        { code: CODE, name: NAME, default: rule, regions: Array.isArray(regions) ? regions : [] },
      ],
      default_template: CODE,
      default_region,
    };
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, (v) => {
    if (!Array.isArray(v.templates)) return undefined;
    const templates = v.templates as { code: string; default: unknown; regions: unknown }[];
    const chosen = templates.find((t) => t.code === v.default_template) ?? templates[0];
    return {
      default: chosen?.default ?? { fee: 800, free_threshold: 9900 },
      regions: chosen?.regions ?? [],
      default_region: v.default_region,
    };
  });
  await db.schema.dropIndex('goods_freight_template_idx').execute();
  await db.schema.alterTable('goods').dropColumn('freight_template').execute();
}
