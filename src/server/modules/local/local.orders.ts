/**
 * Local shop orders as the buyer and the shop owner see them (docs/api-local-shop.md):
 * summaries, details, and the owner's moves (accept, dispatch 1 → 2, complete 2 → 3) through
 * the order state machine.
 */
import type { LocalOrderDetail, LocalOrderSummary } from '../../../shared/contract/local-shop';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';
import { ORDER } from '../order/order.state';
import type { Lang } from '../../messages';
import { closeReasonText } from '../order/order-event-text';

type Filter = { userId?: number; ownerId?: number; shopId?: number; status: number | null };

function ordersQuery(db: Executor, f: Filter) {
  return db
    .selectFrom('orders as o')
    .innerJoin('local_order_details as d', 'd.order_id', 'o.id')
    .innerJoin('local_shops as s', 's.id', 'd.shop_id')
    .where('o.local_shop_id', 'is not', null)
    .$if(f.userId !== undefined, (q) => q.where('o.user_id', '=', f.userId ?? 0))
    .$if(f.ownerId !== undefined, (q) => q.where('s.owner_user_id', '=', f.ownerId ?? 0))
    .$if(f.shopId !== undefined, (q) => q.where('s.id', '=', f.shopId ?? 0))
    .$if(f.status !== null, (q) => q.where('o.status', '=', f.status ?? 0));
}

const COLUMNS = [
  'o.id',
  'o.order_sn',
  'o.status',
  'o.user_id',
  'o.goods_amount',
  'o.freight',
  'o.pay_amount',
  'o.pay_deadline',
  'o.paid_at',
  'o.received_at',
  'o.closed_at',
  'o.close_reason',
  'o.remark',
  'o.created_at',
  'd.mode',
  'd.slot_start',
  'd.address_json',
  'd.packing_fee',
  'd.pickup_code',
  'd.accepted_at',
  'd.dispatched_at',
  's.id as shop_id',
  's.name as shop_name',
  's.logo as shop_logo',
  's.owner_user_id',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['executeTakeFirstOrThrow']>>;

function rowsOf(db: Executor, f: Filter) {
  return ordersQuery(db, f).select(COLUMNS);
}

async function itemsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items as i')
    .leftJoin('goods as g', 'g.id', 'i.goods_id')
    .select([
      'i.order_id',
      'i.goods_id',
      'i.sku_id',
      'i.title',
      'i.image',
      'i.price',
      'i.quantity',
      'i.spec',
      'g.packing_fee',
    ])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.id')
    .execute();
}

function toSummary(r: Row, items: Awaited<ReturnType<typeof itemsOf>>): LocalOrderSummary {
  const own = items.filter((i) => i.order_id === r.id);
  return {
    id: r.id,
    order_sn: r.order_sn,
    status: r.status,
    shop: { id: r.shop_id, name: r.shop_name, logo: r.shop_logo },
    mode: r.mode,
    slot_start: Number(r.slot_start),
    lines: own.map((i) => ({ title: i.title, image: i.image, quantity: i.quantity })),
    quantity: own.reduce((a, i) => a + i.quantity, 0),
    pay_amount: Number(r.pay_amount),
    pay_deadline: Number(r.pay_deadline),
    created_at: Number(r.created_at),
  };
}

/** One page of local orders (newest first) and the total. */
export async function localOrderPage(
  db: Executor,
  f: Filter,
  page: number,
  limit: number,
): Promise<{ list: LocalOrderSummary[]; total: number; has_more: boolean }> {
  const [rows, count] = await Promise.all([
    rowsOf(db, f)
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    ordersQuery(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const total = Number(count?.n ?? 0);
  return {
    list: rows.map((r) => toSummary(r, items)),
    total,
    has_more: page * limit < total,
  };
}

/** A local order by id as a row of the filter (buyer or owner), or undefined. */
export function localOrderRow(db: Executor, id: number, f: Filter) {
  return rowsOf(db, f).where('o.id', '=', id).executeTakeFirst();
}

export async function localOrderDetail(
  db: Executor,
  r: Row,
  lang: Lang = 'zh',
): Promise<LocalOrderDetail> {
  const items = await itemsOf(db, [r.id]);
  const summary = toSummary(r, items);
  const paid = ([ORDER.PAID, ORDER.SHIPPED, ORDER.RECEIVED, ORDER.REVIEWED] as number[]).includes(
    r.status,
  );
  const address = parseJson<{ consignee: string; mobile: string; full_address: string } | null>(
    r.address_json,
    null,
  );
  return {
    ...summary,
    lines: items.map((i) => ({
      sku_id: i.sku_id,
      goods_id: i.goods_id,
      name: i.title,
      title: i.title,
      spec: Object.values(parseJson<Record<string, string>>(i.spec, {}) ?? {}).join(' / '),
      image: i.image,
      price: Number(i.price),
      quantity: i.quantity,
      packing_fee: Number(i.packing_fee ?? 0),
      problem: null,
      stock: 0,
    })),
    goods_amount: Number(r.goods_amount),
    packing_fee: Number(r.packing_fee),
    delivery_fee: Number(r.freight),
    address: address
      ? { consignee: address.consignee, mobile: address.mobile, full_address: address.full_address }
      : null,
    pickup_code: paid && r.mode === 'pickup' ? r.pickup_code : null,
    remark: r.remark,
    paid_at: r.paid_at === null ? null : Number(r.paid_at),
    dispatched_at: r.dispatched_at === null ? null : Number(r.dispatched_at),
    received_at: r.received_at === null ? null : Number(r.received_at),
    closed_at: r.closed_at === null ? null : Number(r.closed_at),
    close_reason: closeReasonText(r.close_reason, lang),
  };
}
