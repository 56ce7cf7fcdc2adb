/**
 * Reviews of received orders: the lines waiting for a review, and `comment_add`
 * (review.service.ts), which writes `comments` rows, marks the lines reviewed and moves the
 * order to reviewed (3 → 4) when its last line is.
 */
import type { FastifyInstance } from 'fastify';
import { REVIEW } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { linesToReview, myReviews } from './review.repository';
import { addReviews } from './review.service';

export function reviewRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: REVIEW.waiting,
    auth: 'required',
    handler: ({ input, user }) => linesToReview(db, user.id, input),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: REVIEW.add,
    auth: 'required',
    handler: ({ input, user, lang }) => addReviews(app, user.id, input, lang),
  });

  // Issue 19 (brief D): the review centre's "reviewed" tab.
  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: REVIEW.mine,
    auth: 'required',
    handler: ({ input, user }) => myReviews(db, user.id, input),
  });
}
