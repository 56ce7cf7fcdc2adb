/**
 * The live-streaming routes `/api/live/*` (docs/api-live.md): request schemas (with bounds on
 * every field), answer shapes and URLs, shared by the server and the h5 app
 * (contract/route.ts). Money in fen, times in Unix seconds.
 */
import { z } from 'zod';
import { route } from './route';
import { id, intIn, optionalId, singleLine } from './schemas';

export type LiveState = 'upcoming' | 'live' | 'ended';
export type LiveTab = 'live' | 'upcoming' | 'replay';
/** 0 pending, 1 approved, 2 rejected */
export type LiveReviewStatus = 0 | 1 | 2;

export interface LiveRoomCard {
  id: number;
  title: string;
  cover: string;
  state: LiveState;
  scheduled_at: number;
  started_at: number | null;
  ended_at: number | null;
  viewers: number;
  like_count: number;
  goods_count: number;
  owner: { nickname: string; avatar: string };
}

export interface LiveComment {
  id: number;
  room_id: number;
  user_id: number;
  nickname: string;
  avatar: string;
  content: string;
  created_at: number;
  /** echoes the sender's client_id so the sender can match its pending comment */
  client_id: string;
}

export interface LiveGoods {
  id: number;
  goods_id: number;
  title: string;
  selling_point: string;
  sort: number;
  /** the shop goods' current picture, price (fen) and stock */
  image: string;
  price: number;
  stock: number;
  /** false when the shop goods is off sale (it cannot be bought now) */
  on_sale: boolean;
}

export interface LiveRoomGoods extends LiveGoods {
  live_goods_id: number;
  pinned: boolean;
}

export interface LiveRoomView extends LiveRoomCard {
  intro: string;
  /** HLS URL while live, else null */
  pull_url: string | null;
  /** HLS URL of the replay when ended, else null */
  replay_url: string | null;
  goods: LiveRoomGoods[];
  /** the last 50 comments, oldest first */
  comments: LiveComment[];
}

export interface LiveRoomManage extends LiveRoomCard {
  intro: string;
  review_status: LiveReviewStatus;
  review_reason: string;
}

export interface LiveRoomManageDetail extends LiveRoomManage {
  push_url: string;
  stream_key: string;
  /** issue 24: the server's ingest takes streams now; else `ingest_message` says why not */
  ingest_ready: boolean;
  ingest_message: string;
  pull_url: string | null;
  goods: LiveRoomGoods[];
}

/** A shop goods that is on sale and not yet in the manager's library (goods/candidates). */
export interface LiveGoodsCandidate {
  /** the shop goods id (same as goods_id) */
  id: number;
  goods_id: number;
  title: string;
  image: string;
  /** fen */
  price: number;
  /** warehouse stock */
  stock: number;
}

/** A page of a live list: the rows asked for and the count of all of them. */
export interface LivePage<T> {
  list: T[];
  total: number;
}

/** `/api/live/comments`: ascending by id. */
export interface LiveCommentList {
  list: LiveComment[];
}

/** `/api/live/like`: the room's like count after the taps. */
export interface LiveLikeResult {
  like_count: number;
}

/** `/api/live/room_goods/import`: ids added, and ids already in the room (or repeated). */
export interface LiveImportResult {
  imported: number;
  skipped: number;
}

/** `/api/live/room_goods/pin`: the pinned goods, null after an unpin. */
export interface LivePinResult {
  goods: LiveRoomGoods | null;
}

// ---- request schemas ----

export const LIVE_TITLE_MAX = 40;
export const LIVE_INTRO_MAX = 200;
export const LIVE_COMMENT_MAX = 100;
export const LIVE_SELLING_POINT_MAX = 100;
export const LIVE_IMPORT_MAX = 50;

const page = intIn(1, 100000).default(1);
const limit = intIn(1, 50).default(10);
const keyword = singleLine(40).default('');
/** Unix seconds (bounds of the schedule are checked against the clock in the route). */
const unixSeconds = intIn(1, 2 ** 31 - 1);

export const liveListInput = z.object({
  tab: z.enum(['live', 'upcoming', 'replay']).default('live'),
  page,
  limit,
});
export const liveIdInput = z.object({ id });
export const liveCommentsInput = z.object({
  room_id: id,
  after_id: intIn(0, 2 ** 31 - 1).optional(),
  before_id: optionalId,
  limit: intIn(1, 50).default(50),
});
export const liveCommentInput = z.object({
  room_id: id,
  content: z.string({ error: 'required' }).trim().min(1).max(LIVE_COMMENT_MAX),
  client_id: z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid'),
});
export const liveLikeInput = z.object({ room_id: id, count: intIn(1, 50) });

export const liveMyRoomsInput = z.object({
  page,
  limit,
  /** review status 0 pending | 1 approved | 2 rejected */
  status: z.preprocess((v) => (v === '' ? undefined : v), intIn(0, 2).optional()),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['upcoming', 'live', 'ended']).optional(),
  ),
});

const roomFields = {
  title: z.string({ error: 'required' }).trim().min(1).max(LIVE_TITLE_MAX),
  cover: z
    .string({ error: 'required' })
    .trim()
    .min(1)
    .max(300)
    .regex(/^\/[A-Za-z0-9/._-]+$/, 'invalid'),
  intro: z.string().trim().max(LIVE_INTRO_MAX).default(''),
  scheduled_at: unixSeconds,
};
export const liveAddRoomInput = z.object(roomFields);
export const liveEditRoomInput = z.object({ id, ...roomFields });

export const liveLibraryInput = z.object({ keyword, page, limit });
export const liveGoodsAddInput = z.object({
  goods_id: id,
  title: singleLine(LIVE_TITLE_MAX).default(''),
  selling_point: z.string().trim().max(LIVE_SELLING_POINT_MAX).default(''),
});
export const liveGoodsEditInput = z.object({
  id,
  title: z.string({ error: 'required' }).trim().min(1).max(LIVE_TITLE_MAX),
  selling_point: z.string().trim().max(LIVE_SELLING_POINT_MAX).default(''),
  sort: intIn(0, 9999).default(0),
});
export const liveRoomGoodsInput = z.object({
  room_id: id,
  page,
  limit: intIn(1, 100).default(50),
});
/** ids as an array (`live_goods_ids[0]=1`) or one comma-separated string */
const idList = z.preprocess(
  (v) => {
    if (typeof v === 'string') return v.trim() === '' ? [] : v.split(',');
    if (typeof v === 'number') return [v];
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.values(v as Record<string, unknown>);
    return v;
  },
  z.array(id).min(1, 'required').max(LIVE_IMPORT_MAX, 'too large'),
);
export const liveImportInput = z.object({ room_id: id, live_goods_ids: idList });
export const liveRoomGoodsRefInput = z.object({ room_id: id, live_goods_id: id });
export const livePinInput = z.object({ room_id: id, live_goods_id: intIn(0, 2 ** 31 - 1) });

export const LIVE = {
  // viewers (guests too)
  list: route<LivePage<LiveRoomCard>>()('/api/live/list', liveListInput),
  room: route<LiveRoomView>()('/api/live/room', liveIdInput),
  comments: route<LiveCommentList>()('/api/live/comments', liveCommentsInput),
  /** idempotent by client_id: a retried post answers the stored comment */
  comment: route<LiveComment>()('/api/live/comment', liveCommentInput),
  like: route<LiveLikeResult>()('/api/live/like', liveLikeInput),
  // managers: rooms
  myRooms: route<LivePage<LiveRoomManage>>()('/api/live/my_rooms', liveMyRoomsInput),
  add: route<LiveRoomManage>()('/api/live/add', liveAddRoomInput),
  edit: route<LiveRoomManage>()('/api/live/edit', liveEditRoomInput),
  manage: route<LiveRoomManageDetail>()('/api/live/manage', liveIdInput),
  start: route<LiveRoomManageDetail>()('/api/live/start', liveIdInput),
  stop: route<LiveRoomManageDetail>()('/api/live/stop', liveIdInput),
  resetKey: route<LiveRoomManageDetail>()('/api/live/reset_key', liveIdInput),
  // managers: goods library
  library: route<LivePage<LiveGoods>>()('/api/live/goods/library', liveLibraryInput),
  candidates: route<LivePage<LiveGoodsCandidate>>()('/api/live/goods/candidates', liveLibraryInput),
  goodsAdd: route<LiveGoods>()('/api/live/goods/add', liveGoodsAddInput),
  goodsEdit: route<LiveGoods>()('/api/live/goods/edit', liveGoodsEditInput),
  goodsDelete: route<null>()('/api/live/goods/delete', liveIdInput),
  // managers: goods of a room
  roomGoods: route<LivePage<LiveRoomGoods>>()('/api/live/room_goods', liveRoomGoodsInput),
  roomGoodsImport: route<LiveImportResult>()('/api/live/room_goods/import', liveImportInput),
  roomGoodsRemove: route<null>()('/api/live/room_goods/remove', liveRoomGoodsRefInput),
  /** `live_goods_id` 0 unpins */
  roomGoodsPin: route<LivePinResult>()('/api/live/room_goods/pin', livePinInput),
};
