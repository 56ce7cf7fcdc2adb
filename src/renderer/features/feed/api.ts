/** The neighbourhood feed, `/api/trashy/feed/*` (docs/api-feed.md). */
import type { FEED } from '../../../shared/contract/feed';
import { http } from '../../core/api/client';

export const getFeedList = (q: {
  page: number;
  limit?: number;
  user_id?: number;
  max_id?: number;
}) => http().call<typeof FEED.list>('GET', 'api/trashy/feed/list', { limit: 10, ...q });

export const getFeedPost = (id: number) =>
  http().call<typeof FEED.detail>('GET', 'api/trashy/feed/detail', { id });

export const createFeedPost = (body: { content: string; images: string[]; place: string }) =>
  http().call<typeof FEED.create>(
    'POST',
    'api/trashy/feed/create',
    { content: body.content, images: body.images.join(','), place: body.place },
    { loginRequired: true },
  );

export const deleteFeedPost = (id: number) =>
  http().call<typeof FEED.delete>(
    'POST',
    'api/trashy/feed/delete',
    { id },
    { loginRequired: true },
  );

export const likeFeedPost = (id: number, like: boolean) =>
  http().call<typeof FEED.like>(
    'POST',
    'api/trashy/feed/like',
    { id, like: like ? 1 : 0 },
    { loginRequired: true },
  );

export const reportFeedPost = (id: number) =>
  http().call<typeof FEED.report>(
    'POST',
    'api/trashy/feed/report',
    { id },
    { loginRequired: true },
  );

export const getFeedComments = (q: { post_id: number; page: number; limit?: number }) =>
  http().call<typeof FEED.comments>('GET', 'api/trashy/feed/comments', { limit: 10, ...q });

export const addFeedComment = (post_id: number, content: string) =>
  http().call<typeof FEED.commentAdd>(
    'POST',
    'api/trashy/feed/comment_add',
    { post_id, content },
    { loginRequired: true },
  );

export const deleteFeedComment = (id: number) =>
  http().call<typeof FEED.commentDel>(
    'POST',
    'api/trashy/feed/comment_del',
    { id },
    { loginRequired: true },
  );

export const getFeedProfile = (user_id?: number) =>
  http().call<typeof FEED.profile>('GET', 'api/trashy/feed/profile', user_id ? { user_id } : {}, {
    loginRequired: !user_id,
  });

/** A photo for a post through the consumer upload, reporting progress 0–1. */
export const uploadFeedImage = (file: Blob, fileName: string, onProgress: (f: number) => void) =>
  http().upload<{ url: string }>({
    url: 'api/upload/image',
    file,
    fileName,
    loginRequired: true,
    onProgress,
  });
