/**
 * Live streaming, `/api/live/*` (docs/api-live.md). Viewers (guests too) list approved rooms,
 * open a room and read comments; logged-in users comment (idempotent by client_id, rate
 * limited) and like (conditional update of like_count). Managers (user right `live_manager`)
 * manage their own rooms, goods library and the goods of their rooms. The rules are in
 * live-room.service.ts and live-goods.service.ts, the SQL in live.repository.ts.
 */
import type { FastifyInstance } from 'fastify';
import { LIVE } from '../../../shared/contract/live';
import type { AppContext } from '../../context';
import { appRateLimiter } from '../../lib/rate-limit';
import { consumerRoute } from '../../lib/route';
import {
  addLiveGoods,
  candidates,
  editLiveGoods,
  importRoomGoods,
  library,
  pinGoods,
  removeFromRoom,
  removeLiveGoods,
  roomGoodsPage,
} from './live-goods.service';
import {
  addRoom,
  editRoom,
  like,
  manageDetail,
  myRooms,
  postComment,
  resetStreamKey,
  roomComments,
  roomList,
  roomView,
  startRoom,
  stopRoom,
} from './live-room.service';
import { liveHub } from './live.sockets';
import { liveMediaRoutes } from './live-media.routes';

export function liveRoutes(fastify: FastifyInstance, app: AppContext): void {
  const cfg = app.config.live;
  const hub = liveHub(app);
  fastify.addHook('onClose', async () => {
    await hub.close();
  });
  // issue 24: the RTMP ingest and its callbacks (docs/live-media.md)
  liveMediaRoutes(fastify, app);
  const commentLimiter = appRateLimiter(
    app,
    'live-comment',
    cfg.commentIntervalMs > 0 ? 1 : 0,
    cfg.commentIntervalMs,
  );

  // ---- viewers ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.list,
    auth: 'none',
    handler: ({ input }) => roomList(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.room,
    auth: 'optional',
    handler: ({ input, user, lang }) => roomView(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.comments,
    auth: 'optional',
    handler: ({ input, user, lang }) => roomComments(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.comment,
    auth: 'required',
    handler: ({ input, user, lang }) => postComment(app, commentLimiter, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.like,
    auth: 'required',
    handler: ({ input, user, lang }) => like(app, input, user, lang),
  });

  // ---- managers: rooms ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.myRooms,
    auth: 'required',
    handler: ({ input, user, lang }) => myRooms(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.add,
    auth: 'required',
    handler: ({ input, user, lang }) => addRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.edit,
    auth: 'required',
    handler: ({ input, user, lang }) => editRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.manage,
    auth: 'required',
    handler: ({ input, user, lang, req }) => manageDetail(app, input.id, user, lang, req.hostname),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.start,
    auth: 'required',
    handler: ({ input, user, lang, req }) => startRoom(app, input.id, user, lang, req.hostname),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.stop,
    auth: 'required',
    handler: ({ input, user, lang, req }) => stopRoom(app, input.id, user, lang, req.hostname),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.resetKey,
    auth: 'required',
    handler: ({ input, user, lang, req }) =>
      resetStreamKey(app, input.id, user, lang, req.hostname),
  });

  // ---- managers: goods library ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.library,
    auth: 'required',
    handler: ({ input, user, lang }) => library(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.candidates,
    auth: 'required',
    handler: ({ input, user, lang }) => candidates(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.goodsAdd,
    auth: 'required',
    handler: ({ input, user, lang }) => addLiveGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.goodsEdit,
    auth: 'required',
    handler: ({ input, user, lang }) => editLiveGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.goodsDelete,
    auth: 'required',
    handler: ({ input, user, lang }) => removeLiveGoods(app, input.id, user, lang),
  });

  // ---- managers: goods of a room ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: LIVE.roomGoods,
    auth: 'required',
    handler: ({ input, user, lang }) => roomGoodsPage(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.roomGoodsImport,
    auth: 'required',
    handler: ({ input, user, lang }) => importRoomGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.roomGoodsRemove,
    auth: 'required',
    handler: ({ input, user, lang }) => removeFromRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: LIVE.roomGoodsPin,
    auth: 'required',
    handler: ({ input, user, lang }) => pinGoods(app, input, user, lang),
  });
}
