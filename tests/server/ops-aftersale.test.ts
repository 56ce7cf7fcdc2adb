/**
 * The operator console's after-sales (issue 20, after-sales arbitration): the platform decides its
 * own stores' requests and arbitrates a merchant's the seller refused or left unanswered; every
 * decision is audited, goes through the after-sale module's transitions and refunds once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_SELLER_ANSWER_S } from '../../src/shared/constants';
import { ORDER } from '../../src/server/modules/order/order.state';
import { startTestServer, type Actor, type TestServer } from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  lastLedgerId,
  ledgerSum,
  merchantOf,
  orderRow,
  PAY_PASSWORD,
  setPayPassword,
  stockOf,
  type Sku,
} from './order-helpers';
import { opsActor } from './ops-helpers';

let t: TestServer;
let skus: Sku[] = [];
let finance: Actor;

beforeAll(async () => {
  t = await startTestServer();
  // sellers of their own: [0] stays a platform store, [1] and [2] get merchants
  skus = await freshSkus(t, { n: 3, distinct: true, stock: 50 });
  await t.app.database.db
    .updateTable('sellers')
    .set({ merchant_id: null })
    .where('id', '=', skus[0]!.seller_id)
    .execute();
  finance = await opsActor(t, 'finance');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const URL = '/api/ops/aftersales';

/** A paid (balance) order of 2 units of `s`. */
async function paidOrder(s: Sku) {
  const u = await buyer(t);
  await t.app.database.db
    .updateTable('stock')
    .set({ quantity: 50 })
    .where('sku_id', '=', s.sku_id)
    .execute();
  const r = await buyOk(t, u, buyBody(s, 2));
  await setPayPassword(t, u.id, r.pay_amount);
  const res = await t.call('POST', '/api/pay/pay', {
    as: u,
    body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(res.code, res.message).toBe(200);
  return { u, id: r.order_ids[0]!, amount: r.pay_amount };
}

async function applyFor(
  s: Sku,
  type: 'refund' | 'return_refund' = 'refund',
): Promise<{ u: Actor; order: number; id: number; amount: number }> {
  const { u, id, amount } = await paidOrder(s);
  const a = await t.call('POST', '/api/after_sales/apply', {
    as: u,
    body: { order_id: id, type, reason: '不想要了', amount, description: '拍错了' },
  });
  expect(a.code, a.message).toBe(200);
  return { u, order: id, id: a.data.id as number, amount };
}

const post = (as: Actor, action: string, body: Record<string, string | number>) =>
  t.call('POST', `${URL}/${action}`, { as, body });
const balanceOf = async (id: number) =>
  (await db().selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
    .balance;
const auditOf = (id: number, action: string) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'aftersale')
    .where('object_id', '=', String(id))
    .where('action', '=', action)
    .execute();
const refundsOf = (id: number) =>
  db().selectFrom('refunds').selectAll().where('after_sale_id', '=', id).execute();
const consumerView = async (u: Actor, id: number) => {
  const r = await t.call('GET', '/api/user/order_dispute', { as: u, query: { id } });
  expect(r.code, r.message).toBe(200);
  return r.data as { status: number; reject_reason: string };
};

describe('ops after-sales', () => {
  it('own store: the queue shows it, approve refunds once with its ledger and audit rows', async () => {
    const a = await applyFor(skus[0]!);
    const list = await t.call('GET', URL, { as: finance, query: { queue: 'platform' } });
    expect(list.status, list.message).toBe(200);
    const row = (list.data.list as { id: number; need: string; own_store: boolean }[]).find(
      (r) => r.id === a.id,
    );
    expect(row).toMatchObject({ need: 'own_store', own_store: true });

    const before = await balanceOf(a.u.id);
    const ledger = await db()
      .selectFrom('wallet_ledger')
      .select('id')
      .where('user_id', '=', a.u.id)
      .execute();
    const res = await post(finance, 'approve', { id: a.id });
    expect(res.status, res.message).toBe(200);
    expect(res.data).toMatchObject({ status: 3, decided_by: 'platform' });
    expect(res.data.refund).toMatchObject({ amount: a.amount, method: 'balance', status: 'done' });
    expect(await balanceOf(a.u.id)).toBe(before + a.amount);
    const after = await db()
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', a.u.id)
      .execute();
    const added = after.filter((l) => !ledger.some((x) => x.id === l.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ delta: a.amount, reason: 'order_refund' });
    expect((await orderRow(t, a.order)).status).toBe(ORDER.CLOSED);

    const approve = await auditOf(a.id, 'aftersale.approve');
    expect(approve).toHaveLength(1);
    expect(JSON.parse(approve[0]!.before_json!)).toMatchObject({ status: 0 });
    expect(JSON.parse(approve[0]!.after_json!)).toMatchObject({
      status: 1,
      decided_by: 'platform',
    });
    const refund = await auditOf(a.id, 'aftersale.refund');
    expect(refund).toHaveLength(1);
    expect(JSON.parse(refund[0]!.after_json!)).toMatchObject({ status: 3, amount: a.amount });
    expect(refund[0]!.operator_id).toBe(finance.id);

    // a second click: refused, no money moves
    expect((await post(finance, 'refund', { id: a.id })).status).toBe(422);
    expect((await post(finance, 'approve', { id: a.id })).status).toBe(422);
    expect(await balanceOf(a.u.id)).toBe(before + a.amount);
    expect(await refundsOf(a.id)).toHaveLength(1);
    expect((await consumerView(a.u, a.id)).status).toBe(3);
    // the detail: order, timeline, refund with its provider state
    const d = await t.call('GET', `${URL}/detail`, { as: finance, query: { id: a.id } });
    expect(d.status).toBe(200);
    expect(d.data.order.refunded).toBe(a.amount);
    expect(d.data.refund.provider_ref).toMatch(/^ledger:/);
    expect((d.data.timeline as unknown[]).length).toBeGreaterThan(2);
    expect(d.data.answer_window_s).toBe(AFTERSALE_SELLER_ANSWER_S);
  });

  it('two concurrent refunds refund once', async () => {
    const a = await applyFor(skus[0]!);
    const before = await balanceOf(a.u.id);
    const [r1, r2] = await Promise.all([
      post(finance, 'refund', { id: a.id }),
      post(finance, 'refund', { id: a.id }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 422]);
    expect(await balanceOf(a.u.id)).toBe(before + a.amount);
    expect(await refundsOf(a.id)).toHaveLength(1);
    expect(await auditOf(a.id, 'aftersale.refund')).toHaveLength(1);
  });

  it("a merchant's case: the seller decides until it refuses or the time runs out", async () => {
    const m = await merchantOf(t, skus[1]!.seller_id);
    const a = await applyFor(skus[1]!);
    const snap = await t.snapshot();
    for (const action of ['approve', 'refund']) {
      const r = await post(finance, action, { id: a.id });
      expect(r.status, action).toBe(423);
    }
    expect((await post(finance, 'refuse', { id: a.id, code: 'other', reason: 'x' })).status).toBe(
      423,
    );
    expect(await t.snapshot()).toBe(snap);
    const list = await t.call('GET', URL, { as: finance, query: { queue: 'platform' } });
    expect((list.data.list as { id: number }[]).some((r) => r.id === a.id)).toBe(false);
    const all = await t.call('GET', URL, { as: finance, query: { queue: 'all', order_sn: '' } });
    expect((all.data.list as { id: number }[]).some((r) => r.id === a.id)).toBe(true);

    // the seller is silent past the window: the platform may decide
    await db()
      .updateTable('after_sales')
      .set({ updated_at: t.clock.now() - AFTERSALE_SELLER_ANSWER_S - 1 })
      .where('id', '=', a.id)
      .execute();
    const late = await t.call('GET', URL, { as: finance, query: { queue: 'platform' } });
    expect(
      (late.data.list as { id: number; need: string }[]).find((r) => r.id === a.id)?.need,
    ).toBe('seller_silent');
    const before = await balanceOf(a.u.id);
    expect((await post(finance, 'approve', { id: a.id })).status).toBe(200);
    expect(await balanceOf(a.u.id)).toBe(before + a.amount);

    // the seller refuses another: the platform overturns it
    const b = await applyFor(skus[1]!);
    const rej = await t.call('POST', '/api/admin/after_sale/decide', {
      as: m,
      body: { id: b.id, action: 'reject', reason: '不支持' },
    });
    expect(rej.status, rej.message).toBe(200);
    const q = await t.call('GET', URL, { as: finance, query: { queue: 'platform' } });
    expect((q.data.list as { id: number; need: string }[]).find((r) => r.id === b.id)?.need).toBe(
      'seller_refused',
    );
    const b0 = await balanceOf(b.u.id);
    const ok = await post(finance, 'approve', { id: b.id });
    expect(ok.status, ok.message).toBe(200);
    expect(ok.data.status).toBe(3);
    expect(await balanceOf(b.u.id)).toBe(b0 + b.amount);
    expect((await consumerView(b.u, b.id)).status).toBe(3);
  });

  it('refuse with a code and a reason: the consumer reads it; a seller refusal can be upheld', async () => {
    const a = await applyFor(skus[0]!);
    const res = await post(finance, 'refuse', {
      id: a.id,
      code: 'used_or_damaged',
      reason: '包装已拆封',
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data).toMatchObject({ status: 4, reject_code: 'used_or_damaged' });
    const view = await consumerView(a.u, a.id);
    expect(view.status).toBe(4);
    expect(view.reject_reason).toBe('商品已使用或损坏：包装已拆封');
    expect((await orderRow(t, a.order)).after_sale).toBe(0);
    const rows = await auditOf(a.id, 'aftersale.refuse');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ reject_code: 'used_or_damaged' });
    // decided: refused again
    expect((await post(finance, 'approve', { id: a.id })).status).toBe(422);

    const m = await merchantOf(t, skus[2]!.seller_id);
    const b = await applyFor(skus[2]!);
    await t.call('POST', '/api/admin/after_sale/decide', {
      as: m,
      body: { id: b.id, action: 'reject', reason: '不支持' },
    });
    const up = await post(finance, 'refuse', {
      id: b.id,
      code: 'evidence_missing',
      reason: '无照片',
    });
    expect(up.status, up.message).toBe(200);
    expect(up.data).toMatchObject({ status: 4, decided_by: 'platform', need: '' });
    expect((await consumerView(b.u, b.id)).reject_reason).toBe('凭证不足：无照片');
  });

  it('return and refund: approve waits for the parcel, receive refunds and returns the stock', async () => {
    const s = skus[0]!;
    const a = await applyFor(s, 'return_refund');
    const ap = await post(finance, 'approve', { id: a.id });
    expect(ap.status, ap.message).toBe(200);
    expect(ap.data.status).toBe(1);
    expect(await refundsOf(a.id)).toHaveLength(0);
    // no parcel yet
    expect((await post(finance, 'receive', { id: a.id })).status).toBe(422);
    const ex = await t.call('POST', '/api/user/set_dispute_express', {
      as: a.u,
      body: { id: a.id, express_company: '中通', express_no: 'ZT0009' },
    });
    expect(ex.code, ex.message).toBe(200);
    const stock = await stockOf(t, s.sku_id);
    const ledger0 = await lastLedgerId(t);
    const before = await balanceOf(a.u.id);
    const rc = await post(finance, 'receive', { id: a.id });
    expect(rc.status, rc.message).toBe(200);
    expect(rc.data.status).toBe(3);
    expect(await balanceOf(a.u.id)).toBe(before + a.amount);
    expect(await stockOf(t, s.sku_id)).toBe(stock + 2);
    expect(await ledgerSum(t, s.sku_id, ledger0)).toBe(2);
    expect(await auditOf(a.id, 'aftersale.receive')).toHaveLength(1);
    expect(await auditOf(a.id, 'aftersale.refund')).toHaveLength(1);
    expect((await post(finance, 'receive', { id: a.id })).status).toBe(422);
  });

  it('operations may read but not decide (403); bad input 422 naming the field, nothing changes', async () => {
    const ops = await opsActor(t, 'operations');
    const moderator = await opsActor(t, 'moderator');
    const a = await applyFor(skus[0]!);
    expect((await t.call('GET', URL, { as: ops })).status).toBe(200);
    expect((await t.call('GET', URL, { as: moderator })).status).toBe(403);
    expect((await t.call('GET', URL, { as: finance })).status).toBe(200);
    const snap = await t.snapshot();
    for (const action of ['approve', 'receive', 'refund']) {
      expect((await post(ops, action, { id: a.id })).status, action).toBe(403);
    }
    expect((await post(ops, 'refuse', { id: a.id, code: 'other', reason: 'x' })).status).toBe(403);

    const bad = [
      ['refuse', { id: a.id, code: 'nope', reason: 'x' }, 'code'],
      ['refuse', { id: a.id, code: 'other', reason: '' }, 'reason'],
      ['approve', { id: 'x' }, 'id'],
      ['refund', {}, 'id'],
    ] as const;
    for (const [action, body, field] of bad) {
      const r = await post(finance, action, body);
      expect(r.status, `${action} ${field}`).toBe(422);
      expect(r.message).toContain(field);
    }
    expect((await post(finance, 'approve', { id: 99999999 })).status).toBe(422);
    const q = await t.call('GET', URL, { as: finance, query: { status: '9' } });
    expect(q.status).toBe(422);
    expect(q.message).toContain('status');
    expect(await t.snapshot()).toBe(snap);
  });
});
