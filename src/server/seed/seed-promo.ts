/**
 * Promotion data beyond seed.ts's one activity per type code (issue 8, docs/api-promotions.md
 * "Zone keys"), appended to seed.ts's activity rows before they are inserted (same id scheme):
 * - zero-price welfare (零元福利): a points-exchange activity (type 3, `rules.zero`) whose goods
 *   cost 0 in cash and their SKU price in points (100 points = 1 yuan), one per user;
 * - previous periods (往期): a flash-sale session and a goods list that ended days ago (more than
 *   a day, so today's flash-sale sessions stay as they are).
 * The goods are taken from goods already in an activity, lowest ids first (deterministic, no
 * randomness), so the pool of goods outside every activity — where tests draw fresh SKUs from —
 * is unchanged.
 */
import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 86400;

/**
 * app_config keys of the promotions (/api/v3/config): the welfare group's QR code (a generated
 * picture, media kind `qr`) and notice, shown by the group-gift zone.
 */
export const PROMO_APP_CONFIG: Record<string, unknown> = {
  group_qr: '/media/gen/qr/welfare-group.svg',
  group_notice: '扫码加入福利群，每日领取专属优惠券与秒杀提醒',
};
const HOUR = 3600;

interface PromoGoods {
  id: number;
  status: number;
  skus: readonly { id: number; price: number }[];
}

interface PromoDef {
  type: number;
  title: string;
  start: number;
  end: number;
  rules: Record<string, unknown>;
  goods: readonly PromoGoods[];
  price: (skuPrice: number) => number;
  integral: (skuPrice: number) => number;
  limit: number;
}

/** Half price rounded down to 10 fen, strictly below the SKU price. */
const half = (p: number) => Math.min(p - 1, Math.max(1, Math.floor(p / 20) * 10));

export function seedPromo(
  now: number,
  goods: readonly PromoGoods[],
  activities: Insertable<DB['activities']>[],
  activityGoods: Insertable<DB['activity_goods']>[],
): void {
  const inActivity = new Set(activityGoods.map((r) => r.goods_id));
  const pool = goods
    .filter((g) => g.status === 1 && g.skus[0] !== undefined && inActivity.has(g.id))
    .slice()
    .sort((a, b) => a.id - b.id);
  const cheap = pool.filter((g) => (g.skus[0]?.price ?? 0) <= 3000);
  const zero = cheap.slice(0, 6);
  const rest = pool.filter((g) => !zero.includes(g));
  const defs: PromoDef[] = [
    {
      type: 3,
      title: '零元福利·积分全额兑',
      start: now - DAY,
      end: now + 30 * DAY,
      rules: { zero: true, integral_only: true, integral_per_yuan: 100 },
      goods: zero,
      price: () => 0,
      integral: (p) => p,
      limit: 1,
    },
    {
      type: 1,
      title: '往期秒杀·周末场',
      start: now - 3 * DAY,
      end: now - 3 * DAY + 2 * HOUR,
      rules: { session: 0, limit: 1 },
      goods: rest.slice(0, 6),
      price: half,
      integral: () => 0,
      limit: 1,
    },
    {
      type: 2,
      title: '往期好物清单·上周精选',
      start: now - 14 * DAY,
      end: now - 7 * DAY,
      rules: { theme: '上周精选' },
      goods: rest.slice(6, 14),
      price: (p) => Math.min(p - 1, Math.max(1, Math.floor((p * 0.85) / 10) * 10)),
      integral: () => 0,
      limit: 0,
    },
  ];
  for (const def of defs) {
    if (def.goods.length < 4) throw new Error(`seedPromo: too few goods for ${def.title}`);
    const activityId = activities.length + 1;
    activities.push({
      id: activityId,
      type: def.type,
      title: def.title,
      start_at: def.start,
      end_at: def.end,
      status: 1,
      rules: JSON.stringify(def.rules),
      created_at: now,
    });
    def.goods.forEach((g, sort) => {
      const sku = g.skus[0];
      if (!sku) return;
      activityGoods.push({
        id: activityGoods.length + 1,
        activity_id: activityId,
        goods_id: g.id,
        sku_id: sku.id,
        price: def.price(sku.price),
        integral: def.integral(sku.price),
        limit_per_user: def.limit,
        sort,
      });
    });
  }
}
