/**
 * Live-streaming calls (docs/api-live.md): the public room list, room and comments (guests
 * too; a stored token is sent in the headers), comments and likes (login), and the manager
 * routes (the `live` right; 403 without it). Money fen, times Unix seconds.
 *
 * The wrapper toasts and resolves a 423 (room not live, too fast) with its envelope, so callers
 * check `code`; 401/403/422 reject after their toast.
 */
import type {
  LIVE,
  LiveComment,
  LiveGoods,
  LiveGoodsCandidate,
  LivePage,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveTab,
} from '../../../shared/contract/live';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export type {
  LiveComment,
  LiveGoods,
  LivePage,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveTab,
};

// ---- viewers ----

export const getRooms = (q: { tab: LiveTab; page: number; limit?: number }) =>
  http().call<typeof LIVE.list>('GET', 'api/live/list', {
    tab: q.tab,
    page: q.page,
    limit: q.limit ?? 10,
  });

export const getRoom = (id: number) =>
  http().call<typeof LIVE.room>('GET', 'api/live/room', { id });

/** Comments after `after_id` (catch-up after a reconnect), ascending. */
export const getComments = (q: { room_id: number; after_id?: number; limit?: number }) =>
  http().call<typeof LIVE.comments>('GET', 'api/live/comments', {
    room_id: q.room_id,
    ...(q.after_id ? { after_id: q.after_id } : {}),
    limit: q.limit ?? 50,
  });

export const postComment = (v: { room_id: number; content: string; client_id: string }) =>
  http().call<typeof LIVE.comment>('POST', 'api/live/comment', v, LOGIN);

/** `count` taps at once (1–50; the like batcher sends them). */
export const postLike = (room_id: number, count: number) =>
  http().call<typeof LIVE.like>('POST', 'api/live/like', { room_id, count }, LOGIN);

// ---- managers ----

export interface RoomInput {
  title: string;
  cover: string;
  intro: string;
  scheduled_at: number;
}

export const getMyRooms = (q: { page: number; limit?: number }) =>
  http().call<typeof LIVE.myRooms>(
    'GET',
    'api/live/my_rooms',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const addRoom = (v: RoomInput) =>
  http().call<typeof LIVE.add>('POST', 'api/live/add', { ...v }, LOGIN);

export const editRoom = (id: number, v: RoomInput) =>
  http().call<typeof LIVE.edit>('POST', 'api/live/edit', { id, ...v }, LOGIN);

export const getManage = (id: number) =>
  http().call<typeof LIVE.manage>('GET', 'api/live/manage', { id }, LOGIN);

export const startRoom = (id: number) =>
  http().call<typeof LIVE.start>('POST', 'api/live/start', { id }, LOGIN);
export const stopRoom = (id: number) =>
  http().call<typeof LIVE.stop>('POST', 'api/live/stop', { id }, LOGIN);
export const resetKey = (id: number) =>
  http().call<typeof LIVE.resetKey>('POST', 'api/live/reset_key', { id }, LOGIN);

export const getLibrary = (q: { keyword?: string; page: number; limit?: number }) =>
  http().call<typeof LIVE.library>(
    'GET',
    'api/live/goods/library',
    { keyword: q.keyword ?? '', page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** A shop goods not yet in the library (for goods/add). */
export type LiveCandidate = LiveGoodsCandidate;

export const getCandidates = (q: { keyword?: string; page: number; limit?: number }) =>
  http().call<typeof LIVE.candidates>(
    'GET',
    'api/live/goods/candidates',
    { keyword: q.keyword ?? '', page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const addLiveGoods = (v: { goods_id: number; title: string; selling_point: string }) =>
  http().call<typeof LIVE.goodsAdd>('POST', 'api/live/goods/add', v, LOGIN);

export const editLiveGoods = (v: {
  id: number;
  title: string;
  selling_point: string;
  sort: number;
}) => http().call<typeof LIVE.goodsEdit>('POST', 'api/live/goods/edit', v, LOGIN);

export const deleteLiveGoods = (id: number) =>
  http().call<typeof LIVE.goodsDelete>('POST', 'api/live/goods/delete', { id }, LOGIN);

export const getRoomGoods = (room_id: number, page = 1) =>
  http().call<typeof LIVE.roomGoods>(
    'GET',
    'api/live/room_goods',
    { room_id, page, limit: 50 },
    LOGIN,
  );

export const importRoomGoods = (room_id: number, live_goods_ids: number[]) =>
  http().call<typeof LIVE.roomGoodsImport>(
    'POST',
    'api/live/room_goods/import',
    { room_id, live_goods_ids },
    LOGIN,
  );

export const removeRoomGoods = (room_id: number, live_goods_id: number) =>
  http().call<typeof LIVE.roomGoodsRemove>(
    'POST',
    'api/live/room_goods/remove',
    { room_id, live_goods_id },
    LOGIN,
  );

/** `live_goods_id` 0 unpins. */
export const pinRoomGoods = (room_id: number, live_goods_id: number) =>
  http().call<typeof LIVE.roomGoodsPin>(
    'POST',
    'api/live/room_goods/pin',
    { room_id, live_goods_id },
    LOGIN,
  );
