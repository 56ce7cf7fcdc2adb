/**
 * Group buying, activity type 4 (docs/api-promotions.md "Group buying").
 *
 * - `joinOrOpenGroup` runs inside the buy transaction once the order rows exist: no group_id
 *   opens a group (the buyer leads it), a group_id joins it. Joining takes the group's row
 *   first (a conditional no-op update: open and not expired), so two buyers of the last place
 *   are serialised; a place is held by a member whose order is not closed.
 * - `onOrdersPaid` is the settle hook (registered by promo.routes.ts as an orders-paid hook of
 *   payment-kinds.ts; payment.service.ts settleTrade, kind `order`, calls it): the
 *   membership counts from payment; the group whose paid members reach `size` becomes
 *   `success` by a conditional update `open → success` after taking the group's row.
 * - `sweepGroups` (every 30 s, and before the group reads) turns expired open groups `failed`
 *   by one conditional update, then releases each member of a failed group exactly once (the
 *   claim `released_at is null → now`): a paid order is refunded in full through the
 *   after-sale refund path (`refunds` row + `refundTrade`, stock back to the warehouse with a
 *   ledger row, order closed, coupon back), an unpaid one is closed (`closeUnpaidOrder`: stock
 *   and coupon back) so nobody can pay into a failed group. A payment that still lands on a
 *   failed group (paid in the same instant) is released the same way after its commit.
 *
 * Lock order (PostgreSQL) follows the settle path: payment row, order row, member row, group
 * row, so a release and a late payment of the same order wait for each other, never deadlock.
 */
import { sql } from 'kysely';
import type { ListData } from '../../../shared/contract';
import type { GroupStatus, GroupView, MyGroup } from '../../../shared/contract/promo';
import type { AppContext } from '../../context';
import { isPostgres, type Db, type Executor, type Tx } from '../../db';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { invalid, locked } from '../../lib/reply';
import { afterOrderRefund } from '../activity/activity.service';
import { notifyGroupFailed, notifyGroupSuccess } from '../message/message.notify';
import { refundedOf } from '../order/order.repository';
import { queueMerchantOrderEvents, runAfterCommit } from '../order/order-events';
import { closeUnpaidOrder, returnStock } from '../order/order.service';
import { AFTER_SALE, AFTER_SALE_OPEN, ORDER, addEvent, transition } from '../order/order.state';
import type { AfterCommit } from '../payment/payment-kinds';
import { refundTrade, submitRefunds } from '../payment/payment.service';
import { releaseCouponAfterRefund } from './coupon.service';
import { orderEvent } from '../order/order-event-text';

export const GROUP_TYPE = 4;
const DEFAULT_GROUP_SIZE = 2;
const DEFAULT_EXPIRE_HOURS = 24;
/** How often the sweeper fails expired groups and releases their members, ms. */
export const GROUP_SWEEP_INTERVAL_MS = 30_000;
const FAIL_TEXT = '拼团失败，已自动退款';
const FAIL_CLOSE_TEXT = '拼团失败，订单已关闭';
/** Order states whose money was paid (a failed group refunds them). */
const PAID_STATES = [ORDER.PAID, ORDER.SHIPPED, ORDER.RECEIVED, ORDER.REVIEWED];

/** size and expiry of a type-4 activity's rules (`group_size`, `expire_hours`). */
export function groupRules(rules: string): { size: number; expireS: number } {
  const r = parseJson<{ group_size?: unknown; expire_hours?: unknown }>(rules, {});
  const n = (v: unknown, d: number, max: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : d;
  return {
    size: n(r.group_size, DEFAULT_GROUP_SIZE, 100),
    expireS: n(r.expire_hours, DEFAULT_EXPIRE_HOURS, 24 * 30) * 3600,
  };
}

/**
 * The group step of a type-4 purchase, inside the buy transaction after the order exists.
 * Returns the group's id (null for other activity types). Refusals: 422 when the group does
 * not exist or is of other goods, 423 when it is full, over, the caller's own or joined.
 */
export async function joinOrOpenGroup(
  tx: Executor,
  p: {
    userId: number;
    orderId: number;
    activityGoodsId: number;
    activityType: number;
    groupId?: number;
    now: number;
    lang: Lang;
  },
): Promise<number | null> {
  const { lang, now } = p;
  if (p.activityType !== GROUP_TYPE) {
    if (p.groupId) throw invalid(`group_id: ${t(lang, 'promo.groupNotGroupGoods')}`);
    return null;
  }
  if (!p.groupId) {
    const a = await tx
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select(['a.id', 'a.rules'])
      .where('ag.id', '=', p.activityGoodsId)
      .executeTakeFirstOrThrow();
    const rules = groupRules(a.rules);
    const g = await tx
      .insertInto('groups')
      .values({
        activity_id: a.id,
        activity_goods_id: p.activityGoodsId,
        leader_user_id: p.userId,
        size: rules.size,
        expires_at: now + rules.expireS,
        finished_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('group_members')
      .values({ group_id: g.id, user_id: p.userId, order_id: p.orderId, joined_at: now })
      .execute();
    return g.id;
  }
  const g = await tx
    .selectFrom('groups')
    .selectAll()
    .where('id', '=', p.groupId)
    .executeTakeFirst();
  if (!g) throw invalid(`group_id: ${t(lang, 'promo.groupNotFound')}`);
  if (g.activity_goods_id !== p.activityGoodsId) {
    throw invalid(`group_id: ${t(lang, 'promo.groupWrongGoods')}`);
  }
  // takes the group's row: joiners of one group go one at a time from here
  const open = await tx
    .updateTable('groups')
    .set({ size: sql<number>`size` })
    .where('id', '=', g.id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(open.numUpdatedRows) !== 1) {
    throw locked(t(lang, g.status === 'success' ? 'promo.groupFull' : 'promo.groupExpired'));
  }
  if (g.leader_user_id === p.userId) throw locked(t(lang, 'promo.groupOwn'));
  const held = await tx
    .selectFrom('group_members as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.user_id'])
    .where('m.group_id', '=', g.id)
    .where('o.status', '!=', ORDER.CLOSED)
    .execute();
  if (held.some((m) => m.user_id === p.userId)) throw locked(t(lang, 'promo.groupMember'));
  if (held.length >= g.size) throw locked(t(lang, 'promo.groupFull'));
  // a member whose earlier order closed unpaid takes the place again with the new order
  const again = await tx
    .updateTable('group_members')
    .set({ order_id: p.orderId, joined_at: now, paid_at: null })
    .where('group_id', '=', g.id)
    .where('user_id', '=', p.userId)
    .executeTakeFirst();
  if (Number(again.numUpdatedRows) === 0) {
    await tx
      .insertInto('group_members')
      .values({ group_id: g.id, user_id: p.userId, order_id: p.orderId, joined_at: now })
      .execute();
  }
  return g.id;
}

/**
 * The settle hook: the paid orders' memberships count from now; a group whose paid members
 * reach its size becomes `success`. A payment landing on a failed group is released after
 * the commit. Runs inside the transaction that won the trade's `pending → paid`.
 */
export async function onOrdersPaid(
  tx: Tx,
  orderIds: readonly number[],
  now: number,
  afterCommit: AfterCommit[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const members = await tx
    .selectFrom('group_members')
    .select(['id', 'group_id'])
    .where('order_id', 'in', [...orderIds])
    .execute();
  for (const m of members) {
    await tx
      .updateTable('group_members')
      .set({ paid_at: now })
      .where('id', '=', m.id)
      .where('paid_at', 'is', null)
      .execute();
    // the group's row: two members paying at once count one after the other
    const open = await tx
      .updateTable('groups')
      .set({ size: sql<number>`size` })
      .where('id', '=', m.group_id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .returning(['size'])
      .executeTakeFirst();
    if (!open) {
      // paid into a group that is over: it fails (if not yet) and this order is refunded
      afterCommit.push((app) => {
        // on failure the sweeper releases it on its next run
        failAndRelease(app, m.group_id, app.clock.now()).catch(() => undefined);
      });
      continue;
    }
    if ((await paidCount(tx, m.group_id)) >= open.size) {
      const won = await tx
        .updateTable('groups')
        .set({ status: 'success', finished_at: now })
        .where('id', '=', m.group_id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      // message centre (modules/message): every paid member, once, when the group succeeds
      if (Number(won.numUpdatedRows) === 1)
        await notifyGroupSuccess(tx, m.group_id, now, afterCommit);
    }
  }
}

async function paidCount(db: Executor, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('group_members as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('m.group_id', '=', groupId)
    .where('m.paid_at', 'is not', null)
    .where('o.status', 'in', PAID_STATES)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Refunds a paid member's order in full through the after-sale refund path: an open request
 * of the buyer ends (rejected with the reason), a refunded after-sale row records the refund,
 * `refundTrade` pays it back the way it came; before shipping the stock goes back to the
 * warehouse (ledger reason `release`) and the order closes; the coupon comes back.
 */
async function refundMemberOrder(
  tx: Tx,
  app: AppContext,
  orderId: number,
  groupId: number,
  now: number,
  afterCommit: AfterCommit[],
  submit: number[],
): Promise<void> {
  const order = await tx
    .selectFrom('orders')
    .select(['id', 'user_id', 'trade_no', 'status', 'pay_amount'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!(PAID_STATES as number[]).includes(order.status)) return;
  await tx
    .updateTable('after_sales')
    .set({ status: AFTER_SALE.REJECTED, reject_reason: FAIL_TEXT, updated_at: now })
    .where('order_id', '=', order.id)
    .where('status', 'in', AFTER_SALE_OPEN)
    .execute();
  const amount = Number(order.pay_amount) - (await refundedOf(tx, order.id));
  if (amount > 0) {
    const as = await tx
      .insertInto('after_sales')
      .values({
        order_id: order.id,
        user_id: order.user_id,
        type: 'refund',
        reason: FAIL_TEXT,
        amount,
        status: AFTER_SALE.REFUNDED,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refundTrade(
      tx,
      { afterSaleId: as.id, tradeNo: order.trade_no, userId: order.user_id, amount, now },
      submit,
    );
    await addEvent(tx, order.id, 'refund', orderEvent('groupFailedRefund', { amount }), now);
  }
  await tx.updateTable('orders').set({ after_sale: 0 }).where('id', '=', order.id).execute();
  if (order.status === ORDER.PAID) {
    const items = await tx
      .selectFrom('order_items')
      .select(['sku_id', 'goods_id', sql<number>`sum(quantity)`.as('n')])
      .where('order_id', '=', order.id)
      .groupBy(['sku_id', 'goods_id'])
      .execute();
    for (const it of items) {
      const n = Number(it.n);
      await returnStock(tx, it.sku_id, n, {
        key: `group:${groupId}:order:${order.id}:${it.sku_id}`,
        ref: `order:${order.id}`,
        operator: 'group',
        now,
        reason: 'release',
      });
      await tx
        .updateTable('goods')
        .set({ sales: sql<number>`case when sales >= ${n} then sales - ${n} else 0 end` })
        .where('id', '=', it.goods_id)
        .execute();
    }
    await transition(tx, order.id, [ORDER.PAID], ORDER.CLOSED, {
      now,
      extra: { closed_at: now, close_reason: FAIL_TEXT },
      event: { kind: 'closed', ...orderEvent('groupFailed') },
    });
  }
  await releaseCouponAfterRefund(tx, order.id, now);
  // what else a full refund gives back (points of a points exchange, modules/activity)
  await afterOrderRefund(tx, order.id, now);
  await queueMerchantOrderEvents(tx, [order.id], afterCommit);
}

/** Releases one member of a failed group (its own transaction); false when already released. */
async function releaseMember(
  app: AppContext,
  member: { id: number; group_id: number; order_id: number },
  now: number,
): Promise<boolean> {
  const { db } = app.database;
  const afterCommit: AfterCommit[] = [];
  const submit: number[] = [];
  const done = await db.transaction().execute(async (tx) => {
    if (isPostgres(tx)) {
      // the settle path's lock order: payment row, then order row, then member row
      const o = await tx
        .selectFrom('orders')
        .select('trade_no')
        .where('id', '=', member.order_id)
        .executeTakeFirst();
      if (o) {
        await tx
          .selectFrom('payments')
          .select('id')
          .where('trade_no', '=', o.trade_no)
          .forUpdate()
          .execute();
      }
      await tx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', member.order_id)
        .forUpdate()
        .execute();
    }
    const claim = await tx
      .updateTable('group_members')
      .set({ released_at: now })
      .where('id', '=', member.id)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const closedNow = await closeUnpaidOrder(
      tx,
      member.order_id,
      FAIL_CLOSE_TEXT,
      now,
      'group',
      afterCommit,
    );
    if (!closedNow) {
      await refundMemberOrder(tx, app, member.order_id, member.group_id, now, afterCommit, submit);
    }
    await notifyGroupFailed(tx, member.order_id, now, afterCommit); // message centre
    return true;
  });
  await submitRefunds(app, submit); // online refunds: the provider call, after the commit
  runAfterCommit(app, afterCommit);
  return done;
}

/** Releases the not yet released members of failed groups (all, or of `groupIds`). */
export async function releaseFailedMembers(
  app: AppContext,
  now: number,
  groupIds?: readonly number[],
): Promise<number> {
  const { db } = app.database;
  let q = db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.id', 'm.group_id', 'm.order_id'])
    .where('g.status', '=', 'failed')
    .where('m.released_at', 'is', null);
  if (groupIds) {
    if (groupIds.length === 0) return 0;
    q = q.where('m.group_id', 'in', [...groupIds]);
  }
  const members = await q.orderBy('m.id').limit(500).execute();
  let released = 0;
  for (const m of members) {
    if (await releaseMember(app, m, now)) released += 1;
  }
  return released;
}

/** Fails one group when it is open and expired, then releases its members. */
async function failAndRelease(app: AppContext, groupId: number, now: number): Promise<void> {
  await app.database.db
    .updateTable('groups')
    .set({ status: 'failed', finished_at: now })
    .where('id', '=', groupId)
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .execute();
  await releaseFailedMembers(app, now, [groupId]);
}

/**
 * Fails expired open groups (one conditional update) and releases the members of failed
 * groups. Safe to run any number of times and concurrently: each member is released once.
 */
export async function sweepGroups(
  app: AppContext,
  now: number,
): Promise<{ failed: number; released: number }> {
  const res = await app.database.db
    .updateTable('groups')
    .set({ status: 'failed', finished_at: now })
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const released = await releaseFailedMembers(app, now);
  return { failed: Number(res.numUpdatedRows), released };
}

const maskMobile = (m: string) => (m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

/** Views of groups with their paid members. */
async function groupViews(
  db: Executor,
  groups: Omit<GroupView, 'paid_count' | 'need' | 'members' | 'joined_by_me'>[],
  userId: number | null,
): Promise<GroupView[]> {
  if (groups.length === 0) return [];
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.group_id',
      'm.user_id',
      'm.joined_at',
      'm.paid_at',
      'o.status',
      'u.nickname',
      'u.avatar',
      'u.mobile',
    ])
    .where(
      'm.group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
  return groups.map((g) => {
    const mine = rows.filter((r) => r.group_id === g.id);
    const paid = mine.filter(
      (r) => r.paid_at !== null && (PAID_STATES as number[]).includes(r.status),
    );
    const members = paid
      .map((r) => ({
        user_id: r.user_id,
        nickname: r.nickname || maskMobile(r.mobile),
        avatar: r.avatar,
        is_leader: r.user_id === g.leader_user_id,
        joined_at: Number(r.joined_at),
      }))
      .sort((a, b) => Number(b.is_leader) - Number(a.is_leader));
    return {
      id: g.id,
      activity_id: g.activity_id,
      activity_goods_id: g.activity_goods_id,
      leader_user_id: g.leader_user_id,
      size: g.size,
      status: g.status,
      expires_at: Number(g.expires_at),
      created_at: Number(g.created_at),
      finished_at: g.finished_at === null ? null : Number(g.finished_at),
      paid_count: paid.length,
      need: Math.max(0, g.size - paid.length),
      members,
      joined_by_me:
        userId !== null && mine.some((r) => r.user_id === userId && r.status !== ORDER.CLOSED),
    };
  });
}

const groupColumns = [
  'g.id',
  'g.activity_id',
  'g.activity_goods_id',
  'g.leader_user_id',
  'g.size',
  'g.status',
  'g.expires_at',
  'g.created_at',
  'g.finished_at',
] as const;

/**
 * The open groups of an activity goods that someone can join (not expired, the leader or
 * another member has paid), soonest to expire first; or one group by id in any state.
 */
export async function spellGroups(
  db: Db,
  q: { activityGoodsId?: number; groupId?: number; userId: number | null; now: number },
): Promise<GroupView[]> {
  let query = db.selectFrom('groups as g').select([...groupColumns]);
  if (q.groupId) {
    query = query.where('g.id', '=', q.groupId);
  } else {
    query = query
      .where('g.activity_goods_id', '=', q.activityGoodsId ?? 0)
      .where('g.status', '=', 'open')
      .where('g.expires_at', '>', q.now)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('group_members as m')
            .innerJoin('orders as o', 'o.id', 'm.order_id')
            .select('m.id')
            .whereRef('m.group_id', '=', 'g.id')
            .where('m.paid_at', 'is not', null)
            .where('o.status', 'in', PAID_STATES),
        ),
      )
      .orderBy('g.expires_at')
      .orderBy('g.id')
      .limit(20);
  }
  return groupViews(db, await query.execute(), q.userId);
}

/** The caller's groups with their orders, newest first. */
export async function myGroups(
  db: Db,
  userId: number,
  q: { status?: GroupStatus; page: number; limit: number },
): Promise<ListData<MyGroup>> {
  let base = db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .where('m.user_id', '=', userId);
  if (q.status) base = base.where('g.status', '=', q.status);
  const [rows, total] = await Promise.all([
    base
      .select([
        ...groupColumns,
        'm.order_id',
        'm.paid_at',
        'o.status as order_status',
        'o.pay_amount',
      ])
      .orderBy('m.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  const views = await groupViews(db, rows, userId);
  const items =
    rows.length === 0
      ? []
      : await db
          .selectFrom('order_items')
          .select(['order_id', 'goods_id', 'sku_id', 'title', 'image', 'price'])
          .where(
            'order_id',
            'in',
            rows.map((r) => r.order_id),
          )
          .orderBy('id')
          .execute();
  return {
    list: rows.map((r, i) => {
      const it = items.find((x) => x.order_id === r.order_id);
      return {
        group: views[i] as GroupView,
        order_id: r.order_id,
        order_status: r.order_status,
        pay_amount: Number(r.pay_amount),
        is_leader: r.leader_user_id === userId,
        paid: r.paid_at !== null,
        goods: {
          goods_id: it?.goods_id ?? 0,
          sku_id: it?.sku_id ?? 0,
          title: it?.title ?? '',
          image: it?.image ?? '',
          price: Number(it?.price ?? 0),
        },
      };
    }),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
