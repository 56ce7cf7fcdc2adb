/** Reviews (评价): the received lines waiting for a review, the lines and comments written. */
import { sql, type Insertable } from 'kysely';
import type { ListData, OrderLineToReview } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';
import type { MyReview } from '../../../shared/contract/catalogue';
import { parseJson, stringList } from '../../lib/json';
import { AFTER_SALE_OPEN, ORDER } from '../order/order.state';
import { orderLineActivity } from '../order/order-line-activity';

/** The caller's received lines not yet reviewed, newest order first. */
export async function linesToReview(
  db: Executor,
  userId: number,
  p: { page: number; limit: number },
): Promise<ListData<OrderLineToReview>> {
  const base = () =>
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .where('o.user_id', '=', userId)
      .where('o.status', '=', ORDER.RECEIVED)
      .where('o.deleted_by_user', '=', 0)
      .where('i.commented', '=', 0);
  const [rows, total] = await Promise.all([
    base()
      .leftJoin('activity_goods as ag', 'ag.id', 'o.activity_goods_id')
      .select([
        'i.order_id',
        'o.order_sn',
        'i.id as order_item_id',
        'i.goods_id',
        'i.sku_id',
        'i.title',
        'i.image',
        'i.spec',
        'i.price',
        'i.quantity',
        'o.received_at',
        // issue 25 (nav-exp): the order's activity (activityOrderType, activity_info)
        'o.activity_type',
        'o.activity_goods_id',
        'ag.activity_id',
      ])
      .orderBy('o.id', 'desc')
      .orderBy('i.id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    base()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
  ]);
  return {
    list: rows.map(({ activity_type, activity_goods_id, activity_id, ...r }) => ({
      ...r,
      spec: parseJson<Record<string, string>>(r.spec, {}),
      ...orderLineActivity({ activity_type, activity_goods_id, activity_id, sku_id: r.sku_id }),
    })),
    total: Number(total?.n ?? 0),
    page: p.page,
    limit: p.limit,
  };
}

/** An open after-sale of the order, if any. */
export function openAfterSale(db: Executor, orderId: number) {
  return db
    .selectFrom('after_sales')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', AFTER_SALE_OPEN)
    .executeTakeFirst();
}

/** A line of the order. */
export function findOrderLine(db: Executor, orderId: number, orderItemId: number) {
  return db
    .selectFrom('order_items')
    .select(['id', 'goods_id', 'sku_id', 'spec'])
    .where('id', '=', orderItemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Marks a line reviewed unless it already is; the rows changed (0 or 1). */
export async function markLineReviewed(db: Executor, lineId: number): Promise<number> {
  const marked = await db
    .updateTable('order_items')
    .set({ commented: 1 })
    .where('id', '=', lineId)
    .where('commented', '=', 0)
    .executeTakeFirst();
  return Number(marked?.numUpdatedRows ?? 0);
}

export type CommentRow = Insertable<DB['comments']>;

export async function insertComment(db: Executor, row: CommentRow): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

/** Lines of the order not yet reviewed. */
export async function linesLeftToReview(db: Executor, orderId: number): Promise<number> {
  const left = await db
    .selectFrom('order_items')
    .select(sql<number>`count(*)`.as('n'))
    .where('order_id', '=', orderId)
    .where('commented', '=', 0)
    .executeTakeFirst();
  return Number(left?.n ?? 0);
}

/**
 * The caller's own reviews, newest first (the review centre's "reviewed" tab, issue 19): score,
 * text, photos and time, with the goods' title and image (the order line's when the goods row
 * is gone). Hidden ones stay visible to their writer.
 */
export async function myReviews(
  db: Executor,
  userId: number,
  p: { page: number; limit: number },
): Promise<ListData<MyReview>> {
  const base = db.selectFrom('comments as c').where('c.user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('goods as g', 'g.id', 'c.goods_id')
      // issue 25 (nav-exp): the order's activity, so the review reopens that activity's detail
      .leftJoin('orders as o', 'o.id', 'c.order_id')
      .leftJoin('activity_goods as ag', 'ag.id', 'o.activity_goods_id')
      .select([
        'o.activity_type',
        'o.activity_goods_id',
        'ag.activity_id',
        'c.sku_id',
        'c.id',
        'c.order_id',
        'c.goods_id',
        'c.score',
        'c.content',
        'c.images',
        'c.spec',
        'c.created_at',
        'g.title',
        'g.image',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  // The order line names the goods when its row is gone.
  const missing = rows.filter((r) => r.title === null && r.order_id !== null);
  const lines = missing.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'goods_id', 'title', 'image'])
        .where(
          'order_id',
          'in',
          missing.map((r) => r.order_id!),
        )
        .execute()
    : [];
  return {
    list: rows.map((r) => {
      const line = lines.find((l) => l.order_id === r.order_id && l.goods_id === r.goods_id);
      return {
        id: r.id,
        order_id: r.order_id,
        goods_id: r.goods_id,
        title: r.title ?? line?.title ?? '',
        image: r.image ?? line?.image ?? '',
        spec: r.spec,
        score: r.score,
        content: r.content,
        images: stringList(r.images),
        created_at: Number(r.created_at),
        ...orderLineActivity({
          activity_type: r.activity_type ?? 0,
          activity_goods_id: r.activity_goods_id ?? 0,
          activity_id: r.activity_id,
          sku_id: r.sku_id,
        }),
      };
    }),
    total: Number(total?.n ?? 0),
    page: p.page,
    limit: p.limit,
  };
}
