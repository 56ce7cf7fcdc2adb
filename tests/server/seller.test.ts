import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsItem } from '../../src/shared/contract';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

type Item = GoodsItem;

async function onSale(where: { seller_id?: number; brand_id?: number }) {
  let q = db().selectFrom('goods').select(['id', 'category_id']).where('status', '=', 1);
  if (where.seller_id) q = q.where('seller_id', '=', where.seller_id);
  if (where.brand_id) q = q.where('brand_id', '=', where.brand_id);
  return q.execute();
}

/** Every page of a list route. */
async function all(url: string, query: Record<string, unknown>): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await t.call('GET', url, { query: { ...query, page, limit: 50 } });
    expect(res.code, res.message).toBe(200);
    out.push(...(res.data.list as Item[]));
    if (res.data.list.length < 50) break;
  }
  return out;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('seller', () => {
  it('index answers the shop, its on-sale goods count and its categories', async () => {
    const seller = await db()
      .selectFrom('sellers')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const res = await t.call('GET', '/api/seller/index', { query: { seller_id: seller.id } });
    expect(res.code).toBe(200);
    const goods = await onSale({ seller_id: seller.id });
    expect(res.data).toMatchObject({
      id: seller.id,
      name: seller.name,
      logo: seller.logo,
      description: seller.description,
      goods_count: goods.length,
    });
    expect(sorted(res.data.categories.map((c: { id: number }) => c.id))).toEqual(
      sorted([...new Set(goods.map((g) => g.category_id))]),
    );
    for (const c of res.data.categories) expect(c.name).toBeTruthy();
    const en = await t.call('GET', '/api/seller/index', {
      query: { seller_id: seller.id },
      headers: { 'accept-language': 'en' },
    });
    expect(en.data.categories[0].name).toMatch(/^[A-Za-z]/);

    const unknown = await t.call('GET', '/api/seller/index', { query: { seller_id: 999 } });
    expect(unknown.code).toBe(422);
    expect(unknown.message).toBe('店铺不存在');
  });

  it('categoryGoodsList lists the shop goods, of one category (with its children) when asked', async () => {
    const sellerId = 1;
    const goods = await onSale({ seller_id: sellerId });
    const every = await all('/api/seller/categoryGoodsList', { seller_id: sellerId });
    expect(sorted(every.map((g) => g.id))).toEqual(sorted(goods.map((g) => g.id)));
    for (const g of every) expect(g.seller_id).toBe(sellerId);

    const leaf = goods[0]!.category_id;
    const inLeaf = await all('/api/seller/categoryGoodsList', {
      seller_id: sellerId,
      cat_id: leaf,
    });
    expect(sorted(inLeaf.map((g) => g.id))).toEqual(
      sorted(goods.filter((g) => g.category_id === leaf).map((g) => g.id)),
    );
    const parent = await db()
      .selectFrom('categories')
      .select('parent_id')
      .where('id', '=', leaf)
      .executeTakeFirstOrThrow();
    const children = (
      await db()
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', parent.parent_id)
        .execute()
    ).map((c) => c.id);
    const inTop = await all('/api/seller/categoryGoodsList', {
      seller_id: sellerId,
      cat_id: parent.parent_id,
    });
    expect(sorted(inTop.map((g) => g.id))).toEqual(
      sorted(goods.filter((g) => children.includes(g.category_id)).map((g) => g.id)),
    );
    const page = await t.call('GET', '/api/seller/categoryGoodsList', {
      query: { seller_id: sellerId, limit: 3 },
    });
    expect(page.data).toMatchObject({ total: goods.length, page: 1, limit: 3 });
    expect(page.data.list).toHaveLength(3);
  });

  it('getSellerGoodsList sorts the shop goods', async () => {
    const sellerId = 3;
    const goods = await onSale({ seller_id: sellerId });
    const asc = await all('/api/seller/getSellerGoodsList', {
      seller_id: sellerId,
      sort: 'price_asc',
    });
    expect(sorted(asc.map((g) => g.id))).toEqual(sorted(goods.map((g) => g.id)));
    for (let i = 1; i < asc.length; i++)
      expect(asc[i]!.price).toBeGreaterThanOrEqual(asc[i - 1]!.price);
    const res = await t.call('GET', '/api/seller/getSellerGoodsList', {
      query: { seller_id: 999 },
    });
    expect(res.code).toBe(422);
  });

  it('refuses bad input', async () => {
    const index = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/seller/index',
      valid: { seller_id: 1 },
    });
    const byCat = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/seller/categoryGoodsList',
      valid: { seller_id: 1, cat_id: 9, page: 1, limit: 10 },
      optional: ['cat_id', 'page', 'limit'],
    });
    const goods = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/seller/getSellerGoodsList',
      valid: { seller_id: 1, page: 1, limit: 10, sort: 'new' },
      optional: ['page', 'limit', 'sort'],
    });
    console.log(
      `bad input cases: seller/index ${index}, categoryGoodsList ${byCat}, getSellerGoodsList ${goods}`,
    );
  });
});

describe('brand zone', () => {
  it('getZoneBrandGoodsList answers the brand and its on-sale goods', async () => {
    const brand = await db()
      .selectFrom('brands')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const goods = await onSale({ brand_id: brand.id });
    const res = await t.call('GET', '/api/zone/getZoneBrandGoodsList', {
      query: { brand_id: brand.id, sort: 'sales', limit: 5 },
    });
    expect(res.code).toBe(200);
    expect(res.data.brand).toEqual({
      id: brand.id,
      name: brand.name,
      logo: brand.logo,
      goods_count: goods.length,
    });
    expect(res.data).toMatchObject({ total: goods.length, page: 1, limit: 5 });
    const every = await all('/api/zone/getZoneBrandGoodsList', { brand_id: brand.id });
    expect(sorted(every.map((g) => g.id))).toEqual(sorted(goods.map((g) => g.id)));
    for (const g of every) expect(g.brand_id).toBe(brand.id);

    const unknown = await t.call('GET', '/api/zone/getZoneBrandGoodsList', {
      query: { brand_id: 999 },
    });
    expect(unknown.code).toBe(422);
    expect(unknown.message).toBe('品牌不存在');
  });

  it('refuses bad input', async () => {
    const cases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/zone/getZoneBrandGoodsList',
      valid: { brand_id: 1, page: 1, limit: 10, sort: 'price_desc' },
      optional: ['page', 'limit', 'sort'],
    });
    console.log(`bad input cases: getZoneBrandGoodsList ${cases}`);
  });
});
