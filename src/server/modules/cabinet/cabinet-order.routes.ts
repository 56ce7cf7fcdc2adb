/**
 * Cabinet sales (docs/api-guishang.md, "Cabinet orders"): create (takes the goods out of their
 * slots), list, detail, collect (the sandbox cashier URL the buyer's phone scans), cancel (puts
 * the goods back). Unpaid sales are cancelled at their deadline by the sweeper and on reads.
 * Merchant routes: another merchant's cabinet, goods or order answers 422 "not found".
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  clientKey,
  id,
  intIn,
  limit,
  mobile,
  optionalId,
  page,
} from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { newTradeNo } from '../order/checkout.service';
import { paymentProvider } from '../payment/payment.service';
import {
  CABINET_ORDER,
  CABINET_PAY_TTL_S,
  cabinetOrderViews,
  closeCabinetOrder,
  emitCabinetOrder,
  goodsImage,
  newCabinetOrderSn,
  startCabinetOrderSweeper,
  sweepCabinetOrders,
  type CabinetOrderView,
} from './cabinet-order.service';
import { StockError, withStockMoves } from './stock.service';

/** Where the cashier sends the buyer's phone back: the h5 home (the buyer has no order page). */
const CASHIER_RETURN_URL = '/h5/#/pages/index/index';

const orderLines = z.preprocess(
  (v) => (typeof v === 'string' ? parseJson<unknown>(v, null) : v),
  z
    .array(z.object({ cabinet_goods_id: id, quantity: intIn(1, 99) }))
    .min(1)
    .max(20)
    .refine((a) => new Set(a.map((l) => l.cabinet_goods_id)).size === a.length, {
      message: 'duplicate cabinet_goods_id',
    }),
);

/** A line refused while taking stock; the transaction rolls back and 422 names the goods. */
class LineRefused extends Error {}

export function cabinetOrderRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const provider = paymentProvider(app);

  // unpaid cabinet sales close after their deadline (once per tick across processes)
  startCabinetOrderSweeper(fastify, app);

  async function view(orderId: number): Promise<CabinetOrderView> {
    const [o] = await cabinetOrderViews(db, [orderId]);
    if (!o) throw new Error(`cabinet order ${orderId} vanished`);
    return o;
  }

  /** The merchant's order (after closing its overdue ones); 422 "not found" otherwise. */
  async function ownOrder(merchantId: number, orderId: number, lang: Lang) {
    await sweepCabinetOrders(app, app.clock.now(), merchantId);
    const o = await db
      .selectFrom('cabinet_orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!o) throw notFound(t(lang, 'cabinet.orderNotFound'));
    return o;
  }

  async function byClientKey(merchantId: number, key: string) {
    return db
      .selectFrom('cabinet_orders')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('client_key', '=', key)
      .executeTakeFirst();
  }

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/order/create',
    auth: 'required',
    input: z.object({
      cabinet_id: id,
      lines: orderLines,
      client_key: clientKey,
      buyer_mobile: z.preprocess((v) => (v === '' ? undefined : v), mobile.optional()),
    }),
    handler: async ({ merchant, input, lang }) => {
      const first = await byClientKey(merchant.id, input.client_key);
      if (first) return view(first.id);
      const cabinet = await db
        .selectFrom('cabinets')
        .select(['id', 'name'])
        .where('id', '=', input.cabinet_id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!cabinet) throw notFound(t(lang, 'cabinet.cabinetNotFound'));
      const goods = await db
        .selectFrom('cabinet_goods as cg')
        .innerJoin('goods_skus as k', 'k.id', 'cg.sku_id')
        .innerJoin('goods as g', 'g.id', 'k.goods_id')
        .select(['cg.id', 'cg.sku_id', 'cg.name', 'cg.price', 'cg.images', 'cg.status', 'g.image'])
        .where('cg.merchant_id', '=', merchant.id)
        .where(
          'cg.id',
          'in',
          input.lines.map((l) => l.cabinet_goods_id),
        )
        .execute();
      const byId = new Map(goods.map((g) => [g.id, g]));
      for (const l of input.lines) {
        const g = byId.get(l.cabinet_goods_id);
        if (!g) throw notFound(t(lang, 'cabinet.goodsNotFound'));
        if (g.status !== 1) throw invalid(`${g.name}: ${t(lang, 'cabinet.goodsOff')}`);
      }
      const now = app.clock.now();
      const amount = input.lines.reduce(
        (n, l) => n + Number(byId.get(l.cabinet_goods_id)!.price) * l.quantity,
        0,
      );
      let orderId: number;
      try {
        orderId = await withStockMoves(app, async (move, tx) => {
          // The claim comes first: a concurrent repeat of the key fails on the unique index.
          const order = await tx
            .insertInto('cabinet_orders')
            .values({
              merchant_id: merchant.id,
              cabinet_id: cabinet.id,
              order_sn: newCabinetOrderSn(now),
              client_key: input.client_key,
              status: CABINET_ORDER.UNPAID,
              amount,
              buyer_mobile: input.buyer_mobile ?? '',
              pay_deadline: now + CABINET_PAY_TTL_S,
              paid_at: null,
              cancelled_at: null,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // Each line from the cabinet's slot holding the most of its SKU.
          const planned = [];
          for (const l of input.lines) {
            const g = byId.get(l.cabinet_goods_id)!;
            const slot = await tx
              .selectFrom('stock as s')
              .innerJoin('stock_locations as loc', 'loc.id', 's.location_id')
              .select(['s.location_id', 's.quantity'])
              .where('loc.cabinet_id', '=', cabinet.id)
              .where('loc.kind', '=', 'cabinet_slot')
              .where('s.sku_id', '=', g.sku_id)
              .orderBy('s.quantity', 'desc')
              .orderBy('s.location_id')
              .limit(1)
              .executeTakeFirst();
            if (!slot || Number(slot.quantity) < l.quantity) throw new LineRefused(g.name);
            planned.push({ line: l, goods: g, locationId: slot.location_id });
          }
          // Moves in location order, so concurrent sales never deadlock.
          planned.sort((a, b) => a.locationId - b.locationId);
          for (const p of planned) {
            const line = await tx
              .insertInto('cabinet_order_lines')
              .values({
                order_id: order.id,
                cabinet_goods_id: p.goods.id,
                location_id: p.locationId,
                sku_id: p.goods.sku_id,
                name: p.goods.name,
                image: goodsImage(p.goods.images, p.goods.image).slice(0, 500),
                price: Number(p.goods.price),
                quantity: p.line.quantity,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            try {
              await move({
                locationId: p.locationId,
                skuId: p.goods.sku_id,
                delta: -p.line.quantity,
                reason: 'sale',
                ref: `cabinet_order:${order.id}`,
                operator: `merchant:${merchant.id}`,
                idempotencyKey: `co:${order.id}:${line.id}`,
                now,
              });
            } catch (err) {
              if (err instanceof StockError) throw new LineRefused(p.goods.name);
              throw err;
            }
          }
          return order.id;
        });
      } catch (err) {
        if (err instanceof LineRefused)
          throw invalid(`${err.message}: ${t(lang, 'cabinet.notEnough')}`);
        if (isUniqueViolation(err)) {
          const again = await byClientKey(merchant.id, input.client_key);
          if (again) return view(again.id);
        }
        throw err;
      }
      emitCabinetOrder(app, {
        id: orderId,
        merchant_id: merchant.id,
        cabinet_id: cabinet.id,
        status: CABINET_ORDER.UNPAID,
        amount,
      });
      return view(orderId);
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/order/list',
    auth: 'required',
    input: z.object({ page, limit, cabinet_id: optionalId, status: intIn(0, 2).optional() }),
    handler: async ({ merchant, input }) => {
      await sweepCabinetOrders(app, app.clock.now(), merchant.id);
      let q = db.selectFrom('cabinet_orders').where('merchant_id', '=', merchant.id);
      if (input.cabinet_id) q = q.where('cabinet_id', '=', input.cabinet_id);
      if (input.status !== undefined) q = q.where('status', '=', input.status);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .select('id')
        .orderBy('id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        list: await cabinetOrderViews(
          db,
          rows.map((r) => r.id),
        ),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/order/detail',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: async ({ merchant, input, lang }) => {
      const o = await ownOrder(merchant.id, input.order_id, lang);
      return view(o.id);
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/order/collect',
    auth: 'required',
    input: z.object({ order_id: id }),
    // One `payments` row (kind cabinet) per order, reused while it is pending.
    handler: async ({ merchant, input, lang }) => {
      const o = await ownOrder(merchant.id, input.order_id, lang);
      if (o.status !== CABINET_ORDER.UNPAID) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
      const now = app.clock.now();
      const trade = await db.transaction().execute(async (tx) => {
        if (o.trade_no) {
          const p = await tx
            .selectFrom('payments')
            .select(['trade_no', 'amount'])
            .where('trade_no', '=', o.trade_no)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (p) return { trade_no: p.trade_no, amount: Number(p.amount) };
        }
        const tradeNo = newTradeNo(now);
        const set = await tx
          .updateTable('cabinet_orders')
          .set({ trade_no: tradeNo })
          .where('id', '=', o.id)
          .where('status', '=', CABINET_ORDER.UNPAID)
          .where('trade_no', '=', o.trade_no)
          .executeTakeFirst();
        if (Number(set.numUpdatedRows) !== 1) {
          // a concurrent collect made the trade first (or the order left "unpaid"): reuse it
          const current = await tx
            .selectFrom('cabinet_orders as o')
            .innerJoin('payments as p', 'p.trade_no', 'o.trade_no')
            .select(['p.trade_no', 'p.amount'])
            .where('o.id', '=', o.id)
            .where('o.status', '=', CABINET_ORDER.UNPAID)
            .where('p.status', '=', 'pending')
            .executeTakeFirst();
          if (!current) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
          return { trade_no: current.trade_no, amount: Number(current.amount) };
        }
        await tx
          .insertInto('payments')
          .values({
            trade_no: tradeNo,
            user_id: 0,
            amount: Number(o.amount),
            kind: 'cabinet',
            paid_at: null,
            created_at: now,
          })
          .execute();
        return { trade_no: tradeNo, amount: Number(o.amount) };
      });
      return {
        order_id: o.id,
        trade_no: trade.trade_no,
        cashier_url: provider.createCashier(
          { trade_no: trade.trade_no, amount: trade.amount, subject: o.order_sn },
          CASHIER_RETURN_URL,
        ),
        pay_deadline: Number(o.pay_deadline),
      };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/order/cancel',
    auth: 'required',
    input: z.object({ order_id: id }),
    handler: async ({ merchant, input, lang }) => {
      const o = await ownOrder(merchant.id, input.order_id, lang);
      const won = await closeCabinetOrder(app, o.id, {
        merchantId: merchant.id,
        now: app.clock.now(),
        operator: `merchant:${merchant.id}`,
      });
      if (!won) throw invalid(t(lang, 'cabinet.orderNotUnpaid'));
      return view(o.id);
    },
  });
}
