/**
 * Activity calls of the home tab: the flash-sale (限时秒杀, activity type 1) sessions and the
 * two activity image sets of `api/v3/activity/pub_goods_img`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  pubGoodsImgInput,
  type FlashSession,
  type GoodsItem,
  type LimitedSaleData,
  type PubGoodsImgReply,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { langOf, t } from '../../messages';
import { consumerRoute, requestInput } from '../../lib/route';

/** Activity type code of the flash sale (spec section 4). */
export const FLASH_SALE_TYPE = 1;
const DAY = 86400;

export function sessionStatus(now: number, s: { start_at: number; end_at: number }) {
  return now < s.start_at ? 'upcoming' : now >= s.end_at ? 'ended' : 'ongoing';
}

/** The goods of one activity at the activity price, the shop price struck through. */
export async function activityGoods(db: Executor, activityId: number): Promise<GoodsItem[]> {
  const rows = await db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .innerJoin('goods_skus as s', 's.id', 'ag.sku_id')
    .select([
      'ag.id as activity_goods_id',
      'ag.activity_id',
      'ag.sku_id',
      'ag.price',
      'a.type',
      's.price as sku_price',
      'g.id',
      'g.title',
      'g.image',
      'g.sales',
      'g.brand_id',
      'g.seller_id',
      'g.goods_subregion',
    ])
    .where('ag.activity_id', '=', activityId)
    .where('g.status', '=', 1)
    .orderBy('ag.sort')
    .orderBy('ag.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    goods_id: r.id,
    sku_id: r.sku_id,
    title: r.title,
    image: r.image,
    price: r.price,
    market_price: r.sku_price,
    sales: r.sales,
    type: r.type,
    activity_id: r.activity_id,
    activity_goods_id: r.activity_goods_id,
    goods_subregion: r.goods_subregion,
    brand_id: r.brand_id,
    seller_id: r.seller_id,
  }));
}

export function activityRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /**
   * Sessions are the flash-sale activities that ended within the last 24 h or start within the
   * next 24 h, by start time: the tab strip of the flash-sale page shows today's finished
   * sessions greyed, the running one and the coming ones. Status is computed at server time.
   * The goods are those of the running session, else of the next one.
   */
  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/activity/limited_sale_time',
    auth: 'none',
    input: z.object({}),
    handler: async (): Promise<LimitedSaleData> => {
      const now = app.clock.now();
      const rows = await db
        .selectFrom('activities')
        .select(['id', 'title', 'start_at', 'end_at'])
        .where('type', '=', FLASH_SALE_TYPE)
        .where('status', '=', 1)
        .where('end_at', '>', now - DAY)
        .where('start_at', '<', now + DAY)
        .orderBy('start_at')
        .orderBy('id')
        .execute();
      const sessions: FlashSession[] = rows.map((r) => ({
        activity_id: r.id,
        title: r.title,
        start_at: r.start_at,
        end_at: r.end_at,
        status: sessionStatus(now, r),
      }));
      const current =
        sessions.find((s) => s.status === 'ongoing') ??
        sessions.find((s) => s.status === 'upcoming');
      return { sessions, goods: current ? await activityGoods(db, current.activity_id) : [] };
    },
  });

  /**
   * Not the envelope: the spec's `{ error, result, msg }` (ARCHITECTURE.md "Envelope and
   * codes"). The sets are the banners of position `img30` / `img31`; the set's title is its
   * first banner's. error 1 with a message for an unknown type or an empty set, also on bad
   * input, so the client reads one shape whatever happens.
   */
  fastify.get('/api/v3/activity/pub_goods_img', async (req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    const parsed = pubGoodsImgInput.safeParse(requestInput(req));
    let body: PubGoodsImgReply;
    if (!parsed.success) {
      body = { error: 1, result: null, msg: t(lang, 'pubImgUnknownType') };
    } else {
      const rows = await db
        .selectFrom('banners')
        .select(['title', 'image', 'link'])
        .where('position', '=', `img${parsed.data.type}`)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      body =
        rows.length === 0
          ? { error: 1, result: null, msg: t(lang, 'pubImgEmpty') }
          : {
              error: 0,
              result: {
                title: rows[0]?.title ?? '',
                images: rows.map((r) => ({ image: r.image, link: r.link })),
              },
              msg: '',
            };
    }
    return reply.send(body);
  });
}
