import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db';
import { migrateToLatest } from '../../src/server/db/migrate';
import { verifyPassword } from '../../src/server/lib/crypto';
import { indexTerms } from '../../src/server/modules/catalogue/search.tokenise';
import {
  BULKY_FREIGHT_TEMPLATE,
  DEMO_MERCHANT,
  DEMO_USER,
  isEmpty,
  SEED_FREIGHT_RULES,
  seedDemo,
  type SeedSummary,
} from '../../src/server/seed/seed';

// 2026-11-21 12:00:00 UTC, Unix seconds
const NOW = 1795262400;
const ACTIVITY_TYPES = [1, 2, 3, 4, 11, 12, 16, 17, 18, 19, 50, 51, 52, 53, 55, 200];

async function freshDatabase(): Promise<Database> {
  const database = openDatabase({});
  await migrateToLatest(database.db);
  return database;
}

describe('seedDemo', () => {
  let withAccounts: Database;
  let catalogueOnly: Database;
  let summary: SeedSummary;
  let seedMs = 0;

  beforeAll(async () => {
    withAccounts = await freshDatabase();
    catalogueOnly = await freshDatabase();
    expect(await isEmpty(withAccounts.db)).toBe(true);
    const t0 = performance.now();
    summary = await seedDemo(withAccounts.db, { now: NOW, demoAccounts: true });
    seedMs = performance.now() - t0;
    console.log(`seedDemo (SQLite, demo accounts): ${seedMs.toFixed(0)} ms`, summary);
    await seedDemo(catalogueOnly.db, { now: NOW, demoAccounts: false });
  });

  afterAll(async () => {
    await withAccounts.close();
    await catalogueOnly.close();
  });

  it('leaves the database non-empty and refuses to seed twice', async () => {
    // Its speed (~150 ms here, two scrypt hashes included) is printed above, not asserted: a
    // loaded CI machine must not fail on time (speed targets live in `npm run bench`).
    expect(await isEmpty(withAccounts.db)).toBe(false);
    await expect(seedDemo(withAccounts.db, { now: NOW, demoAccounts: true })).rejects.toThrow();
  });

  it('seeds at least 200 goods, each with at least one SKU priced at its cheapest SKU', async () => {
    const { db } = withAccounts;
    const goods = await db.selectFrom('goods').select(['id', 'price', 'market_price']).execute();
    expect(goods.length).toBeGreaterThanOrEqual(200);
    expect(summary.goods).toBe(goods.length);
    const skus = await db.selectFrom('goods_skus').select(['goods_id', 'price']).execute();
    expect(summary.skus).toBe(skus.length);
    const minPrice = new Map<number, number>();
    for (const s of skus) {
      minPrice.set(s.goods_id, Math.min(s.price, minPrice.get(s.goods_id) ?? Infinity));
    }
    for (const g of goods) {
      expect(minPrice.get(g.id)).toBe(g.price);
      expect(g.price).toBeGreaterThanOrEqual(99);
      expect(g.price).toBeLessThanOrEqual(99900);
      if (g.market_price !== 0) expect(g.market_price).toBeGreaterThanOrEqual(g.price);
    }
    const children = await db
      .selectFrom('goods')
      .innerJoin('categories', 'categories.id', 'goods.category_id')
      .select('categories.parent_id')
      .execute();
    expect(children.every((c) => c.parent_id !== 0)).toBe(true);
  });

  it('has an activity of every type code, with goods priced below their SKU', async () => {
    const { db } = withAccounts;
    const types = await db.selectFrom('activities').select('type').distinct().execute();
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(ACTIVITY_TYPES));
    const rows = await db
      .selectFrom('activity_goods')
      .innerJoin('goods_skus', 'goods_skus.id', 'activity_goods.sku_id')
      .innerJoin('activities', 'activities.id', 'activity_goods.activity_id')
      .select([
        'activities.type',
        'activity_goods.activity_id',
        'activity_goods.goods_id',
        'activity_goods.price',
        'activity_goods.integral',
        'goods_skus.goods_id as sku_goods_id',
        'goods_skus.price as sku_price',
      ])
      .execute();
    const perActivity = new Map<number, number>();
    for (const r of rows) {
      perActivity.set(r.activity_id, (perActivity.get(r.activity_id) ?? 0) + 1);
      expect(r.sku_goods_id).toBe(r.goods_id);
      expect(r.price).toBeLessThan(r.sku_price);
      if (r.type === 3 || r.type === 16) expect(r.integral).toBeGreaterThan(0);
    }
    for (const n of perActivity.values()) expect(n).toBeGreaterThanOrEqual(4);
    expect(perActivity.size).toBe(summary.activities);
  });

  it('stocks every SKU in the warehouse, and the ledger adds up to each stock row', async () => {
    const { db } = withAccounts;
    // mall SKUs (local shop menu items keep their stock at the shop's own location)
    const skuIds = (
      await db
        .selectFrom('goods_skus')
        .innerJoin('goods', 'goods.id', 'goods_skus.goods_id')
        .select('goods_skus.id')
        .where('goods.local_shop_id', 'is', null)
        .execute()
    ).map((s) => s.id);
    const warehouse = await db
      .selectFrom('stock')
      .select(['sku_id', 'quantity'])
      .where('location_id', '=', 1)
      .execute();
    expect(new Set(warehouse.map((s) => s.sku_id))).toEqual(new Set(skuIds));
    expect(warehouse.some((s) => s.quantity === 0)).toBe(true);

    const stock = await db.selectFrom('stock').selectAll().execute();
    const ledger = await db
      .selectFrom('stock_ledger')
      .select(['location_id', 'sku_id', 'delta', 'before_qty', 'after_qty'])
      .execute();
    const sums = new Map<string, number>();
    for (const l of ledger) {
      const key = `${l.location_id}:${l.sku_id}`;
      sums.set(key, (sums.get(key) ?? 0) + l.delta);
      expect(l.after_qty - l.before_qty).toBe(l.delta);
    }
    for (const s of stock) expect(sums.get(`${s.location_id}:${s.sku_id}`) ?? 0).toBe(s.quantity);
    for (const key of sums.keys()) {
      expect(stock.some((s) => `${s.location_id}:${s.sku_id}` === key)).toBe(true);
    }
  });

  it('creates the demo user and the demo merchant with two cabinets of six slots', async () => {
    const { db } = withAccounts;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('mobile', '=', DEMO_USER.mobile)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_USER.password, user.password_hash)).toBe(true);
    expect(user.integral).toBe(1200);
    const coupons = await db.selectFrom('coupon_users').selectAll().execute();
    expect(coupons.filter((c) => c.user_id === user.id && c.status === 0)).toHaveLength(2);
    const cart = await db
      .selectFrom('cart_items')
      .innerJoin('stock', (j) =>
        j.onRef('stock.sku_id', '=', 'cart_items.sku_id').on('stock.location_id', '=', 1),
      )
      .select(['cart_items.quantity', 'stock.quantity as stock'])
      .where('cart_items.user_id', '=', user.id)
      .execute();
    expect(cart).toHaveLength(2);
    for (const c of cart) expect(c.stock).toBeGreaterThan(0);

    const merchant = await db
      .selectFrom('merchants')
      .selectAll()
      .where('account', '=', DEMO_MERCHANT.account)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_MERCHANT.password, merchant.password_hash)).toBe(true);
    const cabinets = await db
      .selectFrom('cabinets')
      .select(['id', 'code'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('code')
      .execute();
    expect(cabinets.map((c) => c.code)).toEqual(['GZ-0001', 'GZ-0002']);
    for (const c of cabinets) {
      const slots = await db
        .selectFrom('stock_locations')
        .innerJoin('stock', 'stock.location_id', 'stock_locations.id')
        .select(['stock_locations.slot_no', 'stock.quantity'])
        .where('stock_locations.cabinet_id', '=', c.id)
        .where('stock_locations.kind', '=', 'cabinet_slot')
        .orderBy('stock_locations.slot_no')
        .execute();
      expect(slots.map((s) => s.slot_no)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const s of slots) expect(s.quantity).toBeLessThanOrEqual(20);
    }
    const seller = await db
      .selectFrom('sellers')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(seller).toHaveLength(1);
  });

  it('seeds zones, banners, coupons and config', async () => {
    const { db } = withAccounts;
    const zones = await db.selectFrom('zones').select(['route', 'name_en']).execute();
    expect(zones).toHaveLength(10);
    expect(zones.every((z) => z.name_en !== '' && !z.route.startsWith('#'))).toBe(true);
    const banners = await db.selectFrom('banners').select('position').execute();
    expect(banners.filter((b) => b.position === 'home')).toHaveLength(4);
    expect(banners.filter((b) => b.position === 'category')).toHaveLength(2);
    // the two image sets of api/v3/activity/pub_goods_img
    expect(banners.filter((b) => b.position === 'img30')).toHaveLength(3);
    expect(banners.filter((b) => b.position === 'img31')).toHaveLength(3);
    const expired = await db.selectFrom('coupons').select('id').where('end_at', '<', NOW).execute();
    expect(expired).toHaveLength(1);
    const config = await db.selectFrom('app_config').selectAll().execute();
    const byKey = new Map(config.map((c) => [c.key, JSON.parse(c.value) as unknown]));
    // issue 23: the pay deadline is a business setting (order_rules), not com_exp_time
    expect(byKey.has('com_exp_time')).toBe(false);
    expect(byKey.get('order_rules')).toMatchObject({ pay_deadline_s: 1800 });
    expect(byKey.get('full_discount')).toEqual([
      { full: 9900, cut: 1000 },
      { full: 19900, cut: 3000 },
    ]);
    // issue 23 gaps (freight): the default template and 大件商品, which two grain goods use
    expect(byKey.get('freight_rules')).toEqual(SEED_FREIGHT_RULES);
    const bulky = await db
      .selectFrom('goods')
      .select(['status'])
      .where('freight_template', '=', BULKY_FREIGHT_TEMPLATE.code)
      .execute();
    expect(bulky).toHaveLength(2);
    for (const g of bulky) expect(g.status).toBe(1);
    const hot = byKey.get('hot_words') as string[];
    expect(hot).toHaveLength(8);
    const titles = await db.selectFrom('goods').select('title').where('status', '=', 1).execute();
    for (const word of hot) {
      expect(
        titles.some((g) => g.title.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('indexes every goods title in the search terms', async () => {
    const { db } = withAccounts;
    const goods = await db.selectFrom('goods').select(['id', 'title']).execute();
    const terms = await db.selectFrom('goods_search_terms').select(['goods_id', 'term']).execute();
    expect(terms.length).toBe(summary.search_terms);
    const byGoods = new Map<number, string[]>();
    for (const r of terms) byGoods.set(r.goods_id, [...(byGoods.get(r.goods_id) ?? []), r.term]);
    for (const g of goods)
      expect(byGoods.get(g.id)?.sort(), g.title).toEqual(indexTerms(g.title).sort());
  });

  it('seeds comments by masked-name buyers who cannot log in, and the demo address', async () => {
    const { db } = withAccounts;
    const comments = await db.selectFrom('comments').selectAll().execute();
    expect(comments.length).toBe(summary.comments);
    const perGoods = new Map<number, number>();
    for (const c of comments) perGoods.set(c.goods_id, (perGoods.get(c.goods_id) ?? 0) + 1);
    expect(perGoods.size).toBe(80);
    for (const n of perGoods.values()) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    const goods = await db.selectFrom('goods').select(['id', 'status', 'created_at']).execute();
    const skus = await db.selectFrom('goods_skus').select(['id', 'goods_id']).execute();
    const buyers = await db
      .selectFrom('users')
      .select(['id', 'nickname', 'password_hash'])
      .where('id', 'in', [...new Set(comments.map((c) => c.user_id))])
      .execute();
    for (const b of buyers) {
      expect(b.nickname.length).toBeGreaterThanOrEqual(2);
      expect(await verifyPassword('demo123456', b.password_hash)).toBe(false);
    }
    let withImages = 0;
    for (const c of comments) {
      const g = goods.find((x) => x.id === c.goods_id)!;
      expect(g.status).toBe(1);
      expect(c.created_at).toBeGreaterThan(g.created_at);
      expect(c.created_at).toBeLessThan(NOW);
      expect(skus.find((s) => s.id === c.sku_id)?.goods_id).toBe(c.goods_id);
      expect(c.score).toBeGreaterThanOrEqual(1);
      expect(c.score).toBeLessThanOrEqual(5);
      expect(c.content).toMatch(/\p{Script=Han}/u);
      const images = JSON.parse(c.images) as string[];
      expect(images.length).toBeLessThanOrEqual(3);
      for (const i of images)
        expect(i).toMatch(new RegExp(`^/media/gen/goods/[0-9a-f]{8}-${c.goods_id}-c\\d+\\.svg$`));
      if (images.length > 0) withImages += 1;
    }
    expect(withImages).toBeGreaterThan(comments.length / 5);
    expect(comments.filter((c) => c.score >= 4).length).toBeGreaterThan(comments.length * 0.7);

    const address = await db.selectFrom('user_addresses').selectAll().execute();
    expect(address).toHaveLength(1);
    expect(address[0]).toMatchObject({
      user_id: 1,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      is_default: 1,
    });
  });

  it('without demo accounts seeds the same catalogue and no users, merchants or cabinets', async () => {
    const { db } = catalogueOnly;
    for (const table of [
      'users',
      'merchants',
      'cabinets',
      'cart_items',
      'coupon_users',
      'comments',
      'user_addresses',
    ] as const) {
      const rows = await db.selectFrom(table).select('id').execute();
      expect(rows, table).toHaveLength(0);
    }
    const sellers = await db.selectFrom('sellers').select('merchant_id').execute();
    expect(sellers.every((s) => s.merchant_id === null)).toBe(true);
    const slots = await db
      .selectFrom('stock_locations')
      .select('id')
      .where('kind', '=', 'cabinet_slot')
      .execute();
    expect(slots).toHaveLength(0);

    const titles = (d: Database) =>
      d.db.selectFrom('goods').select(['id', 'title', 'price']).orderBy('id').execute();
    expect(await titles(catalogueOnly)).toEqual(await titles(withAccounts));
    const terms = (d: Database) =>
      d.db
        .selectFrom('goods_search_terms')
        .select(['goods_id', 'term'])
        .orderBy('term')
        .orderBy('goods_id')
        .execute();
    expect(await terms(catalogueOnly)).toEqual(await terms(withAccounts));
  });
});
