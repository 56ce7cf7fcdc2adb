/** The neighbourhood feed, `/api/trashy/feed/*` (docs/api-feed.md). */
import type {
  FeedComment,
  FeedCommentDelResult,
  FeedCommentList,
  FeedLikeResult,
  FeedPost,
  FeedPostList,
  FeedProfile,
} from '../../../shared/contract/feed';
import { http } from '../../core/api/client';

const P = 'api/trashy/feed';

export const getFeedList = (q: {
  page: number;
  limit?: number;
  user_id?: number;
  max_id?: number;
}) => http().get<FeedPostList>(`${P}/list`, { limit: 10, ...q });

export const getFeedPost = (id: number) => http().get<FeedPost>(`${P}/detail`, { id });

export const createFeedPost = (body: { content: string; images: string[]; place: string }) =>
  http().post<FeedPost>(
    `${P}/create`,
    { content: body.content, images: body.images.join(','), place: body.place },
    { loginRequired: true },
  );

export const deleteFeedPost = (id: number) =>
  http().post<{ id: number }>(`${P}/delete`, { id }, { loginRequired: true });

export const likeFeedPost = (id: number, like: boolean) =>
  http().post<FeedLikeResult>(`${P}/like`, { id, like: like ? 1 : 0 }, { loginRequired: true });

export const reportFeedPost = (id: number) =>
  http().post<{ id: number; reported: boolean }>(`${P}/report`, { id }, { loginRequired: true });

export const getFeedComments = (q: { post_id: number; page: number; limit?: number }) =>
  http().get<FeedCommentList>(`${P}/comments`, { limit: 10, ...q });

export const addFeedComment = (post_id: number, content: string) =>
  http().post<FeedComment>(`${P}/comment_add`, { post_id, content }, { loginRequired: true });

export const deleteFeedComment = (id: number) =>
  http().post<FeedCommentDelResult>(`${P}/comment_del`, { id }, { loginRequired: true });

export const getFeedProfile = (user_id?: number) =>
  http().get<FeedProfile>(`${P}/profile`, user_id ? { user_id } : {}, {
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
