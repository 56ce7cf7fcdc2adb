/**
 * The local shop routes `/api/trashy/...` (docs/api-local-shop.md): categories, shops near a
 * point, shop, menu, items, notices, the order quote / creation, the buyer's orders, shop
 * applications, and the owner's routes (local.owner.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  LocalCategory,
  LocalItemDetail,
  LocalMenu,
  LocalNotice,
  LocalOrderDetail,
  LocalPoint,
  LocalShopCard,
  LocalShopDetail,
} from '../../../shared/contract/local-shop';
import { id, intIn, optionalId, paging } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import { forbidden, invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { closeUnpaidOrder, sweepOverdue } from '../order/order.service';
import { ORDER, transition } from '../order/order.state';
import { runAfterCommit } from '../order/order-events';
import type { AfterCommit } from '../payment/payment-kinds';
import { t, t as translate } from '../../messages';
import { localOwnerRoutes } from './local.owner';
import {
  LOCAL_ORDER_STATUSES,
  localOrderDetail,
  localOrderPage,
  localOrderRow,
} from './local.orders';
import {
  escapeLike,
  ITEM_ON_MENU,
  itemQuery,
  itemsWithSkus,
  openShop,
  publicItem,
  SHOP,
  shopQuery,
  shopsNear,
  toCard,
  toDetail,
} from './local.repository';
import { computeQuote, createOrder } from './local.service';
import { createInput, keyword, latE6, lngE6, optional, orderInput, PREFIX } from './local.schemas';

function pointOf(i: { lat_e6?: number; lng_e6?: number }): LocalPoint | null {
  return i.lat_e6 !== undefined && i.lng_e6 !== undefined
    ? { lat_e6: i.lat_e6, lng_e6: i.lng_e6 }
    : null;
}

export function localRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const now = () => app.clock.now();

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/categories`,
    auth: 'none',
    input: z.object({}),
    handler: async (): Promise<LocalCategory[]> =>
      db
        .selectFrom('local_shop_categories')
        .select(['id', 'name', 'icon'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/shops`,
    auth: 'none',
    input: z.object({
      ...paging,
      lat_e6: latE6,
      lng_e6: lngE6,
      radius_m: intIn(100, 50_000).default(10_000),
      category_id: optionalId,
      keyword,
      sort: z.enum(['distance', 'sales', 'rating']).default('distance'),
    }),
    handler: async ({
      input,
    }): Promise<{ list: LocalShopCard[]; total: number; has_more: boolean }> => {
      const from = { lat_e6: input.lat_e6, lng_e6: input.lng_e6 };
      const { rows, total } = await shopsNear(db, {
        from,
        radiusM: input.radius_m,
        categoryId: input.category_id,
        keyword: input.keyword,
        sort: input.sort,
        page: input.page,
        limit: input.limit,
      });
      const t = now();
      return {
        list: rows.map((r) => toCard(r, t, from)),
        total,
        has_more: input.page * input.limit < total,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/shops/new`,
    auth: 'none',
    input: z.object({ ...paging, lat_e6: optional(latE6), lng_e6: optional(lngE6) }),
    handler: async ({ input }) => {
      const from = pointOf(input);
      const base = shopQuery(db).where('s.status', '=', SHOP.OPEN);
      const [rows, count] = await Promise.all([
        base
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        db
          .selectFrom('local_shops')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', SHOP.OPEN)
          .executeTakeFirst(),
      ]);
      const t = now();
      const total = Number(count?.n ?? 0);
      return {
        list: rows.map((r) => toCard(r, t, from)),
        total,
        has_more: input.page * input.limit < total,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/shop`,
    auth: 'none',
    input: z.object({ id, lat_e6: optional(latE6), lng_e6: optional(lngE6) }),
    handler: async ({ input, lang }): Promise<LocalShopDetail> => {
      const row = await openShop(db, input.id);
      if (!row) throw invalid(`id: ${t(lang, 'local.shopNotFound')}`);
      return toDetail(row, now(), pointOf(input));
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/menu`,
    auth: 'none',
    input: z.object({ shop_id: id }),
    handler: async ({ input, lang }): Promise<LocalMenu> => {
      const shop = await openShop(db, input.shop_id);
      if (!shop) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
      const [cats, rows] = await Promise.all([
        db
          .selectFrom('local_menu_categories')
          .select(['id', 'name'])
          .where('shop_id', '=', shop.id)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        itemQuery(db)
          .where('g.local_shop_id', '=', shop.id)
          .where('g.status', '=', ITEM_ON_MENU)
          .orderBy('g.sort')
          .orderBy('g.id')
          .execute(),
      ]);
      const items = (await itemsWithSkus(db, rows)).map(publicItem);
      const categories = cats.map((c) => ({
        id: c.id,
        name: c.name,
        items: items.filter((i) => i.menu_category_id === c.id),
      }));
      const loose = items.filter((i) => !cats.some((c) => c.id === i.menu_category_id));
      if (loose.length > 0) categories.push({ id: 0, name: '其他', items: loose });
      return { categories: categories.filter((c) => c.items.length > 0) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/products`,
    auth: 'none',
    input: z.object({ ...paging, shop_id: optionalId, category_id: optionalId, keyword }),
    handler: async ({ input }) => {
      const base = itemQuery(db)
        .innerJoin('local_shops as s', 's.id', 'g.local_shop_id')
        .where('g.status', '=', ITEM_ON_MENU)
        .where('s.status', '=', SHOP.OPEN)
        .$if(input.shop_id !== undefined, (q) => q.where('s.id', '=', input.shop_id ?? 0))
        .$if(input.category_id !== undefined, (q) =>
          q.where('s.category_id', '=', input.category_id ?? 0),
        )
        .$if(Boolean(input.keyword), (q) =>
          q.where('g.title', 'like', `%${escapeLike(input.keyword ?? '')}%`),
        );
      const [rows, count] = await Promise.all([
        base
          .orderBy('g.sales', 'desc')
          .orderBy('g.id')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      const total = Number(count?.n ?? 0);
      return {
        list: (await itemsWithSkus(db, rows)).map(publicItem),
        total,
        has_more: input.page * input.limit < total,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/product`,
    auth: 'none',
    input: z.object({ id, lat_e6: optional(latE6), lng_e6: optional(lngE6) }),
    handler: async ({ input, lang }): Promise<LocalItemDetail> => {
      const row = await itemQuery(db)
        .where('g.id', '=', input.id)
        .where('g.status', '=', ITEM_ON_MENU)
        .executeTakeFirst();
      const shop = row ? await openShop(db, row.local_shop_id ?? 0) : undefined;
      if (!row || !shop) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
      const [item] = await itemsWithSkus(db, [row]);
      if (!item) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
      return {
        ...publicItem(item),
        images: item.images.length > 0 ? item.images : [item.image],
        shop: toCard(shop, now(), pointOf(input)),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/notices`,
    auth: 'none',
    input: z.object({ ...paging, shop_id: optionalId }),
    handler: async ({ input }) => {
      const base = db
        .selectFrom('local_notices as n')
        .innerJoin('local_shops as s', 's.id', 'n.shop_id')
        .where('s.status', 'in', [SHOP.OPEN, SHOP.PAUSED])
        .$if(input.shop_id !== undefined, (q) => q.where('n.shop_id', '=', input.shop_id ?? 0));
      const [rows, count] = await Promise.all([
        base
          .select(['n.id', 'n.shop_id', 's.name as shop_name', 'n.title', 'n.body', 'n.created_at'])
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      const total = Number(count?.n ?? 0);
      const list: LocalNotice[] = rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
      return { list, total, has_more: input.page * input.limit < total };
    },
  });

  // --- ordering ---

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/confirm`,
    auth: 'required',
    input: orderInput,
    handler: async ({ input, user, lang }) =>
      (await computeQuote(db, user.id, input, now(), lang)).quote,
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/create`,
    auth: 'required',
    input: createInput,
    handler: async ({ input, user, lang }) => createOrder(app, user.id, input, lang),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/order/list`,
    auth: 'required',
    input: z.object({ ...paging, status: z.enum(LOCAL_ORDER_STATUSES).default('all') }),
    handler: async ({ input, user }) => {
      await sweepOverdue(db, now(), user.id, app);
      return localOrderPage(
        db,
        { userId: user.id, status: input.status === 'all' ? null : Number(input.status) },
        input.page,
        input.limit,
      );
    },
  });

  /** The caller's local order: 403 for another user's, 422 when there is none. */
  const myOrder = async (userId: number, orderId: number, lang: 'zh' | 'en') => {
    const row = await localOrderRow(db, orderId, { status: null });
    if (!row) throw invalid(`id: ${t(lang, 'local.orderNotFound')}`);
    if (row.user_id !== userId) throw forbidden(t(lang, 'local.orderNotFound'));
    return row;
  };

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/order/detail`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }): Promise<LocalOrderDetail> => {
      await sweepOverdue(db, now(), user.id, app);
      return localOrderDetail(db, await myOrder(user.id, input.id, lang));
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/order/cancel`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      await myOrder(user.id, input.id, lang);
      const afterCommit: AfterCommit[] = [];
      const t = now();
      const won = await db
        .transaction()
        .execute((tx) =>
          closeUnpaidOrder(
            tx,
            input.id,
            translate('zh', 'local.cancelled'),
            t,
            `user:${user.id}`,
            afterCommit,
          ),
        );
      if (!won) throw invalid(translate(lang, 'local.cancelUnpaidOnly'));
      runAfterCommit(app, afterCommit);
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/order/receive`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      await myOrder(user.id, input.id, lang);
      const t = now();
      const won = await db.transaction().execute((tx) =>
        transition(tx, input.id, [ORDER.SHIPPED], ORDER.RECEIVED, {
          now: t,
          extra: { received_at: t },
          event: { kind: 'received', text: '已确认收货' },
        }),
      );
      if (!won) throw invalid(translate(lang, 'local.receiveShippedOnly'));
      return null;
    },
  });

  localOwnerRoutes(fastify, app);
}
