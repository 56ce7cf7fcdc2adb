/**
 * The operator console's dashboard and the owner's reset of an operator (issue 20, part `dash`):
 * each figure moves exactly with the consumers' orders, payments, after-sales and withdrawals at a
 * fixed clock; days and weeks turn at 00:00 China time (Monday for weeks); roles without
 * `dashboard.view` are refused. The reset gives a new password once and/or clears TOTP, ends the
 * operator's sessions, refuses yourself and bad input without changing anything, and is audited
 * without the secrets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpsLoginData } from '../../src/shared/contract/ops';
import {
  LOW_STOCK_LINE,
  SALES_SERIES_DAYS,
  type OperatorReset,
  type OpsDashboard,
} from '../../src/shared/contract/ops-dash';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor, opsOperator, opsSessionOf, OPS_TEST_PASSWORD } from './ops-helpers';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, payOnline, setStock } from './order-helpers';
import { PAY_PASSWORD, walletUser } from './wallet-fixtures';

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

/** Moves the test clock to `at` (Unix seconds). */
function setClock(at: number): void {
  t.clock.advance(at - t.clock.now());
}
/** Unix seconds of a China-time wall clock (UTC+8). */
const china = (y: number, mo: number, d: number, h: number, mi = 0) =>
  Date.UTC(y, mo - 1, d, h - 8, mi) / 1000;

async function dashboard(as: Actor): Promise<OpsDashboard> {
  const res = await t.call<OpsDashboard>('GET', '/api/ops/dashboard', { as });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

let skuOffset = 200;
/** A consumer's order of `num` units of a fresh SKU, paid online unless `pay: false`. */
async function order(u: Actor, num = 1, pay = true) {
  const [s] = await freshSkus(t, { stock: 50, offset: skuOffset++ });
  const r = await buyOk(t, u, buyBody(s!, num));
  if (pay) await payOnline(t, u, r.trade_no);
  return { s: s!, id: r.order_ids[0]!, amount: r.pay_amount };
}

describe('dashboard figures', () => {
  it('moves each figure exactly: sales, orders, payers, series, waiting after-sales, refunds, withdrawals, low stock', async () => {
    // Wednesday 2027-03-03 12:00 China time
    setClock(china(2027, 3, 3, 12));
    const ops = await opsActor(t, 'operations');
    const d0 = await dashboard(ops);
    expect(d0.today.from).toBe(china(2027, 3, 3, 0));
    expect(d0.week.from).toBe(china(2027, 3, 1, 0)); // Monday
    expect(d0.series).toHaveLength(SALES_SERIES_DAYS);
    expect(d0.series.at(-1)).toMatchObject({ day: '2027-03-03', start: china(2027, 3, 3, 0) });
    expect(d0.series[0]!.day).toBe('2027-02-18');

    const u1 = await buyer(t);
    const u2 = await buyer(t);
    const a = await order(u1, 2);
    const b = await order(u1);
    const c = await order(u2);
    await order(u2, 1, false); // not paid: counts nowhere
    const paid = a.amount + b.amount + c.amount;

    const d1 = await dashboard(ops);
    for (const p of ['today', 'week'] as const) {
      expect(d1[p].current.sales - d0[p].current.sales).toBe(paid);
      expect(d1[p].current.orders - d0[p].current.orders).toBe(3);
      expect(d1[p].current.payers - d0[p].current.payers).toBe(2);
      expect(d1[p].previous).toEqual(d0[p].previous);
    }
    expect(d1.series.at(-1)!.sales - d0.series.at(-1)!.sales).toBe(paid);
    expect(d1.series.at(-1)!.orders - d0.series.at(-1)!.orders).toBe(3);
    expect(d1.series.slice(0, -1)).toEqual(d0.series.slice(0, -1));
    expect(d1.waiting).toEqual(d0.waiting);

    // an after-sale applied for waits on a decision; approved, its money waits
    const m = await merchantOf(t, a.s.seller_id);
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: a.id, express_company: '顺丰', express_no: 'SF9001' },
    });
    expect(ship.status, ship.message).toBe(200);
    const applied = await t.call('POST', '/api/after_sales/apply', {
      as: u1,
      body: { order_id: a.id, type: 'return_refund', reason: '质量问题', amount: a.amount - 1 },
    });
    expect(applied.code, applied.message).toBe(200);
    const d2 = await dashboard(ops);
    expect(d2.waiting.after_sales.count).toBe(d0.waiting.after_sales.count + 1);
    expect(d2.waiting.refunds).toEqual(d0.waiting.refunds);
    const approve = await t.call('POST', '/api/admin/after_sale/decide', {
      as: m,
      body: { id: applied.data.id, action: 'approve' },
    });
    expect(approve.status, approve.message).toBe(200);
    const d3 = await dashboard(ops);
    expect(d3.waiting.after_sales.count).toBe(d0.waiting.after_sales.count);
    expect(d3.waiting.refunds).toEqual({
      count: d0.waiting.refunds.count + 1,
      amount: d0.waiting.refunds.amount + a.amount - 1,
    });

    // a withdrawal requested waits until settled
    const w = await walletUser(t, { reward: 5000 });
    const wd = await t.call('POST', '/api/user/pay/extract_amount', {
      as: w.actor,
      body: { amount: 2000, bank_card_id: w.card.id, pay_password: PAY_PASSWORD },
    });
    expect(wd.code, wd.message).toBe(200);
    const d4 = await dashboard(ops);
    expect(d4.waiting.withdrawals).toEqual({
      count: d0.waiting.withdrawals.count + 1,
      amount: d0.waiting.withdrawals.amount + 2000,
    });

    // low stock: at the line counts, one above does not; the list is the lowest first
    await setStock(t, b.s.sku_id, LOW_STOCK_LINE + 1);
    await setStock(t, c.s.sku_id, LOW_STOCK_LINE + 1);
    const l0 = (await dashboard(ops)).low_stock;
    await setStock(t, b.s.sku_id, LOW_STOCK_LINE);
    const l1 = (await dashboard(ops)).low_stock;
    expect(l1.line).toBe(LOW_STOCK_LINE);
    expect(l1.total).toBe(l0.total + 1);
    await setStock(t, c.s.sku_id, 0);
    const l2 = (await dashboard(ops)).low_stock;
    expect(l2.total).toBe(l0.total + 2);
    expect(l2.list.length).toBeLessThanOrEqual(10);
    const stocks = l2.list.map((r) => r.stock);
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y));
    expect(stocks.every((q) => q <= LOW_STOCK_LINE)).toBe(true);
    if (!l2.list.some((r) => r.sku_id === c.s.sku_id)) {
      // ten others at 0 came first: all of the list is then at 0
      expect(stocks.every((q) => q === 0)).toBe(true);
    } else {
      expect(l2.list.find((r) => r.sku_id === c.s.sku_id)).toMatchObject({
        goods_id: c.s.goods_id,
        title: c.s.title,
        stock: 0,
        seller_id: c.s.seller_id,
      });
    }
  });

  it('turns the day and the week at 00:00 China time, Monday for the week', async () => {
    // Sunday 2027-03-21 23:58 China time
    setClock(china(2027, 3, 21, 23, 58));
    const ops = await opsActor(t, 'finance');
    const d0 = await dashboard(ops);
    expect(d0.week.from).toBe(china(2027, 3, 15, 0));
    const u = await buyer(t);
    const o = await order(u);
    const d1 = await dashboard(ops);
    expect(d1.today.current.orders - d0.today.current.orders).toBe(1);
    expect(d1.week.current.sales - d0.week.current.sales).toBe(o.amount);

    // two minutes later: Monday 00:00:xx, a new day and a new week
    setClock(china(2027, 3, 22, 0, 0) + 30);
    const d2 = await dashboard(ops);
    expect(d2.today.from).toBe(china(2027, 3, 22, 0));
    expect(d2.week.from).toBe(china(2027, 3, 22, 0));
    expect(d2.today.current).toEqual({ sales: 0, orders: 0, payers: 0 });
    expect(d2.week.current).toEqual({ sales: 0, orders: 0, payers: 0 });
    expect(d2.series.at(-1)).toMatchObject({ day: '2027-03-22', sales: 0, orders: 0 });
    // Sunday's order is Sunday's point of the series
    expect(d2.series.at(-2)!.day).toBe('2027-03-21');
    expect(d2.series.at(-2)!.sales).toBe(d1.series.at(-1)!.sales);
    expect(d2.series.at(-2)!.orders).toBe(d1.series.at(-1)!.orders);
  });

  it('compares with the same elapsed span of yesterday and of last week', async () => {
    // Tuesday 2027-04-06 09:00 China time: an order paid; a day later at 08:00 it is yesterday's
    // earlier span, at 10:00 the same
    setClock(china(2027, 4, 6, 9));
    const u = await buyer(t);
    const o = await order(u);
    setClock(china(2027, 4, 7, 8));
    const ops = await opsActor(t, 'owner');
    const early = await dashboard(ops);
    expect(early.today.previous.orders).toBe(0);
    setClock(china(2027, 4, 7, 10));
    const late = await dashboard(ops);
    expect(late.today.previous).toEqual({ sales: o.amount, orders: 1, payers: 1 });
    // the week (from Monday 04-05) holds it as this week's
    expect(late.week.current.orders).toBe(1);
    expect(late.week.previous.orders).toBe(0);
  });

  it('refuses roles without dashboard.view (403) and no session (401)', async () => {
    for (const role of ['service', 'moderator'] as const) {
      const as = await opsActor(t, role);
      const res = await t.call('GET', '/api/ops/dashboard', { as });
      expect(res.status).toBe(403);
      expect(res.data).toMatchObject({ reason: 'permission', permission: 'dashboard.view' });
    }
    expect((await t.call('GET', '/api/ops/dashboard')).status).toBe(401);
    const consumer = await t.user();
    expect((await t.call('GET', '/api/ops/dashboard', { as: consumer })).status).toBe(401);
  });
});

describe('operator reset', () => {
  const login = (username: string, password: string) =>
    t.call<OpsLoginData>('POST', '/api/ops/login', { body: { username, password } });
  const reset = (as: Actor, body: Record<string, string | number>) =>
    t.call<OperatorReset>('POST', '/api/ops/operators/reset', { as, body });
  const auditRows = (id: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ops.operator_reset')
      .where('object_id', '=', String(id))
      .execute();

  it('gives a new password once and clears TOTP: old sessions end, the money role enrols again; audited without secrets', async () => {
    const owner = await opsActor(t, 'owner');
    const fin = await opsOperator(t, 'finance');
    const s = await opsSessionOf(t, fin.id);
    expect((await t.call('GET', '/api/ops/me', { as: s })).status).toBe(200);

    const res = await reset(owner, { id: fin.id, password: 'true', totp: 'true' });
    expect(res.code, res.message).toBe(200);
    expect(res.data.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(res.data.operator).toMatchObject({ id: fin.id, totp_enabled: false, role: 'finance' });
    expect((await t.call('GET', '/api/ops/me', { as: s })).status).toBe(401);
    expect((await login(fin.username, OPS_TEST_PASSWORD)).status).toBe(422);

    const again = await login(fin.username, res.data.password!);
    expect(again.code, again.message).toBe(200);
    expect(again.data.status).toBe('ok'); // no TOTP step any more
    const token = again.data.status === 'ok' ? again.data.token : '';
    const blocked = await t.call('GET', '/api/ops/dashboard', { as: { id: fin.id, token } });
    expect(blocked.status).toBe(403);
    expect(blocked.data).toMatchObject({ reason: 'totp_required' });

    const rows = await auditRows(fin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.operator_id).toBe(owner.id);
    expect(rows[0]!.object_type).toBe('operator');
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ totp_enabled: true });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
      totp_enabled: false,
      password_reset: true,
      totp_reset: true,
    });
    const text = `${rows[0]!.before_json}${rows[0]!.after_json}`;
    expect(text).not.toContain(res.data.password!);
    expect(text).not.toMatch(/hash|secret/);
  });

  it('resets the password only: TOTP stays, the lock is cleared; TOTP only answers no password', async () => {
    const owner = await opsActor(t, 'owner');
    const op = await opsOperator(t, 'operations');
    await db()
      .updateTable('operators')
      .set({ failed_logins: 5, locked_until: t.clock.now() + 900 })
      .where('id', '=', op.id)
      .execute();
    const res = await reset(owner, { id: op.id, password: '1' });
    expect(res.code, res.message).toBe(200);
    expect(res.data.operator.totp_enabled).toBe(true);
    expect(res.data.operator.locked_until).toBe(0);
    const again = await login(op.username, res.data.password!);
    expect(again.code, again.message).toBe(200);
    expect(again.data.status).toBe('totp');

    const totpOnly = await reset(owner, { id: op.id, totp: 'true' });
    expect(totpOnly.code, totpOnly.message).toBe(200);
    expect(totpOnly.data.password).toBeNull();
    expect(totpOnly.data.operator.totp_enabled).toBe(false);
    const third = await login(op.username, res.data.password!);
    expect(third.data.status).toBe('ok');
    expect(await auditRows(op.id)).toHaveLength(2);
  });

  it('refuses yourself, nothing to reset, an unknown id and bad input (422) with the database unchanged; other roles 403', async () => {
    const owner = await opsActor(t, 'owner');
    const op = await opsOperator(t, 'service');
    const others = await Promise.all(
      (['operations', 'finance', 'service'] as const).map((role) => opsActor(t, role)),
    );
    const before = await t.snapshot(['operator_sessions']);
    const self = await reset(owner, { id: owner.id, password: 'true' });
    expect(self.status).toBe(422);
    expect(self.message).toMatch(/^id/);
    const nothing = await reset(owner, { id: op.id });
    expect(nothing.status).toBe(422);
    expect(nothing.message).toMatch(/^password/);
    const off = await reset(owner, { id: op.id, password: 'false', totp: '0' });
    expect(off.status).toBe(422);
    const missing = await reset(owner, { id: 999999, password: 'true' });
    expect(missing.status).toBe(422);
    expect(missing.message).toMatch(/^id/);
    const bad = await reset(owner, { id: 'x', password: 'true' });
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/id/);
    const badFlag = await reset(owner, { id: op.id, password: 'maybe' });
    expect(badFlag.status).toBe(422);
    expect(badFlag.message).toMatch(/password/);
    for (const as of others) {
      const res = await reset(as, { id: op.id, password: 'true' });
      expect(res.status).toBe(403);
    }
    expect(await t.snapshot(['operator_sessions'])).toBe(before);
  });
});
