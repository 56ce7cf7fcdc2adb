import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '../../src/server/modules/order/order.state';
import { sweepGroups } from '../../src/server/modules/promo/group.service';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import {
  buyer,
  clientKey,
  freshSkus,
  orderRow,
  PAY_PASSWORD,
  payOnline,
  setPayPassword,
  setStock,
  stockOf,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('promo-group bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const HOUR = 3600;

/** A running type-4 activity of one fresh SKU (stock 50): its activity goods id and SKU. */
async function groupGoods(size: number, expireHours = 24) {
  const now = t.clock.now();
  // SKUs already in an activity are skipped, so offset 0 is a new SKU every time
  const [s] = await freshSkus(t, { stock: 50, offset: 0, maxPrice: 20000 });
  const a = await db()
    .insertInto('activities')
    .values({
      type: 4,
      title: `${size}人团`,
      start_at: now - HOUR,
      end_at: now + 30 * 24 * HOUR,
      status: 1,
      rules: JSON.stringify({ group_size: size, expire_hours: expireHours }),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ag = await db()
    .insertInto('activity_goods')
    .values({
      activity_id: a.id,
      goods_id: s!.goods_id,
      sku_id: s!.sku_id,
      price: Math.max(1, Math.floor(s!.price * 0.7)),
      limit_per_user: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ag: ag.id, sku: s!.sku_id, activityId: a.id };
}

const buy = (as: Actor, ag: number, groupId?: number) =>
  t.call('POST', '/api/order/buy', {
    as,
    body: {
      activity_goods_id: ag,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
      ...(groupId ? { group_id: groupId } : {}),
    },
  });

async function buyOk(as: Actor, ag: number, groupId?: number) {
  const r = await buy(as, ag, groupId);
  expect(r.code, r.message).toBe(200);
  return r.data as { trade_no: string; order_ids: number[]; pay_amount: number };
}

async function payBalance(u: Actor, r: { trade_no: string; pay_amount: number }) {
  await setPayPassword(t, u.id, r.pay_amount);
  const p = await t.call('POST', '/api/pay/pay', {
    as: u,
    body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(p.code, p.message).toBe(200);
}

const groupOf = async (orderId: number) =>
  db()
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .selectAll('g')
    .where('m.order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const spell = (query: Record<string, number>, as?: Actor) =>
  t.call('GET', '/api/activity/spell_group_user_list', { as, query });

describe('group buying', () => {
  it('open + join by two users: success once both paid; a third joiner is refused', async () => {
    const { ag } = await groupGoods(2);
    const [a, b, c] = [await buyer(t), await buyer(t), await buyer(t)];
    const ra = await buyOk(a, ag);
    const g = await groupOf(ra.order_ids[0]!);
    expect(g).toMatchObject({ leader_user_id: a.id, size: 2, status: 'open' });
    expect(g.expires_at).toBe(g.created_at + 24 * HOUR);
    // not shown to others before the leader paid
    expect((await spell({ activity_goods_id: ag })).data.groups).toEqual([]);
    await payBalance(a, ra);
    const listed = await spell({ activity_goods_id: ag }, b);
    expect(listed.code, listed.message).toBe(200);
    expect(listed.data.groups).toHaveLength(1);
    expect(listed.data.groups[0]).toMatchObject({
      id: g.id,
      paid_count: 1,
      need: 1,
      status: 'open',
      joined_by_me: false,
      members: [{ user_id: a.id, is_leader: true }],
    });
    expect(listed.data.server_time).toBeGreaterThan(0);

    // the leader cannot join the own group
    const own = await buy(a, ag, g.id);
    expect([own.code, own.message]).toEqual([423, '不能参加自己发起的团']);

    const rb = await buyOk(b, ag, g.id);
    expect((await groupOf(rb.order_ids[0]!)).id).toBe(g.id);
    // B's unpaid order holds the last place
    const again = await buy(b, ag, g.id);
    expect([again.code, again.message]).toEqual([423, '您已在该团中']);
    const early = await buy(c, ag, g.id);
    expect([early.code, early.message]).toEqual([423, '该团已满员']);

    await payOnline(t, b, rb.trade_no);
    const done = await db()
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', g.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('success');
    expect(done.finished_at).not.toBeNull();

    const before = await t.snapshot();
    const late = await buy(c, ag, g.id);
    expect([late.code, late.message]).toEqual([423, '该团已满员']);
    expect(await t.snapshot()).toBe(before);

    const one = await spell({ group_id: g.id });
    expect(one.data.groups[0]).toMatchObject({ status: 'success', paid_count: 2, need: 0 });
    expect((await spell({ activity_goods_id: ag })).data.groups).toEqual([]);

    const mine = await t.call('GET', '/api/user/my_group', { as: b, query: { status: 'success' } });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({
      order_id: rb.order_ids[0],
      order_status: ORDER.PAID,
      is_leader: false,
      paid: true,
      group: { id: g.id, status: 'success', joined_by_me: true },
    });
    expect(mine.data.list[0].goods.title).toBeTruthy();
    const info = await t.call('GET', '/api/user/order_info', {
      as: a,
      query: { order_id: ra.order_ids[0]! },
    });
    expect(info.data.group_id).toBe(g.id);
  });

  it('open_groups counts the joinable groups of a goods in the list and the detail', async () => {
    const { ag, activityId } = await groupGoods(2);
    const { ag: other } = await groupGoods(2);
    const counts = async () => {
      const list = await t.call('GET', '/api/activity/goods_activity_list', {
        query: { type: 4, activity_id: activityId },
      });
      expect(list.code, list.message).toBe(200);
      const info = await t.call('GET', '/api/activity/goods_activity_info', {
        query: { activity_goods_id: ag },
      });
      expect(info.code, info.message).toBe(200);
      return [list.data.list.find((i: any) => i.id === ag).open_groups, info.data.open_groups];
    };
    expect(await counts()).toEqual([0, 0]);
    const [a, b, c] = [await buyer(t), await buyer(t), await buyer(t)];
    // an unpaid leader's group cannot be joined yet: not counted
    const ra = await buyOk(a, ag);
    expect(await counts()).toEqual([0, 0]);
    await payBalance(a, ra);
    const rc = await buyOk(c, ag);
    await payBalance(c, rc);
    // another goods' group is not counted here
    await payBalance(b, await buyOk(b, other));
    expect(await counts()).toEqual([2, 2]);
    // a full group is no longer open
    const g = await groupOf(ra.order_ids[0]!);
    const rb = await buyOk(b, ag, g.id);
    await payBalance(b, rb);
    expect(await counts()).toEqual([1, 1]);
    // expired groups are not counted, even before the sweeper fails them
    t.clock.advance(25 * HOUR);
    expect(await counts()).toEqual([0, 0]);
  });

  it('two joiners racing for the last place: exactly one gets it', async () => {
    const { ag } = await groupGoods(2);
    const leader = await buyer(t);
    const r = await buyOk(leader, ag);
    await payBalance(leader, r);
    const g = await groupOf(r.order_ids[0]!);
    const joiners = await Promise.all(Array.from({ length: 4 }, () => buyer(t)));
    const res = await Promise.all(joiners.map((u) => buy(u, ag, g.id)));
    expect(res.filter((x) => x.code === 200)).toHaveLength(1);
    for (const x of res.filter((y) => y.code !== 200)) expect(x.code).toBe(423);
    const members = await db()
      .selectFrom('group_members')
      .select('id')
      .where('group_id', '=', g.id)
      .execute();
    expect(members).toHaveLength(2);
  });

  it('refuses wrong groups with 422/423 and changes nothing', async () => {
    const { ag } = await groupGoods(2, 1);
    const other = await groupGoods(2);
    const [a, b] = [await buyer(t), await buyer(t)];
    const ra = await buyOk(a, ag);
    await payBalance(a, ra);
    const g = await groupOf(ra.order_ids[0]!);
    const [plain] = await freshSkus(t, { stock: 5, offset: 0 });
    const before = await t.snapshot();
    const wrongGoods = await buy(b, other.ag, g.id);
    expect(wrongGoods.code).toBe(422);
    expect(wrongGoods.message).toContain('group_id');
    const missing = await buy(b, ag, 987654);
    expect(missing.code).toBe(422);
    // group_id on goods that are not a group buy
    const notGroup = await t.call('POST', '/api/order/buy', {
      as: b,
      body: {
        goods_id: plain!.goods_id,
        sku_id: plain!.sku_id,
        num: 1,
        coupon_user_id: 0,
        client_key: clientKey(),
        group_id: g.id,
      },
    });
    expect(notGroup.code).toBe(422);
    expect(await t.snapshot()).toBe(before);

    // expired but not yet swept: joining is refused all the same
    t.clock.advance(HOUR + 1);
    const expired = await buy(b, ag, g.id);
    expect([expired.code, expired.message]).toEqual([423, '该团已结束']);
  });

  it('expiry: the group fails, both paid orders are refunded once, the unpaid joiner closed', async () => {
    const { ag, sku } = await groupGoods(3, 1);
    await setStock(t, sku, 40);
    const [d, e, f] = [await buyer(t), await buyer(t), await buyer(t)];
    const rd = await buyOk(d, ag);
    await payBalance(d, rd);
    const g = await groupOf(rd.order_ids[0]!);
    const re = await buyOk(e, ag, g.id);
    await payOnline(t, e, re.trade_no);
    const rf = await buyOk(f, ag, g.id);
    expect(await stockOf(t, sku)).toBe(37);
    const od = rd.order_ids[0]!;
    const oe = re.order_ids[0]!;
    const of = rf.order_ids[0]!;
    expect((await orderRow(t, od)).status).toBe(ORDER.PAID);
    expect((await orderRow(t, oe)).status).toBe(ORDER.PAID);
    expect(
      await db()
        .selectFrom('groups')
        .select('status')
        .where('id', '=', g.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'open' });

    // not yet: nothing happens
    expect(await sweepGroups(t.app, t.clock.now())).toEqual({ failed: 0, released: 0 });

    t.clock.advance(HOUR + 1);
    const first = await sweepGroups(t.app, t.clock.now());
    const second = await sweepGroups(t.app, t.clock.now());
    expect(second).toEqual({ failed: 0, released: 0 });
    // (other tests' expired groups fail too: the sweep is global)
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(first.released).toBeGreaterThanOrEqual(3);

    const group = await db()
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', g.id)
      .executeTakeFirstOrThrow();
    expect(group.status).toBe('failed');
    for (const [id, amount] of [
      [od, rd.pay_amount],
      [oe, re.pay_amount],
    ] as const) {
      const o = await orderRow(t, id);
      expect(o.status).toBe(ORDER.CLOSED);
      expect(o.close_reason).toBe('拼团失败，已自动退款');
      const refunds = await db()
        .selectFrom('refunds as r')
        .innerJoin('after_sales as a', 'a.id', 'r.after_sale_id')
        .select(['r.amount', 'a.status', 'a.type'])
        .where('a.order_id', '=', id)
        .execute();
      expect(refunds).toEqual([{ amount, status: 3, type: 'refund' }]);
      const ledger = await db()
        .selectFrom('stock_ledger')
        .select(['delta', 'reason'])
        .where('idempotency_key', '=', `group:${g.id}:order:${id}:${sku}`)
        .execute();
      expect(ledger).toEqual([{ delta: 1, reason: 'release' }]);
    }
    // the wallet payment came back to the balance; the online one through the provider
    const dUser = await db()
      .selectFrom('users')
      .select('balance')
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(dUser.balance).toBe(rd.pay_amount);
    const payE = await db()
      .selectFrom('payments')
      .selectAll()
      .where('trade_no', '=', re.trade_no)
      .executeTakeFirstOrThrow();
    expect([payE.status, payE.refunded]).toEqual(['refunded', re.pay_amount]);
    const refundLedger = await db()
      .selectFrom('wallet_ledger')
      .select('delta')
      .where('user_id', '=', d.id)
      .where('reason', '=', 'order_refund')
      .execute();
    expect(refundLedger).toEqual([{ delta: rd.pay_amount }]);
    // the unpaid joiner's order closed, its stock back: all three units are in the warehouse
    expect((await orderRow(t, of)).status).toBe(ORDER.CLOSED);
    expect(await stockOf(t, sku)).toBe(40);
    const released = await db()
      .selectFrom('group_members')
      .select('released_at')
      .where('group_id', '=', g.id)
      .execute();
    expect(released.every((m) => m.released_at !== null)).toBe(true);

    // the failed group is not offered any more and shows as failed in my groups
    expect((await spell({ activity_goods_id: ag })).data.groups).toEqual([]);
    const mine = await t.call('GET', '/api/user/my_group', { as: e, query: { status: 'failed' } });
    expect(mine.data.list.map((x: { order_id: number }) => x.order_id)).toEqual([oe]);
    expect(mine.data.list[0].order_status).toBe(ORDER.CLOSED);
  });

  it('a read fails an expired group and refunds it (no sweeper run)', async () => {
    const { ag } = await groupGoods(2, 1);
    const a = await buyer(t);
    const ra = await buyOk(a, ag);
    await payBalance(a, ra);
    const g = await groupOf(ra.order_ids[0]!);
    t.clock.advance(HOUR + 1);
    const mine = await t.call('GET', '/api/user/my_group', { as: a });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.data.list[0]).toMatchObject({ group: { id: g.id, status: 'failed' } });
    expect((await orderRow(t, ra.order_ids[0]!)).status).toBe(ORDER.CLOSED);
    const refunds = await db()
      .selectFrom('refunds')
      .select('amount')
      .where('trade_no', '=', ra.trade_no)
      .execute();
    expect(refunds).toEqual([{ amount: ra.pay_amount }]);
    expect(await sweepGroups(t.app, t.clock.now())).toEqual({ failed: 0, released: 0 });
  });

  it('refuses bad input on the group routes and on buy with group_id', async () => {
    const { ag, sku } = await groupGoods(2);
    const a = await buyer(t);
    const ra = await buyOk(a, ag);
    await payBalance(a, ra);
    const g = await groupOf(ra.order_ids[0]!);
    expect((await t.call('GET', '/api/user/my_group')).code).toBe(401);
    const none = await t.call('GET', '/api/activity/spell_group_user_list');
    expect(none.code).toBe(422);
    expect(none.message).toContain('activity_goods_id');
    badCases.spell_group_user_list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/activity/spell_group_user_list',
      as: a,
      valid: { activity_goods_id: ag },
    });
    badCases.spell_group_by_id = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/activity/spell_group_user_list',
      valid: { group_id: g.id },
      optional: ['group_id'],
    });
    badCases.my_group = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/my_group',
      as: a,
      valid: { status: 'open', page: 1, limit: 10 },
      optional: ['status', 'page', 'limit'],
    });
    // no stock left: every buy fails, so only the refusals of the input are exercised
    await setStock(t, sku, 0);
    const b = await buyer(t);
    badCases.buy_group = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/order/buy',
      as: b,
      valid: {
        activity_goods_id: ag,
        num: 1,
        coupon_user_id: 0,
        client_key: clientKey(),
        group_id: g.id,
      },
      fixed: ['client_key'],
      optional: ['num', 'coupon_user_id', 'group_id', 'activity_goods_id'],
    });
  });
});
