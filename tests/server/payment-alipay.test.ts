/**
 * Alipay against the local gateway simulator (tests/server/sim/alipay-sim.ts): the signed wap
 * pay URL, paying through the simulator's page (notify form, return URL), repeats, refused
 * notifies, query states, refunds (synchronous, and pending then the retry job's refund query)
 * and refused gateway answers (forged signature, provider error, timeout). SQLite and
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { createVerify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  outRefundNo,
  paymentProvider,
  retryRefunds,
} from '../../src/server/modules/payment/payment.service';
import { ORDER } from '../../src/server/modules/order/order.state';
import { PaymentProviderError } from '../../src/server/providers/payment';
import { chinaTime } from '../../src/server/providers/payment-alipay';
import { startTestServer, type TestServer } from './harness';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, orderRow } from './order-helpers';
import { AlipaySim, SIM_APP_ID, signContent } from './sim/alipay-sim';

type Actor = Awaited<ReturnType<typeof buyer>>;

let t: TestServer;
let sim: AlipaySim;
const NOTIFY = '/api/pay/notify/alipay';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = `${SAFARI} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

beforeAll(async () => {
  sim = await new AlipaySim().start();
  t = await startTestServer({
    paymentProviders: ['sandbox', 'alipay'],
    alipay: {
      appId: SIM_APP_ID,
      privateKey: sim.appPrivatePem(),
      alipayPublicKey: sim.alipayPublicPem(),
      notifyBase: 'https://shop.example.com',
      gateway: sim.gateway,
      timeoutMs: 400,
    },
  });
  // the simulator's notifies reach the shop in process (notify_url is the public https origin)
  sim.deliver = async (url, body) => {
    expect(url).toBe(`https://shop.example.com${NOTIFY}`);
    const res = await post(body);
    return { status: res.statusCode, body: res.body };
  };
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});
afterEach(() => {
  sim.next = null;
  sim.repeatNotify = false;
  sim.refundPending = false;
  t.clock.reset();
});

const db = () => t.app.database.db;
const alipay = () => paymentProvider(t.app, 'alipay')!;
const post = (body: string) =>
  t.inject({
    method: 'POST',
    url: NOTIFY,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: body,
  });
const payment = (trade: string) =>
  db().selectFrom('payments').selectAll().where('trade_no', '=', trade).executeTakeFirstOrThrow();

async function order(offset: number) {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset });
  const r = await buyOk(t, u, buyBody(s!, 2));
  return { u, s: s!, r, id: r.order_ids[0]! };
}

const payAlipay = (u: Actor, trade: string, ua = SAFARI) =>
  t.call('POST', '/api/pay/pay', {
    as: u,
    headers: { 'user-agent': ua },
    body: { trade_no: trade, method: 'online', provider: 'alipay', channel: 'h5' },
  });

/** Opens the wap pay URL at the simulator (it records the trade); the page's HTML. */
async function openPage(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.text();
}

async function paidOrder(offset: number) {
  const o = await order(offset);
  const res = await payAlipay(o.u, o.r.trade_no);
  expect(res.code, res.message).toBe(200);
  await openPage(res.data.cashier_url);
  await sim.payAndNotify(o.r.trade_no);
  expect((await payment(o.r.trade_no)).status).toBe('paid');
  return o;
}

describe('Alipay wap pay', () => {
  it('offered outside WeChat only; the gateway URL carries a valid RSA2 signature and the trade', async () => {
    const { u, r } = await order(80);
    const channels = (ua: string) =>
      t.call('GET', '/api/pay/channels', { as: u, headers: { 'user-agent': ua } });
    expect((await channels(WECHAT)).data.list).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
    ]);
    expect((await channels(SAFARI)).data.list).toEqual([
      { provider: 'sandbox', channel: 'cashier' },
      { provider: 'alipay', channel: 'h5' },
    ]);
    expect((await payAlipay(u, r.trade_no, WECHAT)).code).toBe(422);

    const before = chinaTime(t.clock.now());
    const res = await payAlipay(u, r.trade_no);
    const after = chinaTime(t.clock.now());
    expect(res.code, res.message).toBe(200);
    expect(res.data.provider).toBe('alipay');
    const url = new URL(res.data.cashier_url);
    expect(`${url.origin}${url.pathname}`).toBe(sim.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(sim.checkRequest(params)).toBeNull();
    // byte for byte: the published rule over the received parameters, with the app's key
    expect(
      createVerify('RSA-SHA256')
        .update(signContent(params, ['sign']))
        .verify(sim.app.publicKey, params.sign!, 'base64'),
    ).toBe(true);
    const back = `https://shop.example.com/h5/#/pages/subpack/money/paySuccess?trade_no=${r.trade_no}`;
    expect(params).toMatchObject({
      app_id: SIM_APP_ID,
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: `https://shop.example.com${NOTIFY}`,
      return_url: back,
    });
    // China time, whatever the process's time zone
    expect([before, after]).toContain(params.timestamp);
    const biz = JSON.parse(params.biz_content!) as Record<string, string>;
    const p = await payment(r.trade_no);
    expect(biz).toMatchObject({
      out_trade_no: r.trade_no,
      total_amount: `${Math.floor(p.amount / 100)}.${String(p.amount % 100).padStart(2, '0')}`,
      product_code: 'QUICK_WAP_WAY',
      quit_url: back,
    });
    // the deadline, when the caller knows it, in China time; 1 fen is "0.01"
    const direct = await alipay().createPayment(
      { trade_no: 'T1', amount: 1, subject: '测试' },
      { channel: 'h5', returnUrl: '/h5/', clientIp: '127.0.0.1', expiresAt: 1_700_000_000 },
    );
    expect(direct.kind).toBe('redirect');
    const dp = new URL(direct.kind === 'redirect' ? direct.url : '').searchParams;
    expect(sim.checkRequest(Object.fromEntries(dp))).toBeNull();
    expect(JSON.parse(dp.get('biz_content')!)).toMatchObject({
      total_amount: '0.01',
      time_expire: '2023-11-15 06:13:20',
    });
    expect(p.provider).toBe('alipay');
    // a tampered URL is refused by the gateway
    url.searchParams.set('biz_content', params.biz_content!.replace(biz.total_amount!, '0.01'));
    expect(await openPage(url.toString())).toContain('isv.invalid-signature');
    expect(await alipay().query(r.trade_no)).toEqual({ state: 'unknown' });
  });

  it('pays through the simulator page: notify form answered "success", order paid once, return URL', async () => {
    const { u, r, id } = await order(81);
    const res = await payAlipay(u, r.trade_no);
    await openPage(res.data.cashier_url);
    expect(await alipay().query(r.trade_no)).toEqual({ state: 'pending' });
    sim.repeatNotify = true;
    const answers = sim.answers.length;
    const page = await fetch(`${sim.base}/wap/pay?out_trade_no=${r.trade_no}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `https://shop.example.com/h5/#/pages/subpack/money/paySuccess?trade_no=${r.trade_no}`,
    );
    // delivered twice (Alipay resends until it reads success): both acknowledged
    expect(sim.answers.slice(answers)).toEqual([
      { status: 200, body: 'success' },
      { status: 200, body: 'success' },
    ]);
    const tx = sim.trades.get(r.trade_no)!;
    expect(await payment(r.trade_no)).toMatchObject({
      status: 'paid',
      provider: 'alipay',
      provider_ref: tx.trade_no,
    });
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
    const events = await db()
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', id)
      .execute();
    expect((await post(sim.pay(r.trade_no))).body).toBe('success');
    expect(
      await db().selectFrom('order_events').select('id').where('order_id', '=', id).execute(),
    ).toHaveLength(events.length);
    expect(await alipay().query(r.trade_no)).toEqual({
      state: 'paid',
      amount: (await payment(r.trade_no)).amount,
      provider_ref: tx.trade_no,
    });
  });

  it('refuses a bad signature, another app_id, a changed amount, a bad status: "fail", nothing changes', async () => {
    const { u, r, id } = await order(82);
    await openPage((await payAlipay(u, r.trade_no)).data.cashier_url);
    const amount = (await payment(r.trade_no)).amount;
    const good = sim.pay(r.trade_no);
    const params = sim.notifyParams(r.trade_no);
    const tampered = new URLSearchParams(good);
    tampered.set('total_amount', '0.01');
    const cases = [
      sim.notifyForm(params, sim.forger.privateKey),
      tampered.toString(),
      new URLSearchParams([...new URLSearchParams(good)].filter(([k]) => k !== 'sign')).toString(),
      sim.notifyForm({ ...params, app_id: '2021000000000001' }),
      sim.notifyForm({ ...params, total_amount: `${(amount - 1) / 100}` }),
      sim.notifyForm({ ...params, total_amount: 'abc' }),
      sim.notifyForm({ ...params, trade_status: 'TRADE_PAID' }),
      sim.notifyForm({ ...params, charset: 'gbk' }),
      '',
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(res.body).toBe('fail');
    }
    expect((await payment(r.trade_no)).status).toBe('pending');
    expect((await orderRow(t, id)).status).toBe(ORDER.PENDING);
    // a genuine notify of a state the shop does not act on: acknowledged, nothing changes
    const waiting = await post(sim.notifyForm({ ...params, trade_status: 'WAIT_BUYER_PAY' }));
    expect([waiting.statusCode, waiting.body]).toEqual([200, 'success']);
    expect((await payment(r.trade_no)).status).toBe('pending');
    // TRADE_FINISHED pays too
    const fin = await post(sim.notifyForm({ ...params, trade_status: 'TRADE_FINISHED' }));
    expect([fin.statusCode, fin.body]).toEqual([200, 'success']);
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
  });

  it("a forged gateway answer, a provider error and a timeout are refused with Alipay's code", async () => {
    const { u, r } = await order(83);
    await openPage((await payAlipay(u, r.trade_no)).data.cashier_url);
    for (const [knob, code] of [
      ['forged', 'BAD_SIGNATURE'],
      ['error', 'ACQ.SYSTEM_ERROR'],
      ['timeout', 'NETWORK'],
    ] as const) {
      sim.next = knob;
      const err = await alipay()
        .query(r.trade_no)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err, knob).toBeInstanceOf(PaymentProviderError);
      expect((err as PaymentProviderError).code).toBe(code);
      expect((err as PaymentProviderError).retryable).toBe(true);
    }
    expect(await alipay().query(r.trade_no)).toEqual({ state: 'pending' });
    // the buyer's create needs no gateway call: it works while the gateway is down
    sim.next = 'error';
    expect((await payAlipay(u, r.trade_no)).code).toBe(200);
    sim.next = null;
  });

  it('a gateway error on the wap page leaves the trade pending', async () => {
    const { u, r } = await order(84);
    const res = await payAlipay(u, r.trade_no);
    const url = new URL(res.data.cashier_url);
    url.searchParams.set('app_id', '2021000000000001');
    expect(await openPage(url.toString())).toContain('isv.invalid-app-id');
    expect(await alipay().query(r.trade_no)).toEqual({ state: 'unknown' });
    expect((await payment(r.trade_no)).status).toBe('pending');
  });
});

describe('Alipay refunds', () => {
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

  it('partial then full through after-sales: done synchronously (fund_change Y)', async () => {
    const { u, s, r, id } = await paidOrder(85);
    const m = await merchantOf(t, s.seller_id);
    const total = (await payment(r.trade_no)).amount;
    const a1 = await apply(u, { order_id: id, type: 'refund', reason: '少件', amount: 101 });
    expect(a1.code, a1.message).toBe(200);
    expect((await decide(m, { id: a1.data.id, action: 'refund' })).status).toBe(200);
    const no1 = outRefundNo(r.trade_no, a1.data.id);
    expect(sim.refunds.get(no1)).toMatchObject({ amount: '1.01', done: true });
    const call = sim.calls.at(-1)!;
    expect(call.method).toBe('alipay.trade.refund');
    expect(call.biz).toMatchObject({
      trade_no: sim.trades.get(r.trade_no)!.trade_no,
      out_request_no: no1,
      refund_amount: '1.01',
    });
    expect(await refundRow(a1.data.id)).toMatchObject({ status: 'done', out_refund_no: no1 });
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
    // Alipay's notify after a partial refund (still TRADE_SUCCESS): acknowledged, nothing changes
    expect(
      (await post(sim.notifyForm(sim.notifyParams(r.trade_no, { refund_fee: '1.01' })))).body,
    ).toBe('success');

    const rest = total - 101;
    const a2 = await apply(u, { order_id: id, type: 'refund', reason: '不要了', amount: rest });
    expect(a2.code, a2.message).toBe(200);
    expect((await decide(m, { id: a2.data.id, action: 'refund' })).status).toBe(200);
    expect(await refundRow(a2.data.id)).toMatchObject({ status: 'done' });
    expect(await payment(r.trade_no)).toMatchObject({ status: 'refunded', refunded: total });
    expect((await orderRow(t, id)).status).toBe(ORDER.CLOSED);
    expect(sim.trades.get(r.trade_no)!.status).toBe('TRADE_CLOSED');
    // the TRADE_CLOSED notify after the full refund: acknowledged
    const closed = await post(
      sim.notifyForm(sim.notifyParams(r.trade_no, { trade_status: 'TRADE_CLOSED' })),
    );
    expect([closed.statusCode, closed.body]).toEqual([200, 'success']);
    expect(await alipay().query(r.trade_no)).toEqual({ state: 'closed' });
    // Alipay sends no refund notify: the refund notify route refuses everything
    const rn = await t.inject({
      method: 'POST',
      url: '/api/pay/refund-notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect([rn.statusCode, rn.body]).toEqual([400, 'fail']);
  });

  it('timeout, forged answer, then fund_change N: pending; the retry job re-calls with the same number, then the refund query ends it', async () => {
    const { u, s, r, id } = await paidOrder(86);
    const m = await merchantOf(t, s.seller_id);
    const total = (await payment(r.trade_no)).amount;
    const a = await apply(u, { order_id: id, type: 'refund', reason: '不要了', amount: total });
    sim.next = 'timeout';
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(200);
    const no = outRefundNo(r.trade_no, a.data.id);
    const row = await refundRow(a.data.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/NETWORK/);
    expect(row.last_error).not.toMatch(/PRIVATE KEY/);
    t.clock.advance(3600);
    // the query's answer is forged (refused): the refund is called again, Alipay has it pending
    sim.next = 'forged';
    sim.refundPending = true;
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'pending', attempts: 2 });
    // the query finds no finished refund: called again with the same number (fund_change N)
    t.clock.advance(3600);
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'pending', attempts: 3 });
    expect(
      [...sim.refunds.values()]
        .filter((x) => x.out_trade_no === r.trade_no)
        .map((x) => x.out_request_no),
    ).toEqual([no]);
    const refundCalls = sim.calls.filter(
      (c) => c.method === 'alipay.trade.refund' && c.biz.out_request_no === no,
    );
    expect(refundCalls.length).toBe(3); // timeout, accepted, repeat — one refund
    sim.settleRefunds();
    t.clock.advance(7200);
    await retryRefunds(t.app);
    const q = sim.calls.at(-1)!;
    expect(q.method).toBe('alipay.trade.fastpay.refund.query');
    expect(q.biz).toEqual({ out_trade_no: r.trade_no, out_request_no: no });
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'done' });
    expect(await payment(r.trade_no)).toMatchObject({ status: 'refunded', refunded: total });
  });

  it('pending at the simulator (fund_change N): done once the refund query says REFUND_SUCCESS', async () => {
    const { u, s, r, id } = await paidOrder(87);
    const m = await merchantOf(t, s.seller_id);
    sim.refundPending = true;
    const a = await apply(u, { order_id: id, type: 'refund', reason: '少件', amount: 100 });
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(200);
    const no = outRefundNo(r.trade_no, a.data.id);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'pending' });
    expect(await alipay().queryRefund(no, r.trade_no)).toEqual({ state: 'unknown' });
    sim.settleRefunds();
    expect(await alipay().queryRefund(no)).toEqual({
      state: 'done',
      provider_ref: sim.trades.get(r.trade_no)!.trade_no,
    });
    t.clock.advance(3600);
    await retryRefunds(t.app);
    expect(await refundRow(a.data.id)).toMatchObject({ status: 'done' });
    expect(await alipay().queryRefund('NOSUCHTRADER1')).toEqual({ state: 'unknown' });
  });
});
