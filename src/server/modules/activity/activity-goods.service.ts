/**
 * The activity server's rules (docs/api-promotions.md "Routes (activity server)"): activity
 * goods lists and details (with this user's purchase gate), random activity goods, the
 * full-reduction zone, the home zone entries, the agent zone gate and the task reward claim.
 */
import type { GoodsItem, ListData, Zone } from '../../../shared/contract';
import { normaliseTiers, type FullTier } from '../../../shared/rules/cart-totals';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthUser } from '../../lib/auth';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { forbidden, invalid, locked } from '../../lib/reply';
import { FLASH_SALE_TYPE } from '../catalogue/activity.routes';
import { FREE_SHIPPING_ZONE_TYPE } from '../catalogue/freight.service';
import { countOf, goodsItemQuery, goodsPage, sortGoods } from '../catalogue/goods.repository';
import { readConfig } from '../config/config.routes';
import { purchaseGate } from '../order/checkout.service';
import { lockUsers, move } from '../wallet/wallet.service';
import type {
  ActivityGoodsDetail,
  ActivityGoodsItem,
  ActivityGoodsList,
  ActivityInfo,
  ZoneCatGoods,
} from '../../../shared/contract/promo';
import {
  activeZones,
  activityGoodsQuery,
  brandsOfActivities,
  countActivityGoods,
  findActivity,
  hasUserRight,
  ledgerKeyUsed,
  nextActivity,
  openGroupCounts,
  pageOf,
  randomActivityGoods,
  runningActivities,
  skuExtra,
  toActivityGoodsItem,
  toActivityInfo,
  type ActivityRow,
} from './activity.repository';
import { EXCHANGE_TYPE, SHOPPING_POINTS_TYPE } from './activity.service';
import { zoneCats, zoneGoods } from './zone.service';

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
    t(
      lang,
      a.state === 'running'
        ? 'activity.ruleRunning'
        : a.state === 'ended'
          ? 'activity.ruleEnded'
          : 'activity.ruleNotStarted',
    ),
  ];
  if (item.type === FLASH_SALE_TYPE) out.push(t(lang, 'activity.ruleFlash'));
  if (item.type === NEW_PERSON_TYPE) out.push(t(lang, 'activity.ruleNewPerson'));
  if (item.type === SECOND_ORDER_TYPE) out.push(t(lang, 'activity.ruleSecondOrder'));
  if (item.type === EXCHANGE_TYPE) {
    if (a.rules.zero) out.push(t(lang, 'activity.ruleZero'));
    out.push(t(lang, 'activity.ruleExchange', { n: item.integral }));
    out.push(t(lang, 'activity.ruleRefundPoints'));
  }
  if (item.type === SHOPPING_POINTS_TYPE)
    out.push(t(lang, 'activity.ruleEarn', { n: item.integral }));
  if (item.type === THREE_FOR_TEN_TYPE) out.push(t(lang, 'activity.ruleThreeForTen'));
  // issue 19: the free-shipping promise checkout keeps (freight.service activityShipsFree)
  if (item.type === FREE_SHIPPING_ZONE_TYPE || a.rules.free_shipping === true) {
    out.push(t(lang, 'activity.ruleFreeShipping'));
  }
  if (item.type === GROUP_TYPE) {
    out.push(
      t(lang, 'activity.ruleGroup', {
        n: num(a.rules.group_size, 2),
        h: num(a.rules.expire_hours, 24),
      }),
    );
  }
  if (item.limit_per_user > 0) out.push(t(lang, 'activity.ruleLimit', { n: item.limit_per_user }));
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
  if (!row) throw invalid(t(lang, 'activity.activityGoodsNotFound'));
  const [activity, extra] = await Promise.all([
    findActivity(db, row.activity_id).then((a) => a!),
    skuExtra(db, row.sku_id),
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

/**
 * Without `activity_id`: the goods of the running activities of the type (flash sale: the
 * running session, else the next one). With it: that activity's goods whatever its state
 * (the state is in `activity`).
 */
export async function goodsActivityList(
  app: AppContext,
  input: { type: number; activity_id?: number; brand_id?: number; page: number; limit: number },
  lang: Lang,
): Promise<ActivityGoodsList> {
  const { db } = app.database;
  const now = app.clock.now();
  let activities: ActivityRow[];
  if (input.activity_id) {
    const a = await findActivity(db, input.activity_id);
    if (!a) throw invalid(t(lang, 'activity.activityNotFound'));
    if (a.type !== input.type) throw invalid(t(lang, 'activity.activityTypeMismatch'));
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
}

export async function shoppingPointsDetail(
  app: AppContext,
  activityGoodsId: number,
  user: AuthUser | null,
  lang: Lang,
) {
  const d = await activityGoodsDetail(
    app.database.db,
    activityGoodsId,
    user,
    app.clock.now(),
    lang,
  );
  if (d.type !== SHOPPING_POINTS_TYPE) throw invalid(t(lang, 'activity.notShoppingPoints'));
  return { ...d, earn_integral: d.integral };
}

export async function randomGoods(
  app: AppContext,
  input: { type?: number; limit: number },
): Promise<{ list: ActivityGoodsItem[] }> {
  const rows = await randomActivityGoods(app.database.db, input, app.clock.now());
  return { list: rows.map(toActivityGoodsItem) };
}

/** The full-reduction zone: the tiers of app_config `full_discount` and the shop's goods. */
export async function minusPriceInfo(
  app: AppContext,
  input: { page: number; limit: number },
): Promise<ListData<GoodsItem> & { tiers: { full: number; cut: number }[] }> {
  const { db } = app.database;
  const raw = await readConfig<unknown>(db, 'full_discount', []);
  const tiers = normaliseTiers(Array.isArray(raw) ? (raw as FullTier[]) : []);
  const q = goodsItemQuery(db);
  const total = await countOf(q);
  const page = await goodsPage(sortGoods(q, 'composite'), total, input);
  return { tiers: tiers.map(({ full, cut }) => ({ full, cut })), ...page };
}

/**
 * Home zone entries. `switch` is app_config `activity_switch` when set (a boolean), else what
 * the client store derives (full-reduction tiers configured).
 */
export async function zoneIndex(
  app: AppContext,
  lang: Lang,
): Promise<{ switch: boolean; list: Zone[] }> {
  const { db } = app.database;
  const [rows, sw, tiers] = await Promise.all([
    activeZones(db),
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
}

export async function zoneCatGoods(
  app: AppContext,
  input: Parameters<typeof zoneGoods>[1],
  lang: Lang,
): Promise<ZoneCatGoods> {
  const { db } = app.database;
  const [cats, page] = await Promise.all([
    zoneCats(db, input.zone, lang),
    zoneGoods(db, input, app.clock.now()),
  ]);
  return { cats, list: page.list, total: page.total };
}

/** The agent zone needs the user right `agent` (user_rights; get_seller_access shows it). */
export async function requireAgent(app: AppContext, userId: number, lang: Lang): Promise<void> {
  if (!(await hasUserRight(app.database.db, userId, 'agent'))) {
    throw forbidden(t(lang, 'activity.agentOnly'));
  }
}

/**
 * The reward claim of spec section 4: once per user and (task, type, activity) — the ledger
 * row's unique idempotency key `reward:<user>:<task>:<type>:<activity>` is the record; a
 * second claim answers 423. Points: app_config `task_reward_points` (default 10).
 */
export async function claimReward(
  app: AppContext,
  input: { user_id?: number; task_id: number; type: number | string; activity_id: number | string },
  user: AuthUser,
  lang: Lang,
): Promise<{ points: number }> {
  const { db } = app.database;
  if (input.user_id !== undefined && input.user_id !== user.id) {
    throw forbidden(t(lang, 'activity.rewardNotYours'));
  }
  const points = num(
    await readConfig<unknown>(db, 'task_reward_points', DEFAULT_REWARD_POINTS),
    DEFAULT_REWARD_POINTS,
  );
  const key = `reward:${user.id}:${input.task_id}:${input.type}:${input.activity_id}`;
  const now = app.clock.now();
  await db.transaction().execute(async (tx) => {
    await lockUsers(tx, [user.id]);
    if (await ledgerKeyUsed(tx, key)) throw locked(t(lang, 'activity.rewardDone'));
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
}
