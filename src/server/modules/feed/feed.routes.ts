/**
 * The neighbourhood feed, `/api/trashy/feed/*` (docs/api-feed.md): posts with photos, likes,
 * reports, comments and a neighbour's profile, with moderation states. Counts change only by
 * conditional updates inside the transaction that writes the like / comment row, so
 * `like_count` and `comment_count` always equal their rows.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  FEED_REPORTS_TO_HIDE,
  feedCommentAddInput,
  feedCommentsInput,
  feedCreateInput,
  feedIdInput,
  feedLikeInput,
  feedListInput,
  feedProfileInput,
  feedReportInput,
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
import { t, type Lang } from '../../lib/i18n';
import { appRateLimiter } from '../../lib/rate-limit';
import { closed, forbidden, invalid, locked, unauthorized } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { ownUploadPath } from '../upload/upload.repository';
import { fm } from './feed.i18n';
import { initialStatus } from './feed.moderation';
import {
  countAll,
  feedUser,
  findPostRow,
  findVisiblePost,
  postsQuery,
  selectComments,
  commentsQuery,
  selectPosts,
  toComment,
  toPosts,
} from './feed.repository';

const HOUR_MS = 3_600_000;
const PREFIX = '/api/trashy/feed';

export function feedRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  const postLimiter = appRateLimiter(app, 'feed-post', app.config.feedPostsPerHour, HOUR_MS);
  const commentLimiter = appRateLimiter(
    app,
    'feed-comment',
    app.config.feedCommentsPerHour,
    HOUR_MS,
  );

  /** Restricted accounts read but do not write (237, as uploads do). */
  const mayWrite = (user: AuthUser, lang: Lang) => {
    if (user.status !== 0) throw closed(t(lang, 'accountRestricted'));
  };

  /**
   * The post a user acts on (like, comment, report): 422 when it is not visible to them, 423
   * when it is their own post waiting for review or hidden.
   */
  const publishedPost = async (id: number, user: AuthUser, lang: Lang) => {
    const post = await findPostRow(db, id);
    if (!post || (post.status !== 'published' && post.user_id !== user.id)) {
      throw invalid(fm(lang, 'postNotFound'));
    }
    if (post.status !== 'published') throw locked(fm(lang, 'underReview'));
    return post;
  };

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/list`,
    auth: 'optional',
    input: feedListInput,
    handler: async ({ input, user }): Promise<FeedPostList> => {
      const viewer = user?.id ?? null;
      const filter = (q: ReturnType<typeof postsQuery>) => {
        let f = q;
        if (input.user_id !== undefined) f = f.where('p.user_id', '=', input.user_id);
        if (input.max_id !== undefined) f = f.where('p.id', '<=', input.max_id);
        return f;
      };
      const [rows, total] = await Promise.all([
        selectPosts(db, viewer, filter)
          .orderBy('p.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        filter(postsQuery(db, viewer)).select(countAll).executeTakeFirst(),
      ]);
      return {
        list: await toPosts(db, rows, viewer),
        total: Number(total?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/detail`,
    auth: 'optional',
    input: feedIdInput,
    handler: async ({ input, user, lang }): Promise<FeedPost> => {
      const post = await findVisiblePost(db, input.id, user?.id ?? null);
      if (!post) throw invalid(fm(lang, 'postNotFound'));
      return post;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/create`,
    auth: 'required',
    input: feedCreateInput,
    handler: async ({ input, user, lang }): Promise<FeedPost> => {
      mayWrite(user, lang);
      const images: string[] = [];
      for (const url of input.images) {
        const own = await ownUploadPath(db, app.storage, user.id, url);
        if (!own) throw invalid(`images: ${fm(lang, 'imageNotOwn')}`);
        images.push(own);
      }
      if (!(await postLimiter.hit(`${user.id}`))) {
        throw locked(fm(lang, 'postRateLimit', { n: app.config.feedPostsPerHour }));
      }
      const row = await db
        .insertInto('feed_posts')
        .values({
          user_id: user.id,
          content: input.content,
          images: JSON.stringify(images),
          place: input.place,
          status: initialStatus(`${input.content} ${input.place}`, app.config.feedBannedWords),
          created_at: app.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const post = await findVisiblePost(db, row.id, user.id);
      if (!post) throw new Error('feed: the new post is not readable');
      return post;
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/delete`,
    auth: 'required',
    input: feedIdInput,
    handler: async ({ input, user, lang }) => {
      const post = await findPostRow(db, input.id);
      if (!post || (post.status !== 'published' && post.user_id !== user.id)) {
        throw invalid(fm(lang, 'postNotFound'));
      }
      if (post.user_id !== user.id) throw forbidden(fm(lang, 'notYourPost'));
      await db
        .updateTable('feed_posts')
        .set({ deleted_at: app.clock.now() })
        .where('id', '=', post.id)
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .execute();
      return { id: post.id };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/like`,
    auth: 'required',
    input: feedLikeInput,
    handler: async ({ input, user, lang }): Promise<FeedLikeResult> => {
      mayWrite(user, lang);
      const post = await publishedPost(input.id, user, lang);
      // The like row is the truth; the count moves only when a row was really added or removed,
      // so a double tap or two concurrent requests change it once.
      const count = await db.transaction().execute(async (tx) => {
        if (input.like === 1) {
          const added = await tx
            .insertInto('feed_likes')
            .values({ post_id: post.id, user_id: user.id, created_at: app.clock.now() })
            .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
            .executeTakeFirst();
          if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
            await tx
              .updateTable('feed_posts')
              .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
              .where('id', '=', post.id)
              .execute();
          }
        } else {
          const removed = await tx
            .deleteFrom('feed_likes')
            .where('post_id', '=', post.id)
            .where('user_id', '=', user.id)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) > 0) {
            await tx
              .updateTable('feed_posts')
              .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
              .where('id', '=', post.id)
              .where('like_count', '>', 0)
              .execute();
          }
        }
        const row = await tx
          .selectFrom('feed_posts')
          .select('like_count')
          .where('id', '=', post.id)
          .executeTakeFirstOrThrow();
        return Number(row.like_count);
      });
      return { id: post.id, liked: input.like === 1, like_count: count };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/report`,
    auth: 'required',
    input: feedReportInput,
    handler: async ({ input, user, lang }) => {
      mayWrite(user, lang);
      const post = await publishedPost(input.id, user, lang);
      if (post.user_id === user.id) throw locked(fm(lang, 'ownPostReport'));
      await db.transaction().execute(async (tx) => {
        const added = await tx
          .insertInto('feed_reports')
          .values({
            post_id: post.id,
            user_id: user.id,
            reason: input.reason,
            created_at: app.clock.now(),
          })
          .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return; // reported before
        await tx
          .updateTable('feed_posts')
          .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
          .where('id', '=', post.id)
          .execute();
        await tx
          .updateTable('feed_posts')
          .set({ status: 'hidden' })
          .where('id', '=', post.id)
          .where('status', '=', 'published')
          .where('report_count', '>=', FEED_REPORTS_TO_HIDE)
          .execute();
      });
      return { id: post.id, reported: true };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/comments`,
    auth: 'optional',
    input: feedCommentsInput,
    handler: async ({ input, user, lang }): Promise<FeedCommentList> => {
      const viewer = user?.id ?? null;
      if (!(await findVisiblePost(db, input.post_id, viewer))) {
        throw invalid(fm(lang, 'postNotFound'));
      }
      const [rows, total] = await Promise.all([
        selectComments(db, input.post_id, viewer)
          .orderBy('c.id', 'asc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute(),
        commentsQuery(db, input.post_id, viewer).select(countAll).executeTakeFirst(),
      ]);
      return {
        list: rows.map((r) => toComment(r, viewer)),
        total: Number(total?.n ?? 0),
        page: input.page,
        limit: input.limit,
      };
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/comment_add`,
    auth: 'required',
    input: feedCommentAddInput,
    handler: async ({ input, user, lang }): Promise<FeedComment> => {
      mayWrite(user, lang);
      const post = await publishedPost(input.post_id, user, lang);
      if (!(await commentLimiter.hit(`${user.id}`))) {
        throw locked(fm(lang, 'commentRateLimit', { n: app.config.feedCommentsPerHour }));
      }
      const status = initialStatus(input.content, app.config.feedBannedWords);
      const id = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('feed_comments')
          .values({
            post_id: post.id,
            user_id: user.id,
            content: input.content,
            status,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (status === 'published') {
          await tx
            .updateTable('feed_posts')
            .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
            .where('id', '=', post.id)
            .execute();
        }
        return row.id;
      });
      const row = await selectComments(db, post.id, user.id)
        .where('c.id', '=', id)
        .executeTakeFirstOrThrow();
      return toComment(row, user.id);
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/comment_del`,
    auth: 'required',
    input: feedIdInput,
    handler: async ({ input, user, lang }): Promise<FeedCommentDelResult> => {
      const comment = await db
        .selectFrom('feed_comments')
        .select(['id', 'post_id', 'user_id', 'status'])
        .where('id', '=', input.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!comment || (comment.status !== 'published' && comment.user_id !== user.id)) {
        throw invalid(fm(lang, 'commentNotFound'));
      }
      if (comment.user_id !== user.id) throw forbidden(fm(lang, 'notYourComment'));
      const count = await db.transaction().execute(async (tx) => {
        const gone = await tx
          .updateTable('feed_comments')
          .set({ deleted_at: app.clock.now() })
          .where('id', '=', comment.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        // Only the request that really deleted a published comment moves the count.
        if (Number(gone.numUpdatedRows) > 0 && comment.status === 'published') {
          await tx
            .updateTable('feed_posts')
            .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
            .where('id', '=', comment.post_id)
            .where('comment_count', '>', 0)
            .execute();
        }
        const row = await tx
          .selectFrom('feed_posts')
          .select('comment_count')
          .where('id', '=', comment.post_id)
          .executeTakeFirst();
        return Number(row?.comment_count ?? 0);
      });
      return { id: comment.id, post_id: comment.post_id, comment_count: count };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/profile`,
    auth: 'optional',
    input: feedProfileInput,
    handler: async ({ input, user, lang }): Promise<FeedProfile> => {
      const targetId = input.user_id ?? user?.id;
      if (targetId === undefined) throw unauthorized(t(lang, 'loginRequired'));
      const target = await db
        .selectFrom('users as u')
        .select([
          'u.id as u_id',
          'u.nickname as u_nickname',
          'u.avatar as u_avatar',
          'u.mobile as u_mobile',
        ])
        .where('u.id', '=', targetId)
        .executeTakeFirst();
      if (!target) throw invalid(fm(lang, 'userNotFound'));
      const self = user?.id === targetId;
      let q = db
        .selectFrom('feed_posts')
        .where('user_id', '=', targetId)
        .where('deleted_at', 'is', null);
      if (!self) q = q.where('status', '=', 'published');
      const sums = await q
        .select([countAll, sql<number>`coalesce(sum(like_count), 0)`.as('likes')])
        .executeTakeFirst();
      return {
        user: feedUser(target),
        post_count: Number(sums?.n ?? 0),
        like_received: Number(sums?.likes ?? 0),
        is_self: self,
      };
    },
  });
}
