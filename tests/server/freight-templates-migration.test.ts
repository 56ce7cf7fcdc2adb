/**
 * The freight-templates migration (issue 23 gaps, part freight) upgrades a database made by the
 * previous migrations: a `freight_rules` value of the regions shape (2026-12-01T09) becomes the
 * templates shape (its rules are the default template), goods get a null `freight_template`;
 * the older `remote` shape upgrades through both migrations. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { readSettings } from '../../src/server/modules/config/config.repository';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T12-freight-templates';
const REGIONS = '2026-12-01T09-freight-regions';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function databaseBefore(name: string, prefix: string) {
  const { database, cleanup } = await emptyDatabase(prefix);
  cleanups.push(cleanup);
  const names = Object.keys(MIGRATIONS).sort();
  const previous = names[names.indexOf(name) - 1]!;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  expect((await migrator.migrateTo(previous)).error).toBeUndefined();
  return database.db;
}

const regionsShape = {
  default: { fee: 700, free_threshold: 8800 },
  regions: [
    { name: '偏远地区', fee: 1800, free_threshold: 25000, provinces: ['西藏自治区', '海南省'] },
    { name: '东北', fee: 1000, free_threshold: 0, provinces: ['吉林省'] },
  ],
  default_region: '江苏省',
};

describe(`${NEW} on a database of the previous migrations`, () => {
  it('makes the regions-shape rules the default template; goods get a null template', async () => {
    const db = await databaseBefore(NEW, 'shop-freight-templates');
    await db
      .insertInto('app_config')
      .values([
        { key: 'freight_rules', value: JSON.stringify(regionsShape) },
        { key: 'kf_on', value: '1' },
      ])
      .execute();
    await db
      .insertInto('goods')
      .values({ id: 1, title: 'g', category_id: 1, image: 'x', price: 100, created_at: 0 })
      .execute();

    expect(await migrateToLatest(db)).toContain(NEW);

    const { default: rule, regions, default_region } = regionsShape;
    const expected = {
      templates: [{ code: 'default', name: '默认模板', default: rule, regions }],
      default_template: 'default',
      default_region,
    };
    const rows = await db
      .selectFrom('app_config')
      .select(['key', 'value'])
      .orderBy('key')
      .execute();
    expect(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])).toEqual([
      ['freight_rules', expected],
      ['kf_on', 1],
    ]);
    // the settings read the upgraded value as it is (not the defaults)
    expect(await readSettings(db, 'freight')).toEqual(expected);
    const goods = await db.selectFrom('goods').select(['id', 'freight_template']).execute();
    expect(goods).toEqual([{ id: 1, freight_template: null }]);
    await db.updateTable('goods').set({ freight_template: 'bulky' }).where('id', '=', 1).execute();
    expect(
      (await db.selectFrom('goods').select('freight_template').executeTakeFirst())
        ?.freight_template,
    ).toBe('bulky');
  });

  it('the older remote shape upgrades through both migrations; no row stays no row', async () => {
    const db = await databaseBefore(REGIONS, 'shop-freight-templates-remote');
    const old = {
      default: { fee: 500, free_threshold: 0 },
      remote: { fee: 1500, free_threshold: 0, provinces: ['海南省'] },
      default_region: '浙江省',
    };
    await db
      .insertInto('app_config')
      .values({ key: 'freight_rules', value: JSON.stringify(old) })
      .execute();
    expect(await migrateToLatest(db)).toEqual(expect.arrayContaining([REGIONS, NEW]));
    expect(await readSettings(db, 'freight')).toEqual({
      templates: [
        {
          code: 'default',
          name: '默认模板',
          default: { fee: 500, free_threshold: 0 },
          regions: [{ name: '偏远地区', fee: 1500, free_threshold: 0, provinces: ['海南省'] }],
        },
      ],
      default_template: 'default',
      default_region: '浙江省',
    });

    const bare = await databaseBefore(NEW, 'shop-freight-templates-none');
    expect(await migrateToLatest(bare)).toContain(NEW);
    expect(await bare.selectFrom('app_config').selectAll().execute()).toEqual([]);
  });
});
