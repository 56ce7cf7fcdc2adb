/**
 * What a freight quote reads about an activity goods (issue 19): its goods, SKU and activity
 * price, and the activity's type and rules (whether it promises free shipping).
 */
import type { Executor } from '../../db';

export function activityGoodsForFreight(db: Executor, activityGoodsId: number) {
  return db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .select(['ag.goods_id', 'ag.sku_id', 'ag.price', 'a.type', 'a.rules'])
    .where('ag.id', '=', activityGoodsId)
    .executeTakeFirst();
}
