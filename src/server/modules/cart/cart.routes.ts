import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { id, intIn } from '../../../shared/contract';
import type { CartData, CartLine } from '../../../shared/contract';
import { EVENTS, userRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t } from '../../lib/i18n';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';

/** Quantity of one cart line; a real shop caps a line well below any stock. */
const MAX_LINE_QUANTITY = 999;

export async function cartCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function cartRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/cart/cart_list',
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<CartData> => {
      const rows = await db
        .selectFrom('cart_items as c')
        .innerJoin('goods as g', 'g.id', 'c.goods_id')
        .innerJoin('goods_skus as s', 's.id', 'c.sku_id')
        .leftJoin('stock as st', (j) =>
          j.onRef('st.sku_id', '=', 'c.sku_id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
        )
        .select([
          'c.id',
          'c.goods_id',
          'c.sku_id',
          'c.quantity',
          'c.is_check',
          'g.title',
          'g.image',
          'g.status',
          's.spec',
          's.price',
          's.image as sku_image',
          'st.quantity as stock',
        ])
        .where('c.user_id', '=', user.id)
        .orderBy('c.id', 'desc')
        .execute();
      const list: CartLine[] = rows.map((r) => {
        const stock = Number(r.stock ?? 0);
        let spec: Record<string, string> = {};
        try {
          spec = JSON.parse(r.spec) as Record<string, string>;
        } catch {
          spec = {};
        }
        return {
          id: r.id,
          goods_id: r.goods_id,
          sku_id: r.sku_id,
          title: r.title,
          image: r.sku_image || r.image,
          spec,
          price: r.price,
          quantity: r.quantity,
          stock,
          isCheck: r.is_check === 1,
          // Off the shelf or sold out: shown greyed, not counted in totals.
          invalid: r.status !== 1 || stock <= 0,
        };
      });
      return { list, cart_count: list.reduce((a, l) => a + l.quantity, 0) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/cart/add_cart',
    auth: 'required',
    input: z.object({
      goods_id: id,
      sku_id: id,
      num: intIn(1, MAX_LINE_QUANTITY).default(1),
    }),
    handler: async ({ input, user, lang }) => {
      const sku = await db
        .selectFrom('goods_skus as s')
        .innerJoin('goods as g', 'g.id', 's.goods_id')
        .select(['s.id', 'g.status'])
        .where('s.id', '=', input.sku_id)
        .where('s.goods_id', '=', input.goods_id)
        .executeTakeFirst();
      if (!sku || sku.status !== 1) throw invalid(t(lang, 'goodsNotFound'));
      const now = app.clock.now();
      const count = await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('cart_items')
          .values({
            user_id: user.id,
            goods_id: input.goods_id,
            sku_id: input.sku_id,
            quantity: input.num,
            is_check: 1,
            created_at: now,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'sku_id']).doUpdateSet((eb) => ({
              // CASE, not min(a, b): PostgreSQL has no two-argument min; CASE works on both dialects.
              quantity: sql<number>`case when ${eb.ref('cart_items.quantity')} + ${input.num} > ${sql.lit(MAX_LINE_QUANTITY)} then ${sql.lit(MAX_LINE_QUANTITY)} else ${eb.ref('cart_items.quantity')} + ${input.num} end`,
            })),
          )
          .execute();
        return cartCount(tx, user.id);
      });
      app.io?.to(userRoom(user.id)).emit(EVENTS.cartCount, { cart_count: count });
      return { cart_count: count };
    },
  });
}
