import type { FastifyInstance } from 'fastify';
import { commentListInput, type CommentListData } from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { commentSummary, listComments } from './comment.repository';

export function commentRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/comment/comment_list',
    auth: 'none',
    input: commentListInput,
    handler: async ({ input, lang }): Promise<CommentListData> => {
      // Comments stay readable after a goods goes off the shelf (order pages link to them).
      const goods = await db
        .selectFrom('goods')
        .select('id')
        .where('id', '=', input.goods_id)
        .executeTakeFirst();
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      const [page, summary] = await Promise.all([
        listComments(db, goods.id, input.type, input, t(lang, 'anonymous')),
        commentSummary(db, goods.id),
      ]);
      return { ...page, page: input.page, limit: input.limit, summary };
    },
  });
}
