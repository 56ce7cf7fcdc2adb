import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider } from '../../src/server/modules/payment/payment.service';
import { hmac } from '../../src/server/providers/payment-sandbox';
import { ORDER } from '../../src/server/modules/order/order.state';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  orderRow,
  PAY_PASSWORD,
  payOnline,
  setPayPassword,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('payment bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const NOTIFY = '/api/pay/notify/sandbox';

function signed(body: string, ts: number, secret = t.config.paymentSandboxSecret) {
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(ts),
    'x-sandbox-signature': hmac(secret, `${ts}.${body}`),
  };
}
const notify = (headers: Record<string, string>, payload: string) =>
  t.inject({ method: 'POST', url: NOTIFY, headers, payload });

describe('online payment (sandbox)', () => {
  it('cashier page → Pay → notify → 303 to the app; orders paid', async () => {
    const u = await buyer(t);
    const [a, b] = await freshSkus(t, { n: 2, distinct: true, stock: 20, offset: 30 });
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
      client_key: 'k'.repeat(20),
    });
    const res = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'online' },
    });
    expect(res.data.paid).toBe(false);
    const url = new URL(res.data.cashier_url, 'http://x');
    expect(url.pathname).toBe('/pay/sandbox/cashier');
    const page = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain(`¥${(r.pay_amount / 100).toFixed(2)}`);
    expect(page.body).not.toMatch(/<script/i);
    // a tampered return URL breaks the link's signature
    const evil = new URLSearchParams(url.search);
    evil.set('return_url', 'https://evil.example/');
    expect(
      (await t.inject({ method: 'GET', url: `/pay/sandbox/cashier?${evil.toString()}` }))
        .statusCode,
    ).toBe(400);
    const pay = await t.inject({
      method: 'POST',
      url: '/pay/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: url.searchParams.toString(),
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `/h5/#/pages/subpack/money/paySuccess?trade_no=${r.trade_no}`,
    );
    for (const id of r.order_ids) {
      const o = await orderRow(t, id);
      expect(o.status).toBe(ORDER.PAID);
      expect(o.pay_method).toBe('online');
    }
    const p = await db()
      .selectFrom('payments')
      .selectAll()
      .where('trade_no', '=', r.trade_no)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe('paid');
    expect(
      (await t.call('POST', '/api/pay/pay', { as: u, body: { trade_no: r.trade_no } })).code,
    ).toBe(422);
  });

  it('return_url must be an h5 hash path of this app', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 32 });
    const r = await buyOk(t, u, buyBody(s!));
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/h5/#//evil',
      'javascript:alert(1)',
      '/api/x',
    ]) {
      const res = await t.call('POST', '/api/pay/pay', {
        as: u,
        body: { trade_no: r.trade_no, return_url: bad },
      });
      expect(res.code, bad).toBe(422);
    }
    const ok = await t.call('POST', '/api/pay/alipay', {
      as: u,
      body: { order_id: r.order_ids[0]!, return_url: '/h5/#/pages/order/order?status=1' },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.cashier_url).toContain('return_url=%2Fh5%2F%23%2Fpages%2Forder%2Forder');
    badCases['/api/pay/pay'] = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/pay/pay',
      as: u,
      valid: { trade_no: r.trade_no, method: 'balance', pay_password: '123456' },
      optional: ['method', 'pay_password', 'trade_no'],
    });
  });

  it('notify: signature, timestamp, trade and amount checked; a replay is a no-op', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 33 });
    const r = await buyOk(t, u, buyBody(s!, 2));
    const now = t.clock.now();
    const body = (o: Record<string, unknown> = {}) =>
      JSON.stringify({
        trade_no: r.trade_no,
        amount: r.pay_amount,
        provider_ref: 'SBX1',
        status: 'paid',
        ...o,
      });

    expect((await notify(signed(body(), now, 'wrong-secret'), body())).statusCode).toBe(400);
    expect(
      (await notify({ ...signed(body(), now), 'x-sandbox-signature': '' }, body())).statusCode,
    ).toBe(400);
    // signature over a different body
    expect((await notify(signed(body(), now), body({ amount: 1 }))).statusCode).toBe(400);
    expect((await notify(signed(body(), now - 301), body())).statusCode).toBe(400);
    expect((await notify(signed(body(), now + 301), body())).statusCode).toBe(400);
    const wrongAmount = body({ amount: r.pay_amount - 1 });
    expect((await notify(signed(wrongAmount, now), wrongAmount)).body).toContain('amount');
    const unknown = body({ trade_no: 'T000000000000' });
    expect((await notify(signed(unknown, now), unknown)).statusCode).toBe(400);
    expect((await orderRow(t, r.order_ids[0]!)).status).toBe(ORDER.PENDING);

    const good = body();
    const [n1, n2] = await Promise.all([
      notify(signed(good, now), good),
      notify(signed(good, now), good),
    ]);
    expect([n1.body, n2.body]).toEqual(['success', 'success']);
    const events = await db()
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', r.order_ids[0]!)
      .where('kind', '=', 'paid')
      .execute();
    expect(events).toHaveLength(1);
    const again = await notify(signed(good, now + 5), good);
    expect(again.body).toBe('success');
    expect(
      await db()
        .selectFrom('order_events')
        .select('kind')
        .where('order_id', '=', r.order_ids[0]!)
        .where('kind', '=', 'paid')
        .execute(),
    ).toHaveLength(1);
    // a second, different payment for a settled trade is acknowledged and refunded in full, once
    const other = body({ provider_ref: 'SBX2' });
    expect((await notify(signed(other, now), other)).body).toBe('success');
    expect((await notify(signed(other, now + 1), other)).body).toBe('success');
    const checks = await db()
      .selectFrom('payment_checks')
      .select(['kind', 'action', 'provider_ref', 'provider_amount', 'out_refund_no'])
      .where('trade_no', '=', r.trade_no)
      .execute();
    expect(checks).toEqual([
      {
        kind: 'paid_twice',
        action: 'refunded',
        provider_ref: 'SBX2',
        provider_amount: r.pay_amount,
        out_refund_no: `${r.trade_no}D`,
      },
    ]);
    const refunds = await db()
      .selectFrom('refunds')
      .select(['amount', 'status'])
      .where('trade_no', '=', r.trade_no)
      .execute();
    expect(refunds.map((x) => [Number(x.amount), x.status])).toEqual([[r.pay_amount, 'done']]);
    expect(
      await db()
        .selectFrom('payments')
        .select(['status', 'refunded'])
        .where('trade_no', '=', r.trade_no)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'paid', refunded: 0 });
    expect(paymentProvider(t.app).name).toBe('sandbox');
  });
});

describe('wallet payments', () => {
  it('balance: pay password checked (lockout), debit with a ledger row, once', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 34 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    const noPwd = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(noPwd.code).toBe(422);
    await setPayPassword(t, u.id, r.pay_amount - 1);
    const missing = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance' },
    });
    expect(missing.code).toBe(422);
    const poor = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(poor.code).toBe(422);
    expect((await orderRow(t, r.order_ids[0]!)).status).toBe(ORDER.PENDING);
    await db()
      .updateTable('users')
      .set({ balance: r.pay_amount + 100 })
      .where('id', '=', u.id)
      .execute();
    const wrong = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: '000000' },
    });
    expect(wrong.code).toBe(422);
    const [p1, p2] = await Promise.all([
      t.call('POST', '/api/pay/pay', {
        as: u,
        body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
      }),
      t.call('POST', '/api/pay/pay', {
        as: u,
        body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
      }),
    ]);
    expect([p1.code, p2.code].sort()).toEqual([200, 422]);
    const user = await db()
      .selectFrom('users')
      .select('balance')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(user.balance).toBe(100);
    const ledger = await db()
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([['order_pay', -r.pay_amount]]);
    const o = await orderRow(t, r.order_ids[0]!);
    expect(o.status).toBe(ORDER.PAID);
    expect(o.pay_method).toBe('balance');
  });

  it('locks the pay password after repeated wrong tries (423)', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 35 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    await setPayPassword(t, u.id, 1_000_000);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/pay/pay', {
        as: u,
        body: { trade_no: r.trade_no, method: 'integral', pay_password: '000000' },
      });
      codes.push(res.code);
    }
    expect(codes).toContain(423);
    const right = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(right.code).toBe(423);
  });

  it('integral: 1 point = 1 fen', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 36 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    await setPayPassword(t, u.id);
    await db()
      .updateTable('users')
      .set({ integral: r.pay_amount })
      .where('id', '=', u.id)
      .execute();
    const res = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { order_id: r.order_ids[0]!, method: 'integral', pay_password: PAY_PASSWORD },
    });
    expect(res.data).toEqual({ paid: true, trade_no: r.trade_no });
    expect(
      (
        await db()
          .selectFrom('users')
          .select('integral')
          .where('id', '=', u.id)
          .executeTakeFirstOrThrow()
      ).integral,
    ).toBe(0);
  });

  it('online payment helper works end to end', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 37 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    await payOnline(t, u, r.trade_no);
    expect((await orderRow(t, r.order_ids[0]!)).status).toBe(ORDER.PAID);
  });
});
