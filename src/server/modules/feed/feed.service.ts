/**
 * The neighbourhood feed's rules (docs/api-feed.md): who may see, write, like, report and
 * delete; moderation of new posts and comments; the rate limits. Counts change only inside the
 * transaction that writes the like / comment row (feed.repository.ts).
 */
import {
  FEED_REPORTS_TO_HIDE,
  type FeedComment,
  type FeedCommentDelResult,
  type FeedCommentList,
  type FeedLikeResult,
  type FeedPost,
  type FeedPostList,
  type FeedProfile,
} from '../../../shared/contract/feed';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/auth';
import { t, type Lang } from '../../messages';
import type { RateLimiter } from '../../lib/rate-limit';
import { closed, forbidden, invalid, locked, unauthorized } from '../../lib/reply';
import { notifyOps } from '../../lib/ops-events';
import { ownUploadPath } from '../upload/upload.repository';
import { initialStatus } from './feed.moderation';
import { bannedWords } from '../config/moderation-settings';
import {
  addReport,
  commentRow,
  commentsPage,
  feedUser,
  findLiveComment,
  findPostRow,
  findVisiblePost,
  insertComment,
  insertPost,
  postSums,
  postsPage,
  profileUser,
  setLike,
  softDeleteComment,
  softDeletePost,
  toComment,
  toPosts,
} from './feed.repository';

/** Restricted accounts read but do not write (237, as uploads do). */
function mayWrite(user: AuthUser, lang: Lang): void {
  if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
}

/**
 * The post a user acts on (like, comment, report): 422 when it is not visible to them, 423
 * when it is their own post waiting for review or hidden.
 */
async function publishedPost(app: AppContext, id: number, user: AuthUser, lang: Lang) {
  const post = await findPostRow(app.database.db, id);
  if (!post || (post.status !== 'published' && post.user_id !== user.id)) {
    throw invalid(t(lang, 'feed.postNotFound'));
  }
  if (post.status !== 'published') throw locked(t(lang, 'feed.underReview'));
  return post;
}

export async function postList(
  app: AppContext,
  input: { user_id?: number; max_id?: number; page: number; limit: number },
  user: AuthUser | null,
): Promise<FeedPostList> {
  const { db } = app.database;
  const viewer = user?.id ?? null;
  const { rows, total } = await postsPage(db, viewer, input);
  return { list: await toPosts(db, rows, viewer), total, page: input.page, limit: input.limit };
}

export async function postDetail(
  app: AppContext,
  id: number,
  user: AuthUser | null,
  lang: Lang,
): Promise<FeedPost> {
  const post = await findVisiblePost(app.database.db, id, user?.id ?? null);
  if (!post) throw invalid(t(lang, 'feed.postNotFound'));
  return post;
}

export async function createPost(
  app: AppContext,
  limiter: RateLimiter,
  input: { content: string; images: string[]; place: string },
  user: AuthUser,
  lang: Lang,
): Promise<FeedPost> {
  const { db } = app.database;
  mayWrite(user, lang);
  const images: string[] = [];
  for (const url of input.images) {
    const own = await ownUploadPath(db, app.storage, user.id, url);
    if (!own) throw invalid(`images: ${t(lang, 'feed.imageNotOwn')}`);
    images.push(own);
  }
  if (!(await limiter.hit(`${user.id}`))) {
    throw locked(t(lang, 'feed.postRateLimit', { n: app.config.feedPostsPerHour }));
  }
  const status = initialStatus(`${input.content} ${input.place}`, await bannedWords(db, 'feed'));
  const id = await insertPost(db, {
    user_id: user.id,
    content: input.content,
    images: JSON.stringify(images),
    place: input.place,
    status,
    created_at: app.clock.now(),
  });
  // issue 23: a held post enters the console's moderation queue
  if (status === 'pending') notifyOps(app, 'moderation', id);
  const post = await findVisiblePost(db, id, user.id);
  if (!post) throw new Error('feed: the new post is not readable');
  return post;
}

export async function deletePost(app: AppContext, id: number, user: AuthUser, lang: Lang) {
  const { db } = app.database;
  const post = await findPostRow(db, id);
  if (!post || (post.status !== 'published' && post.user_id !== user.id)) {
    throw invalid(t(lang, 'feed.postNotFound'));
  }
  if (post.user_id !== user.id) throw forbidden(t(lang, 'feed.notYourPost'));
  await softDeletePost(db, post.id, user.id, app.clock.now());
  // issue 23: a held or reported post leaves the console's moderation queue
  if (post.status !== 'published' || Number(post.report_count) > 0) {
    notifyOps(app, 'moderation', post.id);
  }
  return { id: post.id };
}

export async function likePost(
  app: AppContext,
  input: { id: number; like: number },
  user: AuthUser,
  lang: Lang,
): Promise<FeedLikeResult> {
  mayWrite(user, lang);
  const post = await publishedPost(app, input.id, user, lang);
  const count = await app.database.db
    .transaction()
    .execute((tx) => setLike(tx, post.id, user.id, input.like === 1, app.clock.now()));
  return { id: post.id, liked: input.like === 1, like_count: count };
}

export async function reportPost(
  app: AppContext,
  input: { id: number; reason: string },
  user: AuthUser,
  lang: Lang,
) {
  mayWrite(user, lang);
  const post = await publishedPost(app, input.id, user, lang);
  if (post.user_id === user.id) throw locked(t(lang, 'feed.ownPostReport'));
  const added = await app.database.db
    .transaction()
    .execute((tx) =>
      addReport(
        tx,
        { post_id: post.id, user_id: user.id, reason: input.reason, created_at: app.clock.now() },
        FEED_REPORTS_TO_HIDE,
      ),
    );
  // issue 23: a reported post enters (or stays in) the console's moderation queue
  if (added) notifyOps(app, 'moderation', post.id);
  return { id: post.id, reported: true };
}

export async function commentList(
  app: AppContext,
  input: { post_id: number; page: number; limit: number },
  user: AuthUser | null,
  lang: Lang,
): Promise<FeedCommentList> {
  const { db } = app.database;
  const viewer = user?.id ?? null;
  if (!(await findVisiblePost(db, input.post_id, viewer))) {
    throw invalid(t(lang, 'feed.postNotFound'));
  }
  const { rows, total } = await commentsPage(db, input.post_id, viewer, input);
  return {
    list: rows.map((r) => toComment(r, viewer)),
    total,
    page: input.page,
    limit: input.limit,
  };
}

export async function addComment(
  app: AppContext,
  limiter: RateLimiter,
  input: { post_id: number; content: string },
  user: AuthUser,
  lang: Lang,
): Promise<FeedComment> {
  const { db } = app.database;
  mayWrite(user, lang);
  const post = await publishedPost(app, input.post_id, user, lang);
  if (!(await limiter.hit(`${user.id}`))) {
    throw locked(t(lang, 'feed.commentRateLimit', { n: app.config.feedCommentsPerHour }));
  }
  const status = initialStatus(input.content, await bannedWords(db, 'feed'));
  const id = await db.transaction().execute((tx) =>
    insertComment(tx, {
      post_id: post.id,
      user_id: user.id,
      content: input.content,
      status,
      created_at: app.clock.now(),
    }),
  );
  return toComment(await commentRow(db, post.id, user.id, id), user.id);
}

export async function deleteComment(
  app: AppContext,
  id: number,
  user: AuthUser,
  lang: Lang,
): Promise<FeedCommentDelResult> {
  const { db } = app.database;
  const comment = await findLiveComment(db, id);
  if (!comment || (comment.status !== 'published' && comment.user_id !== user.id)) {
    throw invalid(t(lang, 'feed.commentNotFound'));
  }
  if (comment.user_id !== user.id) throw forbidden(t(lang, 'feed.notYourComment'));
  const count = await db
    .transaction()
    .execute((tx) => softDeleteComment(tx, comment, app.clock.now()));
  return { id: comment.id, post_id: comment.post_id, comment_count: count };
}

export async function profile(
  app: AppContext,
  userId: number | undefined,
  user: AuthUser | null,
  lang: Lang,
): Promise<FeedProfile> {
  const { db } = app.database;
  const targetId = userId ?? user?.id;
  if (targetId === undefined) throw unauthorized(t(lang, 'loginRequired'));
  const target = await profileUser(db, targetId);
  if (!target) throw invalid(t(lang, 'feed.userNotFound'));
  const self = user?.id === targetId;
  const sums = await postSums(db, targetId, self);
  return {
    user: feedUser(target),
    post_count: sums.posts,
    like_received: sums.likes,
    is_self: self,
  };
}
