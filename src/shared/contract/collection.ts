/**
 * Collections (收藏, docs/api-catalogue-cart.md): the `editCollection` toggle and the list.
 * Input schemas, output types and URLs, read by the server's collection routes, the client's
 * collection endpoints and the tests (contract/route.ts).
 */
import type { ListData } from './envelope';
import { route } from './route';
import { collectionListInput, editCollectionInput } from './schemas';
import type { CollectionItem } from './types';

/** The goods' state after the toggle; the message is 收藏成功 / 已取消收藏. */
export interface EditCollectionData {
  is_collected: boolean;
}

export const COLLECTION = {
  /** collected → uncollected (also off the shelf), else collected (only on sale) */
  edit: route<EditCollectionData>()('/api/user/edit_collection', editCollectionInput),
  /** newest first; `kind: 'wine'` keeps goods whose category's name contains 酒 */
  list: route<ListData<CollectionItem>>()('/api/user/get_collection_list', collectionListInput),
};
