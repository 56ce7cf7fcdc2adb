import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { findGoodsId } from './catalogue.repository';
import { commentSummary, listComments } from './comment.repository';

export function commentRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.comments,
    auth: 'none',
    handler: async ({ input, lang }) => {
      // Comments stay readable after a goods goes off the shelf (order pages link to them).
      const goods = await findGoodsId(db, input.goods_id);
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      const [page, summary] = await Promise.all([
        listComments(db, goods.id, input.type, input, t(lang, 'anonymous')),
        commentSummary(db, goods.id),
      ]);
      return { ...page, page: input.page, limit: input.limit, summary };
    },
  });
}
