import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import {
  goodsItemQuery,
  inCategory,
  sortGoods,
} from '../../src/server/modules/catalogue/goods.repository';
import type { GoodsItem } from '../../src/shared/contract';
import type { CATALOGUE } from '../../src/shared/contract/catalogue';
import type { RouteOutput } from '../../src/shared/contract/route';
import { dialectUnderTest, startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

type Item = GoodsItem;

const db = () => t.app.database.db;

function expectFen(n: unknown, what: string): void {
  expect(typeof n, what).toBe('number');
  expect(Number.isInteger(n), `${what}=${String(n)}`).toBe(true);
  expect(n as number, what).toBeGreaterThanOrEqual(0);
}

function expectItemPrices(list: Item[]): void {
  for (const g of list) {
    expectFen(g.price, `price of ${g.id}`);
    expectFen(g.market_price, `market_price of ${g.id}`);
    expect(g.price).toBeGreaterThan(0);
  }
}

async function list(query: Record<string, unknown>) {
  return t.call<RouteOutput<typeof CATALOGUE.goodsList>>('GET', '/api/goods/get_goods_list', {
    query,
  });
}

/** Every page of a goods list query. */
async function all(query: Record<string, unknown>): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await list({ ...query, page, limit: 50 });
    expect(res.code).toBe(200);
    out.push(...res.data.list);
    if (res.data.list.length < 50) break;
  }
  return out;
}

async function onSaleCount(): Promise<number> {
  return (await db().selectFrom('goods').select('id').where('status', '=', 1).execute()).length;
}

async function offShelfIds(): Promise<Set<number>> {
  const rows = await db().selectFrom('goods').select('id').where('status', '=', 0).execute();
  return new Set(rows.map((r) => r.id));
}

describe('home', () => {
  it('/api/index answers banners, zones and notices', async () => {
    const res = await t.call('GET', '/api/index');
    expect(res.code).toBe(200);
    const { banners, zones, notices } = res.data;
    expect(banners).toHaveLength(4);
    for (const b of banners) {
      expect(b.id).toBeGreaterThan(0);
      expect(b.image).toBeTruthy();
      expect(typeof b.link).toBe('string');
    }
    expect(zones).toHaveLength(10);
    for (const z of zones) {
      expect(z.name).toBeTruthy();
      expect(z.route).toBeTruthy();
      expect(z.icon).toBeTruthy();
    }
    expect(notices).toEqual([
      '新人注册即送5元无门槛券',
      '限时秒杀每日三场，准点开抢',
      '智能柜商品支持扫码取货',
    ]);

    const en = await t.call('GET', '/api/index', { headers: { 'accept-language': 'en' } });
    const rows = await db().selectFrom('zones').select(['id', 'name', 'name_en']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const z of en.data.zones as { id: number; name: string }[]) {
      expect(z.name).toBe(byId.get(z.id)?.name_en);
    }
    for (const z of zones as { id: number; name: string }[])
      expect(z.name).toBe(byId.get(z.id)?.name);
  });

  it('a withdrawn banner or zone is not shown', async () => {
    const banner = await db()
      .selectFrom('banners')
      .select('id')
      .where('position', '=', 'home')
      .executeTakeFirstOrThrow();
    await db().updateTable('banners').set({ status: 0 }).where('id', '=', banner.id).execute();
    const res = await t.call('GET', '/api/index');
    expect(res.data.banners).toHaveLength(3);
    expect((res.data.banners as { id: number }[]).some((b) => b.id === banner.id)).toBe(false);
    await db().updateTable('banners').set({ status: 1 }).where('id', '=', banner.id).execute();
  });

  it('/api/getBannerList answers the banners of a position', async () => {
    const home = await t.call('GET', '/api/getBannerList');
    expect(home.code).toBe(200);
    expect(home.data.list).toHaveLength(4);
    const category = await t.call('GET', '/api/getBannerList', { query: { position: 'category' } });
    expect(category.data.list).toHaveLength(2);
    const ids = new Set((home.data.list as { id: number }[]).map((b) => b.id));
    for (const b of category.data.list as { id: number }[]) expect(ids.has(b.id)).toBe(false);
    const bad = await t.call('GET', '/api/getBannerList', { query: { position: 'nowhere' } });
    expect(bad.code).toBe(422);
    expect(bad.message).toContain('position');
  });
});

describe('categories', () => {
  it('lists the top categories and the children of one', async () => {
    const top = await t.call('GET', '/api/goods/get_top_cat_list');
    expect(top.code).toBe(200);
    const tops = top.data.list as { id: number; parent_id: number; name: string }[];
    const dbTops = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 0)
      .execute();
    expect(tops).toHaveLength(dbTops.length);
    expect(tops.length).toBeGreaterThan(0);
    for (const c of tops) {
      expect(c.parent_id).toBe(0);
      expect(c.name).toBeTruthy();
    }
    const first = tops[0]!;
    const children = await t.call('GET', '/api/goods/get_goods_cat_list', {
      query: { parent_id: first.id },
    });
    expect(children.code).toBe(200);
    const dbChildren = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', first.id)
      .execute();
    expect(children.data.list.length).toBe(dbChildren.length);
    expect(children.data.list.length).toBeGreaterThan(0);
    for (const c of children.data.list as { parent_id: number }[])
      expect(c.parent_id).toBe(first.id);

    // cat_id is accepted as the parent too
    const byCat = await t.call('GET', '/api/goods/get_goods_cat_list', {
      query: { cat_id: first.id },
    });
    expect(byCat.data.list).toEqual(children.data.list);
  });

  it('get_goods_cat_list requires parent_id (422 naming the field)', async () => {
    const res = await t.call('GET', '/api/goods/get_goods_cat_list');
    expect(res.code).toBe(422);
    expect(res.message).toContain('parent_id');
    const bad = await t.call('GET', '/api/goods/get_goods_cat_list', {
      query: { parent_id: 'abc' },
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toContain('parent_id');
  });
});

describe('goods list', () => {
  it('pages: total, page, limit; default limit 10; at most 50', async () => {
    const total = await onSaleCount();
    const first = await list({});
    expect(first.code).toBe(200);
    expect(first.data.total).toBe(total);
    expect(first.data.page).toBe(1);
    expect(first.data.limit).toBe(10);
    expect(first.data.list).toHaveLength(10);

    const p1 = await list({ page: 1, limit: 50 });
    const p2 = await list({ page: 2, limit: 50 });
    expect(p1.data.list).toHaveLength(50);
    expect(p2.data.page).toBe(2);
    expect(p2.data.limit).toBe(50);
    const ids1 = new Set(p1.data.list.map((g) => g.id));
    for (const g of p2.data.list) expect(ids1.has(g.id)).toBe(false);

    const beyond = await list({ page: 1000, limit: 50 });
    expect(beyond.code).toBe(200);
    expect(beyond.data.list).toHaveLength(0);
    expect(beyond.data.total).toBe(total);

    const tooMany = await list({ limit: 51 });
    expect(tooMany.code).toBe(422);
    expect(tooMany.message).toContain('limit');
    expect(tooMany.data).toBeNull();
    for (const bad of [{ limit: 0 }, { page: 0 }, { page: 'x' }, { limit: '-1' }]) {
      const res = await list(bad);
      expect(res.code, JSON.stringify(bad)).toBe(422);
      expect(res.message).toContain(Object.keys(bad)[0]!);
    }
  });

  it('walking every page gives each on-sale goods exactly once and never an off-shelf one', async () => {
    const items = await all({});
    const ids = items.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await onSaleCount());
    const off = await offShelfIds();
    expect(off.size).toBeGreaterThan(0);
    for (const id of ids) expect(off.has(id)).toBe(false);
    expectItemPrices(items);
    for (const g of items) {
      expect(g.goods_id).toBe(g.id);
      expect(g.sku_id).toBeGreaterThan(0);
    }
  });

  it('sorts by price ascending, price descending and sales', async () => {
    const asc = (await all({ sort: 'price_asc' })).map((g) => g.price);
    for (let i = 1; i < asc.length; i++) expect(asc[i]!).toBeGreaterThanOrEqual(asc[i - 1]!);
    expect(asc[0]).toBeLessThan(asc[asc.length - 1]!);

    const desc = (await all({ sort: 'price_desc' })).map((g) => g.price);
    for (let i = 1; i < desc.length; i++) expect(desc[i]!).toBeLessThanOrEqual(desc[i - 1]!);
    expect([...asc].reverse()).toEqual(desc);

    const sales = (await list({ sort: 'sales', limit: 50 })).data.list.map((g) => g.sales);
    for (let i = 1; i < sales.length; i++) expect(sales[i]!).toBeLessThanOrEqual(sales[i - 1]!);
    const maxSales = await db()
      .selectFrom('goods')
      .select('sales')
      .where('status', '=', 1)
      .orderBy('sales', 'desc')
      .executeTakeFirstOrThrow();
    expect(sales[0]).toBe(maxSales.sales);

    const badSort = await list({ sort: 'random' });
    expect(badSort.code).toBe(422);
    expect(badSort.message).toContain('sort');
  });

  it('a top category lists the goods of its children; a child category only its own', async () => {
    const top = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const children = (
      await db().selectFrom('categories').select('id').where('parent_id', '=', top.id).execute()
    ).map((c) => c.id);
    const expected = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('category_id', '=', top.id), eb('category_id', 'in', children)]))
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const items = await all({ cat_id: top.id });
    expect(new Set(items.map((g) => g.id))).toEqual(new Set(expected.map((g) => g.id)));
    expect((await list({ cat_id: top.id })).data.total).toBe(expected.length);

    const child = children[0]!;
    const own = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 1)
      .where('category_id', '=', child)
      .execute();
    const childItems = await all({ cat_id: child });
    expect(new Set(childItems.map((g) => g.id))).toEqual(new Set(own.map((g) => g.id)));
    expect(childItems.length).toBeLessThan(items.length);
  });

  it('searches by keyword; % and _ are matched literally', async () => {
    const sample = await db()
      .selectFrom('goods')
      .select('title')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = sample.title.split(' ')[0]!;
    const found = await all({ keyword: word });
    expect(found.length).toBeGreaterThan(0);
    for (const g of found) expect(g.title).toContain(word);
    const dbCount = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 1)
      .where('title', 'like', `%${word}%`)
      .execute();
    expect(found.length).toBe(dbCount.length);

    const total = await onSaleCount();
    const titles = await db()
      .selectFrom('goods')
      .select(['id', 'title'])
      .where('status', '=', 1)
      .execute();
    const withPercent = titles.filter((g) => g.title.includes('%')).map((g) => g.id);
    expect(withPercent.length).toBeLessThan(total);
    const percent = await all({ keyword: '%' });
    expect(percent.length).toBeLessThan(total);
    expect(new Set(percent.map((g) => g.id))).toEqual(new Set(withPercent));
    const underscore = await list({ keyword: '_' });
    expect(underscore.data.total).toBe(titles.filter((g) => g.title.includes('_')).length);
    expect(underscore.data.total).toBeLessThan(total);

    // A title that really contains % and _ is found by them, and only it.
    const category = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '!=', 0)
      .executeTakeFirstOrThrow();
    const goods = await db()
      .insertInto('goods')
      .values({
        title: '纯棉T恤 100%_cotton',
        category_id: category.id,
        image: '/media/gen/goods/x.svg',
        price: 1990,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('goods_skus').values({ goods_id: goods.id, price: 1990 }).execute();
    const literal = await list({ keyword: '100%_' });
    expect(literal.data.list.map((g) => g.id)).toEqual([goods.id]);
    const onlyUnderscore = await list({ keyword: '%_' });
    expect(onlyUnderscore.data.list.map((g) => g.id)).toEqual([goods.id]);
    const percentAgain = await all({ keyword: '%' });
    expect(new Set(percentAgain.map((g) => g.id))).toEqual(new Set([...withPercent, goods.id]));
    const wrongOrder = await list({ keyword: '100_%' });
    expect(wrongOrder.data.total).toBe(0);
    await db().deleteFrom('goods_skus').where('goods_id', '=', goods.id).execute();
    await db().deleteFrom('goods').where('id', '=', goods.id).execute();

    const nothing = await list({ keyword: 'no-such-goods-zzz' });
    expect(nothing.data.total).toBe(0);
    expect(nothing.data.list).toEqual([]);
    const tooLong = await list({ keyword: 'x'.repeat(51) });
    expect(tooLong.code).toBe(422);
    expect(tooLong.message).toContain('keyword');
  });

  it('never lists off-shelf goods, by keyword, category or recommendation', async () => {
    const off = await db()
      .selectFrom('goods')
      .select(['id', 'title', 'category_id'])
      .where('status', '=', 0)
      .execute();
    for (const g of off) {
      const byTitle = await all({ keyword: g.title });
      expect(byTitle.some((x) => x.id === g.id)).toBe(false);
      const byCat = await all({ cat_id: g.category_id });
      expect(byCat.some((x) => x.id === g.id)).toBe(false);
      const detail = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: g.id } });
      expect(detail.code).toBe(422);
    }
    // Taking a listed goods off the shelf removes it at once.
    const [firstItem] = (await list({ limit: 1 })).data.list;
    await db().updateTable('goods').set({ status: 0 }).where('id', '=', firstItem!.id).execute();
    const after = await all({});
    expect(after.some((g) => g.id === firstItem!.id)).toBe(false);
    await db().updateTable('goods').set({ status: 1 }).where('id', '=', firstItem!.id).execute();
  });
});

describe('goods detail', () => {
  it('answers the goods with its SKUs and the warehouse stock', async () => {
    // a goods with more than one SKU
    const skuCounts = await db().selectFrom('goods_skus').select(['goods_id', 'id']).execute();
    const perGoods = new Map<number, number[]>();
    for (const s of skuCounts)
      perGoods.set(s.goods_id, [...(perGoods.get(s.goods_id) ?? []), s.id]);
    const onSale = new Set(
      (await db().selectFrom('goods').select('id').where('status', '=', 1).execute()).map(
        (g) => g.id,
      ),
    );
    const [goodsId, skuIds] = [...perGoods].find(([g, s]) => s.length > 1 && onSale.has(g))!;

    const res = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: goodsId } });
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.id).toBe(goodsId);
    expect(d.goods_id).toBe(goodsId);
    expect(d.is_collected).toBe(false);
    expect(Array.isArray(d.images)).toBe(true);
    expect(d.skus.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(
      [...skuIds].sort((a, b) => a - b),
    );
    const stock = await db()
      .selectFrom('stock')
      .select(['sku_id', 'quantity'])
      .where('location_id', '=', 1)
      .where('sku_id', 'in', skuIds)
      .execute();
    const stockBySku = new Map(stock.map((s) => [s.sku_id, s.quantity]));
    const dbSkus = await db()
      .selectFrom('goods_skus')
      .selectAll()
      .where('goods_id', '=', goodsId)
      .execute();
    const skuById = new Map(dbSkus.map((s) => [s.id, s]));
    for (const s of d.skus as {
      id: number;
      price: number;
      market_price: number;
      stock: number;
      spec: object;
    }[]) {
      expect(s.stock).toBe(stockBySku.get(s.id) ?? 0);
      expect(s.price).toBe(Number(skuById.get(s.id)?.price));
      expectFen(s.price, 'sku price');
      expectFen(s.market_price, 'sku market_price');
      expect(typeof s.spec).toBe('object');
    }
    expect(d.stock).toBe(stock.reduce((a, s) => a + s.quantity, 0));
    expectFen(d.price, 'price');
    expect(d.price).toBe(Math.min(...dbSkus.map((s) => Number(s.price))));

    // `id` works as well as `goods_id`
    const byId = await t.call('GET', '/api/goods/goods_detail', { query: { id: goodsId } });
    expect(byId.data.id).toBe(goodsId);

    // cabinet stock does not count toward the online stock
    const cabinetLoc = await db()
      .selectFrom('stock_locations')
      .select('id')
      .where('kind', '=', 'cabinet_slot')
      .executeTakeFirst();
    if (cabinetLoc) {
      await db()
        .insertInto('stock')
        .values({ location_id: cabinetLoc.id, sku_id: skuIds[0]!, quantity: 7 })
        .onConflict((oc) => oc.columns(['location_id', 'sku_id']).doUpdateSet({ quantity: 7 }))
        .execute();
      const again = await t.call('GET', '/api/goods/goods_detail', {
        query: { goods_id: goodsId },
      });
      expect(again.data.stock).toBe(d.stock);
    }
  });

  it('is_collected is true for a user who collected it, false anonymously', async () => {
    const u = await t.user();
    const goods = (await list({ limit: 1 })).data.list[0]!;
    await db()
      .insertInto('collections')
      .values({ user_id: u.id, goods_id: goods.id, created_at: t.clock.now() })
      .execute();
    const mine = await t.call('GET', '/api/goods/goods_detail', {
      query: { goods_id: goods.id },
      as: u,
    });
    expect(mine.data.is_collected).toBe(true);
    const anon = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: goods.id } });
    expect(anon.data.is_collected).toBe(false);
    const other = await t.user();
    const theirs = await t.call('GET', '/api/goods/goods_detail', {
      query: { goods_id: goods.id },
      as: other,
    });
    expect(theirs.data.is_collected).toBe(false);
  });

  it('an unknown or missing id answers 422', async () => {
    const unknown = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: 999999 } });
    expect(unknown.code).toBe(422);
    expect(unknown.message).toBeTruthy();
    expect(unknown.data).toBeNull();
    const missing = await t.call('GET', '/api/goods/goods_detail');
    expect(missing.code).toBe(422);
    expect(missing.message).toContain('goods_id');
    const bad = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: 'abc' } });
    expect(bad.code).toBe(422);
  });
});

describe('recommendations', () => {
  it('recommend_goods_list lists only recommended on-sale goods', async () => {
    const res = await t.call('GET', '/api/goods/recommend_goods_list', { query: { limit: 50 } });
    expect(res.code).toBe(200);
    const recommended = await db()
      .selectFrom('goods')
      .select('id')
      .where('is_recommend', '=', 1)
      .where('status', '=', 1)
      .execute();
    expect(recommended.length).toBeGreaterThan(0);
    expect(res.data.total).toBe(recommended.length);
    const ids = new Set(recommended.map((g) => g.id));
    const items: Item[] = [...res.data.list];
    for (let page = 2; items.length < res.data.total && page < 10; page++) {
      const more = await t.call('GET', '/api/goods/recommend_goods_list', {
        query: { limit: 50, page },
      });
      items.push(...more.data.list);
    }
    expect(items).toHaveLength(recommended.length);
    for (const g of items) expect(ids.has(g.id)).toBe(true);
    expectItemPrices(items);
    const tooMany = await t.call('GET', '/api/goods/recommend_goods_list', {
      query: { limit: 51 },
    });
    expect(tooMany.code).toBe(422);
  });
});

describe('goods list query plan', () => {
  // The composite-sorted page and the count of one category come from the goods_category_list
  // index (migration 2026-11-30T02): no table scan, no sort of the whole category.
  it.runIf(dialectUnderTest === 'sqlite')('reads a category page in index order', async () => {
    const leaf = await db()
      .selectFrom('goods')
      .select('category_id')
      .where('status', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const q = await inCategory(db(), goodsItemQuery(db()), leaf.category_id);
    const page = sortGoods(q, 'composite').orderBy('goods.id', 'asc').limit(20).compile();
    const count = q
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .compile();
    const explain = async (c: CompiledQuery) =>
      (
        await db().executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
        )
      ).rows
        .map((r) => r.detail)
        .join(' | ');
    const pagePlan = await explain(page);
    expect(pagePlan).toContain('goods_category_list');
    expect(pagePlan).not.toContain('TEMP B-TREE');
    expect(await explain(count)).toContain('COVERING INDEX goods_category_list');
  });
});
