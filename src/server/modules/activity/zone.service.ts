/**
 * The themed and zone lists of /api/zone/* (docs/api-promotions.md, "Zone keys"): each route
 * key reads one data source of the seeded catalogue, decided here —
 * - category zones (plain goods at the shop price): `new_goods` newest on-sale goods,
 *   `nurse-clean` the 个护清洁 (personal care & cleaning) top category, `house-ele` 家用电器
 *   (home appliances), `is-superior` best-rated goods (average visible comment score ≥ 4.5,
 *   best first), `supermarket` the grocery top categories 生鲜果蔬 / 休闲零食 / 酒水饮料 / 粮油调味
 *   (tabs = those top categories);
 * - activity zones (goods cards at the activity price, opening the activity detail):
 *   `shoudan` the running new-person (type 11) goods (the same gate applies), `zero` running
 *   points-exchange (type 3) goods whose cash price is 0, `previous` goods of activities that
 *   ended (most recently ended first). Their items also carry `integral` (points per unit) and
 *   `activity_goods_id`.
 * The agent zone (`/api/agent_zone/*`) lists the shop's recommended goods (is_recommend).
 */
import { sql } from 'kysely';
import type { GoodsItem, ListData } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { Lang } from '../../messages';
import {
  countOf,
  goodsItemQuery,
  goodsPage,
  inCategory,
  sortGoods,
  type GoodsSort,
} from '../catalogue/goods.repository';
import type { ZoneCat, ZoneKey } from '../../../shared/contract/promo';
import {
  activityGoodsAsGoodsItem,
  activityGoodsQuery,
  countActivityGoods,
  pageOf,
} from './activity.repository';

const NEW_PERSON_TYPE = 11;
const EXCHANGE_TYPE = 3;
/** Average visible comment score from which goods count as best-rated. */
export const SUPERIOR_MIN_SCORE = 4.5;

type CategoryZone = {
  kind: 'category';
  /** top category names (zh, as seeded); null = every category */
  tops: string[] | null;
  tabs: 'leaves' | 'tops';
  superior?: true;
  sort: GoodsSort;
};
type ActivityZone = { kind: 'activity'; which: 'shoudan' | 'zero' | 'previous' };

export const ZONE_SOURCES: Record<ZoneKey, CategoryZone | ActivityZone> = {
  new_goods: { kind: 'category', tops: null, tabs: 'tops', sort: 'new' },
  'nurse-clean': { kind: 'category', tops: ['个护清洁'], tabs: 'leaves', sort: 'composite' },
  'house-ele': { kind: 'category', tops: ['家用电器'], tabs: 'leaves', sort: 'composite' },
  'is-superior': { kind: 'category', tops: null, tabs: 'tops', superior: true, sort: 'composite' },
  supermarket: {
    kind: 'category',
    tops: ['生鲜果蔬', '休闲零食', '酒水饮料', '粮油调味'],
    tabs: 'tops',
    sort: 'composite',
  },
  shoudan: { kind: 'activity', which: 'shoudan' },
  zero: { kind: 'activity', which: 'zero' },
  previous: { kind: 'activity', which: 'previous' },
};

export interface ZoneQuery {
  zone: ZoneKey;
  cat_id?: number | undefined;
  sort?: GoodsSort | undefined;
  page: number;
  limit: number;
}

function topIds(db: Executor, names: string[]) {
  return db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', 0)
    .where('name', 'in', names);
}

const avgScore = sql<number>`(select avg(c.score) from comments c
  where c.goods_id = goods.id and c.status = 1)`;

async function categoryZone(
  db: Executor,
  def: CategoryZone,
  q: ZoneQuery,
): Promise<ListData<GoodsItem>> {
  let query = goodsItemQuery(db);
  if (def.tops) {
    const tops = def.tops;
    query = query.where('goods.category_id', 'in', (eb) =>
      eb.selectFrom('categories').select('id').where('parent_id', 'in', topIds(db, tops)),
    );
  }
  if (def.superior) {
    query = query.where('goods.id', 'in', (eb) =>
      eb
        .selectFrom('comments')
        .select('goods_id')
        .where('status', '=', 1)
        .groupBy('goods_id')
        .having(sql<number>`avg(score)`, '>=', SUPERIOR_MIN_SCORE),
    );
  }
  if (q.cat_id) query = await inCategory(db, query, q.cat_id);
  const total = await countOf(query);
  const sorted =
    def.superior && !q.sort
      ? query.orderBy(avgScore, 'desc')
      : sortGoods(query, q.sort ?? def.sort);
  return goodsPage(sorted, total, q);
}

async function activityZone(
  db: Executor,
  def: ActivityZone,
  q: ZoneQuery,
  now: number,
): Promise<ListData<GoodsItem>> {
  let query = activityGoodsQuery(db);
  if (def.which === 'previous') {
    query = query.where('a.status', '=', 1).where('a.end_at', '<=', now);
  } else {
    query = query
      .where('a.type', '=', def.which === 'shoudan' ? NEW_PERSON_TYPE : EXCHANGE_TYPE)
      .where('a.status', '=', 1)
      .where('a.start_at', '<=', now)
      .where('a.end_at', '>', now);
    if (def.which === 'zero') query = query.where('ag.price', '=', 0);
  }
  if (q.cat_id) {
    const catId = q.cat_id;
    query = query.where((eb) =>
      eb.or([
        eb('g.category_id', '=', catId),
        eb(
          'g.category_id',
          'in',
          eb.selectFrom('categories').select('id').where('parent_id', '=', catId),
        ),
      ]),
    );
  }
  const total = await countActivityGoods(query);
  switch (q.sort) {
    case 'sales':
      query = query.orderBy('g.sales', 'desc');
      break;
    case 'price_asc':
      query = query.orderBy('ag.price', 'asc');
      break;
    case 'price_desc':
      query = query.orderBy('ag.price', 'desc');
      break;
    case 'new':
      query = query.orderBy('g.created_at', 'desc');
      break;
    default:
      if (def.which === 'previous') query = query.orderBy('a.end_at', 'desc');
      query = query.orderBy('ag.activity_id').orderBy('ag.sort');
  }
  const rows = await pageOf(query, q);
  // the points of the activity goods go with the card (zero zone: the points it costs)
  const list = rows.map((r) => ({ ...activityGoodsAsGoodsItem(r), integral: r.integral }));
  return { list, total, page: q.page, limit: q.limit };
}

/** One page of a zone's goods. */
export function zoneGoods(db: Executor, q: ZoneQuery, now: number): Promise<ListData<GoodsItem>> {
  const def = ZONE_SOURCES[q.zone];
  return def.kind === 'category' ? categoryZone(db, def, q) : activityZone(db, def, q, now);
}

const catName = (lang: Lang, c: { name: string; name_en: string }) =>
  lang === 'en' && c.name_en ? c.name_en : c.name;

/** The category tabs of a zone: the leaves of its one top category, or its top categories. */
export async function zoneCats(db: Executor, zone: ZoneKey, lang: Lang): Promise<ZoneCat[]> {
  const def = ZONE_SOURCES[zone];
  if (def.kind !== 'category') return [];
  let q = db.selectFrom('categories').select(['id', 'name', 'name_en']);
  if (def.tabs === 'leaves' && def.tops) {
    q = q.where('parent_id', 'in', topIds(db, def.tops));
  } else {
    q = q.where('parent_id', '=', 0);
    if (def.tops) q = q.where('name', 'in', def.tops);
  }
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((c) => ({ id: c.id, name: catName(lang, c) }));
}

/** The agent zone's goods: recommended goods on sale, best sellers first. */
export async function agentGoods(
  db: Executor,
  p: { cat_id?: number | undefined; page: number; limit: number },
): Promise<ListData<GoodsItem>> {
  let q = goodsItemQuery(db).where('goods.is_recommend', '=', 1);
  if (p.cat_id) q = await inCategory(db, q, p.cat_id);
  const total = await countOf(q);
  return goodsPage(sortGoods(q, 'sales'), total, p);
}

/** The top categories that have agent-zone goods. */
export async function agentCats(db: Executor, lang: Lang): Promise<ZoneCat[]> {
  const rows = await db
    .selectFrom('categories as top')
    .select(['top.id', 'top.name', 'top.name_en'])
    .where('top.parent_id', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('goods as g')
          .innerJoin('categories as leaf', 'leaf.id', 'g.category_id')
          .select('g.id')
          .whereRef('leaf.parent_id', '=', 'top.id')
          .where('g.is_recommend', '=', 1)
          .where('g.status', '=', 1),
      ),
    )
    .orderBy('top.sort')
    .orderBy('top.id')
    .execute();
  return rows.map((c) => ({ id: c.id, name: catName(lang, c) }));
}
