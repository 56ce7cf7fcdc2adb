/**
 * Coupons (docs/api-promotions.md "Coupons"): the coupon centre, receiving, the user's coupons,
 * and giving a coupon back when its orders are fully refunded.
 *
 * - Receiving is one transaction: the user's row first (serialises one user's receipts, so the
 *   per-user limit holds under races), then the conditional update `received < total` inside
 *   the window (of N concurrent receivers exactly the remaining ones win), then the
 *   `coupon_users` row. A refusal (none left, limit, window) is 423 and changes nothing.
 * - An order closed unpaid gives its coupon back in `closeUnpaidOrder` (order.service.ts). A
 *   full refund gives it back here once every order of the submission is closed or fully
 *   refunded, and only while the coupon has not expired (an expired coupon stays used: it
 *   could not be used again anyway and would only clutter the overdue list).
 * - Issue 23 (coupons): a template an operator stopped or keeps out of the centre is neither
 *   listed nor taken here; a taken coupon expires at `coupon_users.expires_at` (N days from
 *   taking, or the template's end; null on older rows: the template's end).
 */
import { sql } from 'kysely';
import type { ListData } from '../../../shared/contract';
import type { CentreCoupon, UserCoupon } from '../../../shared/contract/promo';
import type { Db, Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid, locked } from '../../lib/reply';
import { couponExpiry } from '../../../shared/rules/coupon';
import { refundedOf } from '../order/order.repository';
import { ORDER } from '../order/order.state';

/** When a taken coupon (`cu` joined to its template `c`) expires: see the file comment. */
export const COUPON_EXPIRY = sql<number>`coalesce(cu.expires_at, c.end_at)`;

/** The templates the group-gift zone lists (app_config `group_coupons`; [] = the whole centre). */
export function groupCouponIds(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
}

/** The coupon centre: coupons not yet ended, receivable ones first. */
export async function couponCentre(
  db: Executor,
  userId: number | null,
  now: number,
  page: number,
  limit: number,
  /** only these templates (the group-gift zone's choice) */
  only?: number[],
): Promise<ListData<CentreCoupon>> {
  let base = db
    .selectFrom('coupons')
    .where('end_at', '>', now)
    .where('stopped_at', '=', 0)
    .where('in_centre', '=', 1);
  if (only && only.length > 0) base = base.where('id', 'in', only);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('start_at')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  const mine = new Map<number, number>();
  // Issue 19 (brief D): how many of the caller's coupons of each kind are still unused.
  const usable = new Map<number, number>();
  if (userId !== null && rows.length > 0) {
    const counts = await db
      .selectFrom('coupon_users')
      .select([
        'coupon_id',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when status = 0 then 1 else 0 end)`.as('unused'),
      ])
      .where('user_id', '=', userId)
      .where(
        'coupon_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('coupon_id')
      .execute();
    for (const c of counts) {
      mine.set(c.coupon_id, Number(c.n));
      usable.set(c.coupon_id, Number(c.unused ?? 0));
    }
  }
  return {
    list: rows.map((r) => {
      const my = mine.get(r.id) ?? 0;
      const state = r.start_at > now ? 'not_started' : r.end_at <= now ? 'ended' : 'running';
      return {
        id: r.id,
        title: r.title,
        amount: Number(r.amount),
        threshold: Number(r.threshold),
        start_at: Number(r.start_at),
        end_at: Number(r.end_at),
        total: r.total,
        received: r.received,
        per_user_limit: r.per_user_limit,
        rate: r.kind === 1 ? r.rate : 0,
        valid_days: r.valid_days,
        my_received: my,
        my_usable: usable.get(r.id) ?? 0,
        my_state: my === 0 ? 'none' : (usable.get(r.id) ?? 0) > 0 ? 'usable' : 'used',
        can_receive:
          state === 'running' &&
          r.received < r.total &&
          (r.per_user_limit <= 0 || my < r.per_user_limit),
        state,
      };
    }),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** Receives one coupon (see the file comment). Answers the new coupon_users id. */
export async function receiveCoupon(
  db: Db,
  userId: number,
  couponId: number,
  now: number,
  lang: Lang,
): Promise<{ coupon_user_id: number }> {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ status: sql<number>`status` })
      .where('id', '=', userId)
      .execute();
    const c = await tx
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', couponId)
      .executeTakeFirst();
    if (!c || c.in_centre !== 1) throw invalid(`coupon_id: ${t(lang, 'promo.couponNotFound')}`);
    if (c.stopped_at > 0) throw locked(t(lang, 'promo.couponNone'));
    if (c.start_at > now) throw locked(t(lang, 'promo.couponNotStarted'));
    if (c.end_at <= now) throw locked(t(lang, 'promo.couponEnded'));
    if (c.per_user_limit > 0) {
      const mine = await tx
        .selectFrom('coupon_users')
        .select(sql<number>`count(*)`.as('n'))
        .where('coupon_id', '=', couponId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(mine?.n ?? 0) >= c.per_user_limit) {
        throw locked(t(lang, 'promo.couponUserLimit', { n: c.per_user_limit }));
      }
    }
    const taken = await tx
      .updateTable('coupons')
      .set({ received: sql<number>`received + 1` })
      .where('id', '=', couponId)
      .whereRef('received', '<', 'total')
      .where('start_at', '<=', now)
      .where('end_at', '>', now)
      .where('stopped_at', '=', 0)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw locked(t(lang, 'promo.couponNone'));
    const row = await tx
      .insertInto('coupon_users')
      .values({
        coupon_id: couponId,
        user_id: userId,
        created_at: now,
        expires_at: couponExpiry(c, now),
        source: 'centre',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { coupon_user_id: row.id };
  });
}

/**
 * The user's coupons. `kind` `valid`: not expired (status 0 unused, 1 used, or both);
 * `overdue`: unused and expired.
 */
export async function userCoupons(
  db: Executor,
  userId: number,
  now: number,
  q: { kind: 'valid' | 'overdue'; status?: number; page: number; limit: number },
): Promise<ListData<UserCoupon>> {
  let base = db
    .selectFrom('coupon_users as cu')
    .innerJoin('coupons as c', 'c.id', 'cu.coupon_id')
    .where('cu.user_id', '=', userId);
  if (q.kind === 'overdue') {
    base = base.where('cu.status', '=', 0).where(COUPON_EXPIRY, '<=', now);
  } else if (q.status === 1) {
    base = base.where('cu.status', '=', 1);
  } else if (q.status === 0) {
    base = base.where('cu.status', '=', 0).where(COUPON_EXPIRY, '>', now);
  } else {
    base = base.where((eb) => eb.or([eb('cu.status', '=', 1), eb(COUPON_EXPIRY, '>', now)]));
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'cu.id',
        'cu.coupon_id',
        'c.title',
        'c.amount',
        'c.threshold',
        'c.start_at',
        COUPON_EXPIRY.as('end_at'),
        'c.kind',
        'c.rate',
        'cu.status',
        'cu.used_at',
        'cu.order_id',
        'cu.created_at',
      ])
      .orderBy('cu.status')
      .orderBy(COUPON_EXPIRY)
      .orderBy('cu.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      coupon_id: r.coupon_id,
      title: r.title,
      amount: Number(r.amount),
      threshold: Number(r.threshold),
      rate: r.kind === 1 ? r.rate : 0,
      start_at: Number(r.start_at),
      end_at: Number(r.end_at),
      status: r.status,
      used_at: r.used_at === null ? null : Number(r.used_at),
      order_id: r.order_id,
      received_at: Number(r.created_at),
      expired: Number(r.end_at) <= now,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

/**
 * After a refund of `orderId`: gives the submission's coupon back when every order of the
 * submission is closed or fully refunded and the coupon has not expired. Call it in the
 * refund's transaction; a repeat changes nothing (conditional `status 1 → 0`).
 */
export async function releaseCouponAfterRefund(
  tx: Executor,
  orderId: number,
  now: number,
): Promise<boolean> {
  const order = await tx
    .selectFrom('orders')
    .select(['trade_no', 'coupon_user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order?.coupon_user_id) return false;
  const siblings = await tx
    .selectFrom('orders')
    .select(['id', 'status', 'pay_amount'])
    .where('trade_no', '=', order.trade_no)
    .execute();
  for (const o of siblings) {
    if (o.status === ORDER.CLOSED) continue;
    if ((await refundedOf(tx, o.id)) < Number(o.pay_amount)) return false;
  }
  const res = await tx
    .updateTable('coupon_users')
    .set({ status: 0, used_at: null, order_id: null })
    .where('id', '=', order.coupon_user_id)
    .where('status', '=', 1)
    .where((eb) =>
      eb.or([
        eb('expires_at', '>', now),
        eb.and([
          eb('expires_at', 'is', null),
          eb('coupon_id', 'in', eb.selectFrom('coupons').select('id').where('end_at', '>', now)),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
