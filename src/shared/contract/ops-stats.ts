/**
 * The operator console's statistics (issue 23, part stats; permission `stats.view`). One read
 * over a range of China-time days (`from`..`to`, inclusive, at most STATS_MAX_DAYS; default the
 * last 7 days). The basis, which the screen states: orders PAID in the range (by `paid_at`);
 * `sales` their paid amount, `refunds` what was refunded of them (refunds done), `net` the
 * difference. By category and top goods: the order lines' amounts (price × quantity) of those
 * orders, before refunds. Activity conversion: page views of the activity's pages (the
 * `statistics` records whose parameters name the activity or one of its goods) against its paid
 * orders. Money is fen. The client imports this module with `import type` only.
 */
import { z } from 'zod';
import { route } from './route';

/** The longest range, days. */
export const STATS_MAX_DAYS = 366;
/** Rows of the top goods. */
export const STATS_TOP_GOODS = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .regex(DAY, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'must be a date YYYY-MM-DD');
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const opsStatsInput = z
  .object({
    from: z.preprocess(emptyToUndefined, day.optional()),
    to: z.preprocess(emptyToUndefined, day.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to) {
      const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1;
      if (days < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (days > STATS_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${STATS_MAX_DAYS} days` });
      }
    }
  });

export interface StatsMoney {
  /** fen paid */
  sales: number;
  /** fen refunded of them */
  refunds: number;
  /** sales − refunds */
  net: number;
  /** paid orders */
  orders: number;
}

export interface StatsDay extends StatsMoney {
  /** `2026-11-27` (China time) */
  day: string;
}

export interface StatsCategory {
  category_id: number;
  name: string;
  name_en: string;
  /** fen: line amounts */
  sales: number;
  quantity: number;
  orders: number;
}

export interface StatsZone extends StatsMoney {
  /** the order's activity type (0: no activity); the screen names it */
  type: number;
}

export interface StatsActivity extends StatsMoney {
  activity_id: number;
  title: string;
  type: number;
  /** page views of its pages in the range */
  views: number;
  /** orders / views; null without views */
  conversion: number | null;
}

export interface StatsGoods {
  goods_id: number;
  title: string;
  quantity: number;
  /** fen: line amounts */
  sales: number;
  orders: number;
}

export interface OpsStats {
  from: string;
  to: string;
  totals: StatsMoney;
  /** every day of the range, oldest first */
  by_day: StatsDay[];
  by_category: StatsCategory[];
  by_zone: StatsZone[];
  by_activity: StatsActivity[];
  top_goods: StatsGoods[];
}

export const OPS_STATS = {
  read: route<OpsStats>()('/api/ops/stats', opsStatsInput),
};
