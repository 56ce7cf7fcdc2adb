/**
 * Answer shapes of the live-streaming routes (docs/api-live.md), shared by the server and the
 * h5 app. Money in fen, times in Unix seconds.
 */

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
