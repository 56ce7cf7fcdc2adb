/**
 * The activity server (docs/api-promotions.md "Routes (activity server)"): one module answers
 * every zone by activity type code — activity goods lists and details, random activity goods,
 * the full-reduction zone, the home zone entries, the themed zone lists (zone.service.ts), the
 * agent zone and the task reward claim. The flash-sale sessions (`limited_sale_time`) stay in
 * catalogue/activity.routes.ts, unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { GoodsItem, ListData, Zone } from '../../../shared/contract';
import { normaliseTiers, type FullTier } from '../../../shared/rules/cart-totals';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthUser } from '../../lib/auth';
import type { Lang } from '../../lib/i18n';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, locked } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { FLASH_SALE_TYPE } from '../catalogue/activity.routes';
import { countOf, goodsItemQuery, goodsPage, sortGoods } from '../catalogue/goods.repository';
import { readConfig } from '../config/config.routes';
import { purchaseGate } from '../order/checkout.service';
import { lockUsers, move } from '../wallet/wallet.service';
import {
  activityGoodsIdInput,
  agentZoneInput,
  goodsActivityListInput,
  minusPriceInput,
  randomGoodsInput,
  rewardAddInput,
  zoneGoodsInput,
  type ActivityGoodsDetail,
  type ActivityGoodsItem,
  type ActivityGoodsList,
  type ActivityInfo,
  type ZoneCat,
  type ZoneCatGoods,
} from './activity.contract';
import { pm } from './activity.i18n';
import {
  activityGoodsQuery,
  activityQuery,
  brandsOfActivities,
  countActivityGoods,
  nextActivity,
  openGroupCounts,
  pageOf,
  runningActivities,
  toActivityGoodsItem,
  toActivityInfo,
  type ActivityRow,
} from './activity.repository';
import { EXCHANGE_TYPE, SHOPPING_POINTS_TYPE } from './activity.service';
import { agentCats, agentGoods, zoneCats, zoneGoods } from './zone.service';

const GROUP_TYPE = 4;
const NEW_PERSON_TYPE = 11;
const SECOND_ORDER_TYPE = 12;
const THREE_FOR_TEN_TYPE = 17;
/** Points of one task reward unless app_config `task_reward_points` says otherwise. */
export const DEFAULT_REWARD_POINTS = 10;

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : fallback;

/** The human rules of an activity goods, in the order the detail page lists them. */
export function rulesText(lang: Lang, item: ActivityGoodsItem, a: ActivityInfo): string[] {
  const out: string[] = [
    pm(
      lang,
      a.state === 'running' ? 'ruleRunning' : a.state === 'ended' ? 'ruleEnded' : 'ruleNotStarted',
    ),
  ];
  if (item.type === FLASH_SALE_TYPE) out.push(pm(lang, 'ruleFlash'));
  if (item.type === NEW_PERSON_TYPE) out.push(pm(lang, 'ruleNewPerson'));
  if (item.type === SECOND_ORDER_TYPE) out.push(pm(lang, 'ruleSecondOrder'));
  if (item.type === EXCHANGE_TYPE) {
    if (a.rules.zero) out.push(pm(lang, 'ruleZero'));
    out.push(pm(lang, 'ruleExchange', { n: item.integral }));
    out.push(pm(lang, 'ruleRefundPoints'));
  }
  if (item.type === SHOPPING_POINTS_TYPE) out.push(pm(lang, 'ruleEarn', { n: item.integral }));
  if (item.type === THREE_FOR_TEN_TYPE) out.push(pm(lang, 'ruleThreeForTen'));
  if (item.type === GROUP_TYPE) {
    out.push(
      pm(lang, 'ruleGroup', {
        n: num(a.rules.group_size, 2),
        h: num(a.rules.expire_hours, 24),
      }),
    );
  }
  if (item.limit_per_user > 0) out.push(pm(lang, 'ruleLimit', { n: item.limit_per_user }));
  return out;
}

/** An activity goods with its activity, images, rules and this user's gate (doc shape). */
export async function activityGoodsDetail(
  db: Executor,
  activityGoodsId: number,
  user: AuthUser | null,
  now: number,
  lang: Lang,
): Promise<ActivityGoodsDetail> {
  const row = await activityGoodsQuery(db).where('ag.id', '=', activityGoodsId).executeTakeFirst();
  if (!row) throw invalid(pm(lang, 'activityGoodsNotFound'));
  const [activity, extra] = await Promise.all([
    activityQuery(db).where('id', '=', row.activity_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['g.images', 'g.description', 's.spec', 's.image as sku_image'])
      .where('s.id', '=', row.sku_id)
      .executeTakeFirstOrThrow(),
  ]);
  const info = toActivityInfo(activity, now);
  const item = toActivityGoodsItem(row);
  const gate = user
    ? await purchaseGate(
        db,
        user.id,
        { id: row.id, type: row.type, limit_per_user: row.limit_per_user },
        1,
      )
    : null;
  const images = parseJson<unknown>(extra.images, []);
  const imageList = Array.isArray(images)
    ? images.filter((i): i is string => typeof i === 'string' && i !== '')
    : [];
  const spec = parseJson<unknown>(extra.spec, {});
  return {
    ...item,
    activity: info,
    images: imageList.length > 0 ? imageList : [extra.sku_image || item.image],
    spec:
      spec && typeof spec === 'object' && !Array.isArray(spec)
        ? (spec as Record<string, string>)
        : {},
    ...(extra.description ? { detail_html: extra.description } : {}),
    rules_text: rulesText(lang, item, info),
    bought: gate?.bought ?? 0,
    gate: gate ? gate.gate : 'login',
    ...(row.type === GROUP_TYPE
      ? {
          group_size: num(info.rules.group_size, 2),
          open_groups: (await openGroupCounts(db, [row.id], now)).get(row.id) ?? 0,
        }
      : {}),
  };
}

export function activityServerRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /**
   * Without `activity_id`: the goods of the running activities of the type (flash sale: the
   * running session, else the next one). With it: that activity's goods whatever its state
   * (the state is in `activity`).
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/goods_activity_list',
    auth: 'none',
    input: goodsActivityListInput,
    handler: async ({ input, lang }): Promise<ActivityGoodsList> => {
      const now = app.clock.now();
      let activities: ActivityRow[];
      if (input.activity_id) {
        const a = await activityQuery(db).where('id', '=', input.activity_id).executeTakeFirst();
        if (!a) throw invalid(pm(lang, 'activityNotFound'));
        if (a.type !== input.type) throw invalid(pm(lang, 'activityTypeMismatch'));
        activities = [a];
      } else if (input.type === FLASH_SALE_TYPE) {
        const running = await runningActivities(db, FLASH_SALE_TYPE, now);
        const current = running[0] ?? (await nextActivity(db, FLASH_SALE_TYPE, now));
        activities = current ? [current] : [];
      } else {
        activities = await runningActivities(db, input.type, now);
      }
      const first = activities[0];
      if (!first) {
        return {
          activity: null,
          list: [],
          total: 0,
          ...(input.type === THREE_FOR_TEN_TYPE ? { brands: [] } : {}),
        };
      }
      let q = activityGoodsQuery(db).where(
        'ag.activity_id',
        'in',
        activities.map((a) => a.id),
      );
      if (input.brand_id) q = q.where('g.brand_id', '=', input.brand_id);
      const ids = activities.map((a) => a.id);
      const [total, rows, brands] = await Promise.all([
        countActivityGoods(q),
        pageOf(q.orderBy('ag.activity_id').orderBy('ag.sort'), input),
        input.type === THREE_FOR_TEN_TYPE ? brandsOfActivities(db, ids) : null,
      ]);
      const list = rows.map(toActivityGoodsItem);
      // group buying: one grouped count of the page's open groups
      const groupIds = list.filter((i) => i.type === GROUP_TYPE).map((i) => i.id);
      if (groupIds.length > 0) {
        const open = await openGroupCounts(db, groupIds, now);
        for (const i of list) if (i.type === GROUP_TYPE) i.open_groups = open.get(i.id) ?? 0;
      }
      return {
        activity: toActivityInfo(first, now),
        list,
        total,
        ...(brands ? { brands } : {}),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/goods_activity_info',
    auth: 'optional',
    input: activityGoodsIdInput,
    handler: ({ input, user, lang }) =>
      activityGoodsDetail(db, input.activity_goods_id, user, app.clock.now(), lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/shopping_points/goods/detail',
    auth: 'optional',
    input: activityGoodsIdInput,
    handler: async ({ input, user, lang }) => {
      const d = await activityGoodsDetail(db, input.activity_goods_id, user, app.clock.now(), lang);
      if (d.type !== SHOPPING_POINTS_TYPE) throw invalid(pm(lang, 'notShoppingPoints'));
      return { ...d, earn_integral: d.integral };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/random_goods',
    auth: 'none',
    input: randomGoodsInput,
    handler: async ({ input }): Promise<{ list: ActivityGoodsItem[] }> => {
      const now = app.clock.now();
      let q = activityGoodsQuery(db)
        .where('a.status', '=', 1)
        .where('a.start_at', '<=', now)
        .where('a.end_at', '>', now);
      if (input.type) q = q.where('a.type', '=', input.type);
      const rows = await q
        .orderBy(sql`random()`)
        .limit(input.limit)
        .execute();
      return { list: rows.map(toActivityGoodsItem) };
    },
  });

  /** The full-reduction zone: the tiers of app_config `full_discount` and the shop's goods. */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/activity/minus_price_info',
    auth: 'none',
    input: minusPriceInput,
    handler: async ({
      input,
    }): Promise<ListData<GoodsItem> & { tiers: { full: number; cut: number }[] }> => {
      const raw = await readConfig<unknown>(db, 'full_discount', []);
      const tiers = normaliseTiers(Array.isArray(raw) ? (raw as FullTier[]) : []);
      const q = goodsItemQuery(db);
      const total = await countOf(q);
      const page = await goodsPage(sortGoods(q, 'composite'), total, input);
      return { tiers: tiers.map(({ full, cut }) => ({ full, cut })), ...page };
    },
  });

  /**
   * Home zone entries. `switch` is app_config `activity_switch` when set (a boolean), else what
   * the client store derives (full-reduction tiers configured).
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/zone/index',
    auth: 'none',
    input: z.object({}),
    handler: async ({ lang }): Promise<{ switch: boolean; list: Zone[] }> => {
      const [rows, sw, tiers] = await Promise.all([
        db
          .selectFrom('zones')
          .select(['id', 'name', 'name_en', 'icon', 'route'])
          .where('status', '=', 1)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        readConfig<unknown>(db, 'activity_switch', null),
        readConfig<unknown>(db, 'full_discount', []),
      ]);
      return {
        switch: typeof sw === 'boolean' ? sw : Array.isArray(tiers) && tiers.length > 0,
        list: rows.map((r) => ({
          id: r.id,
          name: lang === 'en' && r.name_en ? r.name_en : r.name,
          icon: r.icon,
          route: r.route,
        })),
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/zone/getZoneGoodsList',
    auth: 'none',
    input: zoneGoodsInput,
    handler: ({ input }) => zoneGoods(db, input, app.clock.now()),
  });

  for (const url of ['/api/zone/getZoneCatGoodsList', '/api/zone/getZoneCatGoodsListNew']) {
    consumerRoute(fastify, app, {
      method: ['GET', 'POST'],
      url,
      auth: 'none',
      input: zoneGoodsInput,
      handler: async ({ input, lang }): Promise<ZoneCatGoods> => {
        const [cats, page] = await Promise.all([
          zoneCats(db, input.zone, lang),
          zoneGoods(db, input, app.clock.now()),
        ]);
        return { cats, list: page.list, total: page.total };
      },
    });
  }

  /** The agent zone needs the user right `agent` (user_rights; get_seller_access shows it). */
  const requireAgent = async (userId: number, lang: Lang) => {
    const right = await db
      .selectFrom('user_rights')
      .select('id')
      .where('user_id', '=', userId)
      .where('right', '=', 'agent')
      .executeTakeFirst();
    if (!right) throw forbidden(pm(lang, 'agentOnly'));
  };

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/agent_zone_cat',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ user, lang }): Promise<{ list: ZoneCat[] }> => {
      await requireAgent(user.id, lang);
      return { list: await agentCats(db, lang) };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/agent_zone_goods_list',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ input, user, lang }) => {
      await requireAgent(user.id, lang);
      return agentGoods(db, input);
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/agent_zone/index_agent_zone_goods_list',
    auth: 'required',
    input: agentZoneInput,
    handler: async ({ input, user, lang }): Promise<{ list: GoodsItem[] }> => {
      await requireAgent(user.id, lang);
      return { list: (await agentGoods(db, { ...input, page: 1 })).list };
    },
  });

  /**
   * The reward claim of spec section 4: once per user and (task, type, activity) — the ledger
   * row's unique idempotency key `reward:<user>:<task>:<type>:<activity>` is the record; a
   * second claim answers 423. Points: app_config `task_reward_points` (default 10).
   */
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/task/reward_add',
    auth: 'required',
    input: rewardAddInput,
    handler: async ({ input, user, lang }): Promise<{ points: number }> => {
      if (input.user_id !== undefined && input.user_id !== user.id) {
        throw forbidden(pm(lang, 'rewardNotYours'));
      }
      const points = num(
        await readConfig<unknown>(db, 'task_reward_points', DEFAULT_REWARD_POINTS),
        DEFAULT_REWARD_POINTS,
      );
      const key = `reward:${user.id}:${input.task_id}:${input.type}:${input.activity_id}`;
      const now = app.clock.now();
      await db.transaction().execute(async (tx) => {
        await lockUsers(tx, [user.id]);
        const prior = await tx
          .selectFrom('wallet_ledger')
          .select('id')
          .where('idempotency_key', '=', key)
          .executeTakeFirst();
        if (prior) throw locked(pm(lang, 'rewardDone'));
        await move(tx, {
          userId: user.id,
          account: 'integral',
          delta: points,
          reason: 'activity_reward',
          ref: `task:${input.task_id}`,
          idempotencyKey: key,
          now,
          lang,
        });
      });
      return { points };
    },
  });
}
