/** The moderation area's endpoints (issue 23; contract src/shared/contract/ops-moderation.ts). */
import type {
  OPS_MODERATION as M,
  ModReasonInput,
  ModSettings,
} from '../../../../../shared/contract/ops-moderation';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';

type Query = Record<string, string | number>;
const http = () => operatorHttp();

export const moderationApi = {
  live: (q: Query, signal?: AbortSignal) =>
    unwrap(http().call<typeof M.live>('GET', 'api/ops/moderation/live', q, { signal })),
  liveApprove: (id: number) =>
    unwrap(http().call<typeof M.liveApprove>('POST', 'api/ops/moderation/live/approve', { id })),
  liveReject: (input: ModReasonInput) =>
    unwrap(http().call<typeof M.liveReject>('POST', 'api/ops/moderation/live/reject', input)),
  liveStop: (input: ModReasonInput) =>
    unwrap(http().call<typeof M.liveStop>('POST', 'api/ops/moderation/live/stop', input)),
  posts: (q: Query, signal?: AbortSignal) =>
    unwrap(http().call<typeof M.posts>('GET', 'api/ops/moderation/posts', q, { signal })),
  postApprove: (id: number) =>
    unwrap(http().call<typeof M.postApprove>('POST', 'api/ops/moderation/posts/approve', { id })),
  postHide: (input: ModReasonInput) =>
    unwrap(http().call<typeof M.postHide>('POST', 'api/ops/moderation/posts/hide', input)),
  postDismiss: (id: number) =>
    unwrap(http().call<typeof M.postDismiss>('POST', 'api/ops/moderation/posts/dismiss', { id })),
  reviews: (q: Query, signal?: AbortSignal) =>
    unwrap(http().call<typeof M.reviews>('GET', 'api/ops/moderation/reviews', q, { signal })),
  reviewHide: (input: ModReasonInput) =>
    unwrap(http().call<typeof M.reviewHide>('POST', 'api/ops/moderation/reviews/hide', input)),
  reviewUnhide: (id: number) =>
    unwrap(http().call<typeof M.reviewUnhide>('POST', 'api/ops/moderation/reviews/unhide', { id })),
  shops: (q: Query, signal?: AbortSignal) =>
    unwrap(http().call<typeof M.shops>('GET', 'api/ops/moderation/shops', q, { signal })),
  shopApprove: (id: number) =>
    unwrap(http().call<typeof M.shopApprove>('POST', 'api/ops/moderation/shops/approve', { id })),
  shopReject: (input: ModReasonInput) =>
    unwrap(http().call<typeof M.shopReject>('POST', 'api/ops/moderation/shops/reject', input)),
  settings: (signal?: AbortSignal) =>
    unwrap(http().call<typeof M.settings>('GET', 'api/ops/moderation/settings', {}, { signal })),
  settingsSave: (input: ModSettings) =>
    unwrap(
      http().call<typeof M.settingsSave>('POST', 'api/ops/moderation/settings/save', {
        ...input,
        banned_words: { ...input.banned_words },
      }),
    ),
};
