/**
 * The console's goods routes (issue 20 part goods, shared/contract/ops-goods.ts): reads need
 * `catalogue.read`, writes and the image upload `catalogue.write`. The upload takes the same
 * checks and storage as the merchant's (upload.routes.ts: sniffed type, size, metadata
 * stripped, a random key); operators have no `uploads` row, so goods images are checked as
 * URLs of this shop's storage (goods.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_GOODS } from '../../../shared/contract/ops-goods';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import { receiveImage, storeOrRefuse, uploadMaxBytes } from '../upload/upload.routes';
import {
  opsGoodsBulkShelf,
  opsGoodsCreate,
  opsGoodsDetail,
  opsGoodsList,
  opsGoodsOptions,
  opsGoodsShelf,
  opsGoodsUpdate,
} from './goods.service';

export function opsGoodsRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_GOODS.list,
    permission: 'catalogue.read',
    handler: ({ input }) => opsGoodsList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_GOODS.options,
    permission: 'catalogue.read',
    handler: () => opsGoodsOptions(app),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_GOODS.detail,
    permission: 'catalogue.read',
    handler: ({ input, lang }) => opsGoodsDetail(app, input.id, lang),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_GOODS.create,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => opsGoodsCreate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_GOODS.update,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => opsGoodsUpdate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_GOODS.shelf,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => opsGoodsShelf(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_GOODS.bulkShelf,
    permission: 'catalogue.write',
    handler: ({ input, lang, actor }) => opsGoodsBulkShelf(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_GOODS.upload,
    permission: 'catalogue.write',
    handler: async ({ req, lang }) => {
      const img = await receiveImage(req, lang, await uploadMaxBytes(app.database.db));
      return { url: await storeOrRefuse(app, req, lang, img, app.clock.now()) };
    },
  });
}
