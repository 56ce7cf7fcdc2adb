import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '../../src/server/modules/order/order.state';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type TestServer,
} from './harness';
import {
  buyer,
  buyOk,
  clientKey,
  freshSkus,
  merchantOf,
  orderRow,
  payOnline,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('review bad-input cases', badCases);
  await t?.close();
});

const db = () => t.app.database.db;

describe('reviews', () => {
  it('wait list → comment_add per item → order reviewed when all items are', async () => {
    const u = await buyer(t);
    const other = await buyer(t);
    const [a, b] = await freshSkus(t, { n: 2, stock: 10, offset: 70 });
    // same seller for a single order of two lines
    await db()
      .updateTable('goods')
      .set({ seller_id: a!.seller_id })
      .where('id', '=', b!.goods_id)
      .execute();
    for (const s of [a!, b!]) {
      await t.call('POST', '/api/cart/add_cart', {
        as: u,
        body: { goods_id: s.goods_id, sku_id: s.sku_id },
      });
    }
    const cart = await db()
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    const r = await buyOk(t, u, {
      cart_ids: cart.map((c) => c.id).join(','),
      client_key: clientKey(),
    });
    expect(r.order_ids).toHaveLength(1);
    const id = r.order_ids[0]!;
    // not received yet: nothing to review, comment refused
    expect((await t.call('GET', '/api/user/order_wait_for_comment', { as: u })).data.total).toBe(0);
    await payOnline(t, u, r.trade_no);
    const m = await merchantOf(t, a!.seller_id);
    await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: id, express_company: '顺丰', express_no: 'SF0003' },
    });
    await t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: id } });
    const wait = await t.call('GET', '/api/user/order_wait_for_comment', { as: u });
    expect(wait.data.total).toBe(2);
    const [first, second] = wait.data.list;
    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/comment/comment_add',
      input: {
        order_id: id,
        'items[0][order_item_id]': first.order_item_id,
        'items[0][score]': 5,
        'items[0][content]': '好',
      },
      other,
    });
    const c1 = await t.call('POST', '/api/comment/comment_add', {
      as: u,
      body: {
        order_id: id,
        items: [{ order_item_id: first.order_item_id, score: 5, content: '很好' }],
      },
    });
    expect(c1.code, c1.message).toBe(200);
    expect((await orderRow(t, id)).status).toBe(ORDER.RECEIVED);
    // the same item again is refused, nothing written
    const dup = await t.call('POST', '/api/comment/comment_add', {
      as: u,
      body: {
        order_id: id,
        items: [
          { order_item_id: second.order_item_id, score: 4, content: '还行' },
          { order_item_id: first.order_item_id, score: 1, content: '再评' },
        ],
      },
    });
    expect(dup.code).toBe(422);
    const c2 = await t.call('POST', '/api/comment/comment_add', {
      as: u,
      body: {
        order_id: id,
        items: [{ order_item_id: second.order_item_id, score: 4, content: '还行' }],
      },
    });
    expect(c2.code, c2.message).toBe(200);
    const o = await orderRow(t, id);
    expect(o.status).toBe(ORDER.REVIEWED);
    expect(o.commented).toBe(1);
    const comments = await db()
      .selectFrom('comments')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(comments.map((c) => [c.goods_id, c.score])).toEqual([
      [a!.goods_id, 5],
      [b!.goods_id, 4],
    ]);
    const sku = await db()
      .selectFrom('goods_skus')
      .select('spec')
      .where('id', '=', a!.sku_id)
      .executeTakeFirstOrThrow();
    const spec = Object.entries(JSON.parse(sku.spec) as Record<string, string>)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    expect(comments[0]!.spec).toBe(spec);
    expect((await t.call('GET', '/api/user/order_wait_for_comment', { as: u })).data.total).toBe(0);
    expect(
      (await t.call('POST', '/api/user/order_delete', { as: u, body: { order_id: id } })).code,
    ).toBe(200);

    badCases.comment_add = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/comment/comment_add',
      as: u,
      // bracket fields: zod names them items.0.x, so their absence is checked below instead
      optional: ['items[0][order_item_id]', 'items[0][score]', 'items[0][content]'],
      valid: {
        order_id: id,
        'items[0][order_item_id]': first.order_item_id,
        'items[0][score]': 5,
        'items[0][content]': '好',
      },
    });
    const missing = await t.call('POST', '/api/comment/comment_add', {
      as: u,
      body: { order_id: id },
    });
    expect(missing.code).toBe(422);
    expect(missing.message).toContain('items');
    badCases.order_wait_for_comment = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/order_wait_for_comment',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
  });
});
