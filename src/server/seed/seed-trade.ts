/**
 * Demo data of the merchant trade area (docs/api-guishang.md "Trade"), seeded after the main
 * seed has committed. Always (it is catalogue: the seed is the same with or without demo
 * accounts): a vegetable supplier (a seller of no merchant) whose 20 goods are offered to
 * cabinet merchants (goods off the consumer shelf, warehouse stock booked with ledger rows).
 * With the demo merchant: two shop categories with some of its goods, one merchant address, a
 * ¥500.00 money balance (an `adjust` ledger row) and two purchase orders for cabinet 1: one
 * unpaid, one paid online and awaiting delivery (to be received on the kiosk; a received one
 * would put a second SKU into a seeded slot, which holds one SKU each).
 *
 * Ids come from the sequences (no explicit ids), so this runs the same on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { WAREHOUSE_LOCATION_ID } from '../modules/catalogue/goods.repository';
import { indexGoods } from '../modules/catalogue/search.repository';
import { goodsPicture } from '../modules/media/pictures';
import { moveStock } from '../modules/cabinet/stock.service';
import { moveMerchantMoney } from '../modules/cabinet/money.service';
import { freightFor, PURCHASE, PURCHASE_PAY_TTL_S } from '../modules/cabinet/purchase.service';

/** name, unit, price (fen per unit), minimum quantity */
const VEGETABLES: [string, string, number, number][] = [
  ['上海青', '斤', 350, 5],
  ['菠菜', '斤', 480, 5],
  ['生菜', '斤', 420, 5],
  ['西兰花', '个', 380, 10],
  ['胡萝卜', '斤', 220, 10],
  ['土豆', '斤', 180, 10],
  ['番茄', '斤', 450, 5],
  ['黄瓜', '斤', 320, 5],
  ['茄子', '斤', 360, 5],
  ['青椒', '斤', 400, 5],
  ['洋葱', '斤', 200, 10],
  ['大白菜', '颗', 500, 5],
  ['芹菜', '把', 300, 5],
  ['韭菜', '把', 280, 5],
  ['香菜', '把', 150, 10],
  ['冬瓜', '斤', 160, 10],
  ['南瓜', '个', 880, 3],
  ['大蒜', '斤', 650, 5],
  ['红薯', '斤', 990, 3],
  ['甜玉米', '根', 250, 10],
];

export interface TradeSeedSummary {
  goods: number;
  skus: number;
  search_terms: number;
}

export async function seedTrade(
  db: Kysely<DB>,
  opts: { now: number; merchantId: number | null },
): Promise<TradeSeedSummary> {
  const { now, merchantId } = opts;
  return db.transaction().execute(async (tx) => {
    const leaf = await tx
      .selectFrom('categories')
      .select('id')
      .where('name', '=', '新鲜蔬菜')
      .executeTakeFirst();
    const categoryId =
      leaf?.id ??
      (
        await tx
          .selectFrom('categories')
          .select('id')
          .where('parent_id', '!=', 0)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const seller = await tx
      .insertInto('sellers')
      .values({
        merchant_id: null,
        name: '绿源蔬菜供应链',
        logo: '/media/gen/seller/supplier.svg',
        description: '社区智能柜进货：基地直采新鲜蔬菜，次日送达。',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // --- supplier goods: goods + SKU (off the consumer shelf) + warehouse stock + offer ---
    const supply: {
      id: number;
      sku_id: number;
      name: string;
      image: string;
      unit: string;
      price: number;
    }[] = [];
    const indexed: { id: number; title: string }[] = [];
    for (const [i, [name, unit, price, minQty]] of VEGETABLES.entries()) {
      const image = goodsPicture(name, `s${i + 1}`);
      const images = [image, goodsPicture(name, `s${i + 1}`, 'g2')];
      const title = `新鲜${name} 基地直采`;
      const g = await tx
        .insertInto('goods')
        .values({
          title,
          category_id: categoryId,
          seller_id: seller.id,
          image,
          images: JSON.stringify(images),
          description: `${name}，当日采摘，冷链配送，按${unit}计价。`,
          price,
          market_price: Math.round(price * 1.3),
          status: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sku = await tx
        .insertInto('goods_skus')
        .values({ goods_id: g.id, spec: '{}', price, market_price: Math.round(price * 1.3) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveStock(tx, {
        locationId: WAREHOUSE_LOCATION_ID,
        skuId: sku.id,
        delta: 200 + ((i * 37) % 300),
        reason: 'stock_in',
        ref: 'seed',
        operator: 'seed',
        idempotencyKey: `seed:supply:${sku.id}`,
        now,
      });
      const sg = await tx
        .insertInto('supply_goods')
        .values({
          goods_id: g.id,
          sku_id: sku.id,
          name,
          image,
          images: JSON.stringify(images),
          description: `${name}，基地直采，当日采摘，冷链配送到柜。起订${minQty}${unit}。`,
          unit,
          price,
          min_qty: minQty,
          status: 1,
          sort: i,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      supply.push({ id: sg.id, sku_id: sku.id, name, image, unit, price });
      indexed.push({ id: g.id, title });
    }
    const searchTerms = await indexGoods(tx, indexed);
    const summary = { goods: supply.length, skus: supply.length, search_terms: searchTerms };
    if (merchantId === null) return summary;

    // --- the demo merchant: shop categories, an address, money ---
    const classIds: number[] = [];
    for (const [i, name] of ['生鲜果蔬', '零食饮料'].entries()) {
      const c = await tx
        .insertInto('shop_classes')
        .values({ merchant_id: merchantId, name, sort: i, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      classIds.push(c.id);
    }
    const own = await tx
      .selectFrom('goods as g')
      .innerJoin('sellers as s', 's.id', 'g.seller_id')
      .select('g.id')
      .where('s.merchant_id', '=', merchantId)
      .orderBy('g.id')
      .limit(8)
      .execute();
    for (const [i, g] of own.entries()) {
      await tx
        .updateTable('goods')
        .set({ shop_class_id: classIds[i % 2]! })
        .where('id', '=', g.id)
        .execute();
    }
    const address = {
      merchant_id: merchantId,
      name: '李店长',
      mobile: '13900139000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路阳光小区3幢东侧智能柜',
      is_default: 1,
    };
    const addr = await tx
      .insertInto('merchant_addresses')
      .values({ ...address, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveMerchantMoney(tx, {
      merchantId,
      delta: 50000,
      kind: 'adjust',
      ref: 'seed',
      idempotencyKey: `seed:merchant:${merchantId}:opening`,
      now,
    });

    // --- purchase orders: one unpaid, one paid online and received into cabinet 1 ---
    const addressJson = JSON.stringify({
      id: addr.id,
      name: address.name,
      mobile: address.mobile,
      province: address.province,
      city: address.city,
      district: address.district,
      detail: address.detail,
      is_default: true,
      full: `${address.province}${address.city}${address.district}${address.detail}`,
    });
    const cabinet = await tx
      .selectFrom('cabinets')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .executeTakeFirst();
    if (!cabinet) return summary;
    const orders = [
      { n: 1, picks: [0, 6, 7], qty: 10, paid: false, at: now - 600 },
      { n: 2, picks: [3, 9], qty: 5, paid: true, at: now - 86400 },
    ];
    for (const o of orders) {
      const lines = o.picks.map((p) => ({ ...supply[p]!, quantity: o.qty }));
      const goodsAmount = lines.reduce((n, l) => n + l.price * l.quantity, 0);
      const freight = freightFor(goodsAmount);
      const tradeNo = `Pseed${merchantId}x${o.n}${now}`;
      const order = await tx
        .insertInto('purchase_orders')
        .values({
          merchant_id: merchantId,
          order_sn: `PO${o.at}seed${o.n}`,
          client_key: `seed-purchase-order-${o.n}`,
          trade_no: tradeNo,
          status: o.paid ? PURCHASE.PAID : PURCHASE.UNPAID,
          cabinet_id: cabinet.id,
          address_json: addressJson,
          goods_amount: goodsAmount,
          freight,
          pay_amount: goodsAmount + freight,
          pay_method: o.paid ? 'online' : '',
          remark: o.paid ? '放1号柜' : '',
          // the deadline is always created + the pay TTL (an unpaid one still open: at > now − TTL)
          pay_deadline: o.at + PURCHASE_PAY_TTL_S,
          paid_at: o.paid ? o.at + 60 : null,
          received_at: null,
          closed_at: null,
          created_at: o.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('payments')
        .values({
          trade_no: tradeNo,
          user_id: 0,
          amount: goodsAmount + freight,
          kind: 'purchase',
          ...(o.paid
            ? {
                status: 'paid' as const,
                method: 'online',
                provider: 'sandbox',
                provider_ref: `seed-${tradeNo}`,
                paid_at: o.at + 60,
              }
            : {}),
          created_at: o.at,
        })
        .execute();
      await tx
        .insertInto('purchase_order_lines')
        .values(
          lines.map((l) => ({
            order_id: order.id,
            supply_goods_id: l.id,
            sku_id: l.sku_id,
            name: l.name,
            image: l.image,
            unit: l.unit,
            price: l.price,
            quantity: l.quantity,
            location_id: null,
          })),
        )
        .execute();
    }
    return summary;
  });
}
