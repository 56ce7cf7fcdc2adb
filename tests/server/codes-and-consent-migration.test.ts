/**
 * The codes-and-consent migration (issue 19 part E) upgrades a database made by the previous
 * migrations: the order events the system wrote as Chinese sentences get their code and params
 * (amounts back to fen, carrier names back to codes), other texts stay as they are without a
 * code; known local-shop categories get their English name; user_consents exists and takes rows.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL (a database of its own).
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/db/migrate';
import { renderOrderEvent } from '../../src/server/modules/order/order-event-text';
import { emptyDatabase } from './upgrade-database';

const NEW = '2026-11-30T10-codes-and-consent';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`${NEW} on a database of the previous migrations`, () => {
  it('converts stored sentences to codes and adds the consent table', async () => {
    const { database, cleanup } = await emptyDatabase('shop-codes');
    cleanups.push(cleanup);
    const db = database.db;
    const names = Object.keys(MIGRATIONS).sort();
    const previous = names[names.indexOf(NEW) - 1]!;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();

    const now = 1_800_000_000;
    const texts = [
      '订单已提交',
      '支付成功',
      '商家已发货：顺丰速运 SF1402938475',
      '买家申请售后：退款¥12.50',
      '已退款¥12.50',
      '商家拒绝售后：商品已使用',
      '超时未支付，订单已关闭',
      '某个旧的自由文本',
    ];
    for (const text of texts) {
      await (db as any)
        .insertInto('order_events')
        .values({ order_id: 7, kind: 'x', text, created_at: now })
        .execute();
    }
    await (db as any)
      .insertInto('local_shop_categories')
      .values([
        { name: '美食', created_at: now },
        { name: '宠物用品', created_at: now },
      ])
      .execute();

    const up = await migrator.migrateTo(NEW);
    expect(up.error).toBeUndefined();

    const rows = await db
      .selectFrom('order_events')
      .select(['text', 'code', 'params'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.code)).toEqual([
      'created',
      'paid',
      'shipped',
      'afterSaleApplied',
      'refunded',
      'afterSaleRejected',
      'closedTimeout',
      '',
    ]);
    expect(JSON.parse(rows[2]!.params)).toEqual({ carrier: 'sf', no: 'SF1402938475' });
    expect(JSON.parse(rows[3]!.params)).toEqual({ amount: 1250 });
    expect(rows.map((r) => renderOrderEvent('en', r))).toEqual([
      'Order placed',
      'Payment received',
      'Shipped by the seller: SF Express SF1402938475',
      'The buyer asked for a refund of ¥12.50',
      '¥12.50 refunded',
      'The seller refused the after-sale request: 商品已使用',
      'Closed: not paid in time',
      '某个旧的自由文本',
    ]);
    // rendered back in Chinese, each converted row reads exactly as it was stored
    expect(rows.map((r) => renderOrderEvent('zh', r))).toEqual(texts);

    const cats = await db
      .selectFrom('local_shop_categories')
      .select(['name', 'name_en'])
      .orderBy('id')
      .execute();
    expect(cats).toEqual([
      { name: '美食', name_en: 'Food' },
      { name: '宠物用品', name_en: '' },
    ]);

    await db
      .insertInto('user_consents')
      .values({
        user_id: 1,
        action: 'register',
        agreement_version: '2.1/3.0',
        user_agreement_version: '2.1',
        privacy_policy_version: '3.0',
        ip: '127.0.0.1',
        user_agent: 'test',
        created_at: now,
      })
      .execute();
    expect(await db.selectFrom('user_consents').selectAll().execute()).toHaveLength(1);

    // down and up again
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    expect((await migrator.migrateTo(NEW)).error).toBeUndefined();
  });
});
