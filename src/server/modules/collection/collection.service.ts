/**
 * The collection toggle (collection.routes.ts): a collected goods is uncollected (always
 * possible, also off the shelf), else it is collected (only on sale) with the reference it was
 * collected from. The unique (user_id, goods_id) key keeps a double tap from making two rows.
 */
import type { COLLECTION } from '../../../shared/contract/collection';
import type { RouteInput } from '../../../shared/contract/route';
import type { Db } from '../../db';
import { t, type Lang } from '../../messages';
import { invalid } from '../../lib/reply';
import {
  findActivityGoods,
  findGoodsSku,
  findGoodsStatus,
  insertCollection,
  removeCollection,
} from './collection.repository';

/** True when the goods is collected after the call. */
export async function toggleCollection(
  db: Db,
  userId: number,
  input: RouteInput<typeof COLLECTION.edit>,
  now: () => number,
  lang: Lang,
): Promise<boolean> {
  const goods = await findGoodsStatus(db, input.goods_id);
  if (!goods) throw invalid(t(lang, 'goodsNotFound'));
  return db.transaction().execute(async (tx) => {
    if (await removeCollection(tx, userId, goods.id)) return false;
    if (goods.status !== 1) throw invalid(t(lang, 'goodsNotFound'));
    if (input.sku_id !== undefined) {
      const sku = await findGoodsSku(tx, goods.id, input.sku_id);
      if (!sku) throw invalid(t(lang, 'skuNotFound'));
    }
    let activityId = input.activity_id ?? 0;
    if (input.activity_goods_id !== undefined) {
      // the activity is the one of the activity goods row, whatever the client said
      const ag = await findActivityGoods(tx, goods.id, input.activity_goods_id);
      if (!ag) throw invalid(t(lang, 'goodsNotFound'));
      activityId = ag.activity_id;
    }
    await insertCollection(tx, {
      user_id: userId,
      goods_id: goods.id,
      sku_id: input.sku_id ?? 0,
      activity_id: activityId,
      activity_goods_id: input.activity_goods_id ?? 0,
      type: input.type ?? 0,
      created_at: now(),
    });
    return true;
  });
}
