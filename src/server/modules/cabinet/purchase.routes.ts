/**
 * Buying stock for the cabinets (docs/api-guishang.md "Trade"): supplier goods, the merchant's
 * cart, confirmation, purchase orders from the cart or one goods (idempotent by client_key),
 * list/detail/cancel, and receiving into cabinet slots (one `restock` move per line, key
 * `po:<order>:<line>`, all or nothing). Unpaid orders close after 30 minutes: the sweeper, and a
 * sweep of the merchant's own orders before each read.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { id, intIn, limit, optionalId, page, singleLine } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import type { Lang } from '../../lib/i18n';
import { startJob } from '../../lib/jobs';
import { parseJson } from '../../lib/json';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { withStockMoves } from './stock.service';
import { addressView, findMerchantAddress } from './address.routes';
import {
  closePurchaseOrder,
  createPurchaseOrder,
  emitPurchaseOrder,
  priceLines,
  PURCHASE,
  PURCHASE_SWEEP_INTERVAL_MS,
  purchaseQuery,
  purchaseViews,
  suggestLocations,
  supplyQuery,
  supplyView,
  sweepPurchaseOrders,
  totals,
  type PurchaseOrderView,
} from './purchase.service';
import { cm } from './cabinet.i18n';
import {
  clientKey,
  idList,
  jsonArray,
  likeContains,
  num,
  stockRefusalAs422,
} from './cabinet.shared';

const cartQuantity = intIn(1, 999);
const remark = z.string().trim().max(200).default('');

export function purchaseRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  async function ownCabinet(merchantId: number, cabinetId: number, lang: Lang) {
    const c = await db
      .selectFrom('cabinets')
      .select('id')
      .where('id', '=', cabinetId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!c) throw notFound(cm(lang, 'cabinetNotFound'));
  }

  async function addressOf(merchantId: number, addressId: number | undefined, lang: Lang) {
    const a = await findMerchantAddress(db, merchantId, addressId);
    if (addressId !== undefined && !a) throw notFound(cm(lang, 'addressNotFound'));
    return a ? addressView(a) : null;
  }

  /** The merchant's cart items of these ids (all of them, or 422). */
  async function ownCartItems(merchantId: number, ids: number[], lang: Lang) {
    const rows = await db
      .selectFrom('merchant_cart_items')
      .select(['id', 'supply_goods_id', 'quantity'])
      .where('merchant_id', '=', merchantId)
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    if (rows.length !== ids.length) throw notFound(cm(lang, 'cartItemNotFound'));
    return rows;
  }

  async function cartCount(merchantId: number): Promise<number> {
    const row = await db
      .selectFrom('merchant_cart_items')
      .select(sql<number>`count(*)`.as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return num(row?.n);
  }

  async function orderView(
    merchantId: number,
    orderId: number,
    lang: Lang,
    suggest = false,
  ): Promise<PurchaseOrderView> {
    const row = await purchaseQuery(db, merchantId).where('p.id', '=', orderId).executeTakeFirst();
    if (!row) throw notFound(cm(lang, 'orderNotFound'));
    const [view] = await purchaseViews(db, [row], suggest);
    return view!;
  }

  // --- supplier goods ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/goods',
    auth: 'required',
    input: z.object({
      page,
      limit: limit.default(20),
      keyword: singleLine(64).optional(),
    }),
    handler: async ({ input }) => {
      let q = db.selectFrom('supply_goods as sg').where('sg.status', '=', 1);
      if (input.keyword) q = q.where(likeContains('sg.name', input.keyword));
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      let rows = supplyQuery(db).where('sg.status', '=', 1);
      if (input.keyword) rows = rows.where(likeContains('sg.name', input.keyword));
      const list = await rows
        .orderBy('sg.sort')
        .orderBy('sg.id')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      return { total: num(total?.n), list: list.map(supplyView) };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/goods/detail',
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ input, lang }) => {
      const g = await supplyQuery(db).where('sg.id', '=', input.id).executeTakeFirst();
      if (!g) throw notFound(cm(lang, 'supplyNotFound'));
      return {
        ...supplyView(g),
        images: parseJson<string[]>(g.images, g.image ? [g.image] : []),
        description: g.description,
      };
    },
  });

  // --- cart ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/cart/list',
    auth: 'required',
    input: z.object({}),
    handler: async ({ merchant }) => {
      const rows = await db
        .selectFrom('merchant_cart_items as ci')
        .innerJoin('supply_goods as sg', 'sg.id', 'ci.supply_goods_id')
        .select([
          'ci.id',
          'ci.supply_goods_id',
          'ci.quantity',
          'ci.is_check',
          'sg.name',
          'sg.image',
          'sg.unit',
          'sg.price',
          'sg.min_qty',
          'sg.status',
        ])
        .where('ci.merchant_id', '=', merchant.id)
        .orderBy('ci.id', 'desc')
        .execute();
      const list = rows.map((r) => ({
        id: r.id,
        supply_goods_id: r.supply_goods_id,
        name: r.name,
        image: r.image,
        unit: r.unit,
        price: num(r.price),
        min_qty: r.min_qty,
        quantity: r.quantity,
        is_check: r.is_check,
        invalid: r.status !== 1,
      }));
      return {
        list,
        total_checked: list
          .filter((l) => l.is_check === 1 && !l.invalid)
          .reduce((n, l) => n + l.price * l.quantity, 0),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/add',
    auth: 'required',
    input: z.object({ supply_goods_id: id, quantity: cartQuantity }),
    handler: async ({ merchant, input, lang }) => {
      const g = await db
        .selectFrom('supply_goods')
        .select(['id', 'status', 'name'])
        .where('id', '=', input.supply_goods_id)
        .executeTakeFirst();
      if (!g) throw notFound(cm(lang, 'supplyNotFound'));
      if (g.status !== 1) throw invalid(`${g.name}: ${cm(lang, 'supplyOff')}`);
      const n = input.quantity;
      await db
        .insertInto('merchant_cart_items')
        .values({
          merchant_id: merchant.id,
          supply_goods_id: g.id,
          quantity: n,
          is_check: 1,
          created_at: app.clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'supply_goods_id']).doUpdateSet({
            quantity: sql<number>`case when merchant_cart_items.quantity + ${n} > 999 then 999 else merchant_cart_items.quantity + ${n} end`,
          }),
        )
        .execute();
      return { cart_count: await cartCount(merchant.id) };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/set',
    auth: 'required',
    input: z.object({ id, quantity: cartQuantity.optional(), is_check: intIn(0, 1).optional() }),
    handler: async ({ merchant, input, lang }) => {
      await ownCartItems(merchant.id, [input.id], lang);
      if (input.quantity !== undefined || input.is_check !== undefined) {
        await db
          .updateTable('merchant_cart_items')
          .set({
            ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
            ...(input.is_check === undefined ? {} : { is_check: input.is_check }),
          })
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchant.id)
          .execute();
      }
      return { id: input.id };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/cart/del',
    auth: 'required',
    input: z.object({ ids: idList }),
    handler: async ({ merchant, input, lang }) => {
      await ownCartItems(merchant.id, input.ids, lang);
      await db
        .deleteFrom('merchant_cart_items')
        .where('merchant_id', '=', merchant.id)
        .where('id', 'in', input.ids)
        .execute();
      return { cart_count: await cartCount(merchant.id) };
    },
  });

  // --- confirmation and orders ---

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/confirm',
    auth: 'required',
    input: z
      .object({
        cart_ids: idList.optional(),
        supply_goods_id: optionalId,
        quantity: cartQuantity.optional(),
        address_id: optionalId,
      })
      .superRefine((v, ctx) => {
        if (v.cart_ids) return;
        if (!v.supply_goods_id) {
          ctx.addIssue({ code: 'custom', path: ['cart_ids'], message: 'required' });
        } else if (v.quantity === undefined) {
          ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'required' });
        }
      }),
    handler: async ({ merchant, input, lang }) => {
      const wanted = input.cart_ids
        ? await ownCartItems(merchant.id, input.cart_ids, lang)
        : [{ supply_goods_id: input.supply_goods_id!, quantity: input.quantity! }];
      const lines = await priceLines(db, wanted, lang);
      const address = await addressOf(merchant.id, input.address_id, lang);
      return { lines, ...totals(lines), address };
    },
  });

  const orderFields = {
    address_id: id,
    cabinet_id: id,
    client_key: clientKey,
    remark,
  };

  async function create(
    merchantId: number,
    input: { address_id: number; cabinet_id: number; client_key: string; remark: string },
    wanted: () => Promise<{ supply_goods_id: number; quantity: number; id?: number }[]>,
    lang: Lang,
  ) {
    const first = await db
      .selectFrom('purchase_orders')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('client_key', '=', input.client_key)
      .executeTakeFirst();
    if (first) return orderView(merchantId, first.id, lang);
    await ownCabinet(merchantId, input.cabinet_id, lang);
    const address = await addressOf(merchantId, input.address_id, lang);
    const items = await wanted();
    const lines = await priceLines(db, items, lang);
    const { id: orderId } = await createPurchaseOrder(app, {
      merchantId,
      clientKey: input.client_key,
      cabinetId: input.cabinet_id,
      address: address!,
      lines,
      remark: input.remark,
      cartIds: items.flatMap((i) => (i.id === undefined ? [] : [i.id])),
      now: app.clock.now(),
    });
    return orderView(merchantId, orderId, lang);
  }

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/createCarOrder',
    auth: 'required',
    input: z.object({ cart_ids: idList, ...orderFields }),
    handler: async ({ merchant, input, lang }) =>
      create(merchant.id, input, () => ownCartItems(merchant.id, input.cart_ids, lang), lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/createOrder',
    auth: 'required',
    input: z.object({ supply_goods_id: id, quantity: cartQuantity, ...orderFields }),
    handler: async ({ merchant, input, lang }) =>
      create(
        merchant.id,
        input,
        () =>
          Promise.resolve([{ supply_goods_id: input.supply_goods_id, quantity: input.quantity }]),
        lang,
      ),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/order/list',
    auth: 'required',
    input: z.object({ page, limit: limit.default(20), status: intIn(0, 3).optional() }),
    handler: async ({ merchant, input }) => {
      await sweepPurchaseOrders(app, merchant.id);
      let q = purchaseQuery(db, merchant.id);
      if (input.status !== undefined) q = q.where('p.status', '=', input.status);
      let c = db
        .selectFrom('purchase_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('merchant_id', '=', merchant.id);
      if (input.status !== undefined) c = c.where('status', '=', input.status);
      const [rows, total] = await Promise.all([
        q
          .orderBy('p.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        c.executeTakeFirst(),
      ]);
      return { total: num(total?.n), list: await purchaseViews(db, rows) };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/jinhuo/order/detail',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: async ({ merchant, input, lang }) => {
      await sweepPurchaseOrders(app, merchant.id);
      return orderView(merchant.id, input.order_id, lang, true);
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/order/cancel',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: async ({ merchant, input, lang }) => {
      await orderView(merchant.id, input.order_id, lang);
      const won = await db
        .transaction()
        .execute((tx) => closePurchaseOrder(tx, input.order_id, app.clock.now()));
      if (!won) throw invalid(cm(lang, 'notUnpaid'));
      emitPurchaseOrder(app, merchant.id, input.order_id, PURCHASE.CANCELLED);
      return orderView(merchant.id, input.order_id, lang);
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/jinhuo/order/receive',
    auth: 'required',
    input: z.object({
      order_id: id,
      lines: jsonArray(z.object({ line_id: id, location_id: id }), 0, 50).optional(),
    }),
    handler: async ({ merchant, input, lang }) => {
      const order = await orderView(merchant.id, input.order_id, lang);
      if (order.status !== PURCHASE.PAID) throw invalid(cm(lang, 'notPaid'));
      const slots = await db
        .selectFrom('stock_locations')
        .select('id')
        .where('cabinet_id', '=', order.cabinet_id)
        .where('kind', '=', 'cabinet_slot')
        .execute();
      const slotIds = new Set(slots.map((s) => s.id));
      const given = new Map<number, number>();
      for (const l of input.lines ?? []) {
        if (!order.lines.some((x) => x.id === l.line_id)) throw invalid(cm(lang, 'linesInvalid'));
        if (!slotIds.has(l.location_id)) throw notFound(cm(lang, 'slotNotFound'));
        given.set(l.line_id, l.location_id);
      }
      const suggested = await suggestLocations(db, order.cabinet_id, order.lines);
      const placed = order.lines
        .map((l) => ({ ...l, location_id: given.get(l.id) ?? suggested.get(l.id) }))
        .sort((a, b) => (a.location_id ?? 0) - (b.location_id ?? 0) || a.id - b.id);
      if (placed.some((l) => l.location_id === undefined)) {
        throw notFound(cm(lang, 'slotNotFound'));
      }
      const now = app.clock.now();
      await stockRefusalAs422(lang, () =>
        withStockMoves(app, async (move, tx) => {
          const won = await tx
            .updateTable('purchase_orders')
            .set({ status: PURCHASE.RECEIVED, received_at: now })
            .where('id', '=', order.id)
            .where('merchant_id', '=', merchant.id)
            .where('status', '=', PURCHASE.PAID)
            .executeTakeFirst();
          if (Number(won.numUpdatedRows) === 0) throw invalid(cm(lang, 'notPaid'));
          for (const l of placed) {
            await tx
              .updateTable('purchase_order_lines')
              .set({ location_id: l.location_id! })
              .where('id', '=', l.id)
              .execute();
            await move({
              locationId: l.location_id!,
              skuId: l.sku_id,
              delta: l.quantity,
              reason: 'restock',
              ref: `po:${order.id}`,
              operator: `merchant:${merchant.id}`,
              idempotencyKey: `po:${order.id}:${l.id}`,
              now,
            });
          }
        }),
      );
      emitPurchaseOrder(app, merchant.id, order.id, PURCHASE.RECEIVED);
      return orderView(merchant.id, order.id, lang);
    },
  });
}

/** Closes overdue purchase orders every 30 s (once per tick across processes; lib/jobs.ts). */
export function startPurchaseSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'purchase-overdue', PURCHASE_SWEEP_INTERVAL_MS, () =>
    sweepPurchaseOrders(app),
  );
}
