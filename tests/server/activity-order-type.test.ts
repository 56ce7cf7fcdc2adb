/**
 * Issue 25 (nav-exp), spec section 3: the goods of an activity order carry the goods reference
 * fields `activityOrderType` (the activity type the order was placed under) and `activity_info`
 * (`id` the activity goods), so reopening them from the order, the order list, the after-sale
 * and the review centre opens that activity's detail. A plain order's lines carry neither.
 * Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderLine, OrderSummary } from '../../src/shared/contract';
import { startTestServer, type Actor, type TestServer } from './harness';
import { runningActivityGoods } from './promo-helpers';
import {
  buyBody,
  buyer,
  buyOk,
  clientKey,
  freshSkus,
  merchantOf,
  payOnline,
  setStock,
} from './order-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

/** A running activity goods of `type` a fresh buyer can order (stock, no per-user limit). */
async function activityGoods(type: number) {
  const [ag] = await runningActivityGoods(t, type);
  if (!ag) throw new Error(`no running activity goods of type ${type} in the seed`);
  await db()
    .updateTable('activity_goods')
    .set({ limit_per_user: 0 })
    .where('id', '=', ag.id)
    .execute();
  await setStock(t, ag.sku_id, 50);
  return ag;
}

async function orderInfo(u: Actor, orderId: number): Promise<OrderDetail> {
  const res = await t.call('GET', '/api/user/order_info', { as: u, query: { order_id: orderId } });
  expect(res.code, res.message).toBe(200);
  return res.data as OrderDetail;
}

async function listed(u: Actor, orderId: number): Promise<OrderSummary> {
  const res = await t.call('GET', '/api/user/order_list', {
    as: u,
    query: { status: 'all', page: 1, limit: 50 },
  });
  expect(res.code, res.message).toBe(200);
  const found = (res.data.list as OrderSummary[]).find((o) => o.id === orderId);
  expect(found).toBeDefined();
  return found!;
}

describe('order goods carry the activity the order was placed under', () => {
  it.each([
    [1, 'flash sale'],
    [11, 'new person'],
  ])('type %s (%s): order detail and list lines name the activity goods', async (type) => {
    const ag = await activityGoods(type);
    const u = await buyer(t);
    const bought = await buyOk(t, u, {
      activity_goods_id: ag.id,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    const orderId = bought.order_ids[0]!;
    const expected = {
      activityOrderType: type,
      activity_info: { type, sku_id: ag.sku_id, activity_id: ag.activity_id, id: ag.id },
    };

    const detail = await orderInfo(u, orderId);
    expect(detail.activity_type).toBe(type);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject(expected);

    const summary = await listed(u, orderId);
    expect(summary.lines[0]).toMatchObject(expected);
  });

  it('a plain order’s lines carry neither field', async () => {
    const [sku] = await freshSkus(t, { n: 1, stock: 20, offset: 7 });
    const u = await buyer(t);
    const bought = await buyOk(t, u, buyBody(sku!));
    const detail = await orderInfo(u, bought.order_ids[0]!);
    expect(detail.activity_type).toBe(0);
    const line: OrderLine = detail.lines[0]!;
    expect(line.goods_id).toBe(sku!.goods_id);
    expect(line).not.toHaveProperty('activityOrderType');
    expect(line).not.toHaveProperty('activity_info');
  });

  it('the lines to review and the reviews written carry them too', async () => {
    const ag = await activityGoods(1);
    const u = await buyer(t);
    const bought = await buyOk(t, u, {
      activity_goods_id: ag.id,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    const orderId = bought.order_ids[0]!;
    await payOnline(t, u, bought.trade_no);
    const detail = await orderInfo(u, orderId);
    const m = await merchantOf(t, detail.seller_id);
    const shipped = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: orderId, express_company: '顺丰', express_no: 'SF2501' },
    });
    expect(shipped.code, shipped.message).toBe(1);
    const received = await t.call('POST', '/api/user/confirm_receipt', {
      as: u,
      body: { order_id: orderId },
    });
    expect(received.code, received.message).toBe(200);

    const wait = await t.call('GET', '/api/user/order_wait_for_comment', { as: u });
    expect(wait.code, wait.message).toBe(200);
    const line = (wait.data.list as { order_id: number; order_item_id: number }[]).find(
      (l) => l.order_id === orderId,
    );
    expect(line).toMatchObject({
      activityOrderType: 1,
      activity_info: { type: 1, id: ag.id, activity_id: ag.activity_id, sku_id: ag.sku_id },
    });

    const reviewed = await t.call('POST', '/api/comment/comment_add', {
      as: u,
      body: {
        order_id: orderId,
        items: [{ order_item_id: line!.order_item_id, score: 5, content: '很好' }],
      },
    });
    expect(reviewed.code, reviewed.message).toBe(200);
    const mine = await t.call('GET', '/api/user/my_comments', {
      as: u,
      query: { page: 1, limit: 10 },
    });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data.list[0]).toMatchObject({
      order_id: orderId,
      activityOrderType: 1,
      activity_info: { type: 1, id: ag.id, activity_id: ag.activity_id },
    });
  });

  it('the after-sale lines carry them too', async () => {
    const ag = await activityGoods(1);
    const u = await buyer(t);
    const bought = await buyOk(t, u, {
      activity_goods_id: ag.id,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    const orderId = bought.order_ids[0]!;
    await payOnline(t, u, bought.trade_no);
    const applied = await t.call('POST', '/api/after_sales/apply', {
      as: u,
      body: { order_id: orderId, type: 'refund', reason: 'no_longer_needed', amount: 1 },
    });
    expect(applied.code, applied.message).toBe(200);
    const sales = await t.call('GET', '/api/user/order_after_sales_list', {
      as: u,
      query: { page: 1, limit: 10 },
    });
    expect(sales.code, sales.message).toBe(200);
    const sale = (sales.data.list as { order_id: number; lines: OrderLine[] }[]).find(
      (s) => s.order_id === orderId,
    );
    expect(sale?.lines[0]).toMatchObject({ activityOrderType: 1, activity_info: { id: ag.id } });
  });

  it('a review of a plain order carries neither field', async () => {
    const u = await buyer(t);
    await db()
      .insertInto('comments')
      .values({
        user_id: u.id,
        goods_id: 1,
        order_id: null,
        score: 5,
        content: '好',
        created_at: 1,
      })
      .execute();
    const mine = await t.call('GET', '/api/user/my_comments', {
      as: u,
      query: { page: 1, limit: 10 },
    });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).not.toHaveProperty('activityOrderType');
    expect(mine.data.list[0]).not.toHaveProperty('activity_info');
  });
});
