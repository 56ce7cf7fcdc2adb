/**
 * After-sale requests as the operator console reads them (issue 20, after-sales arbitration):
 * the queue with its filters and "needs the platform", one request with its order, timeline and
 * refund. Who may decide (`needOf`) is one rule used by the queue's SQL and the decisions.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  OpsAftersaleDetail,
  OpsAftersaleRow,
  opsAftersaleListInput,
} from '../../../shared/contract/ops-aftersale';
import type { ListData } from '../../../shared/contract/envelope';
import type { AfterSaleStatus } from '../../../shared/contract/types';
import { AFTERSALE_SELLER_ANSWER_S } from '../../../shared/constants';
import type { AftersaleNeed, AftersaleRefuseCode } from '../../../shared/rules/aftersale-ops';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { stringList } from '../../lib/json';
import type { Lang } from '../../messages';
import { linesOf, refundedOf } from '../order/order.repository';
import { renderOrderEvent } from '../order/order-event-text';

export type AftersaleListQuery = z.output<typeof opsAftersaleListInput>;

/** The fields the platform's rule reads. */
export interface NeedFields {
  own_store: boolean;
  status: number;
  type: string;
  decided_by: string;
  updated_at: number;
}

/** Waiting on the decider: applied, returned, or an approved refund-only not refunded yet. */
const waitingOnDecider = (r: NeedFields) =>
  r.status === 0 || r.status === 2 || (r.status === 1 && r.type === 'refund');

/**
 * Why a request needs the platform now ('' it does not): a platform store's (or one the platform
 * took over) waiting on its decider; a merchant's the seller refused and the platform has not
 * ruled on; a merchant's the seller left unanswered for AFTERSALE_SELLER_ANSWER_S.
 */
export function needOf(r: NeedFields, now: number): AftersaleNeed {
  if (r.own_store || r.decided_by === 'platform') {
    return waitingOnDecider(r) ? 'own_store' : '';
  }
  if (r.status === 4) return 'seller_refused';
  if (waitingOnDecider(r) && r.updated_at <= now - AFTERSALE_SELLER_ANSWER_S) {
    return 'seller_silent';
  }
  return '';
}

/**
 * Whether the platform may decide a request now: what needs it, and any open request of a
 * platform store (or one it took over), e.g. an approved return waiting for the parcel.
 */
export function decidableOf(r: NeedFields, now: number): boolean {
  if (needOf(r, now) !== '') return true;
  return (r.own_store || r.decided_by === 'platform') && r.status <= 2;
}

/** `needOf` as SQL over `a` (after_sales) and `s` (sellers). */
function needsPlatformSql(now: number): Expression<SqlBool> {
  const cutoff = now - AFTERSALE_SELLER_ANSWER_S;
  return sql<SqlBool>`(
    ((s.merchant_id is null or a.decided_by = 'platform')
      and (a.status in (0, 2) or (a.status = 1 and a.type = 'refund')))
    or (s.merchant_id is not null and a.decided_by <> 'platform' and a.status = 4)
    or (s.merchant_id is not null and a.decided_by <> 'platform'
      and (a.status in (0, 2) or (a.status = 1 and a.type = 'refund'))
      and a.updated_at <= ${cutoff})
  )`;
}

function baseQuery(db: Executor) {
  return db
    .selectFrom('after_sales as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .innerJoin('users as u', 'u.id', 'a.user_id');
}

function rowQuery(db: Executor) {
  return baseQuery(db).select([
    'a.id',
    'a.order_id',
    'o.order_sn',
    'a.type',
    'a.status',
    'a.amount',
    'a.reason',
    'o.seller_id',
    's.name as seller_name',
    's.merchant_id',
    'a.user_id',
    'u.mobile as buyer_mobile',
    'a.decided_by',
    'a.created_at',
    'a.updated_at',
  ]);
}
type RawRow = NonNullable<Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirst']>>>;

function toRow(r: RawRow, now: number): OpsAftersaleRow {
  const base = {
    id: r.id,
    order_id: r.order_id,
    order_sn: r.order_sn,
    type: r.type,
    status: r.status as AfterSaleStatus,
    amount: Number(r.amount),
    reason: r.reason,
    seller_id: r.seller_id,
    seller_name: r.seller_name,
    own_store: r.merchant_id === null,
    user_id: r.user_id,
    buyer_mobile: r.buyer_mobile,
    decided_by: r.decided_by,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
  return { ...base, need: needOf(base, now), decidable: decidableOf(base, now) };
}

/** The queue: filters, newest first, one page. */
export async function aftersalePage(
  db: Executor,
  q: AftersaleListQuery,
  now: number,
): Promise<ListData<OpsAftersaleRow>> {
  let where = baseQuery(db);
  if (q.queue === 'platform') where = where.where(needsPlatformSql(now));
  if (q.status !== undefined) where = where.where('a.status', '=', q.status);
  if (q.type) where = where.where('a.type', '=', q.type);
  if (q.seller_id) where = where.where('o.seller_id', '=', q.seller_id);
  if (q.order_sn) where = where.where('o.order_sn', '=', q.order_sn);
  if (q.mobile) {
    where =
      q.mobile.length === 11
        ? where.where('u.mobile', '=', q.mobile)
        : where.where('u.mobile', 'like', `%${q.mobile}`);
  }
  if (q.from !== undefined) where = where.where('a.created_at', '>=', q.from);
  if (q.to !== undefined) where = where.where('a.created_at', '<', q.to);
  const ids = where.select('a.id');
  const [rows, total] = await Promise.all([
    rowQuery(db)
      .where('a.id', 'in', ids)
      .orderBy('a.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    where.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => toRow(r, now)),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

/** One request's row (the rule's fields and the transitions' fields); undefined when none. */
export async function aftersaleRow(db: Executor, id: number, now: number) {
  const r = await rowQuery(db).where('a.id', '=', id).executeTakeFirst();
  return r ? toRow(r, now) : undefined;
}

/** One request as the detail screen shows it; undefined when none. */
export async function aftersaleDetail(
  db: Executor,
  id: number,
  now: number,
  lang: Lang,
): Promise<OpsAftersaleDetail | undefined> {
  const row = await aftersaleRow(db, id, now);
  if (!row) return undefined;
  const [a, order, lines, events, refund, refunded] = await Promise.all([
    db
      .selectFrom('after_sales')
      .select([
        'description',
        'images',
        'express_company',
        'express_no',
        'reject_reason',
        'reject_code',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select([
        'id',
        'order_sn',
        'status',
        'pay_amount',
        'pay_method',
        'trade_no',
        'created_at',
        'paid_at',
      ])
      .where('id', '=', row.order_id)
      .executeTakeFirstOrThrow(),
    linesOf(db, [row.order_id]),
    db
      .selectFrom('order_events')
      .select(['kind', 'text', 'code', 'params', 'created_at as time'])
      .where('order_id', '=', row.order_id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('refunds')
      .select(['id', 'trade_no', 'amount', 'method', 'status', 'provider_ref', 'created_at'])
      .where('after_sale_id', '=', id)
      .executeTakeFirst(),
    refundedOf(db, row.order_id),
  ]);
  return {
    ...row,
    description: a.description,
    images: stringList(a.images),
    express_company: a.express_company,
    express_no: a.express_no,
    reject_reason: a.reject_reason,
    reject_code: a.reject_code as AftersaleRefuseCode | '',
    answer_window_s: AFTERSALE_SELLER_ANSWER_S,
    order: {
      id: order.id,
      order_sn: order.order_sn,
      status: order.status,
      pay_amount: Number(order.pay_amount),
      refunded,
      pay_method: order.pay_method,
      trade_no: order.trade_no,
      created_at: Number(order.created_at),
      paid_at: order.paid_at === null ? null : Number(order.paid_at),
      lines: lines.get(row.order_id) ?? [],
    },
    timeline: events.map((e) => ({
      kind: e.kind,
      text: renderOrderEvent(lang, e),
      time: Number(e.time),
    })),
    refund: refund
      ? {
          ...refund,
          amount: Number(refund.amount),
          created_at: Number(refund.created_at),
        }
      : null,
  };
}

/** Claims the order's after-sale flag again (a refused request the platform overturns). */
export async function reclaimFlag(tx: Executor, orderId: number, states: number[]) {
  const res = await tx
    .updateTable('orders')
    .set({ after_sale: 1 })
    .where('id', '=', orderId)
    .where('after_sale', '=', 0)
    .where('status', 'in', states)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks a seller's refusal as upheld by the platform (status stays rejected). */
export async function upholdRefusal(
  tx: Executor,
  id: number,
  fields: { reject_code: string; reject_reason: string; now: number },
) {
  const res = await tx
    .updateTable('after_sales')
    .set({
      decided_by: 'platform',
      reject_code: fields.reject_code,
      reject_reason: fields.reject_reason,
      updated_at: fields.now,
    })
    .where('id', '=', id)
    .where('status', '=', 4)
    .where('decided_by', '<>', 'platform')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The refund row of a request (for the audit's after). */
export function refundOf(tx: Executor, afterSaleId: number) {
  return tx
    .selectFrom('refunds')
    .select(['id', 'amount', 'method', 'status', 'provider_ref'])
    .where('after_sale_id', '=', afterSaleId)
    .executeTakeFirst();
}
