/**
 * The after-sale window at the buyer's apply (issue 23 gaps, part rules): a received order takes
 * a request until `order.after_sale_days` after receipt (the settlement's rule) and is refused one
 * second later with the reason and nothing written; refund-before-shipping is not affected; the
 * order answers carry the window's end; a settings change applies at once. SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListData, OrderDetail, OrderSummary } from '../../src/shared/contract';
import type { FormObject } from '../../src/shared/form-encoding';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  merchantOf,
  PAY_PASSWORD,
  setPayPassword,
} from './order-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  t.clock.reset();
  await setOrderRules(DEFAULT_SETTINGS.order);
});

const db = () => t.app.database.db;
const DAY = 86_400;

/** Saves the order rules as an operator (signed in at the clock's time). */
async function setOrderRules(value: object) {
  const r = await t.call('POST', '/api/ops/settings/update', {
    as: await opsActor(t, 'owner'),
    body: { section: 'order', value: value as FormObject },
  });
  expect(r.code, r.message).toBe(200);
}

let nextOffset = 160;

/** A paid order of a fresh SKU; received now when `receive`. */
async function order(receive: boolean) {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset: nextOffset++ });
  const r = await buyOk(t, u, buyBody(s!, 1));
  await setPayPassword(t, u.id, r.pay_amount);
  const paid = await t.call('POST', '/api/pay/pay', {
    as: u,
    body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(paid.code, paid.message).toBe(200);
  const id = r.order_ids[0]!;
  if (receive) {
    const m = await merchantOf(t, s!.seller_id);
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: {
        order_id: id,
        express_company: '顺丰',
        express_no: `SF${String(id).padStart(10, '0')}`,
      },
    });
    expect(ship.status, ship.message).toBe(200);
    const got = await t.call('POST', '/api/user/confirm_receipt', {
      as: u,
      body: { order_id: id },
    });
    expect(got.code, got.message).toBe(200);
  }
  const row = await db()
    .selectFrom('orders')
    .select('received_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { u, id, amount: r.pay_amount, receivedAt: Number(row.received_at) };
}

/** Runs `fn` with the server's clock held at `second` (the real clock moves on meanwhile). */
async function at<T>(second: number, fn: () => Promise<T>): Promise<T> {
  const spy = vi.spyOn(t.clock, 'now').mockReturnValue(second);
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
}

const apply = (as: Actor, id: number, amount: number) =>
  t.call<{ id: number }>('POST', '/api/after_sales/apply', {
    as,
    body: { order_id: id, type: 'refund', reason: '质量问题', amount },
  });

async function snapshot(id: number) {
  return {
    order: await db()
      .selectFrom('orders')
      .select(['status', 'after_sale'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    requests: await db()
      .selectFrom('after_sales')
      .select('id')
      .where('order_id', '=', id)
      .execute(),
    events: await db().selectFrom('order_events').select('id').where('order_id', '=', id).execute(),
  };
}

describe('after-sale window at the apply', () => {
  it('accepts until the window ends and refuses one second later, changing nothing', async () => {
    const a = await order(true);
    const b = await order(true);
    const until = a.receivedAt + 7 * DAY;

    // the answers carry the window's end and length
    const info = await t.call<OrderDetail>('GET', '/api/user/order_info', {
      as: a.u,
      query: { order_id: a.id },
    });
    expect(info.data.after_sale_until).toBe(until);
    expect(info.data.after_sale_days).toBe(7);
    const list = await t.call<ListData<OrderSummary>>('GET', '/api/user/order_list', {
      as: a.u,
      query: { status: 3 },
    });
    expect(list.data.list.find((o) => o.id === a.id)?.after_sale_until).toBe(until);

    // the last second inside the window: accepted
    const ok = await at(until - 1, () => apply(a.u, a.id, a.amount));
    expect(ok.code, ok.message).toBe(200);

    // one second past: refused with the reason, nothing written
    const before = await snapshot(b.id);
    const late = await at(b.receivedAt + 7 * DAY, () => apply(b.u, b.id, b.amount));
    expect(late.code).toBe(422);
    expect(late.message).toBe('售后期已过（收货后 7 天内可申请）');
    expect(await snapshot(b.id)).toEqual(before);
    expect(before.order.after_sale).toBe(0);
    expect(before.requests).toEqual([]);
  });

  it('a refund before shipping is not affected; a not-received order has no window', async () => {
    const a = await order(false);
    const info = await t.call<OrderDetail>('GET', '/api/user/order_info', {
      as: a.u,
      query: { order_id: a.id },
    });
    expect(info.data.after_sale_until).toBeNull();
    t.clock.advance(30 * DAY);
    const r = await apply(await t.relogin(a.u), a.id, a.amount);
    expect(r.code, r.message).toBe(200);
  });

  it('a settings change applies at once, both ways', async () => {
    const a = await order(true);
    t.clock.advance(a.receivedAt + 3 * DAY - t.clock.now());
    await setOrderRules({ ...DEFAULT_SETTINGS.order, after_sale_days: 2 });
    const info = await t.call<OrderDetail>('GET', '/api/user/order_info', {
      as: a.u,
      query: { order_id: a.id },
    });
    expect(info.data.after_sale_until).toBe(a.receivedAt + 2 * DAY);
    const refused = await apply(a.u, a.id, a.amount);
    expect(refused.code).toBe(422);
    expect(refused.message).toContain('2');
    expect((await snapshot(a.id)).requests).toEqual([]);

    await setOrderRules({ ...DEFAULT_SETTINGS.order, after_sale_days: 4 });
    const ok = await apply(a.u, a.id, a.amount);
    expect(ok.code, ok.message).toBe(200);
  });
});
