/**
 * Reviews of received orders: the lines waiting for a review, and `comment_add`, which writes
 * `comments` rows (with the bought SKU's spec), marks the lines reviewed (conditionally: a line
 * is reviewed once) and moves the order to reviewed (3 → 4) when its last line is.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  commentAddInput,
  paging,
  type ListData,
  type OrderLineToReview,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { parseJson } from '../../lib/json';
import { invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { t } from '../../messages';
import { findUserOrder } from '../order/order.repository';
import { illegal } from '../order/order.routes';
import { AFTER_SALE_OPEN, ORDER, transition } from '../order/order.state';
import { ownUploadPath } from '../upload/upload.repository';

/** `{"规格":"2斤装"}` → `规格:2斤装` (the comments.spec format). */
export function specText(spec: string): string {
  return Object.entries(parseJson<Record<string, string>>(spec, {}))
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')
    .slice(0, 200);
}

export function reviewRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/user/order_wait_for_comment',
    auth: 'required',
    input: z.object(paging),
    handler: async ({ input, user }): Promise<ListData<OrderLineToReview>> => {
      const base = () =>
        db
          .selectFrom('order_items as i')
          .innerJoin('orders as o', 'o.id', 'i.order_id')
          .where('o.user_id', '=', user.id)
          .where('o.status', '=', ORDER.RECEIVED)
          .where('o.deleted_by_user', '=', 0)
          .where('i.commented', '=', 0);
      const [rows, total] = await Promise.all([
        base()
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
          ])
          .orderBy('o.id', 'desc')
          .orderBy('i.id')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        base()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirst(),
      ]);
      return {
        list: rows.map((r) => ({ ...r, spec: parseJson<Record<string, string>>(r.spec, {}) })),
        total: Number(total?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/comment/comment_add',
    auth: 'required',
    input: commentAddInput,
    handler: async ({ input, user, lang }) => {
      const order = await findUserOrder(db, user.id, input.order_id);
      if (!order) throw invalid(t(lang, 'order.orderNotFound'));
      if (order.status !== ORDER.RECEIVED) throw illegal(lang, 'review');
      const open = await db
        .selectFrom('after_sales')
        .select('id')
        .where('order_id', '=', order.id)
        .where('status', 'in', AFTER_SALE_OPEN)
        .executeTakeFirst();
      if (open) throw locked(t(lang, 'order.afterSaleOpen'));
      for (const url of input.items.flatMap((i) => i.images)) {
        if (!(await ownUploadPath(db, app.storage, user.id, url))) {
          throw invalid(`images: ${t(lang, 'order.imageNotOwn')}`);
        }
      }
      const now = app.clock.now();
      await db.transaction().execute(async (tx) => {
        for (const item of input.items) {
          const line = await tx
            .selectFrom('order_items')
            .select(['id', 'goods_id', 'sku_id', 'spec'])
            .where('id', '=', item.order_item_id)
            .where('order_id', '=', order.id)
            .executeTakeFirst();
          const marked = line
            ? await tx
                .updateTable('order_items')
                .set({ commented: 1 })
                .where('id', '=', line.id)
                .where('commented', '=', 0)
                .executeTakeFirst()
            : null;
          if (!line || Number(marked?.numUpdatedRows ?? 0) === 0) {
            throw invalid(t(lang, 'order.reviewItem'));
          }
          await tx
            .insertInto('comments')
            .values({
              goods_id: line.goods_id,
              sku_id: line.sku_id,
              user_id: user.id,
              order_id: order.id,
              score: item.score,
              content: item.content,
              images: JSON.stringify(item.images),
              spec: specText(line.spec),
              created_at: now,
            })
            .execute();
        }
        const left = await tx
          .selectFrom('order_items')
          .select(sql<number>`count(*)`.as('n'))
          .where('order_id', '=', order.id)
          .where('commented', '=', 0)
          .executeTakeFirst();
        if (Number(left?.n ?? 0) === 0) {
          await transition(tx, order.id, [ORDER.RECEIVED], ORDER.REVIEWED, {
            now,
            extra: { commented: 1 },
            event: { kind: 'reviewed', text: '买家已评价' },
          });
        }
      });
      return null;
    },
  });
}
