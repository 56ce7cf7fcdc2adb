/**
 * The freight-regions migration (issue 23 gaps, part rules) upgrades a database made by the
 * previous migrations: a `freight_rules` value of the old shape (`remote` with its provinces)
 * becomes the new one (the remote rule is the region 偏远地区), which the settings read as they
 * are; other keys are untouched. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { readSettings } from '../../src/server/modules/config/config.repository';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-12-01T09-freight-regions';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function previousDatabase(prefix: string) {
  const { database, cleanup } = await emptyDatabase(prefix);
  cleanups.push(cleanup);
  const names = Object.keys(MIGRATIONS).sort();
  const previous = names[names.indexOf(NEW) - 1]!;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  expect((await migrator.migrateTo(previous)).error).toBeUndefined();
  return database.db;
}

/** Migrates up to this migration (2026-12-01T12 rewrites the value again; its own test). */
async function upToNew(db: Awaited<ReturnType<typeof previousDatabase>>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const r = await migrator.migrateTo(NEW);
  expect(r.error).toBeUndefined();
  return (r.results ?? []).map((x) => x.migrationName);
}

describe(`${NEW} on a database of the previous migrations`, () => {
  it('rewrites an old-shape freight value into named regions', async () => {
    const db = await previousDatabase('shop-freight-regions');
    const old = {
      default: { fee: 700, free_threshold: 8800 },
      remote: { fee: 1800, free_threshold: 25000, provinces: ['西藏自治区', '海南省'] },
      default_region: '江苏省',
    };
    await db
      .insertInto('app_config')
      .values([
        { key: 'freight_rules', value: JSON.stringify(old) },
        { key: 'kf_on', value: '1' },
      ])
      .execute();

    expect(await upToNew(db)).toContain(NEW);

    const expected = {
      default: { fee: 700, free_threshold: 8800 },
      regions: [
        {
          name: '偏远地区',
          fee: 1800,
          free_threshold: 25000,
          provinces: ['西藏自治区', '海南省'],
        },
      ],
      default_region: '江苏省',
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
    // the templates shape (2026-12-01T12) reads it as its default template
    expect(await migrateToLatest(db)).toContain('2026-12-01T12-freight-templates');
    expect((await readSettings(db, 'freight')).templates[0]).toMatchObject({
      default: expected.default,
      regions: expected.regions,
    });
  });

  it('an old value without remote provinces gets no region; no row stays no row', async () => {
    const db = await previousDatabase('shop-freight-regions-empty');
    const old = {
      default: { fee: 500, free_threshold: 0 },
      remote: { fee: 1500, free_threshold: 0, provinces: [] },
      default_region: '浙江省',
    };
    await db
      .insertInto('app_config')
      .values({ key: 'freight_rules', value: JSON.stringify(old) })
      .execute();
    expect(await upToNew(db)).toContain(NEW);
    const value = await db.selectFrom('app_config').select('value').executeTakeFirstOrThrow();
    expect(JSON.parse(value.value)).toEqual({
      default: { fee: 500, free_threshold: 0 },
      regions: [],
      default_region: '浙江省',
    });

    const bare = await previousDatabase('shop-freight-regions-none');
    expect(await upToNew(bare)).toContain(NEW);
    expect(await bare.selectFrom('app_config').selectAll().execute()).toEqual([]);
  });
});
