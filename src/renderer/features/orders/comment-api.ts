/** Goods comments (docs/api-catalogue-cart.md). */
import type { CommentListData } from '../../../shared/contract';
import { http } from '../../core/api/client';

export type CommentFilter = 'all' | 'good' | 'image';

export const getCommentList = (q: {
  goods_id: number;
  page: number;
  limit?: number;
  type?: CommentFilter;
}) => http().get<CommentListData>('api/comment/comment_list', { limit: 10, type: 'all', ...q });
