/**
 * Merchant trade: shop categories, shop goods, merchant orders, merchant addresses
 * (docs/api-guishang.md "Trade").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, type Actor, type TestServer } from './harness';
import { buyBody, buyOk, buyer, setStock } from './order-helpers';
import { key, merchantServer, refusedUnchanged } from './guishang-helpers';

let t: TestServer;
let demo: Actor;
let other: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, demo, other } = await merchantServer());
});

afterAll(async () => {
  await t?.close();
});

async function leafCategory(): Promise<number> {
  const row = await db()
    .selectFrom('categories as c')
    .select('c.id')
    .where('c.parent_id', '!=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const refused = (
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, string | number>,
  as: Actor = other,
): Promise<string> => refusedUnchanged(t, method, url, input, as);

describe('shop categories', () => {
  it('adds, lists, edits; refuses duplicates, another merchant, and deleting one with goods', async () => {
    const add = await t.call('POST', '/api/admin/shop/class/add', {
      as: demo,
      body: { name: '蔬菜', sort: 3 },
    });
    expect(add.status, add.message).toBe(200);
    const id = add.data.id as number;
    await refused('POST', '/api/admin/shop/class/add', { name: '蔬菜' }, demo);
    const edit = await t.call('POST', '/api/admin/shop/class/edit', {
      as: demo,
      body: { id, name: '时令蔬菜', sort: 1 },
    });
    expect(edit.status).toBe(200);
    await refused('POST', '/api/admin/shop/class/edit', { id, name: 'x' });
    await refused('POST', '/api/admin/shop/class/del', { id });

    // a goods in the class: delete refused until it leaves the class
    const goods = await t.call('POST', '/api/admin/goods/add', {
      as: demo,
      body: {
        name: '测试青菜',
        category_id: await leafCategory(),
        shop_class_id: id,
        price: 300,
        images: '["/media/gen/goods/t1.svg"]',
        stock: 0,
      },
    });
    expect(goods.status, goods.message).toBe(200);
    const list = await t.call('GET', '/api/admin/shop/class/list', { as: demo });
    const mine = list.data.list.find((c: { id: number }) => c.id === id);
    expect(mine).toMatchObject({ name: '时令蔬菜', sort: 1, goods_count: 1 });
    expect((await t.call('GET', '/api/admin/shop/class/list', { as: other })).data.list).toEqual(
      [],
    );
    const msg = await refused('POST', '/api/admin/shop/class/del', { id }, demo);
    expect(msg).toBe('分类下还有商品');
    const off = await t.call('POST', '/api/admin/goods/edit', {
      as: demo,
      body: {
        id: goods.data.id,
        name: '测试青菜',
        category_id: await leafCategory(),
        price: 300,
        images: '["/media/gen/goods/t1.svg"]',
      },
    });
    expect(off.status, off.message).toBe(200);
    const del = await t.call('POST', '/api/admin/shop/class/del', { as: demo, body: { id } });
    expect(del.status).toBe(200);
  });
});

describe('shop goods', () => {
  it('adds goods with warehouse stock that the consumer shop shows and finds', async () => {
    const category = await leafCategory();
    const add = await t.call('POST', '/api/admin/goods/add', {
      as: demo,
      json: true,
      body: {
        name: '柜商自营紫甘蓝',
        category_id: category,
        price: 650,
        market_price: 800,
        images: ['/media/gen/goods/t2.svg', '/media/gen/goods/t3.svg'],
        stock: 7,
      },
    });
    expect(add.status, add.message).toBe(200);
    const id = add.data.id as number;

    const detail = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: id } });
    expect(detail.code, detail.message).toBe(200);
    expect(detail.data.stock).toBe(7);
    expect(detail.data.price).toBe(650);
    expect(detail.data.seller.id).toBe(2);
    const search = await t.call('GET', '/api/goods/search', { query: { keyword: '紫甘蓝' } });
    expect(search.data.list.map((g: { id: number }) => g.id)).toContain(id);

    const ledger = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('idempotency_key', '=', `goods:${id}:init`)
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({ location_id: 1, delta: 7, reason: 'stock_in' });

    const mine = await t.call('GET', '/api/admin/goods/detail', { as: demo, query: { id } });
    expect(mine.data).toMatchObject({
      id,
      name: '柜商自营紫甘蓝',
      price: 650,
      market_price: 800,
      stock: 7,
      category_id: category,
      images: ['/media/gen/goods/t2.svg', '/media/gen/goods/t3.svg'],
    });
    expect(mine.data.skus).toEqual([{ id: mine.data.sku_id, spec: '', price: 650, stock: 7 }]);
    const list = await t.call('GET', '/api/admin/goods/list', {
      as: demo,
      query: { keyword: '紫甘蓝' },
    });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id, stock: 7, sku_id: mine.data.sku_id, status: 1 });
    const onlyOff = await t.call('GET', '/api/admin/goods/list', {
      as: demo,
      query: { keyword: '紫甘蓝', status: 0 },
    });
    expect(onlyOff.data.total).toBe(0);

    // warehouse stock in/out with an idempotency key; not below 0
    const k = key();
    const out = await t.call('POST', '/api/admin/goods/stock', {
      as: demo,
      body: { sku_id: mine.data.sku_id, type: 'out', quantity: 3, idempotency_key: k },
    });
    expect(out.data).toMatchObject({ delta: -3, quantity: 4, replayed: false });
    const again = await t.call('POST', '/api/admin/goods/stock', {
      as: demo,
      body: { sku_id: mine.data.sku_id, type: 'out', quantity: 3, idempotency_key: k },
    });
    expect(again.data).toMatchObject({ quantity: 4, replayed: true });
    await refused(
      'POST',
      '/api/admin/goods/stock',
      { sku_id: mine.data.sku_id, type: 'out', quantity: 5, idempotency_key: key() },
      demo,
    );

    // edit: price follows on the single SKU, title re-indexed
    const edit = await t.call('POST', '/api/admin/goods/edit', {
      as: demo,
      body: {
        id,
        name: '柜商自营红甘蓝',
        category_id: category,
        price: 700,
        images: '["/media/gen/goods/t2.svg"]',
        status: 0,
      },
    });
    expect(edit.status, edit.message).toBe(200);
    const sku = await db()
      .selectFrom('goods_skus')
      .select('price')
      .where('goods_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sku.price).toBe(700);
    const terms = await db()
      .selectFrom('goods_search_terms')
      .select('term')
      .where('goods_id', '=', id)
      .execute();
    expect(terms.map((r) => r.term)).toContain('红甘');
    expect(terms.map((r) => r.term)).not.toContain('紫甘');

    // another merchant: not found, nothing changed
    await refused('GET', '/api/admin/goods/detail', { id });
    await refused('POST', '/api/admin/goods/edit', {
      id,
      name: 'x',
      category_id: category,
      price: 1,
      images: '["/a.png"]',
    });
    await refused('POST', '/api/admin/goods/stock', {
      sku_id: mine.data.sku_id,
      type: 'in',
      quantity: 1,
      idempotency_key: key(),
    });
    // a merchant without a shop cannot add goods
    const msg = await refused('POST', '/api/admin/goods/add', {
      name: 'x',
      category_id: category,
      price: 1,
      images: '["/a.png"]',
      stock: 1,
    });
    expect(msg).toBe('商家还没有店铺');
    // not a leaf category
    await refused(
      'POST',
      '/api/admin/goods/add',
      { name: 'x', category_id: 1, price: 1, images: '["/a.png"]', stock: 1 },
      demo,
    );
  });
});

describe('merchant orders', () => {
  it('lists and shows consumer orders of its own sellers only', async () => {
    const u = await buyer(t);
    const sku = await db()
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.goods_id', 's.id as sku_id', 's.price', 'g.seller_id', 'g.title'])
      .where('g.seller_id', '=', 2)
      .where('g.status', '=', 1)
      .where('s.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('sku_id'))
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    await setStock(t, sku.sku_id, 50);
    const bought = await buyOk(t, u, buyBody(sku, 2));
    const orderId = bought.order_ids[0]!;

    const list = await t.call('GET', '/api/admin/order/list', { as: demo, query: { status: '0' } });
    expect(list.status).toBe(200);
    const row = list.data.list.find((o: { id: number }) => o.id === orderId);
    expect(row).toMatchObject({ status: 0, goods_count: 2, after_sale: null });
    expect(row.buyer).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row.lines[0]).toMatchObject({ name: sku.title, quantity: 2 });
    const sn = await t.call('GET', '/api/admin/order/list', {
      as: demo,
      query: { keyword: row.order_sn },
    });
    expect(sn.data.list.map((o: { id: number }) => o.id)).toEqual([orderId]);

    const detail = await t.call('GET', '/api/admin/order/detail', {
      as: demo,
      query: { order_id: orderId },
    });
    expect(detail.status).toBe(200);
    expect(detail.data.address.name).toBe('张三');
    expect(detail.data.timeline.length).toBeGreaterThan(0);
    expect(detail.data.timeline[0].created_at).toBeGreaterThan(0);
    expect(detail.data.express).toBeNull();

    expect((await t.call('GET', '/api/admin/order/list', { as: other })).data.total).toBe(0);
    await refused('GET', '/api/admin/order/detail', { order_id: orderId });
    const sales = await t.call('GET', '/api/admin/after_sale/list', { as: demo });
    expect(sales.status).toBe(200);
    expect((await t.call('GET', '/api/admin/after_sale/list', { as: other })).data.total).toBe(0);
  });
});

describe('merchant addresses', () => {
  it('adds, keeps one default, edits, deletes; another merchant refused', async () => {
    const m = await t.merchant();
    const body = {
      name: '赵六',
      mobile: '13900001111',
      province: '浙江省',
      city: '杭州市',
      district: '滨江区',
      detail: '江南大道100号',
    };
    const a = await t.call('POST', '/api/admin/address/edit', { as: m, body });
    expect(a.status, a.message).toBe(200);
    const b = await t.call('POST', '/api/admin/address/edit', {
      as: m,
      body: { ...body, detail: '江南大道200号', is_default: 1 },
    });
    let list = await t.call('GET', '/api/admin/address/list', { as: m });
    expect(
      list.data.list.map((x: { id: number; is_default: boolean }) => [x.id, x.is_default]),
    ).toEqual([
      [b.data.id, true],
      [a.data.id, false],
    ]);
    await refused('POST', '/api/admin/address/edit', { id: a.data.id, ...body });
    await refused('POST', '/api/admin/address/del', { id: a.data.id });
    await refused('POST', '/api/admin/address/edit', { ...body, mobile: '12345' }, m);
    const del = await t.call('POST', '/api/admin/address/del', { as: m, body: { id: b.data.id } });
    expect(del.status).toBe(200);
    list = await t.call('GET', '/api/admin/address/list', { as: m });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ id: a.data.id, is_default: true });
  });
});

describe('bad input', () => {
  it('is refused with 422 and changes nothing', async () => {
    const m = { as: demo, merchant: true } as const;
    const category = await leafCategory();
    const own = await t.call('GET', '/api/admin/goods/list', { as: demo });
    const ownGoods = own.data.list[0];
    const cls = await t.call('GET', '/api/admin/shop/class/list', { as: demo });
    const className = cls.data.list[0].name as string;
    const foreignSku = await db()
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select('s.id')
      .where('g.seller_id', '=', 1)
      .executeTakeFirstOrThrow();
    const addr = await t.call('GET', '/api/admin/address/list', { as: demo });
    const counts: Record<string, number> = {};
    const cases: [string, Parameters<typeof expectBadInputRefused>[1]][] = [
      ['class/list', { ...m, method: 'GET', url: '/api/admin/shop/class/list', valid: {} }],
      [
        'class/add',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/shop/class/add',
          valid: { name: className, sort: 1 },
          fixed: ['name'],
          optional: ['sort'],
        },
      ],
      [
        'class/edit',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/shop/class/edit',
          valid: { id: 999999, name: 'x', sort: 1 },
          optional: ['sort'],
        },
      ],
      [
        'class/del',
        { ...m, method: 'POST', url: '/api/admin/shop/class/del', valid: { id: 999999 } },
      ],
      [
        'goods/list',
        {
          ...m,
          method: 'GET',
          url: '/api/admin/goods/list',
          valid: { page: 1, limit: 10, status: 1, shop_class_id: cls.data.list[0].id },
          optional: ['page', 'limit', 'status', 'shop_class_id'],
        },
      ],
      [
        'goods/detail',
        { ...m, method: 'GET', url: '/api/admin/goods/detail', valid: { id: ownGoods.id } },
      ],
      [
        // a category that is not a leaf: every variation is refused
        'goods/add',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/goods/add',
          valid: { name: 'x', category_id: 1, price: 100, images: '["/a.png"]', stock: 1 },
          fixed: ['category_id'],
        },
      ],
      [
        'goods/edit',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/goods/edit',
          valid: { id: 999999, name: 'x', category_id: category, price: 1, images: '["/a.png"]' },
        },
      ],
      [
        'goods/stock',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/goods/stock',
          valid: { sku_id: foreignSku.id, type: 'in', quantity: 1, idempotency_key: 'abcdefgh1' },
          fixed: ['sku_id'],
        },
      ],
      [
        'order/list',
        {
          ...m,
          method: 'GET',
          url: '/api/admin/order/list',
          valid: { page: 1, limit: 10, status: '1' },
          optional: ['page', 'limit', 'status'],
        },
      ],
      [
        'order/detail',
        { ...m, method: 'GET', url: '/api/admin/order/detail', valid: { order_id: 999999 } },
      ],
      [
        'after_sale/list',
        {
          ...m,
          method: 'GET',
          url: '/api/admin/after_sale/list',
          valid: { page: 1, status: 0 },
          optional: ['page', 'status'],
        },
      ],
      ['address/list', { ...m, method: 'GET', url: '/api/admin/address/list', valid: {} }],
      [
        // an unknown id: every variation is refused
        'address/edit',
        {
          ...m,
          method: 'POST',
          url: '/api/admin/address/edit',
          valid: {
            id: 999999,
            name: '张三',
            mobile: '13800138000',
            province: '浙江省',
            city: '杭州市',
            district: '西湖区',
            detail: '文三路1号',
          },
          fixed: ['id'],
          optional: ['id'],
        },
      ],
      [
        'address/del',
        { ...m, method: 'POST', url: '/api/admin/address/del', valid: { id: 999999 } },
      ],
    ];
    expect(addr.data.list.length).toBeGreaterThan(0);
    for (const [name, spec] of cases) {
      counts[name] = await expectBadInputRefused(t, spec);
    }
    console.log('bad input cases (trade shop):', JSON.stringify(counts));
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
    // no token: 401
    const anon = await t.call('GET', '/api/admin/goods/list');
    expect(anon.status).toBe(401);
  });
});
