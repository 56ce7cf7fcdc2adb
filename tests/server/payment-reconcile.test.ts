/**
 * Payment reconciliation (issue 22) against the WeChat Pay simulator (tests/server/sim/
 * wechatpay-sim.ts): a payment whose notify was lost is settled once by the job; a payment
 * after the sweeper closed the trade (found by the job, or by its late notify) is refunded in
 * full once with its own out_refund_no; provider errors leave things for the next pass; refunds
 * pending for a day are reported; sandbox trades are not queried. SQLite and PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/server/modules/payment/reconcile.service';
import { finishRefund } from '../../src/server/modules/payment/payment.service';
import { sweepOverdue } from '../../src/server/modules/order/order.service';
import { ORDER } from '../../src/server/modules/order/order.state';
import type { ListData } from '../../src/shared/contract/envelope';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type { OpsPaymentCheck, OpsReconcileRun } from '../../src/shared/contract/ops-money';
import { startTestServer, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { buyBody, buyer, buyOk, freshSkus, orderRow } from './order-helpers';
import { WechatpaySim } from './sim/wechatpay-sim';

let t: TestServer;
let sim: WechatpaySim;
const NOTIFY = '/api/pay/notify/wechatpay';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

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
  sim.nextQuery = null;
  t.clock.reset();
});

const db = () => t.app.database.db;
const post = (url: string, n: { headers: Record<string, string>; body: string }) =>
  t.inject({ method: 'POST', url, headers: n.headers, payload: n.body });
const payment = (trade: string) =>
  db().selectFrom('payments').selectAll().where('trade_no', '=', trade).executeTakeFirstOrThrow();
const checks = (trade: string) =>
  db()
    .selectFrom('payment_checks')
    .select([
      'kind',
      'provider',
      'our_state',
      'provider_state',
      'provider_amount',
      'provider_ref',
      'action',
      'out_refund_no',
    ])
    .where('trade_no', '=', trade)
    .orderBy('id')
    .execute();
const refunds = (trade: string) =>
  db().selectFrom('refunds').selectAll().where('trade_no', '=', trade).orderBy('id').execute();
const simRefunds = (trade: string) =>
  [...sim.refunds.values()].filter((r) => r.out_trade_no === trade);

/** An order started at WeChat Pay H5 (the simulator knows the trade, not yet paid). */
async function started(offset: number) {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset });
  const r = await buyOk(t, u, buyBody(s!, 2));
  const res = await t.call('POST', '/api/pay/pay', {
    as: u,
    headers: { 'user-agent': SAFARI },
    body: { trade_no: r.trade_no, method: 'online', provider: 'wechatpay', channel: 'h5' },
  });
  expect(res.code, res.message).toBe(200);
  return { u, r, id: r.order_ids[0]! };
}

/** The sweeper closes the order once its pay deadline passed. */
async function closedBySweeper(trade: string) {
  const p = await payment(trade);
  const o = await db()
    .selectFrom('orders')
    .select('pay_deadline')
    .where('trade_no', '=', trade)
    .executeTakeFirstOrThrow();
  t.clock.advance(Number(o.pay_deadline) - t.clock.now() + 1);
  await sweepOverdue(db(), t.clock.now(), p.user_id, t.app);
  expect((await payment(trade)).status).toBe('closed');
}

describe('payment-reconcile job', () => {
  it('a payment whose notify was lost: settled once after 5 minutes; the next pass does nothing', async () => {
    const { r, id } = await started(90);
    sim.pay(r.trade_no); // paid at WeChat; the notify never arrives
    await reconcilePayments(t.app);
    expect((await payment(r.trade_no)).status).toBe('pending'); // younger than 5 minutes
    t.clock.advance(301);
    await reconcilePayments(t.app);
    const tx = sim.trades.get(r.trade_no)!;
    expect(await payment(r.trade_no)).toMatchObject({
      status: 'paid',
      method: 'online',
      provider: 'wechatpay',
      provider_ref: tx.transaction_id,
    });
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
    expect(await checks(r.trade_no)).toEqual([
      {
        kind: 'paid_not_notified',
        provider: 'wechatpay',
        our_state: 'pending',
        provider_state: 'paid',
        provider_amount: r.pay_amount,
        provider_ref: tx.transaction_id,
        action: 'settled',
        out_refund_no: '',
      },
    ]);
    const queries = () =>
      sim.calls.filter((c) => c.url.includes(`/out-trade-no/${r.trade_no}`)).length;
    const before = queries();
    t.clock.advance(3600);
    await reconcilePayments(t.app);
    expect(queries()).toBe(before);
    expect(await checks(r.trade_no)).toHaveLength(1);
    // the notify arriving late is a replay: acknowledged, nothing changes
    t.clock.reset(); // the notify's timestamp is real time
    const late = await post(NOTIFY, sim.pay(r.trade_no));
    expect(late.statusCode).toBe(200);
    expect(await checks(r.trade_no)).toHaveLength(1);
    expect(await refunds(r.trade_no)).toHaveLength(0);
  });

  it('paid after the sweeper closed the trade: refunded in full once (…L), recorded; the order stays closed', async () => {
    const { r, id } = await started(91);
    await closedBySweeper(r.trade_no);
    sim.pay(r.trade_no);
    const res = await reconcilePayments(t.app);
    expect(res.found).toBeGreaterThanOrEqual(1);
    const no = `${r.trade_no}L`;
    expect(simRefunds(r.trade_no)).toMatchObject([
      { out_refund_no: no, refund: r.pay_amount, total: r.pay_amount },
    ]);
    const tx = sim.trades.get(r.trade_no)!;
    expect(await checks(r.trade_no)).toEqual([
      {
        kind: 'paid_after_close',
        provider: 'wechatpay',
        our_state: 'closed',
        provider_state: 'paid',
        provider_amount: r.pay_amount,
        provider_ref: tx.transaction_id,
        action: 'refunded',
        out_refund_no: no,
      },
    ]);
    const [row] = await refunds(r.trade_no);
    expect(row).toMatchObject({ status: 'pending', out_refund_no: no, provider: 'wechatpay' });
    expect(Number(row!.amount)).toBe(r.pay_amount);
    expect(Number(row!.after_sale_id)).toBeLessThan(0);
    expect((await orderRow(t, id)).status).toBe(ORDER.CLOSED);
    expect(await payment(r.trade_no)).toMatchObject({ status: 'closed', refunded: 0 });

    // a second pass and the late notify change nothing
    t.clock.advance(3600);
    await reconcilePayments(t.app);
    t.clock.reset(); // the notify's timestamp is real time
    const n = await post(NOTIFY, sim.pay(r.trade_no));
    expect(n.statusCode).toBe(200);
    expect(n.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(simRefunds(r.trade_no)).toHaveLength(1);
    expect(await refunds(r.trade_no)).toHaveLength(1);
    expect(await checks(r.trade_no)).toHaveLength(1);
    // WeChat finishes the refund: its notify ends the row
    expect((await post('/api/pay/refund-notify/wechatpay', sim.finishRefund(no))).statusCode).toBe(
      200,
    );
    expect((await refunds(r.trade_no))[0]!.status).toBe('done');
  });

  it('the late notify of a closed trade: acknowledged (no longer 409), refunded once; repeats change nothing', async () => {
    const { r } = await started(92);
    await closedBySweeper(r.trade_no);
    t.clock.reset(); // the notify's timestamp is real time
    const n = sim.pay(r.trade_no);
    const answers = await Promise.all([post(NOTIFY, n), post(NOTIFY, n)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await post(NOTIFY, sim.pay(r.trade_no))).statusCode).toBe(200);
    expect(simRefunds(r.trade_no)).toMatchObject([
      { out_refund_no: `${r.trade_no}L`, refund: r.pay_amount },
    ]);
    expect(await refunds(r.trade_no)).toHaveLength(1);
    expect((await checks(r.trade_no)).map((c) => [c.kind, c.action])).toEqual([
      ['paid_after_close', 'refunded'],
    ]);
    // a forged late notify is still refused
    expect((await post(NOTIFY, sim.pay(r.trade_no, { badSig: true }))).statusCode).toBe(400);
  });

  it('a provider error leaves the trade for a later pass; a refund that times out stays pending and is reported after a day, once', async () => {
    const { r } = await started(93);
    await closedBySweeper(r.trade_no);
    sim.pay(r.trade_no);
    // only this trade is due: the others of this file were settled or refunded before
    sim.nextQuery = 'error500';
    await reconcilePayments(t.app);
    expect(await checks(r.trade_no)).toEqual([]);
    expect(sim.nextQuery).toBeNull();
    await reconcilePayments(t.app); // asked no sooner than 5 minutes later
    expect(await checks(r.trade_no)).toEqual([]);
    t.clock.advance(301);
    sim.next = 'timeout'; // the query works; the refund call times out
    const queried = sim.calls.length;
    await reconcilePayments(t.app);
    expect(sim.calls.length).toBeGreaterThan(queried);
    expect((await refunds(r.trade_no))[0]).toMatchObject({ status: 'pending' });
    expect((await refunds(r.trade_no))[0]!.last_error).not.toBe('');
    t.clock.advance(86_401);
    sim.next = null;
    await reconcilePayments(t.app);
    await reconcilePayments(t.app);
    expect((await checks(r.trade_no)).map((c) => [c.kind, c.action, c.out_refund_no])).toEqual([
      ['paid_after_close', 'refunded', `${r.trade_no}L`],
      ['refund_stuck', 'manual', `${r.trade_no}L`],
    ]);
    // the refund-retry job's way to finish: the provider's answer ends it (once)
    expect(
      await finishRefund(t.app, 'wechatpay', {
        out_refund_no: `${r.trade_no}L`,
        provider_ref: 'x',
        status: 'done',
      }),
    ).toBe('won');
  });

  it('a refund the provider refuses for good is reported for an operator, once', async () => {
    const { r } = await started(95);
    await closedBySweeper(r.trade_no);
    t.clock.reset(); // the notify's timestamp is real time
    expect((await post(NOTIFY, sim.pay(r.trade_no))).statusCode).toBe(200);
    const no = `${r.trade_no}L`;
    await expect.poll(() => simRefunds(r.trade_no).length).toBe(1);
    // WeChat Pay could not refund it (the buyer's account is closed, say): ABNORMAL
    const abnormal = sim.finishRefund(no, 'ABNORMAL');
    expect((await post('/api/pay/refund-notify/wechatpay', abnormal)).statusCode).toBe(200);
    expect((await refunds(r.trade_no))[0]!.status).toBe('failed');
    await reconcilePayments(t.app);
    await reconcilePayments(t.app);
    expect((await checks(r.trade_no)).map((c) => [c.kind, c.action, c.out_refund_no])).toEqual([
      ['paid_after_close', 'refunded', no],
      ['refund_failed', 'manual', no],
    ]);
  });

  it('sandbox trades are not queried', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset: 94 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    await db()
      .updateTable('payments')
      .set({ provider: 'sandbox' })
      .where('trade_no', '=', r.trade_no)
      .execute();
    t.clock.advance(301);
    const calls = sim.calls.length;
    await reconcilePayments(t.app);
    expect(sim.calls.filter((c) => c.url.includes(r.trade_no))).toHaveLength(0);
    expect(sim.calls.length).toBeGreaterThanOrEqual(calls);
    expect((await payment(r.trade_no)).next_check_at).toBe(0);
  });
});

describe('console: /api/ops/payment-checks', () => {
  it('lists checks with filters and pages for money roles; "check now" runs a pass, audited; others are refused', async () => {
    const finance = await opsActor(t, 'finance');
    const service = await opsActor(t, 'service');
    const list = (query: Record<string, string | number>, as = finance) =>
      t.call<ListData<OpsPaymentCheck>>('GET', '/api/ops/payment-checks', { as, query });

    // a payment whose notify was lost, found by "check now"
    const { r } = await started(95);
    sim.pay(r.trade_no);
    t.clock.advance(301);
    const run = await t.call<OpsReconcileRun>('POST', '/api/ops/payment-checks/run', {
      as: finance,
      body: {},
    });
    expect(run.code, run.message).toBe(200);
    expect(run.data.found).toBeGreaterThanOrEqual(1);
    expect(run.data.queried).toBeGreaterThanOrEqual(1);

    const all = await list({ limit: 50 });
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(all.data.list.length);
    const mine = all.data.list.find((c) => c.trade_no === r.trade_no)!;
    expect(mine).toMatchObject({
      provider: 'wechatpay',
      kind: 'paid_not_notified',
      our_state: 'pending',
      our_amount: r.pay_amount,
      provider_state: 'paid',
      provider_amount: r.pay_amount,
      action: 'settled',
      refund_status: '',
    });
    // newest first
    const times = all.data.list.map((c) => c.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const refunded = await list({ action: 'refunded', limit: 50 });
    expect(refunded.data.list.length).toBeGreaterThan(0);
    expect(refunded.data.list.every((c) => c.action === 'refunded' && c.refund_status)).toBe(true);
    const stuck = await list({ kind: 'refund_stuck' });
    expect(stuck.data.list.map((c) => c.kind)).toEqual(stuck.data.list.map(() => 'refund_stuck'));
    const paged = await list({ limit: 1, page: 2 });
    expect(paged.data.list).toEqual([all.data.list[1]]);
    expect(paged.data.total).toBe(all.data.total);
    const later = await list({ from: t.clock.now() + 30 * 86_400 });
    expect(later.data).toMatchObject({ list: [], total: 0 });
    expect((await list({ kind: 'nope' })).code).toBe(422);

    // permission: roles without money.read / money.write
    expect((await list({}, service)).code).toBe(403);
    expect(
      (await t.call('POST', '/api/ops/payment-checks/run', { as: service, body: {} })).code,
    ).toBe(403);

    const owner = await opsActor(t, 'owner');
    const audit = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
      as: owner,
      query: { object_type: 'payment_checks', limit: 10 },
    });
    expect(audit.data.list.map((a) => a.action)).toContain('money.reconcile_run');
  });
});
