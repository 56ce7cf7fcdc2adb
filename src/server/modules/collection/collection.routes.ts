/** Collections (docs/api-catalogue-cart.md): the `editCollection` toggle and the list. */
import type { FastifyInstance } from 'fastify';
import {
  collectionListInput,
  editCollectionInput,
  type CollectionItem,
  type ListData,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { invalid, ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { listCollections } from './collection.repository';

export function collectionRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /**
   * Toggles: a collected goods is uncollected (always possible, also off the shelf), else it is
   * collected (only on sale) with the reference it was collected from. The unique
   * (user_id, goods_id) key keeps a double tap from making two rows.
   */
  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/user/edit_collection',
    auth: 'required',
    input: editCollectionInput,
    handler: async ({ input, user, lang }) => {
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'status'])
        .where('id', '=', input.goods_id)
        .executeTakeFirst();
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      const collected = await db.transaction().execute(async (tx) => {
        const removed = await tx
          .deleteFrom('collections')
          .where('user_id', '=', user.id)
          .where('goods_id', '=', goods.id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) return false;
        if (goods.status !== 1) throw invalid(t(lang, 'goodsNotFound'));
        if (input.sku_id !== undefined) {
          const sku = await tx
            .selectFrom('goods_skus')
            .select('id')
            .where('id', '=', input.sku_id)
            .where('goods_id', '=', goods.id)
            .executeTakeFirst();
          if (!sku) throw invalid(t(lang, 'skuNotFound'));
        }
        let activityId = input.activity_id ?? 0;
        if (input.activity_goods_id !== undefined) {
          // the activity is the one of the activity goods row, whatever the client said
          const ag = await tx
            .selectFrom('activity_goods')
            .select('activity_id')
            .where('id', '=', input.activity_goods_id)
            .where('goods_id', '=', goods.id)
            .executeTakeFirst();
          if (!ag) throw invalid(t(lang, 'goodsNotFound'));
          activityId = ag.activity_id;
        }
        await tx
          .insertInto('collections')
          .values({
            user_id: user.id,
            goods_id: goods.id,
            sku_id: input.sku_id ?? 0,
            activity_id: activityId,
            activity_goods_id: input.activity_goods_id ?? 0,
            type: input.type ?? 0,
            created_at: app.clock.now(),
          })
          .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
          .execute();
        return true;
      });
      return ok({ is_collected: collected }, t(lang, collected ? 'collected' : 'uncollected'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/user/get_collection_list',
    auth: 'required',
    input: collectionListInput,
    handler: async ({ input, user }): Promise<ListData<CollectionItem>> => {
      const page = await listCollections(db, user.id, input.kind, input, app.clock.now());
      return { ...page, page: input.page, limit: input.limit };
    },
  });
}
