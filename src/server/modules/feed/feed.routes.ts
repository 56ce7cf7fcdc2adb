/**
 * The neighbourhood feed, `/api/trashy/feed/*` (docs/api-feed.md): posts with photos, likes,
 * reports, comments and a neighbour's profile, with moderation states. Counts change only by
 * conditional updates inside the transaction that writes the like / comment row, so
 * `like_count` and `comment_count` always equal their rows.
 */
import type { FastifyInstance } from 'fastify';
import { FEED } from '../../../shared/contract/feed';
import type { AppContext } from '../../context';
import { appRateLimiter } from '../../lib/rate-limit';
import { consumerRoute } from '../../lib/route';
import {
  addComment,
  commentList,
  createPost,
  deleteComment,
  deletePost,
  likePost,
  postDetail,
  postList,
  profile,
  reportPost,
} from './feed.service';

const HOUR_MS = 3_600_000;

export function feedRoutes(fastify: FastifyInstance, app: AppContext): void {
  const postLimiter = appRateLimiter(app, 'feed-post', app.config.feedPostsPerHour, HOUR_MS);
  const commentLimiter = appRateLimiter(
    app,
    'feed-comment',
    app.config.feedCommentsPerHour,
    HOUR_MS,
  );

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: FEED.list,
    auth: 'optional',
    handler: ({ input, user }) => postList(app, input, user),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: FEED.detail,
    auth: 'optional',
    handler: ({ input, user, lang }) => postDetail(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.create,
    auth: 'required',
    handler: ({ input, user, lang }) => createPost(app, postLimiter, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.delete,
    auth: 'required',
    handler: ({ input, user, lang }) => deletePost(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.like,
    auth: 'required',
    handler: ({ input, user, lang }) => likePost(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.report,
    auth: 'required',
    handler: ({ input, user, lang }) => reportPost(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: FEED.comments,
    auth: 'optional',
    handler: ({ input, user, lang }) => commentList(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.commentAdd,
    auth: 'required',
    handler: ({ input, user, lang }) => addComment(app, commentLimiter, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: FEED.commentDel,
    auth: 'required',
    handler: ({ input, user, lang }) => deleteComment(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: FEED.profile,
    auth: 'optional',
    handler: ({ input, user, lang }) => profile(app, input.user_id, user, lang),
  });
}
