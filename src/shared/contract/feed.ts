/**
 * The neighbourhood feed (docs/api-feed.md): request schemas and answer types of
 * `/api/trashy/feed/*`, shared by the server (validation) and the renderer (types).
 */
import { z } from 'zod';
import type { ListData } from './envelope';
import { route } from './route';
import { id, imageList, intIn, optionalId, paging } from './schemas';

export const FEED_POST_MAX = 500;
export const FEED_COMMENT_MAX = 200;
export const FEED_PLACE_MAX = 50;
export const FEED_IMAGES_MAX = 9;
/** Distinct reports that hide a published post. */
export const FEED_REPORTS_TO_HIDE = 3;

export const FEED_STATUSES = ['published', 'pending', 'hidden'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export const feedListInput = z.object({
  ...paging,
  user_id: optionalId,
  /** only posts with id ≤ max_id: later pages stay stable while new posts arrive */
  max_id: optionalId,
});
export const feedIdInput = z.object({ id });
export const feedCreateInput = z.object({
  content: z.string({ error: 'required' }).trim().min(1).max(FEED_POST_MAX),
  images: imageList.default([]),
  place: z.string().trim().max(FEED_PLACE_MAX).default(''),
});
export const feedLikeInput = z.object({ id, like: intIn(0, 1) });
export const feedReportInput = z.object({ id, reason: z.string().trim().max(100).default('') });
export const feedCommentsInput = z.object({ ...paging, post_id: id });
export const feedCommentAddInput = z.object({
  post_id: id,
  content: z.string({ error: 'required' }).trim().min(1).max(FEED_COMMENT_MAX),
});
export const feedProfileInput = z.object({ user_id: optionalId });

export type FeedListQuery = z.input<typeof feedListInput>;
export type FeedCreateBody = z.input<typeof feedCreateInput>;

export interface FeedUser {
  id: number;
  nickname: string;
  /** '' when the user has none */
  avatar: string;
}

export interface FeedPost {
  id: number;
  user: FeedUser;
  content: string;
  images: string[];
  place: string;
  status: FeedStatus;
  like_count: number;
  /** published, not deleted comments */
  comment_count: number;
  liked: boolean;
  is_mine: boolean;
  created_at: number;
}

export interface FeedComment {
  id: number;
  post_id: number;
  user: FeedUser;
  content: string;
  status: FeedStatus;
  is_mine: boolean;
  created_at: number;
}

export interface FeedProfile {
  user: FeedUser;
  post_count: number;
  like_received: number;
  is_self: boolean;
}

export type FeedPostList = ListData<FeedPost>;
export type FeedCommentList = ListData<FeedComment>;

export interface FeedLikeResult {
  id: number;
  liked: boolean;
  like_count: number;
}

export interface FeedCommentDelResult {
  id: number;
  post_id: number;
  comment_count: number;
}

/** `/api/trashy/feed/delete`: the deleted post. */
export interface FeedDeleteResult {
  id: number;
}

/** `/api/trashy/feed/report`: the reported post. */
export interface FeedReportResult {
  id: number;
  reported: boolean;
}

export const FEED = {
  /** published posts (and the viewer's own pending ones), newest first */
  list: route<FeedPostList>()('/api/trashy/feed/list', feedListInput),
  detail: route<FeedPost>()('/api/trashy/feed/detail', feedIdInput),
  create: route<FeedPost>()('/api/trashy/feed/create', feedCreateInput),
  delete: route<FeedDeleteResult>()('/api/trashy/feed/delete', feedIdInput),
  /** like 1 likes, 0 unlikes */
  like: route<FeedLikeResult>()('/api/trashy/feed/like', feedLikeInput),
  report: route<FeedReportResult>()('/api/trashy/feed/report', feedReportInput),
  comments: route<FeedCommentList>()('/api/trashy/feed/comments', feedCommentsInput),
  commentAdd: route<FeedComment>()('/api/trashy/feed/comment_add', feedCommentAddInput),
  commentDel: route<FeedCommentDelResult>()('/api/trashy/feed/comment_del', feedIdInput),
  /** the caller's own profile without `user_id` (login required then) */
  profile: route<FeedProfile>()('/api/trashy/feed/profile', feedProfileInput),
};
