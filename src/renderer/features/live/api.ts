/**
 * Live-streaming calls (docs/api-live.md): the public room list, room and comments (guests
 * too; a stored token is sent in the headers), comments and likes (login), and the manager
 * routes (the `live` right; 403 without it). Money fen, times Unix seconds.
 *
 * The wrapper toasts and resolves a 423 (room not live, too fast) with its envelope, so callers
 * check `code`; 401/403/422 reject after their toast.
 */
import type {
  LiveComment,
  LiveGoods,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveTab,
} from '../../../shared/contract/live';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;
const BASE = 'api/live/';

export type {
  LiveComment,
  LiveGoods,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
  LiveRoomManageDetail,
  LiveRoomView,
  LiveTab,
};

export interface LivePage<T> {
  list: T[];
  total: number;
}

// ---- viewers ----

export const getRooms = (q: { tab: LiveTab; page: number; limit?: number }) =>
  http().get<LivePage<LiveRoomCard>>(BASE + 'list', {
    tab: q.tab,
    page: q.page,
    limit: q.limit ?? 10,
  });

export const getRoom = (id: number) => http().get<LiveRoomView>(BASE + 'room', { id });

/** Comments after `after_id` (catch-up after a reconnect), ascending. */
export const getComments = (q: { room_id: number; after_id?: number; limit?: number }) =>
  http().get<{ list: LiveComment[] }>(BASE + 'comments', {
    room_id: q.room_id,
    ...(q.after_id ? { after_id: q.after_id } : {}),
    limit: q.limit ?? 50,
  });

export const postComment = (v: { room_id: number; content: string; client_id: string }) =>
  http().post<LiveComment>(BASE + 'comment', v, LOGIN);

/** `count` taps at once (1–50; the like batcher sends them). */
export const postLike = (room_id: number, count: number) =>
  http().post<{ like_count: number }>(BASE + 'like', { room_id, count }, LOGIN);

// ---- managers ----

export interface RoomInput {
  title: string;
  cover: string;
  intro: string;
  scheduled_at: number;
}

export const getMyRooms = (q: { page: number; limit?: number }) =>
  http().get<LivePage<LiveRoomManage>>(
    BASE + 'my_rooms',
    { page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const addRoom = (v: RoomInput) => http().post<LiveRoomManage>(BASE + 'add', { ...v }, LOGIN);

export const editRoom = (id: number, v: RoomInput) =>
  http().post<LiveRoomManage>(BASE + 'edit', { id, ...v }, LOGIN);

export const getManage = (id: number) =>
  http().get<LiveRoomManageDetail>(BASE + 'manage', { id }, LOGIN);

export const startRoom = (id: number) => http().post<unknown>(BASE + 'start', { id }, LOGIN);
export const stopRoom = (id: number) => http().post<unknown>(BASE + 'stop', { id }, LOGIN);
export const resetKey = (id: number) =>
  http().post<{ stream_key?: string; push_url?: string }>(BASE + 'reset_key', { id }, LOGIN);

export const getLibrary = (q: { keyword?: string; page: number; limit?: number }) =>
  http().get<LivePage<LiveGoods>>(
    BASE + 'goods/library',
    { keyword: q.keyword ?? '', page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

/** A shop goods not yet in the library (for goods/add). */
export interface LiveCandidate {
  id: number;
  goods_id?: number;
  title: string;
  image: string;
  price: number;
  stock?: number;
}

export const getCandidates = (q: { keyword?: string; page: number; limit?: number }) =>
  http().get<LivePage<LiveCandidate>>(
    BASE + 'goods/candidates',
    { keyword: q.keyword ?? '', page: q.page, limit: q.limit ?? 10 },
    LOGIN,
  );

export const addLiveGoods = (v: { goods_id: number; title: string; selling_point: string }) =>
  http().post<LiveGoods>(BASE + 'goods/add', v, LOGIN);

export const editLiveGoods = (v: {
  id: number;
  title: string;
  selling_point: string;
  sort: number;
}) => http().post<LiveGoods>(BASE + 'goods/edit', v, LOGIN);

export const deleteLiveGoods = (id: number) =>
  http().post<unknown>(BASE + 'goods/delete', { id }, LOGIN);

export const getRoomGoods = (room_id: number, page = 1) =>
  http().get<{ list: LiveRoomGoods[]; total?: number }>(
    BASE + 'room_goods',
    { room_id, page, limit: 50 },
    LOGIN,
  );

export const importRoomGoods = (room_id: number, live_goods_ids: number[]) =>
  http().post<{ imported: number; skipped: number }>(
    BASE + 'room_goods/import',
    { room_id, live_goods_ids },
    LOGIN,
  );

export const removeRoomGoods = (room_id: number, live_goods_id: number) =>
  http().post<unknown>(BASE + 'room_goods/remove', { room_id, live_goods_id }, LOGIN);

/** `live_goods_id` 0 unpins. */
export const pinRoomGoods = (room_id: number, live_goods_id: number) =>
  http().post<unknown>(BASE + 'room_goods/pin', { room_id, live_goods_id }, LOGIN);
