/**
 * Queries of live streaming (docs/api-live.md): room cards, a room's goods, the library and
 * comments, each mapped to the shared answer types.
 */
import { sql } from 'kysely';
import type {
  LiveComment,
  LiveGoods,
  LiveRoomCard,
  LiveRoomGoods,
  LiveRoomManage,
} from '../../../shared/contract/live';
import type { Executor } from '../../db';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';

export const countAll = sql<number>`count(*)`.as('n');

/** The nickname as the user info shows it: `用户<last 4 digits>` when none is set. */
export function shownName(nickname: string, mobile: string): string {
  return nickname || `用户${mobile.slice(-4)}`;
}

export function roomsQuery(db: Executor) {
  return db
    .selectFrom('live_rooms as r')
    .innerJoin('users as u', 'u.id', 'r.owner_user_id')
    .select([
      'r.id',
      'r.owner_user_id',
      'r.title',
      'r.cover',
      'r.intro',
      'r.scheduled_at',
      'r.review_status',
      'r.review_reason',
      'r.state',
      'r.started_at',
      'r.ended_at',
      'r.stream_key',
      'r.like_count',
      'r.viewers_peak',
      'u.nickname as u_nickname',
      'u.mobile as u_mobile',
      'u.avatar as u_avatar',
      sql<number>`(select count(*) from live_room_goods g where g.room_id = r.id)`.as(
        'goods_count',
      ),
    ]);
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof roomsQuery>['executeTakeFirstOrThrow']>>;

export function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  return roomsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** `viewers`: the audience now while upcoming or live, the peak once ended. */
export function toCard(r: RoomRow, viewersNow: number): LiveRoomCard {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    state: r.state,
    scheduled_at: Number(r.scheduled_at),
    started_at: r.started_at === null ? null : Number(r.started_at),
    ended_at: r.ended_at === null ? null : Number(r.ended_at),
    viewers: r.state === 'ended' ? r.viewers_peak : viewersNow,
    like_count: r.like_count,
    goods_count: Number(r.goods_count),
    owner: { nickname: shownName(r.u_nickname, r.u_mobile), avatar: r.u_avatar },
  };
}

export function toManage(r: RoomRow, viewersNow: number): LiveRoomManage {
  return {
    ...toCard(r, viewersNow),
    intro: r.intro,
    review_status: r.review_status as 0 | 1 | 2,
    review_reason: r.review_reason,
  };
}

const stockOf = sql<number>`(select coalesce(sum(st.quantity), 0) from stock st inner join goods_skus s on s.id = st.sku_id where s.goods_id = lg.goods_id and st.location_id = ${WAREHOUSE_LOCATION_ID})`;

export function libraryQuery(db: Executor) {
  return db
    .selectFrom('live_goods as lg')
    .innerJoin('goods as sg', 'sg.id', 'lg.goods_id')
    .select([
      'lg.id',
      'lg.owner_user_id',
      'lg.goods_id',
      'lg.title',
      'lg.selling_point',
      'lg.sort',
      'sg.image',
      'sg.price',
      'sg.status as goods_status',
      stockOf.as('stock'),
    ]);
}

type LibraryRow = Awaited<ReturnType<ReturnType<typeof libraryQuery>['executeTakeFirstOrThrow']>>;

export function toLiveGoods(r: LibraryRow): LiveGoods {
  return {
    id: r.id,
    goods_id: r.goods_id,
    title: r.title,
    selling_point: r.selling_point,
    sort: r.sort,
    image: r.image,
    price: r.price,
    stock: Number(r.stock),
    on_sale: r.goods_status === 1,
  };
}

export function findLiveGoods(db: Executor, id: number) {
  return libraryQuery(db).where('lg.id', '=', id).executeTakeFirst();
}

/** A room's goods: the pinned one first, then by sort and time added. */
export async function roomGoods(
  db: Executor,
  roomId: number,
  page = { limit: 100, offset: 0 },
): Promise<LiveRoomGoods[]> {
  const rows = await libraryQuery(db)
    .innerJoin('live_room_goods as rg', 'rg.live_goods_id', 'lg.id')
    .select(['rg.pinned', 'rg.sort as room_sort'])
    .where('rg.room_id', '=', roomId)
    .orderBy('rg.pinned', 'desc')
    .orderBy('rg.sort')
    .orderBy('rg.created_at')
    .orderBy('lg.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => ({
    ...toLiveGoods(r),
    live_goods_id: r.id,
    pinned: r.pinned === 1,
  }));
}

export function commentsQuery(db: Executor) {
  return db
    .selectFrom('live_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.room_id',
      'c.user_id',
      'c.content',
      'c.client_id',
      'c.created_at',
      'u.nickname as u_nickname',
      'u.mobile as u_mobile',
      'u.avatar as u_avatar',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['executeTakeFirstOrThrow']>>;

export function toComment(r: CommentRow): LiveComment {
  return {
    id: r.id,
    room_id: r.room_id,
    user_id: r.user_id,
    nickname: shownName(r.u_nickname, r.u_mobile),
    avatar: r.u_avatar,
    content: r.content,
    created_at: Number(r.created_at),
    client_id: r.client_id,
  };
}

/** Comments ascending: after `afterId`, before `beforeId`, or the newest `limit`. */
export async function listComments(
  db: Executor,
  roomId: number,
  opts: { afterId?: number; beforeId?: number; limit: number },
): Promise<LiveComment[]> {
  let q = commentsQuery(db).where('c.room_id', '=', roomId);
  if (opts.afterId !== undefined) {
    const rows = await q
      .where('c.id', '>', opts.afterId)
      .orderBy('c.id', 'asc')
      .limit(opts.limit)
      .execute();
    return rows.map(toComment);
  }
  if (opts.beforeId !== undefined) q = q.where('c.id', '<', opts.beforeId);
  const rows = await q.orderBy('c.id', 'desc').limit(opts.limit).execute();
  return rows.reverse().map(toComment);
}
