/**
 * The merchant's shop (docs/api-guishang.md "Trade"): its own categories (`shop_classes`) and the
 * goods of its sellers (`sellers.merchant_id`) — list, detail, add (goods + one SKU, initial stock
 * booked into the warehouse, search index written), edit, and warehouse stock in/out.
 */
import { SHOP_CLASS } from '../../../shared/contract/cabinet';
import type { z } from 'zod';
import type { shopGoodsAddInput, shopGoodsEditInput } from '../../../shared/contract/cabinet-shop';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { ownNamedClass, type NamedClassConfig } from '../../lib/named-class';
import { invalid, notFound } from '../../lib/reply';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { indexGoods } from '../catalogue/search.repository';
import { moveView, num, stockRefusalAs422 } from './cabinet.shared';
import {
  categoryAndChild,
  findOwnGoods,
  findOwnSku,
  sellerIdsOf,
  shopGoodsPage,
  skusOf,
  type ShopGoodsFilter,
} from './shop.repository';
import { moveStockOnce, withStockMoves } from './stock.service';

export const shopClasses: NamedClassConfig = {
  contract: SHOP_CLASS,
  table: 'shop_classes',
  goods: { table: 'goods', column: 'shop_class_id' },
  messages: {
    notFound: (lang) => t(lang, 'cabinet.shopClassNotFound'),
    exists: (lang) => `name: ${t(lang, 'cabinet.shopClassExists')}`,
    notEmpty: (lang) => t(lang, 'cabinet.shopClassNotEmpty'),
  },
};

const ownClass = (ex: Executor, merchantId: number, classId: number, lang: Lang) =>
  ownNamedClass(ex, shopClasses, merchantId, classId, lang);

/** The merchant's goods (of one of its sellers), or 422 "not found". */
async function ownGoods(ex: Executor, merchantId: number, goodsId: number, lang: Lang) {
  const g = await findOwnGoods(ex, merchantId, goodsId);
  if (!g) throw notFound(t(lang, 'cabinet.goodsNotFound'));
  return g;
}

async function leafCategory(db: Executor, categoryId: number, lang: Lang): Promise<void> {
  const { cat, child } = await categoryAndChild(db, categoryId);
  if (!cat || child) throw invalid(`category_id: ${t(lang, 'cabinet.categoryNotLeaf')}`);
}

export async function shopGoodsList(app: AppContext, merchantId: number, f: ShopGoodsFilter) {
  const { db } = app.database;
  const { total, rows } = await shopGoodsPage(db, merchantId, f);
  const skus = await skusOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: num(total?.n),
    list: rows.map((r) => {
      const own = skus.filter((k) => k.goods_id === r.id);
      return {
        id: r.id,
        name: r.title,
        image: r.image,
        price: num(r.price),
        market_price: num(r.market_price),
        status: r.status,
        shop_class_id: r.shop_class_id,
        stock: own.reduce((n, k) => n + k.stock, 0),
        sales: num(r.sales),
        sku_id: own[0]?.id ?? null,
        created_at: num(r.created_at),
      };
    }),
  };
}

export async function shopGoodsDetail(app: AppContext, merchantId: number, id: number, lang: Lang) {
  const { db } = app.database;
  const g = await ownGoods(db, merchantId, id, lang);
  const skus = await skusOf(db, [g.id]);
  return {
    id: g.id,
    name: g.title,
    image: g.image,
    images: parseJson<string[]>(g.images, g.image ? [g.image] : []),
    price: num(g.price),
    market_price: num(g.market_price),
    status: g.status,
    shop_class_id: g.shop_class_id,
    category_id: g.category_id,
    description: g.description,
    stock: skus.reduce((n, k) => n + k.stock, 0),
    sales: num(g.sales),
    sku_id: skus[0]?.id ?? null,
    skus: skus.map(({ goods_id: _g, ...k }) => k),
    created_at: num(g.created_at),
  };
}

export async function addShopGoods(
  app: AppContext,
  merchantId: number,
  input: z.output<typeof shopGoodsAddInput>,
  lang: Lang,
) {
  const { db } = app.database;
  const [sellerId] = await sellerIdsOf(db, merchantId);
  if (sellerId === undefined) throw invalid(t(lang, 'cabinet.noSeller'));
  await leafCategory(db, input.category_id, lang);
  if (input.shop_class_id) await ownClass(db, merchantId, input.shop_class_id, lang);
  const now = app.clock.now();
  const goodsId = await withStockMoves(app, async (move, tx) => {
    const g = await tx
      .insertInto('goods')
      .values({
        title: input.name,
        category_id: input.category_id,
        seller_id: sellerId,
        image: input.images[0]!,
        images: JSON.stringify(input.images),
        price: input.price,
        market_price: input.market_price ?? input.price,
        status: input.status ?? 1,
        shop_class_id: input.shop_class_id ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sku = await tx
      .insertInto('goods_skus')
      .values({
        goods_id: g.id,
        spec: '{}',
        price: input.price,
        market_price: input.market_price ?? input.price,
        image: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.stock > 0) {
      await move({
        locationId: WAREHOUSE_LOCATION_ID,
        skuId: sku.id,
        delta: input.stock,
        reason: 'stock_in',
        ref: `goods:${g.id}`,
        operator: `merchant:${merchantId}`,
        idempotencyKey: `goods:${g.id}:init`,
        now,
      });
    } else {
      await tx
        .insertInto('stock')
        .values({ location_id: WAREHOUSE_LOCATION_ID, sku_id: sku.id, quantity: 0 })
        .execute();
    }
    await indexGoods(tx, [{ id: g.id, title: input.name }]);
    return g.id;
  });
  return { id: goodsId };
}

export async function editShopGoods(
  app: AppContext,
  merchantId: number,
  input: z.output<typeof shopGoodsEditInput>,
  lang: Lang,
) {
  const { db } = app.database;
  await ownGoods(db, merchantId, input.id, lang);
  await leafCategory(db, input.category_id, lang);
  if (input.shop_class_id) await ownClass(db, merchantId, input.shop_class_id, lang);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('goods')
      .set({
        title: input.name,
        category_id: input.category_id,
        image: input.images[0]!,
        images: JSON.stringify(input.images),
        price: input.price,
        ...(input.market_price === undefined ? {} : { market_price: input.market_price }),
        ...(input.status === undefined ? {} : { status: input.status }),
        shop_class_id: input.shop_class_id ?? null,
      })
      .where('id', '=', input.id)
      .execute();
    // a one-SKU goods (what goods/add makes) keeps its SKU's price in step
    const skus = await tx
      .selectFrom('goods_skus')
      .select('id')
      .where('goods_id', '=', input.id)
      .execute();
    if (skus.length === 1) {
      await tx
        .updateTable('goods_skus')
        .set({
          price: input.price,
          ...(input.market_price === undefined ? {} : { market_price: input.market_price }),
        })
        .where('id', '=', skus[0]!.id)
        .execute();
    }
    await indexGoods(tx, [{ id: input.id, title: input.name }]);
  });
  return { id: input.id };
}

/** A warehouse move of one of the merchant's SKUs; the key makes a retried press book once. */
export async function shopGoodsStock(
  app: AppContext,
  merchantId: number,
  input: { sku_id: number; type: 'in' | 'out'; quantity: number; idempotency_key: string },
  lang: Lang,
) {
  const sku = await findOwnSku(app.database.db, merchantId, input.sku_id);
  if (!sku) throw notFound(t(lang, 'cabinet.skuNotFound'));
  const r = await stockRefusalAs422(lang, () =>
    moveStockOnce(app, {
      locationId: WAREHOUSE_LOCATION_ID,
      skuId: input.sku_id,
      delta: input.type === 'in' ? input.quantity : -input.quantity,
      reason: input.type === 'in' ? 'stock_in' : 'stock_out',
      ref: 'shop',
      operator: `merchant:${merchantId}`,
      idempotencyKey: `m${merchantId}:${input.idempotency_key}`,
      now: app.clock.now(),
    }),
  );
  return moveView(r);
}
