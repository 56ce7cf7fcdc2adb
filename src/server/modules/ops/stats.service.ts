/**
 * The console's statistics (issue 23, part stats; contract shared/contract/ops-stats.ts, whose
 * header states the basis): sales by day, category, zone (the order's activity type) and
 * activity, each activity's conversion (page views → paid orders) and the top goods, over a
 * range of China-time days.
 */
import {
  STATS_TOP_GOODS,
  type OpsStats,
  type StatsActivity,
  type StatsMoney,
} from '../../../shared/contract/ops-stats';
import type { AppContext } from '../../context';
import {
  activitiesByIds,
  activityOfGoods,
  activityViews,
  byActivity,
  byCategory,
  byDay,
  byZone,
  topGoods,
  totals,
  type MoneyRow,
} from './stats.repository';

const DAY_S = 86400;
const CHINA_OFFSET_S = 8 * 3600;
/** The default range: the last this many days, today included. */
export const STATS_DEFAULT_DAYS = 7;

/** `YYYY-MM-DD` of China time → the Unix second of its 00:00 China time. */
export const dayStart = (day: string): number =>
  Date.parse(`${day}T00:00:00Z`) / 1000 - CHINA_OFFSET_S;
/** The China-time day of a Unix second. */
export const dayOf = (t: number): string =>
  new Date((t + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 10);

const withNet = <M extends MoneyRow>(m: M): M & StatsMoney => ({ ...m, net: m.sales - m.refunds });

/** Activity ids named by a page's parameters: `activity_id`, else its activity goods'. */
export function idsOfParams(params: string): { activity?: number; activityGoods?: number } {
  const q = new URLSearchParams(params);
  const n = (k: string) => {
    const v = Number(q.get(k));
    return Number.isSafeInteger(v) && v > 0 ? v : undefined;
  };
  return { activity: n('activity_id'), activityGoods: n('activity_goods_id') };
}

export async function opsStats(
  app: AppContext,
  input: { from?: string; to?: string },
): Promise<OpsStats> {
  const { db } = app.database;
  const today = dayOf(app.clock.now());
  const to = input.to ?? today;
  const from = input.from ?? dayOf(dayStart(to) - (STATS_DEFAULT_DAYS - 1) * DAY_S);
  const span = { from: dayStart(from), to: dayStart(to) + DAY_S };

  const [total, days, categories, zones, activities, goods, views] = await Promise.all([
    totals(db, span),
    byDay(db, span),
    byCategory(db, span),
    byZone(db, span),
    byActivity(db, span),
    topGoods(db, span, STATS_TOP_GOODS),
    activityViews(db, span),
  ]);

  // views per activity
  const parsed = views.map((v) => ({ ...idsOfParams(v.params), views: v.views }));
  const agIds = [
    ...new Set(parsed.filter((p) => !p.activity && p.activityGoods).map((p) => p.activityGoods!)),
  ];
  const agActivity = await activityOfGoods(db, agIds);
  const viewsOf = new Map<number, number>();
  for (const p of parsed) {
    const aid = p.activity ?? (p.activityGoods ? agActivity.get(p.activityGoods) : undefined);
    if (aid) viewsOf.set(aid, (viewsOf.get(aid) ?? 0) + p.views);
  }
  const rows = new Map<number, StatsActivity>();
  for (const a of activities) {
    const v = viewsOf.get(a.activity_id) ?? 0;
    rows.set(a.activity_id, { ...withNet(a), views: v, conversion: v ? a.orders / v : null });
  }
  const viewedOnly = [...viewsOf.keys()].filter((id) => !rows.has(id));
  for (const a of await activitiesByIds(db, viewedOnly)) {
    rows.set(Number(a.id), {
      activity_id: Number(a.id),
      title: a.title,
      type: Number(a.type),
      sales: 0,
      refunds: 0,
      net: 0,
      orders: 0,
      views: viewsOf.get(Number(a.id)) ?? 0,
      conversion: 0,
    });
  }

  const byStart = new Map(days.map((d) => [d.start, d]));
  const by_day = [];
  for (let t = span.from; t < span.to; t += DAY_S) {
    const d = byStart.get(t);
    by_day.push({ day: dayOf(t), ...withNet(d ?? { sales: 0, refunds: 0, orders: 0 }) });
  }

  return {
    from,
    to,
    totals: withNet(total),
    by_day,
    by_category: categories,
    by_zone: zones.map((z) => withNet(z)).sort((a, b) => b.sales - a.sales),
    by_activity: [...rows.values()].sort((a, b) => b.sales - a.sales || b.views - a.views),
    top_goods: goods,
  };
}
