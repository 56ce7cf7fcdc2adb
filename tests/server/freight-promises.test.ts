/**
 * Issue 19, freight promises (docs/api-orders.md "Freight"): the 9.9包邮 zone ships free, the
 * detail page's get_freight quotes what checkout charges for activity goods, and a
 * ten-yuan-three-items bundle ships free instead of paying freight per shop, with a mixed
 * seller group quoting its other goods on their own amount. Confirmation == submission.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Actor, type TestServer } from './harness';
import { runningActivityGoods } from './promo-helpers';
import { buyer, buyOk, clientKey, freshSkus, orderRow, setStock } from './order-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

const confirmActivity = (as: Actor, agId: number, num: number) =>
  t.call('POST', '/api/order/activity_goods_confirm_order', {
    as,
    body: { activity_goods_id: agId, num, coupon_user_id: 0 },
  });
const freight = (as: Actor | undefined, query: Record<string, number>) =>
  t.call('GET', '/api/goods/get_freight', { as, query });

async function shopPrice(skuId: number): Promise<number> {
  const r = await db()
    .selectFrom('goods_skus')
    .select(['price', 'goods_id'])
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return r.price;
}
async function goodsOf(skuId: number): Promise<number> {
  const r = await db()
    .selectFrom('goods_skus')
    .select('goods_id')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return r.goods_id;
}

async function addCart(as: Actor, goodsId: number, skuId: number, num: number): Promise<number> {
  const res = await t.call('POST', '/api/cart/add_cart', {
    as,
    body: { goods_id: goodsId, sku_id: skuId, num },
  });
  expect(res.code, res.message).toBe(200);
  const row = await db()
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', as.id)
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('9.9包邮 (type 50, rules.free_shipping)', () => {
  it('the confirmation, the order and get_freight charge no freight for a ¥9.90 item', async () => {
    const ag = (await runningActivityGoods(t, 50))[0]!;
    await setStock(t, ag.sku_id, 20);
    const u = await buyer(t);
    const preview = await confirmActivity(u, ag.id, 1);
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.freight).toBe(0);
    expect(preview.data.groups[0]!.freight).toBe(0);
    expect(preview.data.pay_amount).toBe(990);

    const quote = await freight(u, {
      goods_id: await goodsOf(ag.sku_id),
      activity_goods_id: ag.id,
    });
    expect(quote.code, quote.message).toBe(200);
    expect(quote.data.freight).toBe(0);

    // the detail lists the promise it keeps
    const info = await t.call('GET', '/api/activity/goods_activity_info', {
      as: u,
      query: { activity_goods_id: ag.id },
    });
    expect(info.data.rules_text).toContain('全国包邮');

    const r = await buyOk(t, u, {
      activity_goods_id: ag.id,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    expect(r.pay_amount).toBe(990);
    const order = await orderRow(t, r.order_ids[0]!);
    expect(order.freight).toBe(0);
    expect(order.pay_amount).toBe(990);
  });

  it('an activity of another type whose rules promise free shipping ships free too', async () => {
    const ag = (await runningActivityGoods(t, 18)).find((x) => x.price < 9900)!;
    await setStock(t, ag.sku_id, 20);
    const u = await buyer(t);
    const before = await confirmActivity(u, ag.id, 1);
    expect(before.code, before.message).toBe(200);
    expect(before.data.freight).toBe(800);
    const original = await db()
      .selectFrom('activities')
      .select('rules')
      .where('id', '=', ag.activity_id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('activities')
      .set({ rules: JSON.stringify({ ...JSON.parse(original.rules), free_shipping: true }) })
      .where('id', '=', ag.activity_id)
      .execute();
    try {
      const after = await confirmActivity(u, ag.id, 1);
      expect(after.data.freight).toBe(0);
      const quote = await freight(u, {
        goods_id: await goodsOf(ag.sku_id),
        activity_goods_id: ag.id,
      });
      expect(quote.data.freight).toBe(0);
    } finally {
      await db()
        .updateTable('activities')
        .set({ rules: original.rules })
        .where('id', '=', ag.activity_id)
        .execute();
    }
  });
});

describe('get_freight quotes what checkout charges', () => {
  it('for an activity goods: the activity price, not the shop price (get_freight == confirmation)', async () => {
    // an activity goods whose shop price reaches ¥99 for `num` units while its activity price
    // does not: the old quote said 免运费, checkout charged ¥8
    let pick: { id: number; sku_id: number; num: number } | null = null;
    for (const type of [18, 19]) {
      for (const ag of await runningActivityGoods(t, type)) {
        const shop = await shopPrice(ag.sku_id);
        const num = Math.ceil(9900 / shop);
        if (num <= 10 && ag.price * num < 9900) {
          pick = { id: ag.id, sku_id: ag.sku_id, num };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick, 'a seeded discount activity goods under ¥99 at its price').not.toBeNull();
    const { id, sku_id, num } = pick!;
    await setStock(t, sku_id, 50);
    const u = await buyer(t);
    const goodsId = await goodsOf(sku_id);
    const preview = await confirmActivity(u, id, num);
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.freight).toBe(800);
    const quote = await freight(u, { goods_id: goodsId, activity_goods_id: id, num });
    expect(quote.code, quote.message).toBe(200);
    expect(quote.data.freight).toBe(preview.data.freight);
    // the plain goods detail (no activity) still quotes the shop price
    const plain = await freight(u, { goods_id: goodsId, sku_id, num });
    expect(plain.data.freight).toBe(0);
    // logged out: the default region, the same figure
    expect(
      (await freight(undefined, { goods_id: goodsId, activity_goods_id: id, num })).data,
    ).toMatchObject({ freight: 800, region: '浙江省' });
  });

  it('refuses an activity goods of another goods (422), nothing quoted', async () => {
    const [ag] = await runningActivityGoods(t, 50);
    const [other] = await freshSkus(t, { n: 1, offset: 40 });
    const res = await freight(undefined, { goods_id: other!.goods_id, activity_goods_id: ag!.id });
    expect(res.code).toBe(422);
    expect(res.message).toBeTruthy();
    const none = await freight(undefined, { goods_id: other!.goods_id, activity_goods_id: 999999 });
    expect(none.code).toBe(422);
  });
});

describe('ten-yuan-three-items (type 17) shipping', () => {
  it('a bundle across two shops ships free; the shop’s other goods are quoted on their own', async () => {
    const ags = await runningActivityGoods(t, 17);
    const a = ags[0]!;
    const b = ags.find((x) => x.seller_id !== a.seller_id)!;
    expect(b, 'type-17 goods of two sellers').toBeTruthy();
    await setStock(t, a.sku_id, 50);
    await setStock(t, b.sku_id, 50);
    const u = await buyer(t);
    const ca = await addCart(u, await goodsOf(a.sku_id), a.sku_id, 1);
    const cb = await addCart(u, await goodsOf(b.sku_id), b.sku_id, 2);
    const body = { cart_ids: `${ca},${cb}`, coupon_user_id: 0 };
    const preview = await t.call('POST', '/api/order/confirm_order', { as: u, body });
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.groups).toHaveLength(2);
    // was ¥8 per shop
    expect(preview.data.groups.map((g: { freight: number }) => g.freight)).toEqual([0, 0]);
    expect(preview.data.freight).toBe(0);
    expect(preview.data.pay_amount).toBe(1000);
    // get_freight of three units of one type-17 goods: the same rule
    const quote = await freight(u, { goods_id: await goodsOf(a.sku_id), sku_id: a.sku_id, num: 3 });
    expect(quote.data.freight).toBe(0);
    const one = await freight(u, { goods_id: await goodsOf(a.sku_id), sku_id: a.sku_id, num: 1 });
    expect(one.data.freight).toBe(800);

    // a mixed group: seller a's other goods (under ¥99) pay freight on their own amount
    const db0 = db();
    const other = await db0
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id as sku_id', 's.goods_id', 's.price'])
      .where('g.seller_id', '=', a.seller_id)
      .where('g.status', '=', 1)
      .where('s.price', '<', 9900)
      .where('s.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('sku_id'))
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    await setStock(t, other.sku_id, 50);
    const co = await addCart(u, other.goods_id, other.sku_id, 1);
    const mixed = await t.call('POST', '/api/order/confirm_order', {
      as: u,
      body: { cart_ids: `${ca},${cb},${co}`, coupon_user_id: 0 },
    });
    expect(mixed.code, mixed.message).toBe(200);
    const ga = mixed.data.groups.find((g: { seller_id: number }) => g.seller_id === a.seller_id);
    const gb = mixed.data.groups.find((g: { seller_id: number }) => g.seller_id === b.seller_id);
    expect(ga.freight).toBe(800);
    expect(gb.freight).toBe(0);

    // confirmation == submission
    const r = await buyOk(t, u, {
      cart_ids: `${ca},${cb},${co}`,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    expect(r.pay_amount).toBe(mixed.data.pay_amount);
    const freights = await Promise.all(
      r.order_ids.map(async (id) => (await orderRow(t, id)).freight),
    );
    expect(freights.sort()).toEqual([0, 800]);
  });
});
