/** Collections (spec section 3 `editCollection` payload; docs/api-catalogue-cart.md). */
import type { CollectionPayload } from '../../../shared/contract';
import type { COLLECTION } from '../../../shared/contract/collection';
import { http } from '../../core/api/client';

export type CollectionKind = 'all' | 'wine';

/** Toggles the collection of a goods; the message is 收藏成功 / 已取消收藏. */
export const editCollection = (payload: CollectionPayload) => {
  const data: Record<string, number> = { goods_id: payload.goods_id };
  // Only the fields the goods reference has: absent and 0 mean "none".
  for (const key of ['sku_id', 'activity_id', 'activity_goods_id', 'type'] as const) {
    const v = payload[key];
    if (v) data[key] = v;
  }
  return http().call<typeof COLLECTION.edit>('POST', 'api/user/edit_collection', data, {
    loginRequired: true,
  });
};

export const getCollectionList = (page: number, kind: CollectionKind = 'all', limit = 10) =>
  http().call<typeof COLLECTION.list>(
    'GET',
    'api/user/get_collection_list',
    { page, limit, kind },
    { loginRequired: true },
  );
