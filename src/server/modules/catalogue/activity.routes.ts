/**
 * Activity calls of the home tab: the flash-sale (限时秒杀, activity type 1) sessions and the
 * two activity image sets of `api/v3/activity/pub_goods_img`.
 */
import type { FastifyInstance } from 'fastify';
import {
  pubGoodsImgInput,
  type FlashSession,
  type PubGoodsImgReply,
} from '../../../shared/contract';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { langOf, t } from '../../messages';
import { consumerRoute, requestInput } from '../../lib/route';
import { FLASH_TAGS, nextActivityBoundary } from './catalogue.cache';
import { activitiesBetween, activityGoods, imageSet } from './catalogue.repository';

/** Activity type code of the flash sale (spec section 4). */
export const FLASH_SALE_TYPE = 1;
const DAY = 86400;

export function sessionStatus(now: number, s: { start_at: number; end_at: number }) {
  return now < s.start_at ? 'upcoming' : now >= s.end_at ? 'ended' : 'ongoing';
}

export function activityRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  const flashSessions = async (now: number) => {
    const rows = await activitiesBetween(db, FLASH_SALE_TYPE, now - DAY, now + DAY);
    const sessions: FlashSession[] = rows.map((r) => ({
      activity_id: r.id,
      title: r.title,
      start_at: r.start_at,
      end_at: r.end_at,
      status: sessionStatus(now, r),
    }));
    const current =
      sessions.find((s) => s.status === 'ongoing') ?? sessions.find((s) => s.status === 'upcoming');
    return { sessions, goods: current ? await activityGoods(db, current.activity_id) : [] };
  };

  /**
   * Sessions are the flash-sale activities that ended within the last 24 h or start within the
   * next 24 h, by start time: the tab strip of the flash-sale page shows today's finished
   * sessions greyed, the running one and the coming ones. Status is computed at server time.
   * The goods are those of the running session, else of the next one.
   */
  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.limitedSale,
    auth: 'none',
    cached: true,
    // issue 21: from the public cache until the next second a session starts, ends, enters or
    // leaves the ±24 h strip (the flash-sale crowd reads memory)
    handler: () =>
      app.cache.answer('limited_sale', FLASH_TAGS, async () => {
        const now = app.clock.now();
        const [value, expiresAt] = await Promise.all([
          flashSessions(now),
          nextActivityBoundary(db, now, { before: DAY, after: DAY }),
        ]);
        return { value, expiresAt };
      }),
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
      const rows = await imageSet(db, `img${parsed.data.type}`);
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
