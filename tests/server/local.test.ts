/**
 * The local shop (docs/api-local-shop.md): shops by distance (known points, radius, filters,
 * paging), open now / next opening, menu and items, the quote, ordering with the hours, the
 * delivery range, the minimum amount and stock at the shop's own location, idempotent create,
 * payment (wallet with the pay password, sandbox notify), cancel and the deadline sweeper giving
 * stock back once, another user's orders refused, and mall lists leaving local orders out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineM } from '../../src/server/modules/local/distance';
import { sweepOverdue } from '../../src/server/modules/order/order.service';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type TestServer,
} from './harness';
import {
  BREAKFAST,
  createOk,
  FAMILY,
  L,
  localBuyer,
  NIGHT,
  orderBody,
  POINT,
  setAddressPoint,
  setChinaTime,
  setStockAt,
  shopByName,
  skuOf,
  stockAt,
  ZHIWEIGUAN,
} from './local-helpers';
import { clientKey, orderRow, PAY_PASSWORD, payOnline, setPayPassword } from './order-helpers';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function ledgerRows(locationId: number, skuId: number, reason: string) {
  return db()
    .selectFrom('stock_ledger')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .where('reason', '=', reason)
    .execute();
}

describe('finding shops', () => {
  it('lists categories', async () => {
    const res = await t.call('GET', `${L}/categories`);
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(6);
    expect(res.data[0]).toMatchObject({ id: expect.any(Number), name: '美食' });
  });

  it('orders shops by exact distance from a known point and pages through them', async () => {
    const res = await t.call('GET', `${L}/shops`, {
      query: { ...POINT, radius_m: 50_000, limit: 50 },
    });
    expect(res.code, res.message).toBe(200);
    const list = res.data.list as any[];
    expect(res.data.total).toBe(12);
    expect(list).toHaveLength(12);
    for (const s of list) expect(s.distance_m).toBe(haversineM(POINT, s));
    const d = list.map((s) => s.distance_m as number);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(list[0].name).toBe(FAMILY);
    expect(d.at(-1)).toBeGreaterThan(13_000);
    expect(d.at(-1)).toBeLessThan(16_000);
    // pages of 5 add up to the whole list, in the same order
    const pages: any[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await t.call('GET', `${L}/shops`, {
        query: { ...POINT, radius_m: 50_000, limit: 5, page },
      });
      pages.push(...p.data.list);
      expect(p.data.has_more).toBe(page < 3);
    }
    expect(pages.map((s) => s.id)).toEqual(list.map((s) => s.id));
  });

  it('filters by radius, category and keyword; sorts by sales and rating', async () => {
    const all = (
      await t.call('GET', `${L}/shops`, { query: { ...POINT, radius_m: 50_000, limit: 50 } })
    ).data.list as any[];
    const near = await t.call('GET', `${L}/shops`, { query: { ...POINT, radius_m: 2000 } });
    const expected = all.filter((s) => s.distance_m <= 2000).map((s) => s.id);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(near.data.list.map((s: any) => s.id)).toEqual(expected);
    expect(near.data.total).toBe(expected.length);
    // from the other side of the world: nothing
    const far = await t.call('GET', `${L}/shops`, {
      query: { lat_e6: -33_868_800, lng_e6: 151_209_300, radius_m: 50_000 },
    });
    expect(far.data).toMatchObject({ list: [], total: 0 });
    // a point 10 km north: the nearest shop is a different one, and distances still ascend
    const north = { lat_e6: POINT.lat_e6 + 90_000, lng_e6: POINT.lng_e6 };
    const fromNorth = (
      await t.call('GET', `${L}/shops`, { query: { ...north, radius_m: 50_000, limit: 50 } })
    ).data.list as any[];
    const dn = fromNorth.map((s) => haversineM(north, s));
    expect([...dn].sort((a, b) => a - b)).toEqual(dn);
    expect(fromNorth[0].id).not.toBe(all[0].id);

    const cats = (await t.call('GET', `${L}/categories`)).data as any[];
    const food = cats.find((c) => c.name === '美食');
    const byCat = await t.call('GET', `${L}/shops`, {
      query: { ...POINT, radius_m: 50_000, category_id: food.id, limit: 50 },
    });
    expect(byCat.data.list.length).toBeGreaterThanOrEqual(4);
    expect(byCat.data.list.every((s: any) => s.category_id === food.id)).toBe(true);
    const kw = await t.call('GET', `${L}/shops`, {
      query: { ...POINT, radius_m: 50_000, keyword: '奶茶' },
    });
    expect(kw.data.list.map((s: any) => s.name)).toEqual(['一点点奶茶（延安路店）']);
    const sales = await t.call('GET', `${L}/shops`, {
      query: { ...POINT, radius_m: 50_000, sort: 'sales', limit: 50 },
    });
    const ms = sales.data.list.map((s: any) => s.monthly_sales);
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
    const rating = await t.call('GET', `${L}/shops`, {
      query: { ...POINT, radius_m: 50_000, sort: 'rating', limit: 50 },
    });
    const rs = rating.data.list.map((s: any) => s.rating_x10);
    expect([...rs].sort((a, b) => b - a)).toEqual(rs);
  });

  it('tells open now and the next opening in China time', async () => {
    const noon = setChinaTime(t, '12:00');
    const list = (
      await t.call('GET', `${L}/shops`, { query: { ...POINT, radius_m: 50_000, limit: 50 } })
    ).data.list as any[];
    const by = (name: string) => list.find((s) => s.name === name);
    expect(by(FAMILY)).toMatchObject({ open_now: true, next_open: null });
    expect(by(ZHIWEIGUAN)).toMatchObject({ open_now: true, next_open: null });
    // 05:30 tomorrow China time
    expect(by(BREAKFAST)).toMatchObject({ open_now: false, next_open: noon + 86400 - 6.5 * 3600 });
    expect(by(NIGHT)).toMatchObject({ open_now: false, next_open: noon + 6 * 3600 });
    setChinaTime(t, '01:00');
    const night = await shopByName(t, NIGHT);
    const detail = await t.call('GET', `${L}/shop`, { query: { id: night.id, ...POINT } });
    expect(detail.data).toMatchObject({ open_now: true, name: NIGHT, delivery_radius_m: 6000 });
    expect(detail.data.hours).toHaveLength(7);
    expect(detail.data.distance_m).toBe(haversineM(POINT, night));
  });

  it('lists new shops, notices, the menu with a sold-out dish, items and an item', async () => {
    const fresh = await t.call('GET', `${L}/shops/new`, { query: { limit: 3 } });
    expect(fresh.data.list).toHaveLength(3);
    expect(fresh.data.list[0].distance_m).toBeNull();
    const shop = await shopByName(t, ZHIWEIGUAN);
    const menu = await t.call('GET', `${L}/menu`, { query: { shop_id: shop.id } });
    expect(menu.code).toBe(200);
    expect(menu.data.categories.length).toBeGreaterThanOrEqual(3);
    const items = menu.data.categories.flatMap((c: any) => c.items);
    const fish = items.find((i: any) => i.name === '西湖醋鱼');
    expect(fish).toMatchObject({ sold_out: true, packing_fee: 300 });
    expect(fish.skus[0].stock).toBe(0);
    const pork = items.find((i: any) => i.name === '东坡肉');
    expect(pork.sold_out).toBe(false);
    expect(pork.skus[0].stock).toBe(await stockAt(t, shop.location_id, pork.skus[0].sku_id));
    const product = await t.call('GET', `${L}/product`, { query: { id: pork.id } });
    expect(product.data).toMatchObject({ id: pork.id, shop: { id: shop.id } });
    expect(product.data.images.length).toBeGreaterThan(0);
    const products = await t.call('GET', `${L}/products`, {
      query: { shop_id: shop.id, keyword: '东坡' },
    });
    expect(products.data.list.map((i: any) => i.id)).toEqual([pork.id]);
    // menu items are never mall goods
    const mall = await t.call('GET', '/api/goods/goods_detail', { query: { id: pork.id } });
    expect(mall.code).not.toBe(200);
    const notices = await t.call('GET', `${L}/notices`, { query: { shop_id: shop.id } });
    expect(notices.data.list.length).toBeGreaterThanOrEqual(1);
    expect(notices.data.list[0].shop_name).toBe(ZHIWEIGUAN);
  });
});

describe('ordering', () => {
  it('quotes with server prices, packing and delivery fees, slots and the minimum gap', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const noodles = await skuOf(t, shop.id, '葱油拌面');
    const body = orderBody(shop.id, [
      { sku_id: pork.sku_id, quantity: 2 },
      { sku_id: noodles.sku_id, quantity: 1 },
    ]);
    const res = await t.call('POST', `${L}/confirm`, { as: u, body });
    expect(res.code, res.message).toBe(200);
    const goods = pork.price * 2 + noodles.price;
    const packing = pork.packing_fee * 2 + noodles.packing_fee;
    expect(res.data).toMatchObject({
      goods_amount: goods,
      packing_fee: packing,
      delivery_fee: Number(shop.delivery_fee),
      pay_amount: goods + packing + Number(shop.delivery_fee),
      min_order_gap: 0,
      blocked: null,
    });
    expect(res.data.slots[0].start).toBe(0);
    expect(res.data.slots.length).toBeGreaterThan(10);
    // the same lines bracket-encoded (lines[0][sku_id]=…), as the h5 app sends them
    const bracket = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: {
        ...body,
        lines: [
          { sku_id: pork.sku_id, quantity: 2 },
          { sku_id: noodles.sku_id, quantity: 1 },
        ],
      },
    });
    expect(bracket.data.pay_amount).toBe(res.data.pay_amount);
    // pick-up: no delivery fee, no minimum
    const pick = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: { ...body, mode: 'pickup' },
    });
    expect(pick.data).toMatchObject({ delivery_fee: 0, pay_amount: goods + packing });
    // below the minimum: the gap and the reason
    const small = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: noodles.sku_id, quantity: 1 }]),
    });
    expect(small.data.min_order_gap).toBe(Number(shop.min_order) - noodles.price);
    expect(small.data.blocked).toContain('起送');
  });

  it('creates an order idempotently, taking stock at the shop location with a ledger row', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const before = await stockAt(t, shop.location_id, pork.sku_id);
    const warehouse = await stockAt(t, 1, pork.sku_id);
    const body = orderBody(
      shop.id,
      [
        { sku_id: pork.sku_id, quantity: 1 },
        { sku_id: pork.sku_id, quantity: 1 },
      ],
      { address_id: u.address_id, remark: '少辣' },
    );
    const first = await createOk(t, u, body);
    const again = await createOk(t, u, body);
    expect(again).toEqual(first);
    const [a, b] = await Promise.all([createOk(t, u, body), createOk(t, u, body)]);
    expect(a).toEqual(first);
    expect(b).toEqual(first);
    expect(await stockAt(t, shop.location_id, pork.sku_id)).toBe(before - 2);
    expect(await stockAt(t, 1, pork.sku_id)).toBe(warehouse);
    const sale = (await ledgerRows(shop.location_id, pork.sku_id, 'sale')).filter(
      (l) => l.ref === `order:${first.order_id}`,
    );
    expect(sale).toHaveLength(1);
    expect(sale[0]).toMatchObject({ delta: -2, after_qty: before - 2 });
    const order = await orderRow(t, first.order_id);
    expect(order).toMatchObject({ status: 0, local_shop_id: shop.id, seller_id: 0 });
    expect(Number(order.pay_amount)).toBe(pork.price * 2 + pork.packing_fee * 2 + 300);
    const detail = await t.call('GET', `${L}/order/detail`, {
      as: u,
      query: { id: first.order_id },
    });
    expect(detail.data).toMatchObject({
      id: first.order_id,
      status: 0,
      mode: 'delivery',
      remark: '少辣',
      packing_fee: pork.packing_fee * 2,
      pickup_code: null,
      address: { consignee: '张三' },
    });
    const list = await t.call('GET', `${L}/order/list`, { as: u, query: { status: '0' } });
    expect(list.data.list.map((o: any) => o.id)).toEqual([first.order_id]);
    // the mall's order list and counts leave it out
    const mall = await t.call('GET', '/api/user/order_list', { as: u, query: { status: 'all' } });
    expect(mall.code).toBe(200);
    expect(mall.data.list).toHaveLength(0);
    const counts = await t.call('GET', '/api/user/order_count', { as: u });
    expect(counts.data).toMatchObject({ wait_pay: 0, no_pay_count: 0, order_count: 0 });
  });

  it('enforces the hours: ASAP while closed is 423, a slot inside the hours is fine', async () => {
    const noon = setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, NIGHT);
    const skewer = await skuOf(t, shop.id, '烤茄子');
    const lines = [{ sku_id: skewer.sku_id, quantity: 3 }];
    const before = await t.snapshot();
    const closed = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, lines, { address_id: u.address_id }),
    });
    expect(closed.code).toBe(423);
    expect(closed.message).toContain('18:00');
    const outside = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, lines, { address_id: u.address_id, slot_start: noon + 3600 * 3 }),
    });
    expect(outside.code).toBe(423);
    const tooFar = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, lines, {
        address_id: u.address_id,
        slot_start: noon + 3 * 86400 + 8 * 3600,
      }),
    });
    expect(tooFar.code).toBe(423);
    expect(await t.snapshot()).toBe(before);
    const quote = await t.call('POST', `${L}/confirm`, { as: u, body: orderBody(shop.id, lines) });
    expect(quote.data.blocked).toContain('18:00');
    expect(quote.data.slots[0].start).toBe(noon + 6 * 3600);
    const ok = await createOk(
      t,
      u,
      orderBody(shop.id, lines, { address_id: u.address_id, slot_start: noon + 7 * 3600 }),
    );
    const d = await t.call('GET', `${L}/order/detail`, { as: u, query: { id: ok.order_id } });
    expect(d.data.slot_start).toBe(noon + 7 * 3600);
  });

  it('refuses below the minimum, out of range, sold out and not enough, changing nothing', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const family = await shopByName(t, FAMILY);
    const noodles = await skuOf(t, shop.id, '葱油拌面');
    const fish = await skuOf(t, shop.id, '西湖醋鱼');
    const pork = await skuOf(t, shop.id, '东坡肉');
    const water = await skuOf(t, family.id, '农夫山泉 550ml');
    const other = await localBuyer(t);
    await sweepOverdue(db(), t.clock.now());
    const before = await t.snapshot();
    const small = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: noodles.sku_id, quantity: 1 }], {
        address_id: u.address_id,
      }),
    });
    expect(small.code).toBe(423);
    expect(small.message).toContain('起送');
    // an address 10 km north of the demo point; the convenience store delivers within 3 km
    // (issue 19, brief B: the range is measured from the address, not the browsing point)
    await setAddressPoint(t, u.address_id, { lat_e6: POINT.lat_e6 + 90_000, lng_e6: POINT.lng_e6 });
    const far = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(family.id, [{ sku_id: water.sku_id, quantity: 2 }], {
        address_id: u.address_id,
      }),
    });
    await setAddressPoint(t, u.address_id, POINT);
    expect(far.code).toBe(423);
    expect(far.message).toContain('配送范围');
    const soldOut = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: fish.sku_id, quantity: 1 }], {
        address_id: u.address_id,
      }),
    });
    expect(soldOut.code).toBe(422);
    expect(soldOut.message).toContain('售罄');
    const stock = await stockAt(t, shop.location_id, pork.sku_id);
    const tooMany = Math.min(99, stock + 1);
    await setStockAt(t, shop.location_id, pork.sku_id, tooMany - 1);
    const mid = await t.snapshot();
    const short = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: tooMany }], {
        address_id: u.address_id,
      }),
    });
    expect(short.code).toBe(422);
    expect(await t.snapshot()).toBe(mid);
    await setStockAt(t, shop.location_id, pork.sku_id, stock);
    expect(await t.snapshot()).toBe(before);
    // the quote names the line problems
    const quote = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: orderBody(shop.id, [
        { sku_id: fish.sku_id, quantity: 1 },
        { sku_id: pork.sku_id, quantity: 1 },
      ]),
    });
    expect(quote.data.lines.map((l: any) => l.problem)).toEqual(['sold_out', null]);
    // a SKU of another shop is bad input
    const mixed = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: water.sku_id, quantity: 1 }]),
    });
    expect(mixed.code).toBe(422);
    expect(mixed.message).toContain('lines.0.sku_id');
    // another user's address
    const theirs = await t.call('POST', `${L}/create`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 2 }], {
        address_id: other.address_id,
      }),
    });
    expect(theirs.code).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('paying, cancelling and the deadline', () => {
  it('pays with the balance (pay password) and with the sandbox notify', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    await setPayPassword(t, u.id, 100_000);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const created = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }], { mode: 'pickup' }),
    );
    const wrong = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { order_id: created.order_id, method: 'balance', pay_password: '000000' },
    });
    expect(wrong.code).not.toBe(200);
    const paid = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { order_id: created.order_id, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(paid.code, paid.message).toBe(200);
    const user = await db()
      .selectFrom('users')
      .select('balance')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.balance)).toBe(100_000 - created.pay_amount);
    const d = await t.call('GET', `${L}/order/detail`, { as: u, query: { id: created.order_id } });
    expect(d.data.status).toBe(1);
    expect(d.data.pickup_code).toMatch(/^\d{4}$/);
    expect(d.data.paid_at).toBeGreaterThan(0);

    const online = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }], { address_id: u.address_id }),
    );
    const row = await orderRow(t, online.order_id);
    await payOnline(t, u, row.trade_no);
    expect((await orderRow(t, online.order_id)).status).toBe(1);
    expect((await orderRow(t, online.order_id)).pay_method).toBe('online');
  });

  it('cancel gives the stock back to the shop location exactly once', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const before = await stockAt(t, shop.location_id, pork.sku_id);
    const created = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 3 }], { address_id: u.address_id }),
    );
    expect(await stockAt(t, shop.location_id, pork.sku_id)).toBe(before - 3);
    const [a, b] = await Promise.all([
      t.call('POST', `${L}/order/cancel`, { as: u, body: { id: created.order_id } }),
      t.call('POST', `${L}/order/cancel`, { as: u, body: { id: created.order_id } }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 422]);
    const again = await t.call('POST', `${L}/order/cancel`, {
      as: u,
      body: { id: created.order_id },
    });
    expect(again.code).toBe(422);
    expect(await stockAt(t, shop.location_id, pork.sku_id)).toBe(before);
    const release = (await ledgerRows(shop.location_id, pork.sku_id, 'release')).filter(
      (l) => l.ref === `order:${created.order_id}`,
    );
    expect(release).toHaveLength(1);
    expect(await stockAt(t, 1, pork.sku_id)).toBe(0);
    expect((await orderRow(t, created.order_id)).status).toBe(5);
    const pay = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { order_id: created.order_id, method: 'online' },
    });
    expect(pay.code).toBe(422);
  });

  it('the sweeper closes an overdue local order once, stock back at the shop', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, FAMILY);
    const water = await skuOf(t, shop.id, '农夫山泉 550ml');
    const before = await stockAt(t, shop.location_id, water.sku_id);
    const created = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: water.sku_id, quantity: 4 }], { address_id: u.address_id }),
    );
    expect(await stockAt(t, shop.location_id, water.sku_id)).toBe(before - 4);
    t.clock.advance(created.pay_deadline - t.clock.now() + 1);
    const [a, b] = await Promise.all([
      sweepOverdue(db(), t.clock.now(), u.id),
      sweepOverdue(db(), t.clock.now(), u.id),
    ]);
    expect(a + b).toBe(1);
    expect(await sweepOverdue(db(), t.clock.now(), u.id)).toBe(0);
    expect(await stockAt(t, shop.location_id, water.sku_id)).toBe(before);
    const release = (await ledgerRows(shop.location_id, water.sku_id, 'release')).filter(
      (l) => l.ref === `order:${created.order_id}`,
    );
    expect(release).toHaveLength(1);
    const d = await t.call('GET', `${L}/order/detail`, { as: u, query: { id: created.order_id } });
    expect(d.data.status).toBe(5);
  });

  it("refuses another user's order on every order route", async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const other = await localBuyer(t);
    const shop = await shopByName(t, FAMILY);
    const water = await skuOf(t, shop.id, '农夫山泉 550ml');
    const created = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: water.sku_id, quantity: 1 }], { address_id: u.address_id }),
    );
    for (const [method, url] of [
      ['GET', `${L}/order/detail`],
      ['POST', `${L}/order/cancel`],
      ['POST', `${L}/order/receive`],
    ] as const) {
      await expectOtherUserRefused(t, { method, url, input: { id: created.order_id }, other });
    }
    const theirs = await t.call('GET', `${L}/order/list`, { as: other });
    expect(theirs.data.list).toHaveLength(0);
    const pay = await t.call('POST', '/api/pay/pay', {
      as: other,
      body: { order_id: created.order_id, method: 'online' },
    });
    expect(pay.code).toBe(422);
  });

  it('needs login for the order routes', async () => {
    for (const [method, url] of [
      ['POST', `${L}/confirm`],
      ['POST', `${L}/create`],
      ['GET', `${L}/order/list`],
      ['GET', `${L}/order/detail`],
      ['POST', `${L}/order/cancel`],
      ['POST', `${L}/business/apply`],
      ['GET', `${L}/business/mine`],
      ['GET', `${L}/owner/orders`],
    ] as const) {
      const res = await t.call(method, url, { query: { id: 1 } });
      expect(res.code, url).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('every route refuses bad input with 422 and changes nothing', async () => {
    setChinaTime(t, '12:00');
    const u = await localBuyer(t);
    const shop = await shopByName(t, ZHIWEIGUAN);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const created = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }], { address_id: u.address_id }),
    );
    const lines = JSON.stringify([{ sku_id: pork.sku_id, quantity: 2 }]);
    const order = {
      shop_id: shop.id,
      lines,
      mode: 'delivery',
      slot_start: '0',
      address_id: String(u.address_id),
      lat_e6: String(POINT.lat_e6),
      lng_e6: String(POINT.lng_e6),
    };
    let cases = 0;
    const specs: Parameters<typeof expectBadInputRefused>[1][] = [
      {
        method: 'GET',
        url: `${L}/shops`,
        valid: {
          lat_e6: POINT.lat_e6,
          lng_e6: POINT.lng_e6,
          radius_m: 3000,
          sort: 'distance',
          page: 1,
          limit: 10,
          category_id: 1,
          keyword: '店',
        },
        optional: ['radius_m', 'sort', 'page', 'limit', 'category_id', 'keyword'],
      },
      {
        method: 'GET',
        url: `${L}/shops/new`,
        valid: { page: 1, limit: 10, lat_e6: POINT.lat_e6, lng_e6: POINT.lng_e6 },
        optional: ['page', 'limit', 'lat_e6', 'lng_e6'],
      },
      { method: 'GET', url: `${L}/shop`, valid: { id: shop.id }, as: null },
      { method: 'GET', url: `${L}/menu`, valid: { shop_id: shop.id } },
      {
        method: 'GET',
        url: `${L}/products`,
        valid: { shop_id: shop.id, page: 1, limit: 10 },
        optional: ['shop_id', 'page', 'limit'],
      },
      { method: 'GET', url: `${L}/product`, valid: { id: pork.goods_id } },
      {
        method: 'GET',
        url: `${L}/notices`,
        valid: { shop_id: shop.id, page: 1 },
        optional: ['shop_id', 'page'],
      },
      {
        method: 'POST',
        url: `${L}/confirm`,
        as: u,
        valid: order,
        optional: ['address_id', 'lat_e6', 'lng_e6'],
      },
      {
        method: 'POST',
        url: `${L}/create`,
        as: u,
        valid: { ...order, client_key: clientKey(), remark: 'x' },
        optional: ['lat_e6', 'lng_e6', 'remark'],
        // issue 19, brief B: with an address the browsing point no longer decides the range, so
        // another valid point would order (confirm, above, sweeps the point's bad values)
        fixed: ['remark', 'client_key', 'lat_e6', 'lng_e6'],
      },
      {
        method: 'GET',
        url: `${L}/order/list`,
        as: u,
        valid: { status: '0', page: 1 },
        optional: ['status', 'page'],
      },
      { method: 'GET', url: `${L}/order/detail`, as: u, valid: { id: created.order_id } },
      { method: 'POST', url: `${L}/order/cancel`, as: u, valid: { id: created.order_id + 1000 } },
      { method: 'POST', url: `${L}/order/receive`, as: u, valid: { id: created.order_id } },
      { method: 'GET', url: `${L}/places`, valid: { keyword: '路' }, fixed: ['keyword'] },
    ];
    // nothing overdue left for the background sweeper to close meanwhile
    await sweepOverdue(db(), t.clock.now());
    for (const spec of specs) cases += await expectBadInputRefused(t, spec);
    expect(cases).toBeGreaterThan(150);
  });
});
