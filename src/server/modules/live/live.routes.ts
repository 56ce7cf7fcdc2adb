/**
 * Live streaming, `/api/live/*` (docs/api-live.md). Viewers (guests too) list approved rooms,
 * open a room and read comments; logged-in users comment (idempotent by client_id, rate
 * limited) and like (conditional update of like_count). Managers (user right `live_manager`)
 * manage their own rooms, goods library and the goods of their rooms. The rules are in
 * live-room.service.ts and live-goods.service.ts, the SQL in live.repository.ts.
 */
import type { FastifyInstance } from 'fastify';
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
import {
  addRoomInput,
  commentInput,
  commentsInput,
  editRoomInput,
  goodsAddInput,
  goodsEditInput,
  idInput,
  importInput,
  libraryInput,
  likeInput,
  listInput,
  myRoomsInput,
  pinInput,
  roomGoodsInput,
  roomGoodsRefInput,
} from './live.schemas';
import { liveHub } from './live.sockets';

const PREFIX = '/api/live';

export function liveRoutes(fastify: FastifyInstance, app: AppContext): void {
  const cfg = app.config.live;
  const hub = liveHub(app);
  fastify.addHook('onClose', async () => {
    await hub.close();
  });
  const commentLimiter = appRateLimiter(
    app,
    'live-comment',
    cfg.commentIntervalMs > 0 ? 1 : 0,
    cfg.commentIntervalMs,
  );

  // ---- viewers ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/list`,
    auth: 'none',
    input: listInput,
    handler: ({ input }) => roomList(app, input),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/room`,
    auth: 'optional',
    input: idInput,
    handler: ({ input, user, lang }) => roomView(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/comments`,
    auth: 'optional',
    input: commentsInput,
    handler: ({ input, user, lang }) => roomComments(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/comment`,
    auth: 'required',
    input: commentInput,
    handler: ({ input, user, lang }) => postComment(app, commentLimiter, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/like`,
    auth: 'required',
    input: likeInput,
    handler: ({ input, user, lang }) => like(app, input, user, lang),
  });

  // ---- managers: rooms ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/my_rooms`,
    auth: 'required',
    input: myRoomsInput,
    handler: ({ input, user, lang }) => myRooms(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/add`,
    auth: 'required',
    input: addRoomInput,
    handler: ({ input, user, lang }) => addRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/edit`,
    auth: 'required',
    input: editRoomInput,
    handler: ({ input, user, lang }) => editRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/manage`,
    auth: 'required',
    input: idInput,
    handler: ({ input, user, lang }) => manageDetail(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/start`,
    auth: 'required',
    input: idInput,
    handler: ({ input, user, lang }) => startRoom(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/stop`,
    auth: 'required',
    input: idInput,
    handler: ({ input, user, lang }) => stopRoom(app, input.id, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/reset_key`,
    auth: 'required',
    input: idInput,
    handler: ({ input, user, lang }) => resetStreamKey(app, input.id, user, lang),
  });

  // ---- managers: goods library ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/goods/library`,
    auth: 'required',
    input: libraryInput,
    handler: ({ input, user, lang }) => library(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/goods/candidates`,
    auth: 'required',
    input: libraryInput,
    handler: ({ input, user, lang }) => candidates(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/add`,
    auth: 'required',
    input: goodsAddInput,
    handler: ({ input, user, lang }) => addLiveGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/edit`,
    auth: 'required',
    input: goodsEditInput,
    handler: ({ input, user, lang }) => editLiveGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/goods/delete`,
    auth: 'required',
    input: idInput,
    handler: ({ input, user, lang }) => removeLiveGoods(app, input.id, user, lang),
  });

  // ---- managers: goods of a room ----

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: `${PREFIX}/room_goods`,
    auth: 'required',
    input: roomGoodsInput,
    handler: ({ input, user, lang }) => roomGoodsPage(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/import`,
    auth: 'required',
    input: importInput,
    handler: ({ input, user, lang }) => importRoomGoods(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/remove`,
    auth: 'required',
    input: roomGoodsRefInput,
    handler: ({ input, user, lang }) => removeFromRoom(app, input, user, lang),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: `${PREFIX}/room_goods/pin`,
    auth: 'required',
    input: pinInput,
    handler: ({ input, user, lang }) => pinGoods(app, input, user, lang),
  });
}
