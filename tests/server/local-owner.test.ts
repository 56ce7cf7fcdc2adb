/**
 * Opening a shop and running it (docs/api-local-shop.md): one open application per user, auto
 * approval (the shop's stock location, the `shop` right), owner routes only for the owner
 * (accept / dispatch / complete an order, notices, stock, menu status), the buyer's receipt,
 * and bad input refused on every route with the database unchanged.
 */
import { setAppConfig } from './moderation-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOverdue } from '../../src/server/modules/order/order.service';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  createOk,
  L,
  localBuyer,
  orderBody,
  POINT,
  setChinaTime,
  shopByName,
  skuOf,
  stockAt,
  ZHIWEIGUAN,
} from './local-helpers';
import { PAY_PASSWORD, setPayPassword } from './order-helpers';
import { upload } from './wallet-fixtures';

let t: TestServer;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function applyBody(u: Actor, extra: Record<string, string | number> = {}) {
  const up = await upload(t, u);
  expect(up.code).toBe(200);
  const cats = (await t.call('GET', `${L}/categories`)).data as { id: number }[];
  return {
    name: '街角咖啡',
    category_id: cats[1]?.id ?? 1,
    phone: '13900001111',
    address: '西湖区文二路99号',
    lat_e6: POINT.lat_e6 + 5000,
    lng_e6: POINT.lng_e6 + 5000,
    licence_no: '91330100MA2KXYZ12Q',
    licence_images: up.data.url as string,
    hours: JSON.stringify([1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '20:00' }))),
    ...extra,
  };
}

describe('applying for a shop', () => {
  it('accepts one open application, approves it by rule and makes the user an owner', async () => {
    const u = await t.user();
    const none = await t.call('GET', `${L}/business/mine`, { as: u });
    expect(none).toMatchObject({ code: 200, data: null });
    const body = await applyBody(u);
    const res = await t.call('POST', `${L}/business/apply`, { as: u, body });
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({
      name: '街角咖啡',
      status: 1,
      licence_images: [body.licence_images],
      lat_e6: body.lat_e6,
    });
    expect(res.data.hours).toHaveLength(5);
    const mine = await t.call('GET', `${L}/business/mine`, { as: u });
    expect(mine.data.id).toBe(res.data.id);
    const right = await db()
      .selectFrom('user_rights')
      .select('right')
      .where('user_id', '=', u.id)
      .execute();
    expect(right.map((r) => r.right)).toContain('shop');
    const loc = await db()
      .selectFrom('stock_locations')
      .selectAll()
      .where('local_shop_id', '=', res.data.id)
      .execute();
    expect(loc).toHaveLength(1);
    expect(loc[0]?.kind).toBe('local_shop');
    // the new shop is listed as new and near the point
    const fresh = await t.call('GET', `${L}/shops/new`, { query: { limit: 1 } });
    expect(fresh.data.list[0].id).toBe(res.data.id);
    // once only: a second application is refused, nothing written
    const before = await t.snapshot();
    const again = await t.call('POST', `${L}/business/apply`, {
      as: u,
      body: { ...body, name: '第二家店' },
    });
    expect(again.code).toBe(423);
    expect(await t.snapshot()).toBe(before);
    // hours bracket-encoded (hours[0][day]=…), as the h5 app sends them
    const w = await t.user();
    const wb = await applyBody(w);
    const bracket = await t.call('POST', `${L}/business/apply`, {
      as: w,
      body: { ...wb, hours: [{ day: 0, open: '10:00', close: '02:00' }] },
    });
    expect(bracket.code, bracket.message).toBe(200);
    expect(bracket.data.hours).toEqual([{ day: 0, open: '10:00', close: '02:00' }]);
    // two applications at once: exactly one is written
    const v = await t.user();
    const vb = await applyBody(v);
    const [ra, rb] = await Promise.all([
      t.call('POST', `${L}/business/apply`, { as: v, body: vb }),
      t.call('POST', `${L}/business/apply`, { as: v, body: { ...vb, name: '并发店' } }),
    ]);
    expect([ra.code, rb.code].sort()).toEqual([200, 423]);
    const rows = await db()
      .selectFrom('local_shops')
      .select('id')
      .where('owner_user_id', '=', v.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('waits pending without auto approval', async () => {
    const t2 = await startTestServer({
      local: { tileUrl: '', navUrl: 'https://example.test/{lat},{lng}' },
    });
    await setAppConfig(t2, 'local_auto_approve', false);
    try {
      const u = await t2.user();
      const up = await upload(t2, u);
      const cats = (await t2.call('GET', `${L}/categories`)).data as { id: number }[];
      const res = await t2.call('POST', `${L}/business/apply`, {
        as: u,
        body: {
          name: '待审核小店',
          category_id: cats[0]?.id ?? 1,
          phone: '0571-88886666',
          address: '上城区解放路1号',
          lat_e6: POINT.lat_e6,
          lng_e6: POINT.lng_e6,
          licence_no: '91330100MA2KXYZ99Q',
          licence_images: up.data.url,
          hours: JSON.stringify([{ day: 1, open: '09:00', close: '18:00' }]),
        },
      });
      expect(res.code, res.message).toBe(200);
      expect(res.data.status).toBe(0);
      const map = await t2.call('GET', `${L}/map`);
      expect(map.data).toEqual({ tile_url: '', nav_url: 'https://example.test/{lat},{lng}' });
      const shops = await t2.call('GET', `${L}/shops`, { query: { ...POINT, radius_m: 500 } });
      expect(shops.data.list.some((s: any) => s.id === res.data.id)).toBe(false);
    } finally {
      await t2.close();
    }
  });

  it("refuses another user's upload as a licence photo", async () => {
    const u = await t.user();
    const other = await t.user();
    const theirs = await upload(t, other);
    const body = await applyBody(u, { licence_images: theirs.data.url });
    const before = await t.snapshot();
    const res = await t.call('POST', `${L}/business/apply`, { as: u, body });
    expect(res.code).toBe(422);
    expect(res.message).toContain('licence_images');
    expect(await t.snapshot()).toBe(before);
  });
});

describe('owner routes', () => {
  it('only the owner runs the shop: accept, dispatch, complete; the buyer receives', async () => {
    setChinaTime(t, '12:00');
    const owner = await t.user();
    const stranger = await t.user();
    const shop = await shopByName(t, ZHIWEIGUAN);
    await db()
      .updateTable('local_shops')
      .set({ owner_user_id: owner.id })
      .where('id', '=', shop.id)
      .execute();
    const u = await localBuyer(t);
    await setPayPassword(t, u.id, 100_000);
    const pork = await skuOf(t, shop.id, '东坡肉');
    const o1 = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }], { address_id: u.address_id }),
    );
    const o2 = await createOk(
      t,
      u,
      orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }], { address_id: u.address_id }),
    );
    const pay = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { order_id: o1.order_id, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(pay.code, pay.message).toBe(200);

    const shops = await t.call('GET', `${L}/owner/shops`, { as: owner });
    expect(shops.data.list.map((s: any) => s.id)).toEqual([shop.id]);
    const orders = await t.call('GET', `${L}/owner/orders`, {
      as: owner,
      query: { shop_id: shop.id, status: '1' },
    });
    expect(orders.data.list.map((o: any) => o.id)).toContain(o1.order_id);
    const theirs = await t.call('GET', `${L}/owner/orders`, {
      as: stranger,
      query: { shop_id: shop.id },
    });
    expect(theirs.code).toBe(403);
    const strangerAll = await t.call('GET', `${L}/owner/orders`, { as: stranger });
    expect(strangerAll.data.list).toHaveLength(0);

    // a stranger (and the buyer) can do none of it
    for (const url of ['accept', 'dispatch', 'complete']) {
      for (const other of [stranger, u]) {
        await expectOtherUserRefused(t, {
          method: 'POST',
          url: `${L}/owner/order/${url}`,
          input: { id: o1.order_id },
          other,
        });
      }
    }
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: `${L}/owner/notice/add`,
      input: { shop_id: shop.id, title: '假公告', body: 'x' },
      other: stranger,
    });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: `${L}/owner/item/stock`,
      input: { sku_id: pork.sku_id, delta: 5, key: 'stranger-key-1' },
      other: stranger,
    });
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: `${L}/owner/item/status`,
      input: { id: pork.goods_id, on: 0 },
      other: stranger,
    });
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: `${L}/owner/order/detail`,
      input: { id: o1.order_id },
      other: stranger,
    });

    // an unpaid order cannot be accepted or dispatched
    const unpaid = await t.call('POST', `${L}/owner/order/dispatch`, {
      as: owner,
      body: { id: o2.order_id },
    });
    expect(unpaid.code).toBe(422);
    const receiveEarly = await t.call('POST', `${L}/order/receive`, {
      as: u,
      body: { id: o1.order_id },
    });
    expect(receiveEarly.code).toBe(422);
    const accept = await t.call('POST', `${L}/owner/order/accept`, {
      as: owner,
      body: { id: o1.order_id },
    });
    expect(accept.code, accept.message).toBe(200);
    const acceptAgain = await t.call('POST', `${L}/owner/order/accept`, {
      as: owner,
      body: { id: o1.order_id },
    });
    expect(acceptAgain.code).toBe(422);
    const dispatch = await t.call('POST', `${L}/owner/order/dispatch`, {
      as: owner,
      body: { id: o1.order_id },
    });
    expect(dispatch.code, dispatch.message).toBe(200);
    const d = await t.call('GET', `${L}/order/detail`, { as: u, query: { id: o1.order_id } });
    expect(d.data.status).toBe(2);
    expect(d.data.dispatched_at).toBeGreaterThan(0);
    const received = await t.call('POST', `${L}/order/receive`, {
      as: u,
      body: { id: o1.order_id },
    });
    expect(received.code, received.message).toBe(200);
    expect(
      (await t.call('GET', `${L}/order/detail`, { as: u, query: { id: o1.order_id } })).data,
    ).toMatchObject({ status: 3, received_at: expect.any(Number) });
    const complete = await t.call('POST', `${L}/owner/order/complete`, {
      as: owner,
      body: { id: o1.order_id },
    });
    expect(complete.code).toBe(422);

    // notices, stock and the menu
    const notice = await t.call('POST', `${L}/owner/notice/add`, {
      as: owner,
      body: { shop_id: shop.id, title: '今日特价', body: '东坡肉八折' },
    });
    expect(notice.code, notice.message).toBe(200);
    const notices = await t.call('GET', `${L}/notices`, { query: { shop_id: shop.id } });
    expect(notices.data.list[0]).toMatchObject({ title: '今日特价', shop_name: ZHIWEIGUAN });
    const before = await stockAt(t, shop.location_id, pork.sku_id);
    const body = { sku_id: pork.sku_id, delta: 5, key: 'restock-0001' };
    const moved = await t.call('POST', `${L}/owner/item/stock`, { as: owner, body });
    expect(moved.data).toEqual({ sku_id: pork.sku_id, stock: before + 5 });
    const replay = await t.call('POST', `${L}/owner/item/stock`, { as: owner, body });
    expect(replay.data).toEqual({ sku_id: pork.sku_id, stock: before + 5 });
    expect(await stockAt(t, shop.location_id, pork.sku_id)).toBe(before + 5);
    const tooMuch = await t.call('POST', `${L}/owner/item/stock`, {
      as: owner,
      body: { sku_id: pork.sku_id, delta: -(before + 6), key: 'restock-0002' },
    });
    expect(tooMuch.code).toBe(422);
    const off = await t.call('POST', `${L}/owner/item/status`, {
      as: owner,
      body: { id: pork.goods_id, on: 0 },
    });
    expect(off.code).toBe(200);
    const menu = await t.call('GET', `${L}/menu`, { query: { shop_id: shop.id } });
    const names = menu.data.categories.flatMap((c: any) => c.items.map((i: any) => i.name));
    expect(names).not.toContain('东坡肉');
    const quote = await t.call('POST', `${L}/confirm`, {
      as: u,
      body: orderBody(shop.id, [{ sku_id: pork.sku_id, quantity: 1 }]),
    });
    expect(quote.data.lines[0].problem).toBe('off_menu');
    await t.call('POST', `${L}/owner/item/status`, {
      as: owner,
      body: { id: pork.goods_id, on: 1 },
    });
  });

  it('owner routes refuse bad input and change nothing', async () => {
    setChinaTime(t, '12:00');
    const owner = await t.user();
    const shop = await shopByName(t, '外婆家（湖滨银泰店）');
    await db()
      .updateTable('local_shops')
      .set({ owner_user_id: owner.id })
      .where('id', '=', shop.id)
      .execute();
    const u = await t.user();
    const sku = await skuOf(t, shop.id, '东坡肉');
    const apply = await applyBody(u);
    const ownerApply = await applyBody(owner);
    await sweepOverdue(db(), t.clock.now());
    let cases = 0;
    const specs: Parameters<typeof expectBadInputRefused>[1][] = [
      // as the owner (who has a shop): a valid variant is refused once-only (423), so every
      // field can be varied without writing
      { method: 'POST', url: `${L}/business/apply`, as: owner, valid: ownerApply },
      {
        method: 'GET',
        url: `${L}/owner/orders`,
        as: owner,
        valid: { shop_id: shop.id, status: 'all', page: 1 },
        optional: ['shop_id', 'status', 'page'],
      },
      { method: 'POST', url: `${L}/owner/order/accept`, as: owner, valid: { id: 999_999 } },
      { method: 'POST', url: `${L}/owner/order/dispatch`, as: owner, valid: { id: 999_999 } },
      { method: 'POST', url: `${L}/owner/order/complete`, as: owner, valid: { id: 999_999 } },
      { method: 'GET', url: `${L}/owner/order/detail`, as: owner, valid: { id: 999_999 } },
      {
        method: 'POST',
        url: `${L}/owner/notice/add`,
        as: owner,
        valid: { shop_id: shop.id, title: '公告', body: '内容' },
        fixed: ['title', 'body'],
      },
      {
        method: 'POST',
        url: `${L}/owner/item/stock`,
        as: owner,
        valid: { sku_id: sku.sku_id, delta: 1, key: 'bad-input-key' },
        fixed: ['delta', 'key'],
      },
      {
        method: 'POST',
        url: `${L}/owner/item/status`,
        as: owner,
        valid: { id: sku.goods_id, on: 1 },
        fixed: ['on'],
      },
    ];
    for (const spec of specs) cases += await expectBadInputRefused(t, spec);
    expect(cases).toBeGreaterThan(100);
    // the fields left fixed above, checked by hand
    const before = await t.snapshot();
    for (const bad of [0, '0.5', 'abc', 10_000]) {
      const res = await t.call('POST', `${L}/owner/item/stock`, {
        as: owner,
        body: { sku_id: sku.sku_id, delta: bad, key: 'bad-input-key' },
      });
      expect(res.code).toBe(422);
    }
    for (const bad of ['-1', '2', 'x']) {
      const res = await t.call('POST', `${L}/owner/item/status`, {
        as: owner,
        body: { id: sku.goods_id, on: bad },
      });
      expect(res.code).toBe(422);
    }
    for (const lat of [90_000_001, 'x', -90_000_001]) {
      const res = await t.call('POST', `${L}/business/apply`, {
        as: u,
        body: { ...apply, lat_e6: lat },
      });
      expect(res.code).toBe(422);
    }
    for (const hours of ['[]', '[{"day":7,"open":"09:00","close":"10:00"}]', '[{"day":1}]']) {
      const res = await t.call('POST', `${L}/business/apply`, { as: u, body: { ...apply, hours } });
      expect(res.code, hours).toBe(422);
      expect(res.message).toContain('hours');
    }
    expect(await t.snapshot()).toBe(before);
  });
});
