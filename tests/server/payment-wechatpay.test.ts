/**
 * WeChat Pay API v3 against the local simulator (tests/server/sim/wechatpay-sim.ts): H5 and
 * JSAPI payments, the notify's signature / decryption / trade / amount checks, repeats, provider
 * errors and timeouts on create, query, and refunds (full and partial) with their notify and the
 * retry job. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { createVerify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  outRefundNo,
  paymentProvider,
  retryRefunds,
} from '../../src/server/modules/payment/payment.service';
import { ORDER } from '../../src/server/modules/order/order.state';
import { startTestServer, type TestServer } from './harness';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, orderRow } from './order-helpers';
import { SIM_APPID, SIM_MCHID, WechatpaySim } from './sim/wechatpay-sim';

type Actor = Awaited<ReturnType<typeof buyer>>;

let t: TestServer;
let sim: WechatpaySim;
const NOTIFY = '/api/pay/notify/wechatpay';
const REFUND_NOTIFY = '/api/pay/refund-notify/wechatpay';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = `${SAFARI} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

beforeAll(async () => {
  sim = await new WechatpaySim().start();
  t = await startTestServer({
    paymentProviders: ['sandbox', 'wechatpay'],
    wechatpay: sim.shopConfig(),
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});
afterEach(() => {
  sim.next = null;
  t.clock.reset();
});

const db = () => t.app.database.db;
const post = (url: string, n: { headers: Record<string, string>; body: string }) =>
  t.inject({ method: 'POST', url, headers: n.headers, payload: n.body });
const payment = (trade: string) =>
  db().selectFrom('payments').selectAll().where('trade_no', '=', trade).executeTakeFirstOrThrow();

async function order(offset: number) {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset });
  const r = await buyOk(t, u, buyBody(s!, 2));
  return { u, s: s!, r, id: r.order_ids[0]! };
}

const payH5 = (u: Actor, trade: string, ua = SAFARI) =>
  t.call('POST', '/api/pay/pay', {
    as: u,
    headers: { 'user-agent': ua },
    body: { trade_no: trade, method: 'online', provider: 'wechatpay', channel: 'h5' },
  });

async function paidOrder(offset: number) {
  const o = await order(offset);
  const res = await payH5(o.u, o.r.trade_no);
  expect(res.code, res.message).toBe(200);
  const n = sim.pay(o.r.trade_no);
  expect((await post(NOTIFY, n)).statusCode).toBe(200);
  return o;
}

describe('WeChat Pay H5', () => {
  it('create (signed request, verified answer) → h5_url; the notify pays the order once', async () => {
    const { u, r, id } = await order(70);
    const res = await payH5(u, r.trade_no);
    expect(res.code, res.message).toBe(200);
    expect(res.data.provider).toBe('wechatpay');
    const url = new URL(res.data.cashier_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${sim.base}/h5pay`);
    expect(url.searchParams.get('redirect_url')).toBe(
      `https://shop.example.com/h5/#/pages/subpack/money/paySuccess?trade_no=${r.trade_no}`,
    );
    const call = sim.calls.at(-1)!;
    expect(call.url).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(call.body)).toMatchObject({
      mchid: SIM_MCHID,
      appid: SIM_APPID,
      out_trade_no: r.trade_no,
      notify_url: `https://shop.example.com${NOTIFY}`,
      amount: { total: r.pay_amount, currency: 'CNY' },
      scene_info: { h5_info: { type: 'Wap' } },
    });
    expect((await payment(r.trade_no)).provider).toBe('wechatpay');
    expect(await paymentProvider(t.app, 'wechatpay')!.query(r.trade_no)).toEqual({
      state: 'pending',
    });

    const n = sim.pay(r.trade_no);
    const first = await post(NOTIFY, n);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const p = await payment(r.trade_no);
    const tx = sim.trades.get(r.trade_no)!;
    expect(p).toMatchObject({
      status: 'paid',
      provider: 'wechatpay',
      provider_ref: tx.transaction_id,
    });
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
    const events = async () =>
      (await db().selectFrom('order_events').select('id').where('order_id', '=', id).execute())
        .length;
    const before = await events();
    // WeChat resends a notify until it hears success: each repeat is acknowledged, once settled
    const again = await Promise.all([post(NOTIFY, n), post(NOTIFY, sim.pay(r.trade_no))]);
    expect(again.map((x) => x.statusCode)).toEqual([200, 200]);
    expect(await events()).toBe(before);
    expect(await paymentProvider(t.app, 'wechatpay')!.query(r.trade_no)).toEqual({
      state: 'paid',
      amount: r.pay_amount,
      provider_ref: tx.transaction_id,
    });
    expect(await paymentProvider(t.app, 'wechatpay')!.query('NOSUCHTRADE123')).toEqual({
      state: 'unknown',
    });
  });

  it('refuses a bad signature, a tampered ciphertext, a changed amount, another merchant or app, a stale notify: 400, nothing changes', async () => {
    const { u, r, id } = await order(71);
    expect((await payH5(u, r.trade_no)).code).toBe(200);
    const cases = [
      sim.pay(r.trade_no, { badSig: true }),
      sim.pay(r.trade_no, { tamper: true }),
      sim.pay(r.trade_no, { amount: r.pay_amount - 1 }),
      sim.pay(r.trade_no, { mchid: '1900000999' }),
      sim.pay(r.trade_no, { appid: 'wx0000000000000000' }),
    ];
    const stale = sim.pay(r.trade_no);
    const staleTs = Math.floor(Date.now() / 1000) - 301;
    cases.push(sim.notify('TRANSACTION.SUCCESS', 'transaction', JSON.parse('{}'), { ts: staleTs }));
    for (const n of cases) {
      const res = await post(NOTIFY, n);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    // a body changed after signing
    const changed = JSON.parse(stale.body) as { id: string };
    changed.id = 'x';
    expect((await post(NOTIFY, { ...stale, body: JSON.stringify(changed) })).statusCode).toBe(400);
    expect((await payment(r.trade_no)).status).toBe('pending');
    expect((await orderRow(t, id)).status).toBe(ORDER.PENDING);
    expect((await post(NOTIFY, stale)).statusCode).toBe(200);
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
  });

  it('a provider error, a timeout or a forged answer on create gives the buyer a clear message', async () => {
    const { u, r } = await order(72);
    for (const [knob, text] of [
      ['error500', '支付服务暂时无法连接'],
      ['timeout', '支付服务暂时无法连接'],
      ['badsig', '支付服务暂时无法连接'],
      ['param', '支付未能发起'],
    ] as const) {
      sim.next = knob;
      const res = await payH5(u, r.trade_no);
      expect(res.code, knob).toBe(422);
      expect(res.message).toContain(text);
    }
    expect((await payment(r.trade_no)).status).toBe('pending');
    expect((await payH5(u, r.trade_no)).code).toBe(200);
  });
});

describe('WeChat Pay JSAPI (inside WeChat)', () => {
  it('offers JSAPI only with a WeChat binding; signed WeixinJSBridge parameters; no H5 in WeChat', async () => {
    const { u, r } = await order(73);
    const channels = (ua: string) =>
      t.call('GET', '/api/pay/channels', { as: u, headers: { 'user-agent': ua } });
    expect((await channels(WECHAT)).data.list).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
    ]);
    expect((await channels(SAFARI)).data.list).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
      { provider: 'wechatpay', channel: 'h5' },
    ]);
    const jsapi = () =>
      t.call('POST', '/api/pay/pay', {
        as: u,
        headers: { 'user-agent': WECHAT },
        body: { trade_no: r.trade_no, method: 'online', provider: 'wechatpay' },
      });
    expect((await jsapi()).code).toBe(422);
    expect((await payH5(u, r.trade_no, WECHAT)).code).toBe(422);
    await db()
      .insertInto('social_accounts')
      .values({ provider: 'wechat', openid: `oU${u.id}xyz`, user_id: u.id, created_at: 0 })
      .execute();
    expect((await channels(WECHAT)).data.list).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
      { provider: 'wechatpay', channel: 'jsapi' },
    ]);
    const res = await jsapi();
    expect(res.code, res.message).toBe(200);
    expect(JSON.parse(sim.calls.at(-1)!.body)).toMatchObject({
      payer: { openid: `oU${u.id}xyz` },
      out_trade_no: r.trade_no,
    });
    const p = res.data.jsapi;
    expect(p).toMatchObject({
      appId: SIM_APPID,
      package: `prepay_id=wx${r.trade_no}`,
      signType: 'RSA',
    });
    const ok = createVerify('RSA-SHA256')
      .update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`)
      .verify(sim.merchant.publicKey, p.paySign, 'base64');
    expect(ok).toBe(true);
    expect((await post(NOTIFY, sim.pay(r.trade_no))).statusCode).toBe(200);
    expect((await payment(r.trade_no)).status).toBe('paid');
  });
});

describe('WeChat Pay refunds', () => {
  const apply = (as: Actor, body: Record<string, string | number>) =>
    t.call('POST', '/api/after_sales/apply', { as, body });
  const decide = (as: Actor, body: Record<string, string | number>) =>
    t.call('POST', '/api/admin/after_sale/decide', { as, body });
  const refundRow = (afterSaleId: number) =>
    db()
      .selectFrom('refunds')
      .selectAll()
      .where('after_sale_id', '=', afterSaleId)
      .executeTakeFirstOrThrow();

  it('partial then full through after-sales: pending after the call, done by the refund notify once', async () => {
    const { u, s, r, id } = await paidOrder(74);
    const m = await merchantOf(t, s.seller_id);
    const a1 = await apply(u, { order_id: id, type: 'refund', reason: '少件', amount: 100 });
    expect(a1.code, a1.message).toBe(200);
    expect((await decide(m, { id: a1.data.id, action: 'refund' })).status).toBe(200);
    const r1 = await refundRow(a1.data.id);
    const no1 = outRefundNo(r.trade_no, a1.data.id);
    expect(r1).toMatchObject({
      status: 'pending',
      out_refund_no: no1,
      provider: 'wechatpay',
      attempts: 1,
    });
    expect(sim.refunds.get(no1)).toMatchObject({ refund: 100, total: r.pay_amount });
    expect(r1.provider_ref).toBe(sim.refunds.get(no1)!.refund_id);
    const n1 = sim.finishRefund(no1);
    expect((await post(REFUND_NOTIFY, n1)).statusCode).toBe(200);
    expect((await post(REFUND_NOTIFY, n1)).statusCode).toBe(200); // resent: acknowledged, once
    expect(await refundRow(a1.data.id)).toMatchObject({ status: 'done' });
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);

    const rest = r.pay_amount - 100;
    const a2 = await apply(u, { order_id: id, type: 'refund', reason: '不要了', amount: rest });
    expect(a2.code, a2.message).toBe(200);
    expect((await decide(m, { id: a2.data.id, action: 'refund' })).status).toBe(200);
    const no2 = outRefundNo(r.trade_no, a2.data.id);
    expect(sim.refunds.get(no2)).toMatchObject({ refund: rest });
    // a forged refund notify changes nothing
    const forged = sim.finishRefund(no2);
    const bad = JSON.parse(forged.body) as { id: string };
    bad.id = 'forged';
    expect((await post(REFUND_NOTIFY, { ...forged, body: JSON.stringify(bad) })).statusCode).toBe(
      400,
    );
    expect((await refundRow(a2.data.id)).status).toBe('pending');
    expect((await post(REFUND_NOTIFY, forged)).statusCode).toBe(200);
    expect((await refundRow(a2.data.id)).status).toBe('done');
    expect(await payment(r.trade_no)).toMatchObject({ status: 'refunded', refunded: r.pay_amount });
    expect((await orderRow(t, id)).status).toBe(ORDER.CLOSED);
  });

  it('a failed or timed-out refund call stays pending; the retry job calls again with the same number, then queries', async () => {
    const { u, s, r, id } = await paidOrder(75);
    const m = await merchantOf(t, s.seller_id);
    const a = await apply(u, {
      order_id: id,
      type: 'refund',
      reason: '不要了',
      amount: r.pay_amount,
    });
    sim.next = 'timeout';
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(200);
    const no = outRefundNo(r.trade_no, a.data.id);
    const row = await refundRow(a.data.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, provider_ref: '' });
    expect(row.last_error).toMatch(/ECONNABORTED|timeout/i);
    // not yet due: nothing is called
    const calls = sim.calls.length;
    await retryRefunds(t.app);
    expect(sim.calls.length).toBe(calls);
    t.clock.advance(3600);
    sim.next = 'error500';
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'pending', attempts: 2 });
    t.clock.advance(3600);
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'pending', attempts: 3 });
    expect(sim.refunds.size > 0 && sim.refunds.get(no)!.refund).toBe(r.pay_amount);
    const sameNo = sim.calls.filter((c) => c.method === 'POST' && c.body.includes(no));
    expect(sameNo.length).toBeGreaterThanOrEqual(3); // timeout, 500, accepted — one refund
    // the notify is lost; the job's query finds it done
    sim.finishRefund(no);
    t.clock.advance(7200);
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({
      status: 'done',
      provider_ref: sim.refunds.get(no)!.refund_id,
    });
  });
});
