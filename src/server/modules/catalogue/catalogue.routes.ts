import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  goodsDetailInput,
  goodsListInput,
  goodsTopListInput,
  optionalId,
  paging,
  type Banner,
  type Category,
  type GoodsDetail,
  type IndexData,
  type ListData,
  type GoodsItem,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { parseJson } from '../../lib/json';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import {
  countOf,
  goodsItemQuery,
  goodsPage,
  inCategory,
  listSkus,
  sortGoods,
  toGoodsItem,
} from './goods.repository';

export function catalogueRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const english = (lang: string) => lang === 'en';

  async function banners(position: string): Promise<Banner[]> {
    const rows = await db
      .selectFrom('banners')
      .select(['id', 'title', 'image', 'link'])
      .where('position', '=', position)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows;
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/index',
    auth: 'optional',
    input: z.object({}),
    handler: async ({ lang }): Promise<IndexData> => {
      const zones = await db
        .selectFrom('zones')
        .select(['id', 'name', 'name_en', 'icon', 'route'])
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const notices = await db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', 'home_notices')
        .executeTakeFirst();
      return {
        banners: await banners('home'),
        zones: zones.map((z) => ({
          id: z.id,
          name: english(lang) && z.name_en ? z.name_en : z.name,
          icon: z.icon,
          route: z.route,
        })),
        notices: notices ? parseJson<string[]>(notices.value, []) : [],
      };
    },
  });

  for (const url of ['/api/getBannerList', '/api/v3/activity/banner']) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      url,
      auth: 'none',
      input: z.object({ position: z.enum(['home', 'category', 'activity']).default('home') }),
      handler: async ({ input }) => ({ list: await banners(input.position) }),
    });
  }

  async function categories(lang: string, parentId?: number): Promise<Category[]> {
    let q = db.selectFrom('categories').select(['id', 'parent_id', 'name', 'name_en', 'image']);
    q = parentId === undefined ? q.where('parent_id', '=', 0) : q.where('parent_id', '=', parentId);
    const rows = await q.orderBy('sort').orderBy('id').execute();
    return rows.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      name: english(lang) && c.name_en ? c.name_en : c.name,
      image: c.image,
    }));
  }

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/get_top_cat_list',
    auth: 'none',
    input: z.object({}),
    handler: async ({ lang }) => ({ list: await categories(lang) }),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/get_goods_cat_list',
    auth: 'none',
    input: z.object({ parent_id: optionalId, cat_id: optionalId }),
    handler: async ({ input, lang }) => {
      const parent = input.parent_id ?? input.cat_id;
      if (parent === undefined) throw invalid(`parent_id: ${t(lang, 'required')}`);
      return { list: await categories(lang, parent) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/goods/get_goods_list',
    auth: 'none',
    input: goodsListInput,
    handler: async ({ input }): Promise<ListData<GoodsItem>> => {
      let q = goodsItemQuery(db);
      if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
      if (input.brand_id !== undefined) q = q.where('goods.brand_id', '=', input.brand_id);
      if (input.seller_id !== undefined) q = q.where('goods.seller_id', '=', input.seller_id);
      if (input.keyword) {
        const kw = `%${input.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        // ESCAPE is explicit: SQLite's LIKE has no default escape character (PostgreSQL's is \).
        q = q.where(sql<boolean>`goods.title like ${kw} escape '\\'`);
      }
      const total = await countOf(q);
      const sorted = sortGoods(q, input.sort);
      return goodsPage(sorted, total, input);
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/goods/recommend_goods_list',
    auth: 'none',
    input: z.object(paging),
    handler: async ({ input }): Promise<ListData<GoodsItem>> => {
      const q = goodsItemQuery(db).where('goods.is_recommend', '=', 1);
      return goodsPage(q.orderBy('goods.sort', 'desc'), await countOf(q), input);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/get_goods_top_list',
    auth: 'none',
    input: goodsTopListInput,
    handler: async ({ input }): Promise<{ list: GoodsItem[] }> => {
      let q = goodsItemQuery(db);
      if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
      const page = await goodsPage(q.orderBy('goods.sales', 'desc'), 0, {
        page: 1,
        limit: input.limit,
      });
      return { list: page.list };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/goods/goods_detail',
    auth: 'optional',
    input: goodsDetailInput,
    handler: async ({ input, user, lang }): Promise<GoodsDetail> => {
      const goodsId = input.goods_id ?? input.id;
      if (goodsId === undefined) throw invalid(`goods_id: ${t(lang, 'required')}`);
      const row = await goodsItemQuery(db)
        .select(['goods.images', 'goods.description'])
        .where('goods.id', '=', goodsId)
        .executeTakeFirst();
      if (!row) throw invalid(t(lang, 'goodsNotFound'));
      const skuItems = await listSkus(db, goodsId, row.image);
      const [seller, brand, collected] = await Promise.all([
        row.seller_id
          ? db
              .selectFrom('sellers')
              .select(['id', 'name', 'logo'])
              .where('id', '=', row.seller_id)
              .executeTakeFirst()
          : undefined,
        row.brand_id
          ? db
              .selectFrom('brands')
              .select(['id', 'name'])
              .where('id', '=', row.brand_id)
              .executeTakeFirst()
          : undefined,
        user
          ? db
              .selectFrom('collections')
              .select('id')
              .where('user_id', '=', user.id)
              .where('goods_id', '=', goodsId)
              .executeTakeFirst()
          : undefined,
      ]);
      return {
        ...toGoodsItem(row),
        images: parseJson<string[]>(row.images, [row.image]),
        description: row.description,
        stock: skuItems.reduce((a, s) => a + s.stock, 0),
        skus: skuItems,
        seller: seller ?? null,
        brand: brand ?? null,
        is_collected: Boolean(collected),
      };
    },
  });
}
