/**
 * Demo data of the cabinet sales (docs/api-guishang.md "Cabinet orders"), seeded with the demo
 * accounts after the main seed (and the trade seed) have committed: three cabinet classes of the
 * demo merchant named after the shop's top categories, one cabinet goods (class, name, price and
 * images of the shop goods) for every SKU held in the seeded cabinet slots, and two sales at
 * cabinet 1: one paid online (its goods taken with `sale` ledger rows, the merchant credited
 * with a `sale` money row) and one unpaid, waiting for its payment until `now +
 * CABINET_PAY_TTL_S`.
 *
 * Ids come from the sequences (no explicit ids), so this runs the same on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CABINET_PAY_TTL_S } from '../modules/cabinet/cabinet-order.service';
import { moveStock } from '../modules/cabinet/stock.service';
import { moveMerchantMoney } from '../modules/cabinet/money.service';

const CLASSES = ['生鲜果蔬', '休闲零食', '酒水饮料'] as const;

export async function seedCabinet(
  db: Kysely<DB>,
  opts: { now: number; merchantId: number },
): Promise<void> {
  const { now, merchantId } = opts;
  await db.transaction().execute(async (tx) => {
    const classIds: number[] = [];
    for (const [i, name] of CLASSES.entries()) {
      const row = await tx
        .insertInto('cabinet_classes')
        .values({ merchant_id: merchantId, name, sort: i + 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      classIds.push(row.id);
    }

    // every SKU in a slot of the merchant's cabinets, with its goods and its top category
    const held = await tx
      .selectFrom('stock as s')
      .innerJoin('stock_locations as l', 'l.id', 's.location_id')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
      .innerJoin('goods as g', 'g.id', 'k.goods_id')
      .select([
        's.sku_id',
        'k.goods_id',
        'k.price',
        'g.title',
        'g.image',
        'g.images',
        'g.category_id',
      ])
      .where('c.merchant_id', '=', merchantId)
      .where('l.kind', '=', 'cabinet_slot')
      .orderBy('s.sku_id')
      .execute();
    const categories = await tx
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name'])
      .execute();
    const byId = new Map(categories.map((c) => [c.id, c]));
    const topName = (id: number): string => {
      let c = byId.get(id);
      for (let i = 0; c && c.parent_id && i < 5; i++) c = byId.get(c.parent_id);
      return c?.name ?? '';
    };
    const goodsIds = new Map<number, number>();
    for (const h of held) {
      if (goodsIds.has(h.sku_id)) continue;
      const cls = CLASSES.indexOf(topName(h.category_id) as (typeof CLASSES)[number]);
      let images: string[] = [];
      try {
        images = JSON.parse(h.images) as string[];
      } catch {
        images = [];
      }
      if (images.length === 0 && h.image) images = [h.image];
      const row = await tx
        .insertInto('cabinet_goods')
        .values({
          merchant_id: merchantId,
          class_id: classIds[Math.max(cls, 0)]!,
          goods_id: h.goods_id,
          sku_id: h.sku_id,
          name: h.title.slice(0, 64),
          price: Number(h.price),
          images: JSON.stringify(images.slice(0, 9)),
          status: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      goodsIds.set(h.sku_id, row.id);
    }

    // two sales at the first cabinet, each of one unit from the fullest slots
    const cabinet = await tx
      .selectFrom('cabinets')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .executeTakeFirst();
    if (!cabinet) return;
    const stocked = await tx
      .selectFrom('stock as s')
      .innerJoin('stock_locations as l', 'l.id', 's.location_id')
      .innerJoin('cabinet_goods as cg', (j) =>
        j.onRef('cg.sku_id', '=', 's.sku_id').on('cg.merchant_id', '=', merchantId),
      )
      .select([
        's.location_id',
        's.sku_id',
        's.quantity',
        'cg.id',
        'cg.name',
        'cg.price',
        'cg.images',
      ])
      .where('l.cabinet_id', '=', cabinet.id)
      .where('l.kind', '=', 'cabinet_slot')
      .where('s.quantity', '>=', 2)
      .orderBy('s.quantity', 'desc')
      .orderBy('s.location_id')
      .limit(2)
      .execute();
    const sales = [
      { paid: true, at: now - 2 * 3600, line: stocked[0] },
      { paid: false, at: now, line: stocked[1] ?? stocked[0] },
    ];
    for (const [i, sale] of sales.entries()) {
      const line = sale.line;
      if (!line) continue;
      const amount = Number(line.price);
      const tradeNo = `T${sale.at}seedcab${i + 1}`;
      const order = await tx
        .insertInto('cabinet_orders')
        .values({
          merchant_id: merchantId,
          cabinet_id: cabinet.id,
          order_sn: `C${sale.at}seed${i + 1}`,
          client_key: `seed-cabinet-order-${i + 1}`,
          status: sale.paid ? 1 : 0,
          amount,
          buyer_mobile: '',
          trade_no: tradeNo,
          pay_deadline: sale.at + CABINET_PAY_TTL_S,
          paid_at: sale.paid ? sale.at + 60 : null,
          cancelled_at: null,
          created_at: sale.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let image = '';
      try {
        image = (JSON.parse(line.images) as string[])[0] ?? '';
      } catch {
        image = '';
      }
      const orderLine = await tx
        .insertInto('cabinet_order_lines')
        .values({
          order_id: order.id,
          cabinet_goods_id: line.id,
          location_id: line.location_id,
          sku_id: line.sku_id,
          name: line.name,
          image,
          price: amount,
          quantity: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveStock(tx, {
        locationId: line.location_id,
        skuId: line.sku_id,
        delta: -1,
        reason: 'sale',
        ref: `cabinet_order:${order.id}`,
        operator: `merchant:${merchantId}`,
        idempotencyKey: `co:${order.id}:${orderLine.id}`,
        now: sale.at,
      });
      await tx
        .insertInto('payments')
        .values({
          trade_no: tradeNo,
          user_id: 0,
          amount,
          kind: 'cabinet',
          status: sale.paid ? 'paid' : 'pending',
          method: sale.paid ? 'online' : '',
          provider: sale.paid ? 'sandbox' : '',
          provider_ref: sale.paid ? `SBXseed${order.id}` : '',
          paid_at: sale.paid ? sale.at + 60 : null,
          created_at: sale.at,
        })
        .execute();
      if (sale.paid && amount > 0) {
        await moveMerchantMoney(tx, {
          merchantId,
          delta: amount,
          kind: 'sale',
          ref: `cabinet_order:${order.id}`,
          idempotencyKey: `co:${order.id}`,
          now: sale.at + 60,
        });
      }
    }
  });
}
