/** Goods comments (docs/api-catalogue-cart.md). */
import type { CATALOGUE } from '../../../shared/contract/catalogue';
import { http } from '../../core/api/client';

export type CommentFilter = 'all' | 'good' | 'image';

export const getCommentList = (q: {
  goods_id: number;
  page: number;
  limit?: number;
  type?: CommentFilter;
}) =>
  http().call<typeof CATALOGUE.comments>('GET', 'api/comment/comment_list', {
    limit: 10,
    type: 'all',
    ...q,
  });
