/** The caller's own reviews (issue 19): the review centre's "reviewed" tab. */
import type { REVIEW } from '../../../shared/contract/catalogue';
import { http } from '../../core/api/client';

export type { MyReview } from '../../../shared/contract/catalogue';

export const getMyReviews = (q: { page: number; limit?: number }) =>
  http().call<typeof REVIEW.mine>(
    'GET',
    'api/user/my_comments',
    { page: q.page, limit: q.limit ?? 10 },
    { loginRequired: true },
  );
