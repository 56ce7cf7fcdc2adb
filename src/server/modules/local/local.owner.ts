/**
 * Opening a shop and running it (docs/api-local-shop.md "Opening a shop"): the application
 * (one open application per user; approved at once when `local.autoApprove`, which gives the
 * shop its stock location and the owner the `shop` right), and the owner routes
 * `/api/trashy/owner/...` — only for the owner of that shop (403 for anyone else). Also the map
 * settings and the known places the location picker searches.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type {
  LocalApplication,
  LocalHours,
  LocalNotice,
  LocalShopCard,
} from '../../../shared/contract/local-shop';
import {
  id,
  imageList,
  intIn,
  optionalId,
  paging,
  singleLine,
} from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, t as translate, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { moveStock, StockError, emitStockChanged } from '../cabinet/stock.service';
import { ORDER, transition } from '../order/order.state';
import { ownUploadPath } from '../upload/upload.repository';
import { hoursProblem, isHhmm } from './hours';
import {
  LOCAL_ORDER_STATUSES,
  localOrderDetail,
  localOrderPage,
  localOrderRow,
} from './local.orders';
import {
  escapeLike,
  ITEM_OFF_MENU,
  ITEM_ON_MENU,
  SHOP,
  shopLocation,
  shopQuery,
  toCard,
} from './local.repository';
import { jsonish, latE6, lngE6, PREFIX } from './local.schemas';

const hoursInput = jsonish(
  z
    .array(
      z.object({
        day: intIn(0, 6),
        open: z.string().refine(isHhmm, { message: 'invalid' }),
        close: z.string().refine(isHhmm, { message: 'invalid' }),
      }),
    )
    .min(1)
    .max(21),
);

const applyInput = z.object({
  name: singleLine(32, 2),
  category_id: id,
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/),
  province: singleLine(20).default(''),
  city: singleLine(20).default(''),
  district: singleLine(20).default(''),
  address: singleLine(120, 4),
  lat_e6: latE6,
  lng_e6: lngE6,
  licence_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/),
  licence_images: imageList.refine((l) => l.length >= 1, { message: 'required' }),
  hours: hoursInput,
});

export const SHOP_RIGHT = 'shop';

function toApplication(r: {
  id: number;
  name: string;
  category_id: number;
  phone: string;
  district: string;
  address: string;
  lat_e6: number;
  lng_e6: number;
  licence_no: string;
  licence_images: string;
  hours: string;
  status: number;
  review_reason: string;
  created_at: number;
}): LocalApplication {
  return {
    id: r.id,
    name: r.name,
    category_id: r.category_id,
    phone: r.phone,
    address: `${r.district}${r.address}`,
    lat_e6: r.lat_e6,
    lng_e6: r.lng_e6,
    licence_no: r.licence_no,
    licence_images: parseJson<string[]>(r.licence_images, []),
    hours: parseJson<LocalHours[]>(r.hours, []),
    status: r.status === SHOP.PENDING ? 0 : r.status === SHOP.REJECTED ? 2 : 1,
    review_reason: r.review_reason,
    created_at: Number(r.created_at),
  };
}

/** Approves a pending shop: open, its own stock location, the owner's `shop` right. */
export async function approveShop(tx: Executor, shopId: number, now: number): Promise<boolean> {
  const res = await tx
    .updateTable('local_shops')
    .set({ status: SHOP.OPEN, review_reason: '' })
    .where('id', '=', shopId)
    .where('status', '=', SHOP.PENDING)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  const shop = await tx
    .selectFrom('local_shops')
    .select(['name', 'owner_user_id'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('stock_locations')
    .values({
      kind: 'local_shop',
      name: shop.name,
      cabinet_id: null,
      slot_no: null,
      capacity: 0,
      local_shop_id: shopId,
      created_at: now,
    })
    .execute();
  if (shop.owner_user_id !== null) {
    await tx
      .insertInto('user_rights')
      .values({ user_id: shop.owner_user_id, right: SHOP_RIGHT, granted_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'right']).doNothing())
      .execute();
  }
  return true;
}

export function localOwnerRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const now = () => app.clock.now();

  const applicationOf = (userId: number) =>
    db
      .selectFrom('local_shops')
      .selectAll()
      .where('owner_user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/business/apply`,
    auth: 'required',
    input: applyInput,
    handler: async ({ input, user, lang }): Promise<LocalApplication> => {
      if (hoursProblem(input.hours))
        throw invalid(`hours: ${translate(lang, 'local.slotInvalid')}`);
      const category = await db
        .selectFrom('local_shop_categories')
        .select('id')
        .where('id', '=', input.category_id)
        .executeTakeFirst();
      if (!category) throw invalid(`category_id: ${translate(lang, 'local.categoryNotFound')}`);
      for (const url of input.licence_images) {
        if (!(await ownUploadPath(db, app.storage, user.id, url))) {
          throw invalid(`licence_images: ${translate(lang, 'local.imageNotOwn')}`);
        }
      }
      const t = now();
      const shopId = await db.transaction().execute(async (tx) => {
        // serialises one user's applications: one open application (or shop) per user
        await tx
          .updateTable('users')
          .set({ status: sql<number>`status` })
          .where('id', '=', user.id)
          .execute();
        const open = await tx
          .selectFrom('local_shops')
          .select('id')
          .where('owner_user_id', '=', user.id)
          .where('status', '!=', SHOP.REJECTED)
          .executeTakeFirst();
        if (open) throw locked(translate(lang, 'local.applicationOpen'));
        const row = await tx
          .insertInto('local_shops')
          .values({
            owner_user_id: user.id,
            category_id: input.category_id,
            name: input.name,
            logo: input.licence_images[0] ?? '',
            cover: input.licence_images[0] ?? '',
            phone: input.phone,
            province: input.province,
            city: input.city,
            district: input.district,
            address: input.address,
            lat_e6: input.lat_e6,
            lng_e6: input.lng_e6,
            hours: JSON.stringify(input.hours),
            status: SHOP.PENDING,
            licence_no: input.licence_no,
            licence_images: JSON.stringify(input.licence_images),
            created_at: t,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (app.config.local.autoApprove) await approveShop(tx, row.id, t);
        return row.id;
      });
      const row = await db
        .selectFrom('local_shops')
        .selectAll()
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow();
      return toApplication(row);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/business/mine`,
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<LocalApplication | null> => {
      const row = await applicationOf(user.id);
      return row ? toApplication(row) : null;
    },
  });

  // --- map settings and known places (choose-location / open-location) ---

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/map`,
    auth: 'none',
    input: z.object({}),
    handler: () =>
      Promise.resolve({ tile_url: app.config.local.tileUrl, nav_url: app.config.local.navUrl }),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/places`,
    auth: 'none',
    input: z.object({ keyword: z.string().trim().min(1).max(32), limit: intIn(1, 50).default(20) }),
    handler: async ({ input }) => {
      const k = `%${escapeLike(input.keyword)}%`;
      const rows = await db
        .selectFrom('local_shops')
        .select(['name', 'province', 'city', 'district', 'address', 'lat_e6', 'lng_e6'])
        .where('status', '=', SHOP.OPEN)
        .where((eb) =>
          eb.or([eb('name', 'like', k), eb('address', 'like', k), eb('district', 'like', k)]),
        )
        .orderBy('id')
        .limit(input.limit)
        .execute();
      return {
        list: rows.map((r) => ({
          name: r.name,
          address: `${r.province}${r.city}${r.district}${r.address}`,
          lat_e6: r.lat_e6,
          lng_e6: r.lng_e6,
        })),
      };
    },
  });

  // --- owner routes ---

  /** The caller's shop: 403 for anyone else's, 422 when there is none. */
  const ownShop = async (userId: number, shopId: number, lang: Lang) => {
    const shop = await shopQuery(db).where('s.id', '=', shopId).executeTakeFirst();
    if (!shop) throw invalid(`shop_id: ${t(lang, 'local.shopNotFound')}`);
    if (shop.owner_user_id !== userId) throw forbidden(t(lang, 'local.notOwner'));
    return shop;
  };

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/owner/shops`,
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }): Promise<{ list: LocalShopCard[] }> => {
      const rows = await shopQuery(db)
        .where('s.owner_user_id', '=', user.id)
        .where('s.status', 'in', [SHOP.OPEN, SHOP.PAUSED])
        .orderBy('s.id')
        .execute();
      return { list: rows.map((r) => toCard(r, now(), null)) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/owner/orders`,
    auth: 'required',
    input: z.object({
      ...paging,
      shop_id: optionalId,
      status: z.enum(LOCAL_ORDER_STATUSES).default('all'),
    }),
    handler: async ({ input, user, lang }) => {
      if (input.shop_id !== undefined) await ownShop(user.id, input.shop_id, lang);
      return localOrderPage(
        db,
        {
          ownerId: user.id,
          shopId: input.shop_id,
          status: input.status === 'all' ? null : Number(input.status),
        },
        input.page,
        input.limit,
      );
    },
  });

  /** An order of the caller's shops: 403 for anyone else's, 422 when there is none. */
  const ownerOrder = async (userId: number, orderId: number, lang: Lang) => {
    const row = await localOrderRow(db, orderId, { status: null });
    if (!row) throw invalid(`id: ${t(lang, 'local.orderNotFound')}`);
    if (row.owner_user_id !== userId) throw forbidden(t(lang, 'local.notOwner'));
    return row;
  };

  consumerRoute(fastify, app, {
    method: 'GET',
    url: `${PREFIX}/owner/order/detail`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) =>
      localOrderDetail(db, await ownerOrder(user.id, input.id, lang)),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/order/accept`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      await ownerOrder(user.id, input.id, lang);
      const t = now();
      const won = await db.transaction().execute(async (tx) => {
        const paid = await tx
          .selectFrom('orders')
          .select('id')
          .where('id', '=', input.id)
          .where('status', '=', ORDER.PAID)
          .executeTakeFirst();
        if (!paid) return false;
        const res = await tx
          .updateTable('local_order_details')
          .set({ accepted_at: t })
          .where('order_id', '=', input.id)
          .where('accepted_at', 'is', null)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        await tx
          .insertInto('order_events')
          .values({ order_id: input.id, kind: 'accepted', text: '商家已接单', created_at: t })
          .execute();
        return true;
      });
      if (!won) throw invalid(translate(lang, 'local.orderStateWrong'));
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/order/dispatch`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      const row = await ownerOrder(user.id, input.id, lang);
      const t = now();
      const won = await db.transaction().execute(async (tx) => {
        const ok = await transition(tx, input.id, [ORDER.PAID], ORDER.SHIPPED, {
          now: t,
          extra: { shipped_at: t },
          event: {
            kind: 'shipped',
            text: row.mode === 'pickup' ? '已备好，请到店自取' : '商家已出餐，配送中',
          },
        });
        if (ok) {
          await tx
            .updateTable('local_order_details')
            .set({ dispatched_at: t, accepted_at: sql<number>`coalesce(accepted_at, ${t})` })
            .where('order_id', '=', input.id)
            .execute();
        }
        return ok;
      });
      if (!won) throw invalid(translate(lang, 'local.orderStateWrong'));
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/order/complete`,
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, user, lang }) => {
      await ownerOrder(user.id, input.id, lang);
      const t = now();
      const won = await db.transaction().execute((tx) =>
        transition(tx, input.id, [ORDER.SHIPPED], ORDER.RECEIVED, {
          now: t,
          extra: { received_at: t },
          event: { kind: 'received', text: '订单已完成' },
        }),
      );
      if (!won) throw invalid(translate(lang, 'local.orderStateWrong'));
      return null;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/notice/add`,
    auth: 'required',
    input: z.object({
      shop_id: id,
      title: singleLine(64, 1),
      body: z.string().trim().max(1000).default(''),
    }),
    handler: async ({ input, user, lang }): Promise<LocalNotice> => {
      const shop = await ownShop(user.id, input.shop_id, lang);
      const t = now();
      const row = await db
        .insertInto('local_notices')
        .values({ shop_id: shop.id, title: input.title, body: input.body, created_at: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        shop_id: shop.id,
        shop_name: shop.name,
        title: input.title,
        body: input.body,
        created_at: t,
      };
    },
  });

  /** A menu item (any status) of the caller's shop. */
  const ownItem = async (userId: number, goodsId: number, lang: Lang) => {
    const g = await db
      .selectFrom('goods')
      .select(['id', 'local_shop_id'])
      .where('id', '=', goodsId)
      .where('local_shop_id', 'is not', null)
      .executeTakeFirst();
    if (!g) throw invalid(`id: ${t(lang, 'local.itemNotFound')}`);
    await ownShop(userId, g.local_shop_id ?? 0, lang);
    return g;
  };

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/item/stock`,
    auth: 'required',
    input: z.object({
      sku_id: id,
      delta: intIn(-9999, 9999).refine((n) => n !== 0, { message: 'invalid' }),
      key: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,64}$/),
    }),
    handler: async ({ input, user, lang }) => {
      const sku = await db
        .selectFrom('goods_skus')
        .select(['id', 'goods_id'])
        .where('id', '=', input.sku_id)
        .executeTakeFirst();
      if (!sku) throw invalid(`sku_id: ${t(lang, 'local.itemNotFound')}`);
      const item = await ownItem(user.id, sku.goods_id, lang);
      const location = await shopLocation(db, item.local_shop_id ?? 0);
      if (location === null) throw invalid(`sku_id: ${t(lang, 'local.shopNotFound')}`);
      try {
        const result = await db.transaction().execute((tx) =>
          moveStock(tx, {
            locationId: location,
            skuId: sku.id,
            delta: input.delta,
            reason: input.delta > 0 ? 'stock_in' : 'stock_out',
            ref: `local:${item.local_shop_id}`,
            operator: `user:${user.id}`,
            idempotencyKey: `local:${user.id}:${input.key}`,
            now: now(),
          }),
        );
        emitStockChanged(app, [result]);
        return { sku_id: sku.id, stock: result.after };
      } catch (err) {
        if (err instanceof StockError) {
          throw invalid(`delta: ${t(lang, 'local.notEnough', { title: String(sku.id) })}`);
        }
        throw err;
      }
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/owner/item/status`,
    auth: 'required',
    input: z.object({ id, on: intIn(0, 1) }),
    handler: async ({ input, user, lang }) => {
      const item = await ownItem(user.id, input.id, lang);
      await db
        .updateTable('goods')
        .set({ status: input.on === 1 ? ITEM_ON_MENU : ITEM_OFF_MENU })
        .where('id', '=', item.id)
        .execute();
      return null;
    },
  });
}
