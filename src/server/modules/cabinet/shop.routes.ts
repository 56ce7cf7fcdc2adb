/**
 * The merchant's shop (docs/api-guishang.md "Trade"): its own categories (`shop_classes`) and the
 * goods of its sellers (`sellers.merchant_id`) — list, detail, add (goods + one SKU, initial stock
 * booked into the warehouse, search index written), edit, and warehouse stock in/out.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { id, intIn, limit, optionalId, page, singleLine } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { namedClassRoutes, ownNamedClass, type NamedClassConfig } from '../../lib/named-class';
import { invalid, notFound } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { indexGoods } from '../catalogue/search.repository';
import { moveStockOnce, withStockMoves } from './stock.service';
import {
  idempotencyKey,
  imageUrl,
  jsonArray,
  likeContains,
  moveView,
  num,
  stockRefusalAs422,
} from './cabinet.shared';

const fen = intIn(1, 100_000_000);

/** Ids of the merchant's sellers, oldest first. */
export async function sellerIdsOf(db: Executor, merchantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sellers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

const shopClasses: NamedClassConfig = {
  prefix: '/api/admin/shop/class',
  table: 'shop_classes',
  goods: { table: 'goods', column: 'shop_class_id' },
  messages: {
    notFound: (lang) => t(lang, 'cabinet.shopClassNotFound'),
    exists: (lang) => `name: ${t(lang, 'cabinet.shopClassExists')}`,
    notEmpty: (lang) => t(lang, 'cabinet.shopClassNotEmpty'),
  },
};

export function shopRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const ownClass = (ex: Executor, merchantId: number, classId: number, lang: Lang) =>
    ownNamedClass(ex, shopClasses, merchantId, classId, lang);

  /** The merchant's goods (of one of its sellers), or 422 "not found". */
  async function ownGoods(ex: Executor, merchantId: number, goodsId: number, lang: Lang) {
    const g = await ex
      .selectFrom('goods as g')
      .innerJoin('sellers as s', 's.id', 'g.seller_id')
      .selectAll('g')
      .where('g.id', '=', goodsId)
      .where('s.merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!g) throw notFound(t(lang, 'cabinet.goodsNotFound'));
    return g;
  }

  async function leafCategory(categoryId: number, lang: Lang): Promise<void> {
    const cat = await db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    const child = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', categoryId)
      .executeTakeFirst();
    if (!cat || child) throw invalid(`category_id: ${t(lang, 'cabinet.categoryNotLeaf')}`);
  }

  /** Warehouse stock per SKU of these goods. */
  async function skusOf(goodsIds: number[]) {
    if (goodsIds.length === 0) return [];
    const rows = await db
      .selectFrom('goods_skus as k')
      .leftJoin('stock as s', (j) =>
        j.onRef('s.sku_id', '=', 'k.id').on('s.location_id', '=', WAREHOUSE_LOCATION_ID),
      )
      .select(['k.id', 'k.goods_id', 'k.spec', 'k.price', 's.quantity'])
      .where('k.goods_id', 'in', goodsIds)
      .orderBy('k.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      goods_id: r.goods_id,
      // display text: the spec values joined by a space ('' for a one-SKU goods)
      spec: Object.values(parseJson<Record<string, string>>(r.spec, {})).join(' '),
      price: num(r.price),
      stock: num(r.quantity),
    }));
  }

  // --- shop categories ---

  namedClassRoutes(fastify, app, shopClasses);

  // --- shop goods ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/goods/list',
    auth: 'required',
    input: z.object({
      page,
      limit: limit.default(20),
      keyword: singleLine(64).optional(),
      status: intIn(0, 1).optional(),
      shop_class_id: optionalId,
    }),
    handler: async ({ merchant, input }) => {
      let q = db
        .selectFrom('goods as g')
        .innerJoin('sellers as s', 's.id', 'g.seller_id')
        .where('s.merchant_id', '=', merchant.id);
      if (input.keyword) q = q.where(likeContains('g.title', input.keyword));
      if (input.status !== undefined) q = q.where('g.status', '=', input.status);
      if (input.shop_class_id) q = q.where('g.shop_class_id', '=', input.shop_class_id);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .select([
          'g.id',
          'g.title',
          'g.image',
          'g.price',
          'g.market_price',
          'g.status',
          'g.shop_class_id',
          'g.sales',
          'g.created_at',
        ])
        .orderBy('g.id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      const skus = await skusOf(rows.map((r) => r.id));
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
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/goods/detail',
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ merchant, input, lang }) => {
      const g = await ownGoods(db, merchant.id, input.id, lang);
      const skus = await skusOf([g.id]);
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
    },
  });

  const goodsFields = {
    name: singleLine(64, 1),
    category_id: id,
    shop_class_id: optionalId,
    price: fen,
    market_price: intIn(0, 100_000_000).optional(),
    images: jsonArray(imageUrl, 1, 9),
    status: intIn(0, 1).optional(),
  };

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/goods/add',
    auth: 'required',
    input: z.object({ ...goodsFields, stock: intIn(0, 100_000) }),
    handler: async ({ merchant, input, lang }) => {
      const [sellerId] = await sellerIdsOf(db, merchant.id);
      if (sellerId === undefined) throw invalid(t(lang, 'cabinet.noSeller'));
      await leafCategory(input.category_id, lang);
      if (input.shop_class_id) await ownClass(db, merchant.id, input.shop_class_id, lang);
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
            operator: `merchant:${merchant.id}`,
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
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/goods/edit',
    auth: 'required',
    input: z.object({ id, ...goodsFields }),
    handler: async ({ merchant, input, lang }) => {
      await ownGoods(db, merchant.id, input.id, lang);
      await leafCategory(input.category_id, lang);
      if (input.shop_class_id) await ownClass(db, merchant.id, input.shop_class_id, lang);
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
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/goods/stock',
    auth: 'required',
    input: z.object({
      sku_id: id,
      type: z.enum(['in', 'out']),
      quantity: intIn(1, 100_000),
      idempotency_key: idempotencyKey,
    }),
    handler: async ({ merchant, input, lang }) => {
      const sku = await db
        .selectFrom('goods_skus as k')
        .innerJoin('goods as g', 'g.id', 'k.goods_id')
        .innerJoin('sellers as s', 's.id', 'g.seller_id')
        .select('k.id')
        .where('k.id', '=', input.sku_id)
        .where('s.merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!sku) throw notFound(t(lang, 'cabinet.skuNotFound'));
      const r = await stockRefusalAs422(lang, () =>
        moveStockOnce(app, {
          locationId: WAREHOUSE_LOCATION_ID,
          skuId: input.sku_id,
          delta: input.type === 'in' ? input.quantity : -input.quantity,
          reason: input.type === 'in' ? 'stock_in' : 'stock_out',
          ref: 'shop',
          operator: `merchant:${merchant.id}`,
          idempotencyKey: `m${merchant.id}:${input.idempotency_key}`,
          now: app.clock.now(),
        }),
      );
      return moveView(r);
    },
  });
}
