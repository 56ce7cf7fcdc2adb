/** Queries shared by the promotion tests (promo-activity, promo-checkout). */
import type { TestServer } from './harness';

/** Activity goods of the running activities of a type whose goods are on sale, lowest id first. */
export function runningActivityGoods(t: TestServer, type: number) {
  const now = t.clock.now();
  return t.app.database.db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .select([
      'ag.id',
      'ag.activity_id',
      'ag.sku_id',
      'ag.price',
      'ag.integral',
      'ag.limit_per_user',
      'a.type',
      'g.brand_id',
      'g.seller_id',
      'g.title',
    ])
    .where('a.type', '=', type)
    .where('a.status', '=', 1)
    .where('a.start_at', '<=', now)
    .where('a.end_at', '>', now)
    .where('g.status', '=', 1)
    .orderBy('ag.id')
    .execute();
}
